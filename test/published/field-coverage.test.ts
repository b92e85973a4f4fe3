/**
 * How much of each resource the reference server fills in: for every resource the API reference describes,
 * the fields it names (leaf paths such as `urls.app`, `layout.coverSize`), how many of those the published
 * schema names too, and how many the reference server populated in at least one answer of a realistic
 * scenario. The table is printed; each resource's count must stay at or above its floor, so a change that
 * leaves fields empty fails here.
 */
import { DocPub } from '@docpub/sdk';
import { operations, type Operation, type OperationParams, type OperationResult } from '@docpub/sdk/contract';
import { ControlledClock, createServer, DEMO } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRepositories, type GitHttpServer } from '../../packages/mock-server/test/git/support/git-http-server.js';
import { RepositoryRoot } from '../../packages/mock-server/test/git/support/git-repositories.js';
import { deref, sharedOperations, type JsonSchema } from './published-spec.js';

type DemoUser = keyof typeof DEMO.tokens;

/** A resource of the reference: its fields as leaf paths, and where its published schema is found. */
interface ResourceFields {
  fields: readonly string[];
  /** The published answer of this operation is the resource (`at`: a path inside it; `[]` enters an array). */
  published: { operation: string; at?: readonly string[] };
  /** Fewest fields the reference server must populate (today's figure, so it cannot regress). */
  floor: number;
}

const themed = (prefix: string) => [`${prefix}.light`, `${prefix}.dark`];
const link = (prefix: string) => [`${prefix}.title`, `${prefix}.to`];
const toggle = (name: string) => `${name}.enabled`;
const reactions = ['reactions.emoji', 'reactions.count', 'reactions.users.user', 'reactions.users.reactedAt'];
const configurations = ['account', 'space', 'site'].flatMap((at) => [`configurations.${at}.properties`, `configurations.${at}.required`]);

