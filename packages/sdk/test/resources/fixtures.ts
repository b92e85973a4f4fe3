/**
 * Example resources as the service answers them, one per resource of the contract. Typed with the contract's
 * inferred types (a shape mistake fails to compile) and parsed by the strict schemas in `fixtures.test.ts`.
 */
import type {
  ChangeRequest,
  ChangeRequestLink,
  ChangeRequestLinkList,
  ChangeRequestReview,
  Collection,
  Comment,
  CommentReply,
  CreatedChangeRequest,
  Customization,
  Embed,
  GitSyncInfo,
  Integration,
  IntegrationScript,
  Member,
  MergeResult,
  OpenApiSpec,
  OpenApiSpecVersion,
  OpenApiSpecVersionContent,
  Organization,
  Page,
  PageTree,
  PermissionItem,
  PublishedContentSite,
  PublishingAuth,
  ReusableContent,
  Revision,
  RevisionChanges,
  RevisionFile,
  ShareLink,
  Site,
  SiteRedirect,
  SiteRedirectLookup,
  SiteSection,
  SiteSectionGroup,
  SiteSpace,
  Space,
  SpaceIntegrationBlocks,
  Team,
  TeamMember,
  TeamPermission,
  TranslationSettings,
  UpdateResult,
  User,
} from '../../src/contract/index.js';

const API = 'https://api.docpub.test/v1';
const APP = 'https://app.docpub.test';
const CREATED = '2024-03-01T09:30:00.000Z';
const UPDATED = '2024-03-02T16:45:00.000Z';

const user: User = {
  object: 'user',
  id: 'user-ada',
  displayName: 'Ada Lovelace',
  email: 'ada@acme.test',
  photoURL: 'https://avatars.docpub.test/ada.png',
  urls: { location: `${API}/users/user-ada` },
};

const organization: Organization = {
  object: 'organization',
  id: 'org-acme',
  title: 'Acme',
  createdAt: CREATED,
  emailDomains: ['acme.test'],
  type: 'business',
  defaultRole: 'read',
  plan: 'pro',
  urls: { location: `${API}/orgs/org-acme`, app: `${APP}/o/org-acme` },
  permissions: { admin: true, createContent: true },
};

const member: Member = {
  object: 'member',
  id: 'user-ada',
  role: 'admin',
  user,
  disabled: false,
  sso: false,
  joinedAt: CREATED,
  lastSeenAt: UPDATED,
  spaces: 3,
  teams: 1,
};

const team: Team = { object: 'team', id: 'team-writers', title: 'Writers', members: 4, spaces: 2, createdAt: CREATED };

const teamMember: TeamMember = { organization: member, team: { role: 'owner' } };

const teamPermission: TeamPermission = { permission: 'edit', team };

const collection: Collection = {
  object: 'collection',
  id: 'collection-guides',
  title: 'Guides',
  organization: 'org-acme',
  parent: 'collection-docs',
};

const permissionItem: PermissionItem = { permission: 'review', user };

const space: Space = {
  object: 'space',
  id: 'space-handbook',
  title: 'Handbook',
  emoji: '📘',
  visibility: 'in-collection',
  createdAt: CREATED,
  updatedAt: UPDATED,
  editMode: 'live',
  urls: { location: `${API}/spaces/space-handbook`, app: `${APP}/s/space-handbook` },
  organization: 'org-acme',
  parent: 'collection-guides',
  revision: 'rev-3',
  defaultLevel: 'read',
  comments: 2,
  changeRequests: 1,
  changeRequestsOpen: 1,
  changeRequestsDraft: 0,
  permissions: { access: true, admin: true, edit: true, comment: true, merge: true, review: true },
};

const gitSyncInfo: GitSyncInfo = {
  repoName: 'acme/handbook',
  installationProvider: 'github',
  url: 'https://github.com/acme/handbook',
  updatedAt: UPDATED,
};

const embed: Embed = { title: 'Acme status', site: 'status.acme.test', icon: 'https://status.acme.test/favicon.ico', type: 'link' };

const page: Page = {
  id: 'page-intro',
  title: 'Introduction',
  type: 'document',
  slug: 'intro',
  path: 'guides/intro',
  description: 'Start here',
  createdAt: CREATED,
  updatedAt: UPDATED,
  markdown: '# Introduction\n\nWelcome to the handbook.',
  urls: { app: `${APP}/s/space-handbook/page-intro` },
  layout: { cover: false, tableOfContents: true, outline: true },
};

const pageTree: PageTree = {
  pages: [
    {
      id: 'page-guides',
      title: 'Guides',
      type: 'group',
      slug: 'guides',
      path: 'guides',
      pages: [{ id: 'page-intro', title: 'Introduction', type: 'document', slug: 'intro', path: 'guides/intro' }],
    },
  ],
};

const file: RevisionFile = {
  id: 'file-logo',
  name: 'logo.png',
  contentType: 'image/png',
  downloadURL: 'https://files.docpub.test/file-logo/logo.png',
  size: 20480,
  dimensions: { width: 512, height: 512 },
};

const reusableContent: ReusableContent = { id: 'rc-support', title: 'Support footer', document: 'Need help? Write to support@acme.test.' };

const revision: Revision = {
  object: 'revision',
  id: 'rev-3',
  parents: ['rev-2'],
  pages: pageTree.pages,
  files: [file],
  reusableContents: [reusableContent],
  createdAt: UPDATED,
  git: { oid: '3f2a9c1', message: 'Update intro', createdByService: true },
  urls: { app: `${APP}/s/space-handbook/~/revisions/rev-3` },
  type: 'edits',
};

const revisionChanges: RevisionChanges = {
  changes: [
    { type: 'page_edited', page: { id: 'page-intro', type: 'document', title: 'Introduction', path: 'guides/intro' } },
    { type: 'file_created', file: { id: 'file-logo', name: 'logo.png' } },
  ],
  more: 0,
};

const changeRequest: ChangeRequest = {
  object: 'change-request',
  id: 'cr-rewrite',
  number: 3,
  status: 'open',
  subject: 'Rewrite the intro',
  createdBy: user,
  createdAt: CREATED,
  updatedAt: UPDATED,
  revision: 'rev-cr-2',
  revisionInitial: 'rev-3',
  revisionMergedAncestor: 'rev-3',
  comments: 1,
  outdated: false,
  urls: { app: `${APP}/s/space-handbook/~/changes/3`, location: `${API}/spaces/space-handbook/change-requests/cr-rewrite` },
};

const createdChangeRequest: CreatedChangeRequest = { ...changeRequest, status: 'draft', changeRequest: changeRequest.id };

const mergeResult: MergeResult = { revision: 'rev-4', result: 'merge' };

const updateResult: UpdateResult = { revision: 'rev-cr-3', result: 'update' };

const comment: Comment = {
  object: 'comment',
  id: 'comment-typo',
  postedBy: user,
  postedAt: CREATED,
  reactions: [{ emoji: '👍', count: 1, users: [{ user, reactedAt: UPDATED }] }],
  body: { markdown: 'Typo in the title?' },
  urls: { location: `${API}/spaces/space-handbook/comments/comment-typo` },
  replies: 1,
  target: { page: { id: 'page-intro', title: 'Introduction', path: 'guides/intro', outdated: false }, space: 'space-handbook' },
  status: 'open',
};

const commentReply: CommentReply = {
  object: 'comment-reply',
  id: 'reply-fixed',
  postedBy: user,
  postedAt: UPDATED,
  reactions: [],
  body: { markdown: 'Fixed, thanks!' },
  urls: { location: `${API}/spaces/space-handbook/comments/comment-typo/replies/reply-fixed` },
};

const review: ChangeRequestReview = {
  object: 'change-request-review',
  id: 'review-1',
  revision: 'rev-cr-2',
  reviewer: user,
  status: 'changes-requested',
  comment,
  createdAt: UPDATED,
  updatedAt: UPDATED,
};

const link: ChangeRequestLink = {
  status: 'broken',
  relation: 'reference',
  targetReference: { kind: 'page', page: { id: 'page-gone', title: 'Old page', path: 'old/page' } },
  locationReferences: [{ kind: 'page', page: { id: 'page-intro', title: 'Introduction', path: 'guides/intro' } }],
};

const linkStats: ChangeRequestLinkList['stats'] = { total: 12, broken: { total: 2, changeRequest: 1 } };

const site: Site = {
  object: 'site',
  id: 'site-docs',
  type: 'basic',
  title: 'Acme Docs',
  hostname: 'docs.acme.test',
  visibility: 'public',
  published: true,
  siteSpaces: 1,
  createdAt: CREATED,
  adaptiveContent: { enabled: false },
  urls: { location: `${API}/orgs/org-acme/sites/site-docs`, app: `${APP}/o/org-acme/sites/site-docs`, published: 'https://docs.acme.test/' },
};

const siteSpace: SiteSpace = {
  object: 'site-space',
  id: 'sitesp-handbook',
  path: 'handbook',
  section: 'section-guides',
  space,
  title: 'Handbook',
  default: true,
  urls: { published: 'https://docs.acme.test/guides/handbook' },
};

const siteSection: SiteSection = {
  object: 'site-section',
  id: 'section-guides',
  title: 'Guides',
  description: 'How to use Acme',
  default: true,
  path: 'guides',
  siteSpaces: [siteSpace],
  urls: { published: 'https://docs.acme.test/guides' },
  icon: 'book',
};

const siteSectionGroup: SiteSectionGroup = {
  object: 'site-section-group',
  id: 'group-learn',
  title: 'Learn',
  sections: [siteSection],
  icon: 'graduation-cap',
};