/** Every resource of the API reference, with its fields transcribed from its "Resources and their fields". */
const RESOURCES: Readonly<Record<string, ResourceFields>> = {
  Space: {
    fields: [
      'id', 'title', 'emoji', 'visibility', 'createdAt', 'updatedAt', 'deletedAt', 'editMode', 'urls.location', 'urls.app',
      'urls.published', 'urls.public', 'urls.icon', 'organization', 'parent', 'gitSync.repoName', 'gitSync.installationProvider',
      'gitSync.integration', 'gitSync.url', 'gitSync.updatedAt', 'visitorAuth.backend', 'revision', 'defaultLevel', 'comments',
      'changeRequests', 'changeRequestsOpen', 'changeRequestsDraft', 'permissions.access', 'permissions.admin',
      'permissions.edit', 'permissions.comment', 'permissions.merge', 'permissions.review',
    ],
    published: { operation: 'getSpace' },
    floor: 31,
  },
  User: { fields: ['id', 'displayName', 'email', 'photoURL', 'urls.location'], published: { operation: 'getCurrentUser' }, floor: 5 },
  Revision: {
    fields: [
      'id', 'parents', 'pages', 'files', 'reusableContents', 'createdAt', 'git.oid', 'git.message', 'git.createdByService',
      'git.url', 'git.ref', 'urls.app', 'urls.published', 'urls.public', 'type',
    ],
    published: { operation: 'getRevision' },
    floor: 15,
  },
  File: {
    fields: ['id', 'name', 'contentType', 'downloadURL', 'size', 'dimensions.width', 'dimensions.height', 'git.oid', 'git.path'],
    published: { operation: 'getRevisionFile' },
    floor: 9,
  },
  ReusableContent: {
    fields: ['id', 'title', 'document', 'git.oid', 'git.path'],
    published: { operation: 'getRevisionReusableContent' },
    floor: 5,
  },
  Page: {
    fields: [
      'id', 'title', 'emoji', 'icon', 'createdAt', 'updatedAt', 'markdown', 'type', 'urls.app', 'slug', 'path', 'description',
      'documentId', 'pages', 'git.oid', 'git.path', 'layout.cover', 'layout.title', 'layout.description', 'layout.tableOfContents',
      'layout.outline', 'layout.pagination', 'layout.coverSize', 'cover.ref.kind', 'cover.ref.file', 'cover.yPos', 'hidden',
      'noIndex', 'noRobotsIndex', 'computed.type', 'computed.dependencies.spec.ref.kind', 'computed.dependencies.spec.ref.spec',
      'computed.props.doc', 'computedSeed',
    ],
    published: { operation: 'getRevisionPageById' },
    floor: 34,
  },
  ChangeRequest: {
    fields: [
      'id', 'number', 'status', 'subject', 'createdBy', 'createdAt', 'updatedAt', 'revision', 'revisionInitial',
      'revisionMergedAncestor', 'revisionMerged', 'comments', 'outdated', 'urls.app', 'urls.location',
    ],
    published: { operation: 'getChangeRequest' },
    floor: 15,
  },
  Review: {
    fields: ['id', 'revision', 'reviewer', 'requestedBy', 'status', 'comment', 'createdAt', 'updatedAt'],
    published: { operation: 'createChangeRequestReview' },
    floor: 8,
  },
  Comment: {
    fields: [
      'id', 'postedBy', 'postedAt', 'editedAt', ...reactions, 'replies', 'body.markdown', 'target.node.id', 'target.node.preview',
      'target.changeRequest', 'target.review', 'target.page.id', 'target.page.title', 'target.page.emoji', 'target.page.icon',
      'target.page.createdAt', 'target.page.updatedAt', 'target.page.path', 'target.page.outdated', 'target.space',
      'target.revision', 'urls.location', 'status', 'resolvedAt', 'resolvedBy',
    ],
    published: { operation: 'getComment' },
    floor: 28,
  },
  CommentReply: {
    fields: ['id', 'postedBy', 'postedAt', 'editedAt', ...reactions, 'body.markdown', 'urls.location'],
    published: { operation: 'getCommentReply' },
    floor: 10,
  },
  ChangeRequestLink: {
    fields: [
      'status', 'relation', 'targetReference.kind', 'targetReference.organization', 'targetReference.space',
      'targetReference.versionContext', 'targetReference.file', 'locationReferences',
      // "locationReferences: array of the same shape".
      'locationReferences.kind', 'locationReferences.organization', 'locationReferences.space',
      'locationReferences.versionContext', 'locationReferences.file',
    ],
    published: { operation: 'listChangeRequestLinks', at: ['items', '[]'] },
    floor: 10,
  },
  Site: {
    fields: [
      'id', 'type', 'title', 'hostname', 'basename', 'proxy.origin', 'proxy.target', 'visibility', 'published', 'siteSpaces',
      'createdAt', 'adaptiveContent.enabled', 'ads.status', 'ads.submittable', 'features.id', 'features.plan', 'features.frozen',
      'urls.location', 'urls.app', 'urls.published',
    ],
    published: { operation: 'getSite' },
    floor: 20,
  },
  PublishedSite: {
    fields: [
      'site', 'structure.type', 'structure.structure', 'customizations.site', 'customizations.siteSpaces', 'scripts.script',
      'scripts.contentSecurityPolicy', 'scripts.cookies',
    ],
    published: { operation: 'getPublishedSite' },
    floor: 8,
  },
  Customization: {
    fields: [
      'title', 'styling.theme', 'styling.corners', 'styling.links', 'styling.font', 'styling.icons', 'styling.search',
      ...['primaryColor', 'infoColor', 'successColor', 'warningColor', 'dangerColor'].flatMap((name) => themed(`styling.${name}`)),
      ...themed('styling.tint.color'), 'styling.sidebar.background', 'styling.sidebar.list', 'internationalization.locale',
      ...themed('favicon.icon'), ...themed('header.logo'), 'header.links.title', 'header.links.style', 'header.links.to.kind',
      'header.links.to.file', ...link('header.links.links'), 'footer.logo', 'footer.groups.title', ...link('footer.groups.links'),
      'footer.copyright', 'announcement.enabled', 'announcement.message', ...link('announcement.link'), 'announcement.style',
      'themes.default', 'themes.toggeable', ...['pdf', 'feedback', 'aiSearch', 'advancedCustomization', 'pagination', 'trademark'].map(toggle),
      'ai.pageLinkSummaries.enabled', 'git.showEditLink', 'privacyPolicy.url', 'socialPreview.url', 'insights.trackingCookie',
    ],
    published: { operation: 'getSiteCustomization' },
    floor: 55,
  },
  SiteSection: {
    fields: ['id', 'title', 'description', 'default', 'path', 'condition', 'sectionGroup', 'siteSpaces', 'urls.published', 'icon'],
    published: { operation: 'listSiteSections', at: ['items', '[]'] },
    floor: 10,
  },
  SiteSectionGroup: {
    fields: ['id', 'title', 'sections', 'icon'],
    published: { operation: 'listSiteSectionGroups', at: ['items', '[]'] },
    floor: 4,
  },
  SiteSpace: {
    fields: ['id', 'path', 'section', 'space', 'title', 'default', 'condition', 'hasAdvancedCustomizationFeature', 'urls.published'],
    published: { operation: 'listSiteSpaces', at: ['items', '[]'] },
    floor: 9,
  },
  SiteRedirect: {
    fields: ['id', 'source', 'destination.kind', 'destination.siteSectionId'],
    published: { operation: 'createSiteRedirect' },
    floor: 4,
  },
  ShareLink: { fields: ['id', 'createdAt', 'name', 'active', 'urls.published'], published: { operation: 'createShareLink' }, floor: 5 },
  PublishingAuth: {
    fields: ['backend', 'privateKey', 'fallbackURL', 'integration'],
    published: { operation: 'getPublishingAuth' },
    floor: 4,
  },
  OpenAPISpec: {
    fields: [
      'id', 'createdAt', 'updatedAt', 'slug', 'sourceURL', 'processingState', 'lastVersion', 'lastProcessedAt',
      'lastProcessErrorCode', 'permissions.edit', 'urls.location', 'urls.app',
    ],
    published: { operation: 'getOpenApiSpec' },
    floor: 12,
  },
  OpenAPISpecVersion: {
    fields: ['id', 'createdAt', 'url', 'urls.location', 'urls.app'],
    published: { operation: 'getLatestOpenApiSpecVersion' },
    floor: 5,
  },
  TranslationSettings: {
    fields: ['id', 'title', 'languages', 'createdAt', 'updatedAt', 'permissions.edit', 'urls.location'],
    // The published object of that name is another thing (test/published/server-answers.test.ts).
    published: { operation: '' },
    floor: 7,
  },
  Integration: {
    fields: [
      'name', 'version', 'title', 'description', 'summary', 'previewImages', 'target', 'verified', 'visibility', 'scopes',
      'categories', 'blocks.id', 'blocks.title', 'blocks.description', 'blocks.icon', 'blocks.urlUnfurl',
      'blocks.markdown.codeblock', 'blocks.markdown.body', 'contentSources.id', 'contentSources.title',
      'contentSources.description', 'contentSources.icon', 'contentSources.configuration.componentId', ...configurations,
      'externalLinks.url', 'externalLinks.label', 'owner', 'urls.location', 'urls.icon', 'urls.app', 'urls.assets',
      'urls.publicEndpoint', 'permissions.admin', 'permissions.install', 'contentSecurityPolicy',
    ],
    published: { operation: 'getIntegration' },
    floor: 40,
  },
  Organization: {
    fields: [
      'id', 'title', 'createdAt', 'emailDomains', 'hostname', 'type', 'useCase', 'communityType', 'defaultRole',
      'defaultContent.type', 'defaultContent.site', 'sso', 'ai', 'inviteLinks', 'plan', 'billing.interval', 'billing.endDate',
      'billing.hasPaymentFailed', 'billing.isScheduledToCancel', 'urls.location', 'urls.app', 'urls.logo', 'trial.status',
      'trial.endDate', 'trial.decision', 'customHostname', 'blocked.reason', 'internal_isOnNewTrial',
      'internal_billingMigration.deadline', 'internal_billingMigration.discountPercent',
      'internal_billingMigration.discountEndDate', 'permissions.admin', 'permissions.createContent',
    ],
    published: { operation: 'getOrganization' },
    floor: 21,
  },
  Member: {
    fields: ['id', 'role', 'user', 'disabled', 'sso', 'joinedAt', 'lastSeenAt', 'spaces', 'teams'],
    published: { operation: 'listMembers', at: ['items', '[]'] },
    floor: 9,
  },
  TeamMember: { fields: ['organization', 'team.role'], published: { operation: 'listTeamMembers', at: ['items', '[]'] }, floor: 2 },
  PermissionItem: { fields: ['permission', 'user'], published: { operation: 'listSpaceUserPermissions', at: ['items', '[]'] }, floor: 2 },
  GitInfo: {
    fields: ['repoName', 'installationProvider', 'integration', 'url', 'updatedAt'],
    published: { operation: 'getGitInfo' },
    floor: 4,
  },
};