const siteRedirect: SiteRedirect = {
  object: 'site-redirect',
  id: 'redirect-intro',
  source: '/old/intro',
  destination: { kind: 'site-section', siteSectionId: 'section-guides' },
};

const siteRedirectLookup: SiteRedirectLookup = { redirect: siteRedirect, target: 'https://docs.acme.test/guides' };

const shareLink: ShareLink = {
  object: 'share-link',
  id: 'share-beta',
  createdAt: CREATED,
  name: 'Beta testers',
  active: true,
  urls: { published: 'https://docs.acme.test/?share=s3cr3t-key' },
};

const publishingAuth: PublishingAuth = {
  object: 'publishing-auth',
  backend: 'custom',
  privateKey: 'pk_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  fallbackURL: 'https://acme.test/login',
};

const customization: Customization = {
  title: 'Acme Docs',
  styling: { theme: 'clean', primaryColor: { light: '#3366ff', dark: '#99bbff' } },
  themes: { default: 'light', toggeable: true },
  feedback: { enabled: true },
};

const integrationScript: IntegrationScript = {
  script: 'https://integrations.docpub.test/acme-analytics/script.js',
  contentSecurityPolicy: "script-src 'self'",
  cookies: false,
};

const publishedSite: PublishedContentSite = {
  object: 'published-content-site',
  site,
  structure: { type: 'sections', structure: [siteSection, siteSectionGroup] },
  customizations: { site: customization, siteSpaces: { 'sitesp-handbook': { title: 'Handbook' } } },
  scripts: [integrationScript],
};

const openApiSpec: OpenApiSpec = {
  object: 'openapi-spec',
  id: 'spec-payments',
  createdAt: CREATED,
  updatedAt: UPDATED,
  slug: 'payments',
  sourceURL: 'https://acme.test/openapi.json',
  processingState: 'complete',
  lastVersion: 'specv-2',
  lastProcessedAt: UPDATED,
  permissions: { edit: true },
  urls: { location: `${API}/orgs/org-acme/openapi/payments`, app: `${APP}/o/org-acme/openapi/payments` },
};

const openApiSpecVersion: OpenApiSpecVersion = {
  object: 'openapi-spec-version',
  id: 'specv-2',
  createdAt: UPDATED,
  url: 'https://files.docpub.test/specs/spec-payments/specv-2.json',
  urls: {
    location: `${API}/orgs/org-acme/openapi/payments/versions/specv-2`,
    app: `${APP}/o/org-acme/openapi/payments/versions/specv-2`,
  },
};

const openApiSpecVersionContent: OpenApiSpecVersionContent = {
  filesystem: { 'openapi.json': { openapi: '3.1.0', info: { title: 'Payments', version: '2.0.0' }, paths: {} } },
  url: 'https://files.docpub.test/specs/spec-payments/specv-2.json',
};

const translationSettings: TranslationSettings = {
  object: 'translation-settings',
  id: 'tr-europe',
  title: 'European languages',
  languages: ['fr', 'de'],
  createdAt: CREATED,
  updatedAt: UPDATED,
  permissions: { edit: true },
  urls: { location: `${API}/orgs/org-acme/translations/tr-europe` },
};

const integration: Integration = {
  object: 'integration',
  name: 'acme-analytics',
  version: 2,
  title: 'Acme Analytics',
  description: 'Page views for your docs',
  visibility: 'public',
  target: 'all',
  scopes: ['space:views:read', 'site:script:inject'],
  categories: ['analytics'],
  blocks: [{ id: 'chart', title: 'Chart', urlUnfurl: ['https://analytics.acme.test/'] }],
  owner: organization,
  urls: { location: `${API}/integrations/acme-analytics`, app: `${APP}/integrations/acme-analytics` },
  permissions: { admin: true, install: true },
};

const spaceIntegrationBlocks: SpaceIntegrationBlocks = { name: 'acme-analytics', blocks: integration.blocks ?? [] };

/** One example of every resource, by name. */
export const examples = {
  user,
  organization,
  member,
  team,
  teamMember,
  teamPermission,
  collection,
  permissionItem,
  space,
  gitSyncInfo,
  embed,
  page,
  pageTree,
  file,
  reusableContent,
  revision,
  revisionChanges,
  changeRequest,
  createdChangeRequest,
  mergeResult,
  updateResult,
  comment,
  commentReply,
  review,
  link,
  linkStats,
  site,
  siteSpace,
  siteSection,
  siteSectionGroup,
  siteRedirect,
  siteRedirectLookup,
  shareLink,
  publishingAuth,
  publishedSite,
  openApiSpec,
  openApiSpecVersion,
  openApiSpecVersionContent,
  translationSettings,
  integration,
  integrationScript,
  spaceIntegrationBlocks,
};

/** A second, distinct item for a list: the example with other values for the given fields (`undefined` removes one). */
export function another<T extends object>(example: T, changes: Partial<T>): T {
  const merged: Record<string, unknown> = { ...example, ...changes };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return merged as T;
}