/** The resource of an object that names its kind in `object`. */
const OBJECT_KINDS: Readonly<Record<string, string>> = {
  space: 'Space', user: 'User', revision: 'Revision', 'change-request': 'ChangeRequest', 'change-request-review': 'Review',
  comment: 'Comment', 'comment-reply': 'CommentReply', site: 'Site', 'published-content-site': 'PublishedSite',
  'site-section': 'SiteSection', 'site-section-group': 'SiteSectionGroup', 'site-space': 'SiteSpace',
  'site-redirect': 'SiteRedirect', 'share-link': 'ShareLink', 'publishing-auth': 'PublishingAuth',
  'openapi-spec': 'OpenAPISpec', 'openapi-spec-version': 'OpenAPISpecVersion', 'translation-settings': 'TranslationSettings',
  integration: 'Integration', organization: 'Organization', member: 'Member',
};

/** Answers whose body (or list items) is a resource that does not name its kind. */
const ANSWER_KINDS: Readonly<Record<string, string>> = {
  getSpaceContentPageById: 'Page', getSpaceContentPageByPath: 'Page', getRevisionPageById: 'Page', getRevisionPageByPath: 'Page',
  getChangeRequestContentPageById: 'Page', getChangeRequestContentPageByPath: 'Page',
  getSpaceContentFile: 'File', getRevisionFile: 'File', listSpaceContentFiles: 'File', listRevisionFiles: 'File',
  getRevisionReusableContent: 'ReusableContent',
  getSiteCustomization: 'Customization', updateSiteCustomization: 'Customization', getSiteSpaceCustomization: 'Customization',
  overrideSiteSpaceCustomization: 'Customization',
  listChangeRequestLinks: 'ChangeRequestLink', listTeamMembers: 'TeamMember', getGitInfo: 'GitInfo',
  listSpaceUserPermissions: 'PermissionItem', listSpaceAggregatePermissions: 'PermissionItem',
  listCollectionUserPermissions: 'PermissionItem', listCollectionAggregatePermissions: 'PermissionItem',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object of every answer, by resource. */
const seen = new Map<string, Record<string, unknown>[]>(Object.keys(RESOURCES).map((name) => [name, []]));

/** Files every object of `node` under its resource: by `object`, by where it sits (`as`), recursively. */
function collect(node: unknown, as?: string): void {
  if (Array.isArray(node)) return node.forEach((item) => collect(item, as));
  if (!isObject(node)) return;
  const kind = as ?? (typeof node.object === 'string' ? OBJECT_KINDS[node.object] : undefined);
  if (kind !== undefined) seen.get(kind)?.push(node);
  for (const [key, value] of Object.entries(node)) {
    if ((kind === 'Revision' || kind === 'Page') && key === 'pages') collect(value, 'Page');
    else if (kind === 'Revision' && key === 'files') collect(value, 'File');
    else if (kind === 'Revision' && key === 'reusableContents') collect(value, 'ReusableContent');
    else if (kind === 'PublishedSite' && key === 'customizations' && isObject(value)) {
      collect(value.site, 'Customization');
      if (isObject(value.siteSpaces)) collect(Object.values(value.siteSpaces), 'Customization');
    } else collect(value);
  }
}

/** Files an answer of `operationId`. */
function collectAnswer(operationId: string, body: unknown): void {
  const kind = ANSWER_KINDS[operationId];
  if (kind !== undefined) collect(isObject(body) && Array.isArray(body.items) ? body.items : body, kind);
  else if (isObject(body) && Array.isArray(body.pages) && body.object === undefined) collect(body.pages, 'Page');
  else collect(body);
}

/** Whether some object holds a value (not null) at the leaf path `field`; `[]`-valued members count as sent. */
function populated(objects: readonly unknown[], field: string): boolean {
  let level: unknown[] = [...objects];
  for (const key of field.split('.')) {
    level = level.flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isObject).map((value) => value[key]);
    level = level.filter((value) => value !== undefined && value !== null);
  }
  return level.length > 0;
}

/** Whether the published schema names `field` (through `$ref`, `allOf`/`oneOf`/`anyOf`, arrays and maps). */
function publishedNames(schema: unknown, path: readonly string[], depth = 0): boolean {
  if (path.length === 0) return true;
  if (depth > 40 || !isObject(schema)) return false;
  const resolved = deref(schema as JsonSchema) as Record<string, unknown>;
  for (const combiner of ['allOf', 'oneOf', 'anyOf']) {
    const branches = resolved[combiner];
    if (Array.isArray(branches) && branches.some((branch) => publishedNames(branch, path, depth + 1))) return true;
  }
  if (resolved.items !== undefined && publishedNames(resolved.items, path, depth + 1)) return true;
  const [head, ...rest] = path;
  const properties = resolved.properties;
  if (isObject(properties) && head !== undefined && head in properties) return publishedNames(properties[head], rest, depth + 1);
  return false;
}

/** The part of `schema` at one step (`[]`: the items of an array), looking through `$ref` and `allOf`/`oneOf`/`anyOf`. */
function descend(schema: unknown, step: string, depth = 0): unknown {
  if (depth > 20 || !isObject(schema)) return undefined;
  const resolved = deref(schema as JsonSchema) as Record<string, unknown>;
  const direct = step === '[]' ? resolved.items : isObject(resolved.properties) ? resolved.properties[step] : undefined;
  if (direct !== undefined) return direct;
  for (const combiner of ['allOf', 'oneOf', 'anyOf']) {
    const branches = resolved[combiner];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const found = descend(branch, step, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The published schema of a resource: its operation's success schema, entered along `at`. */
function publishedSchemaOf(resource: ResourceFields): unknown {
  const shared = sharedOperations.find((candidate) => candidate.operation.id === resource.published.operation);
  return (resource.published.at ?? []).reduce<unknown>((schema, step) => descend(schema, step), shared?.success.schema);
}

const START = Date.UTC(2025, 0, 1, 12, 0, 0);
// Git sync reads real repositories: the scenario's are served on loopback (the work runs in the test's thread).
const server = createServer({ validateResponses: true, clock: new ControlledClock(() => START), gitWorker: false });
const repositories = new RepositoryRoot();
let gitHost: GitHttpServer | undefined;

/** The scenario's repositories: an empty one the API space exports to, the handbook's in the service's format. */
async function serveScenarioRepositories(): Promise<GitHttpServer> {
  repositories.create('api');
  repositories.create('handbook');
  repositories.commit('handbook', {
    'SUMMARY.md': '# Table of contents\n\n* [Welcome](README.md)\n* [Setup](setup.md)\n',
    'README.md': '---\ndescription: Where to start\n---\n\n# Welcome\n\n![Logo](.gitbook/assets/logo.png)\n',
    'setup.md': '# Setup\n\n{% include ".gitbook/includes/note.md" %}\n',
    '.gitbook/assets/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    '.gitbook/includes/note.md': '---\ntitle: Note\n---\n\nA note.\n',
  });
  return (gitHost = await serveRepositories({ root: repositories.path }));
}
const clients = new Map<DemoUser, DocPub>();

function clientOf(user: DemoUser): DocPub {
  let client = clients.get(user);
  if (client) return client;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await server.fetch(input, init);
    const text = await response.clone().text();
    if (response.ok && text !== '') lastBody = JSON.parse(text) as unknown;
    return response;
  };
  client = new DocPub({ token: DEMO.tokens[user], baseUrl: server.baseUrl, fetch, maxRetries: 0, logLevel: 'off' });
  clients.set(user, client);
  return client;
}

let lastBody: unknown;

/** Calls an operation as a demo user and files every object of its answer. */
async function call<O extends Operation>(user: DemoUser, operation: O, path: readonly string[], params?: OperationParams<O>): Promise<OperationResult<O>> {
  lastBody = undefined;
  const result = await clientOf(user).call(operation, path, params);
  collectAnswer(operation.id, lastBody);
  return result;
}

async function settle(): Promise<void> {
  const response = await server.fetch(new URL('/__control/settle', server.baseUrl), { method: 'POST' });
  if (response.status !== 204) throw new Error(`settle answered ${response.status}`);
}

/** A realistic life of the demo organization: content edited, synced and computed, sites customized, then read. */
async function realisticScenario(): Promise<void> {
  const o = operations;
  const org = DEMO.organization;
  const api = DEMO.content.space;
  const pages = DEMO.content.pages;
  const site = DEMO.sites.docs;
  const logo = DEMO.content.files.logo;

  server.control.seed({
    kind: 'content',
    spaceId: api,
    pages: [{ title: 'Petstore reference', type: 'computed', computed: { spec: DEMO.openapi.slugs.petstore, models: true }, icon: 'book' }],
  });
  const cr = await call('edit', o.createChangeRequest, [api], { subject: 'Webhooks' });
  const edit = await call('edit', o.editChangeRequestContent, [api, cr.id], {
    changes: [
      {
        operation: 'insert_page',
        title: 'Webhooks',
        document: {
          markdown:
            '# Webhooks\n\nSee [tokens](/getting-started/authentication/api-tokens) and the ' +
            `[handbook](https://app.docpub.test/s/${DEMO.spaces.handbook}/welcome).\n\n## Retries\n\nThree times.`,
        },
        icon: 'bolt',
        description: 'Events pushed to you',
        noIndex: true,
        layout: { outline: false, coverSize: 'full' },
        cover: { ref: { kind: 'file', file: logo }, yPos: 20 },
      },
      { operation: 'update_page', page: pages.tokens, hidden: true, noRobotsIndex: true, emoji: '🔑', icon: 'key' },
    ],
  });
  await call('review', o.createChangeRequestReview, [api, cr.id], { status: 'approved', comment: { markdown: 'Good.' } });
  await call('admin', o.listChangeRequestLinks, [api, cr.id]);
  await call('admin', o.mergeChangeRequest, [api, cr.id]);
  const git = await serveScenarioRepositories();
  await call('admin', o.exportGit, [api], { url: git.url('api'), ref: 'refs/heads/main', commitMessage: 'Export', repoCommitURL: 'https://git.acme.test/api/commit/' });
  await call('admin', o.importGit, [DEMO.spaces.handbook], { url: git.url('handbook'), ref: 'refs/heads/main', repoCommitURL: 'https://git.acme.test/handbook/commit/' });
  await settle();
  await call('admin', o.getGitInfo, [DEMO.spaces.handbook]);

  const webhooks = edit.created?.[0]?.id ?? '';
  await call('comment', o.createComment, [api], { page: webhooks, node: 'retries', body: { markdown: 'How often?' } });
  await call('admin', o.updateSpace, [DEMO.spaces.roadmap], { icon: 'https://acme.test/roadmap.png' });
  server.control.createUser({ displayName: 'Pia Photo', photoURL: 'https://acme.test/pia.png', orgRole: 'read', organizationId: org });
  const comment = await call('comment', o.createComment, [api], { page: pages.gettingStarted, body: { markdown: 'An example?' } });
  await call('comment', o.updateComment, [api, comment.id], { addedReactions: ['👍'], body: { markdown: 'A curl example?' } });
  await call('comment', o.createComment, [api], { page: pages.tokens, body: { markdown: 'Which scopes?' } });
  const reply = await call('edit', o.createCommentReply, [api, comment.id], { body: { markdown: 'Yes.' } });
  await call('edit', o.updateCommentReply, [api, comment.id, reply.id], { addedReactions: ['🎉'], body: { markdown: 'Yes, soon.' } });
  await call('admin', o.updateComment, [api, comment.id], { resolved: true });

  const file = (id: string) => ({ kind: 'file' as const, file: id });
  await call('admin', o.updateSiteCustomization, [org, site], {
    title: 'Acme Docs',
    styling: {
      theme: 'bold', corners: 'straight', links: 'accent', font: 'Roboto', icons: 'solid', search: 'subtle',
      primaryColor: { light: '#3366ff', dark: '#6690ff' }, infoColor: { light: '#777', dark: '#999' },
      successColor: { light: '#0a0', dark: '#0c0' }, warningColor: { light: '#fa0', dark: '#fc0' },
      dangerColor: { light: '#f00', dark: '#f44' }, tint: { color: { light: '#eef', dark: '#223' } },
      sidebar: { background: 'filled', list: 'pill' },
    },
    internationalization: { locale: 'fr' },
    favicon: { icon: { light: 'https://acme.test/fav.png', dark: 'https://acme.test/fav-dark.png' } },
    header: {
      logo: { light: 'https://acme.test/logo.png', dark: 'https://acme.test/logo-dark.png' },
      links: [{ title: 'Guide', style: 'button-primary', to: file(logo), links: [{ title: 'PDF', to: file(DEMO.content.files.guidePdf) }] }],
    },
    footer: {
      logo: { light: 'https://acme.test/logo.png', dark: 'https://acme.test/logo-dark.png' },
      groups: [{ title: 'Company', links: [{ title: 'About', to: { kind: 'url', url: 'https://acme.test/about' } }] }],
      copyright: '© Acme',
    },
    announcement: { enabled: true, message: 'New API version', link: { title: 'Read', to: { kind: 'url', url: 'https://acme.test/v2' } }, style: 'info' },
    themes: { default: 'dark', toggeable: false },
    pdf: { enabled: true }, feedback: { enabled: true }, aiSearch: { enabled: true }, advancedCustomization: { enabled: true },
    pagination: { enabled: false }, trademark: { enabled: false }, ai: { mode: 'search', pageLinkSummaries: { enabled: true } },
    git: { showEditLink: true }, privacyPolicy: { url: 'https://acme.test/privacy' }, socialPreview: { url: 'https://acme.test/social.png' },
    insights: { trackingCookie: false },
  });
  await call('admin', o.overrideSiteSpaceCustomization, [org, site, DEMO.sites.siteSpaces.api], { title: 'API (beta)', styling: { theme: 'muted' } });
  await call('admin', o.updatePublishingAuth, [org, site], { backend: 'integration', integration: DEMO.integrations.status, fallbackURL: 'https://acme.test/login' });
  await call('admin', o.updateSite, [org, site], { proxy: 'acme.test/docs', adaptiveContent: { enabled: true } });
  await call('admin', o.updateSiteSection, [org, site, DEMO.sites.sections.api], { description: 'The API', icon: 'code', condition: 'visitor.claims.beta' });
  await call('admin', o.updateSiteSpace, [org, site, DEMO.sites.siteSpaces.roadmap], { condition: 'visitor.claims.staff' });
  await call('admin', o.updateSiteSectionGroup, [org, site, DEMO.sites.groups.reference], { icon: 'books' });
  server.control.installIntegration(api, DEMO.integrations.status);
  const sponsored = await call('admin', o.createSite, [org], { title: 'Community', type: 'sponsored', spaces: [DEMO.spaces.roadmap] });
  await call('admin', o.publishSite, [org, sponsored.id]);
  await call('admin', o.createSiteRedirect, [org, site], { source: '/old-guides', destination: { kind: 'site-section', siteSectionId: DEMO.sites.sections.guides } });
  await call('admin', o.createShareLink, [org, site], { name: 'Auditors' });
  await call('admin', o.deleteSpace, [DEMO.spaces.internal]);
  await call('admin', o.createOpenApiSpec, [org], { slug: 'broken', source: { text: 'openapi: [unclosed' } });
  await call('admin', o.publishIntegration, ['acme-forms'], {
    title: 'Acme forms',
    description: 'Forms in pages, answers in a sheet.',
    scopes: ['space:content:read'],
    categories: ['content'],
    script: 'export default { fetch: () => new Response("forms") };',
    organization: org,
    contentSources: [{ id: 'sheet', title: 'Sheet', description: 'Pages from a sheet', icon: 'table', configuration: { componentId: 'setup' } }],
    configurations: {
      account: { properties: { apiKey: { type: 'string', title: 'API key' } }, required: ['apiKey'] },
      site: { properties: { theme: { type: 'string', title: 'Theme', enum: ['light', 'dark'] } }, required: [] },
    },
  });
  await settle();

  // Reads of everything.
  await call('admin', o.getCurrentUser, []);
  await call('admin', o.listOrganizations, []);
  await call('admin', o.getOrganization, [org]);
  await call('admin', o.listMembers, [org]);
  await call('admin', o.listSpaces, [org]);
  for (const space of Object.values(DEMO.spaces)) await call('admin', o.getSpace, [space]).catch(() => undefined);
  await call('admin', o.getSpace, [DEMO.spaces.internal]).catch(() => undefined);
  const content = await call('admin', o.getSpaceContent, [api]);
  await call('admin', o.getSpaceContent, [api], { computed: false });
  await call('admin', o.getSpaceContent, [DEMO.spaces.handbook]);
  await call('admin', o.getRevision, [api, content.id]);
  await call('admin', o.getRevisionPageById, [api, content.id, pages.gettingStarted]);
  await call('admin', o.getRevisionFile, [api, content.id, logo]);
  await call('admin', o.listRevisionFiles, [api, content.id]);
  await call('admin', o.getRevisionReusableContent, [api, content.id, DEMO.content.reusableContents.support]);
  await call('admin', o.listChangeRequests, [api], { status: 'merged' });
  await call('admin', o.getChangeRequest, [api, cr.id]);
  await call('admin', o.getChangeRequest, [api, DEMO.content.changeRequests.tokenScopes]);
  await call('admin', o.listChangeRequestReviews, [api, DEMO.content.changeRequests.tokenScopes]);
  await call('admin', o.listChangeRequestLinks, [api, DEMO.content.changeRequests.tokenScopes]);
  await call('admin', o.listComments, [api]);
  await call('admin', o.listComments, [api], { targetPage: pages.tokens });
  await call('admin', o.getComment, [api, comment.id]);
  await call('admin', o.listCommentReplies, [api, DEMO.comments.rateLimits]);
  await call('admin', o.getCommentReply, [api, comment.id, reply.id]);
  await call('admin', o.listSites, [org]);
  await call('admin', o.getSite, [org, site]);
  await call('admin', o.getPublishedSite, [org, site]);
  await call('admin', o.listSiteSections, [org, site]);
  await call('admin', o.listSiteSectionGroups, [org, site]);
  await call('admin', o.listSiteSpaces, [org, site]);
  await call('admin', o.listSiteRedirects, [org, site]);
  await call('admin', o.listShareLinks, [org, site]);
  await call('admin', o.getPublishingAuth, [org, site]);
  await call('admin', o.getSiteCustomization, [org, site]);
  await call('admin', o.getSiteSpaceCustomization, [org, site, DEMO.sites.siteSpaces.api]);
  await call('admin', o.listOpenApiSpecs, [org]);
  await call('admin', o.getOpenApiSpec, [org, DEMO.openapi.slugs.petstore]);
  await call('admin', o.listOpenApiSpecVersions, [org, DEMO.openapi.slugs.petstore]);
  await call('admin', o.getLatestOpenApiSpecVersion, [org, DEMO.openapi.slugs.petstore]);
  await call('admin', o.listTranslations, [org]);
  await call('admin', o.getTranslation, [org, DEMO.translations.docs]);
  await call('admin', o.listIntegrations, []);
  for (const name of [...Object.values(DEMO.integrations), 'acme-forms']) await call('admin', o.getIntegration, [name]);
  await call('admin', o.getOpenApiSpec, [org, 'broken']);
  await call('admin', o.listTeamMembers, [org, DEMO.teams.writers]);
  await call('admin', o.listSpaceUserPermissions, [DEMO.spaces.handbook]);
  await call('admin', o.listSpaceAggregatePermissions, [api]);
}

/**
 * Fields the reference names that no answer fills, each with the reason it cannot be
 * (docs/reference-server-scope.md, "Fields the API reference names that the server leaves out").
 */
const NEVER_FILLED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Space: { 'gitSync.integration': 'spaces sync through their own Git operations, never through an installed integration' },
  GitInfo: { integration: 'as gitSync.integration' },
  ChangeRequestLink: {
    'targetReference.versionContext': 'no shape given by the reference; every link is resolved in the version the request names',
    'locationReferences.versionContext': 'as targetReference.versionContext',
    'locationReferences.file': 'links are written in pages only: a file holds no links',
  },
};

/** Resources whose every empty field must be explained in {@link NEVER_FILLED}. */
const EXPLAINED_RESOURCES = ['GitInfo', 'ChangeRequestLink'] as const;

interface Row {
  resource: string;
  named: number;
  alsoPublished: number;
  populated: number;
  populatedOfPublished: number;
  empty: string[];
}

const rows: Row[] = [];

describe('fields the reference server populates, per resource the API reference names', () => {
  afterAll(async () => {
    await gitHost?.close();
    repositories.remove();
  });

  beforeAll(async () => {
    await realisticScenario();
    for (const [resource, spec] of Object.entries(RESOURCES)) {
      const objects = seen.get(resource) ?? [];
      const schema = publishedSchemaOf(spec);
      const inPublished = spec.fields.filter((field) => schema !== undefined && publishedNames(schema, field.split('.')));
      const filled = spec.fields.filter((field) => populated(objects, field));
      rows.push({
        resource,
        named: spec.fields.length,
        alsoPublished: inPublished.length,
        populated: filled.length,
        populatedOfPublished: inPublished.filter((field) => filled.includes(field)).length,
        empty: spec.fields.filter((field) => !filled.includes(field)),
      });
    }
    const width = Math.max(...rows.map((row) => row.resource.length));
    const lines = rows.map(
      (row) =>
        `${row.resource.padEnd(width)}  ${`${row.populated}/${row.named}`.padStart(7)}  ${(row.alsoPublished === 0 ? '—' : `${row.populatedOfPublished}/${row.alsoPublished}`).padStart(7)}` +
        (row.empty.length === 0
          ? ''
          : `  empty: ${row.empty.map((field) => (NEVER_FILLED[row.resource]?.[field] === undefined ? field : `${field} (never: ${NEVER_FILLED[row.resource]![field]})`)).join(', ')}`),
    );
    const total = rows.reduce((sum, row) => sum + row.populated, 0);
    const named = rows.reduce((sum, row) => sum + row.named, 0);
    console.log(
      [`${'resource'.padEnd(width)}  ${'ref'.padStart(7)}  ${'ref+pub'.padStart(7)}`, ...lines, `${'total'.padEnd(width)}  ${`${total}/${named}`.padStart(7)}`].join('\n'),
    );
  }, 60_000);

  it('saw every resource in some answer', () => {
    expect(rows.filter((row) => (seen.get(row.resource) ?? []).length === 0).map((row) => row.resource)).toEqual([]);
  });

  it('leaves empty only what is explained, and explains only what is still empty', () => {
    const unexplained = EXPLAINED_RESOURCES.flatMap((resource) =>
      rows.find((row) => row.resource === resource)!.empty.filter((field) => NEVER_FILLED[resource]?.[field] === undefined).map((field) => `${resource} ${field}`),
    );
    expect(unexplained).toEqual([]);
    const filledAfterAll = Object.entries(NEVER_FILLED).flatMap(([resource, fields]) =>
      Object.keys(fields).filter((field) => !rows.find((row) => row.resource === resource)!.empty.includes(field)).map((field) => `${resource} ${field}`),
    );
    expect(filledAfterAll).toEqual([]);
  });

  it.each(Object.entries(RESOURCES))('%s keeps at least its floor of populated fields', (resource, spec) => {
    const row = rows.find((candidate) => candidate.resource === resource)!;
    expect(row.populated, `${resource}: empty ${row.empty.join(', ')}`).toBeGreaterThanOrEqual(spec.floor);
  });
});
