/**
 * The reference server is a faithful writer: driven across every operation DocPub shares with the published
 * service, with realistic inputs (lists with items in them), each success answer validates against the published
 * success schema and comes with the published success status.
 *
 * Exceptions are listed in one table, each with the statement of the API reference that overrides the
 * published document.
 */
import { DocPub } from '@docpub/sdk';
import { operations, type Operation, type OperationParams, type OperationResult } from '@docpub/sdk/contract';
import { ControlledClock, createServer, DEMO } from '@docpub/mock-server';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAjvErrors, publishedValidator } from './published-ajv.js';
import { describeShared, sharedOperations, type SharedOperation } from './published-spec.js';
import { EXHAUSTIVE, unknownFields } from '../../packages/conformance/src/check/verdicts.js';
import { START } from '../../packages/mock-server/test/support/clock.js';

type DemoUser = keyof typeof DEMO.tokens;

/**
 * Where the API reference explicitly says otherwise than the published document, by operation id. `body`: the
 * answer body is not checked against the published schema; `status`: the success status is not compared.
 */
const EXCEPTIONS: Readonly<Record<string, { body?: boolean; status?: boolean; reason: string }>> = {
  createTranslation: {
    body: true,
    reason:
      'The API reference models translation settings explicitly ({id, title, languages, createdAt, updatedAt, ' +
      'permissions, urls}); the published object of that name is a translation job ({status, source, language, ' +
      'instructions, stats}).',
  },
  getTranslation: { body: true, reason: 'Translation settings as the API reference models them (see createTranslation).' },
  updateTranslation: { body: true, reason: 'Translation settings as the API reference models them (see createTranslation).' },
  listTranslations: { body: true, reason: 'Translation settings as the API reference models them (see createTranslation).' },
  getGitInfo: {
    body: true,
    reason:
      'A space never synced answers `{}`. The published schema requires `installationId`, `installationProvider` ' +
      '(`github`, `gitlab`) and `installationStatus` (`active`, `pending`, `unauthenticated`): none of them can say ' +
      '"no installation", and any value would tell a client that a repository is connected. A synced space answers ' +
      'every required field (checked here with the handbook).',
  },
};

/** One answer the server gave: its status and its body as sent. */
interface Answer {
  status: number;
  body: unknown;
}

const answers = new Map<string, Answer[]>();
const server = createServer({ validateResponses: true, clock: new ControlledClock(() => START) });
const org = DEMO.organization;
const siteId = DEMO.sites.docs;
const api = DEMO.spaces.api;

/** A client of a demo user whose every answer is recorded under the operation it called. */
function clientOf(user: DemoUser): { client: DocPub; last: () => Answer | undefined } {
  let last: Answer | undefined;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await server.fetch(input, init);
    const text = await response.clone().text();
    last = { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
    return response;
  };
  const client = new DocPub({ token: DEMO.tokens[user], baseUrl: server.baseUrl, fetch, maxRetries: 0, logLevel: 'off' });
  return { client, last: () => last };
}

const clients = new Map<DemoUser, ReturnType<typeof clientOf>>();

/** Calls one operation as a demo user, records its answer and returns what the SDK read. */
async function call<O extends Operation>(
  user: DemoUser,
  operation: O,
  path: readonly string[],
  params?: OperationParams<O>,
): Promise<OperationResult<O>> {
  let entry = clients.get(user);
  if (entry === undefined) clients.set(user, (entry = clientOf(user)));
  const result = await entry.client.call(operation, path, params);
  const answer = entry.last();
  if (answer === undefined) throw new Error(`${operation.id}: no answer recorded`);
  const list = answers.get(operation.id) ?? [];
  list.push(answer);
  answers.set(operation.id, list);
  return result;
}

async function settle(): Promise<void> {
  const response = await server.fetch(new URL('/__control/settle', server.baseUrl), { method: 'POST' });
  if (response.status !== 204) throw new Error(`settle answered ${response.status}`);
}

const SPEC_TEXT = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Orders', version: '1.0.0' },
  paths: { '/orders': { get: { responses: { '200': { description: 'The orders' } } } } },
});

/** Drives the server across the shared operations, in an order where each one finds what it needs. */
async function driveEverything(): Promise<void> {
  const o = operations;
  // Organizations, members, teams, collections.
  await call('admin', o.getCurrentUser, []);
  await call('admin', o.listOrganizations, []);
  await call('admin', o.getOrganization, [org]);
  await call('admin', o.listMembers, [org]);
  await call('admin', o.inviteOrganizationMembers, [org], { emails: ['new.writer@example.com', { email: 'new.editor@example.com', role: 'edit' }], role: 'read', sso: true });
  await call('admin', o.listTeams, [org]);
  const team = await call('admin', o.createTeam, [org], { title: 'Translators', members: [DEMO.users.read] });
  await call('admin', o.listCollections, [org]);
  const collection = await call('admin', o.createCollection, [org], { title: 'Tutorials' });
  await call('admin', o.getCollection, [DEMO.collections.guides]);

  // Spaces.
  await call('admin', o.listSpaces, [org]);
  const space = await call('admin', o.createSpace, [org], { title: 'Release notes', emoji: '📰' });
  await call('admin', o.getSpace, [api]);
  await call('admin', o.updateSpace, [space.id], { title: 'Release notes 2025', defaultLevel: 'read' });
  await call('admin', o.updateSpace, [space.id], { icon: 'https://cdn.acme.test/icons/notes.png' });
  await call('admin', o.moveSpace, [space.id], { parent: collection.id });
  const copy = await call('admin', o.duplicateSpace, [DEMO.spaces.handbook]);
  await call('admin', o.deleteSpace, [copy.id]);
  await call('admin', o.restoreSpace, [copy.id]);
  await call('admin', o.getSpaceEmbed, [api], { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  // Unfurled by the video integration installed on the handbook.
  await call('admin', o.getSpaceEmbed, [DEMO.spaces.handbook], { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  const repo = { url: 'https://github.com/acme/handbook.git', ref: 'refs/heads/main' };
  await call('admin', o.importGit, [DEMO.spaces.handbook], { ...repo, gitInfo: { provider: 'github', url: repo.url } });
  await call('admin', o.exportGit, [DEMO.spaces.handbook], { ...repo, commitMessage: 'Export the handbook' });
  await settle();
  await call('admin', o.getGitInfo, [DEMO.spaces.handbook]);
  // A space never synced.
  await call('admin', o.getGitInfo, [space.id]);

  // Space and collection permissions, team members.
  await call('admin', o.grantSpacePermissions, [space.id], { role: 'edit', users: [DEMO.users.read], teams: [team.id] });
  await call('admin', o.listSpaceTeamPermissions, [space.id]);
  await call('admin', o.updateSpaceTeamPermission, [space.id, team.id], { role: 'comment' });
  await call('admin', o.listSpaceUserPermissions, [space.id]);
  await call('admin', o.updateSpaceUserPermission, [space.id, DEMO.users.read], { role: 'review' });
  await call('admin', o.listSpaceAggregatePermissions, [space.id]);
  await call('admin', o.revokeSpaceTeamPermission, [space.id, team.id]);
  await call('admin', o.revokeSpaceUserPermission, [space.id, DEMO.users.read]);
  await call('admin', o.grantCollectionPermissions, [collection.id], { role: 'read', users: [DEMO.users.comment] });
  await call('admin', o.listCollectionUserPermissions, [collection.id]);
  await call('admin', o.updateCollectionUserPermission, [collection.id, DEMO.users.comment], { role: 'comment' });
  await call('admin', o.listCollectionAggregatePermissions, [collection.id]);
  await call('admin', o.revokeCollectionUserPermission, [collection.id, DEMO.users.comment]);
  await call('admin', o.listTeamMembers, [org, DEMO.teams.writers]);
  await call('admin', o.updateTeamMembers, [org, team.id], { add: [DEMO.users.edit, DEMO.users.comment] });
  await call('admin', o.setTeamMember, [org, team.id, DEMO.users.edit], { role: 'owner' });
  await call('admin', o.removeTeamMember, [org, team.id, DEMO.users.comment]);

  // Revisions and content.
  const apiSpace = await call('admin', o.getSpace, [api]);
  const revision = apiSpace.revision!;
  const pages = DEMO.content.pages;
  await call('admin', o.getRevision, [api, revision]);
  await call('admin', o.getRevisionChanges, [api, revision]);
  await call('admin', o.getRevisionPages, [api, revision]);
  await call('admin', o.listRevisionFiles, [api, revision]);
  await call('admin', o.getRevisionFile, [api, revision, DEMO.content.files.logo]);
  const tokens = await call('admin', o.getRevisionPageById, [api, revision, pages.tokens]);
  await call('admin', o.getRevisionPageById, [api, revision, pages.status]);
  await call('admin', o.getRevisionPageByPath, [api, revision, tokens.path!]);
  await call('admin', o.getRevisionReusableContent, [api, revision, DEMO.content.reusableContents.support]);
  await call('admin', o.getSpaceContent, [api]);
  await call('admin', o.getSpaceContentPages, [api]);
  await call('admin', o.getSpaceContentPageById, [api, pages.gettingStarted]);
  await call('admin', o.getSpaceContentPageByPath, [api, tokens.path!]);
  await call('admin', o.listSpaceContentFiles, [api]);
  await call('admin', o.getSpaceContentFile, [api, DEMO.content.files.guidePdf]);

  // Change requests.
  const crs = DEMO.content.changeRequests;
  await call('admin', o.listChangeRequests, [api]);
  const cr = await call('edit', o.createChangeRequest, [api], { subject: 'Document webhooks' });
  await call('edit', o.getChangeRequest, [api, crs.tokenScopes]);
  await call('edit', o.updateChangeRequest, [api, cr.id], { subject: 'Document webhooks and retries', status: 'open' });
  await call('edit', o.editChangeRequestContent, [api, cr.id], {
    changes: [
      {
        operation: 'insert_page',
        title: 'Webhooks',
        document: { markdown: '# Webhooks\n\nDelivered within seconds.' },
        icon: 'bolt',
        description: 'Events pushed to your endpoint',
        noIndex: true,
        layout: { outline: false, coverSize: 'full' },
        cover: { ref: { kind: 'file', file: DEMO.content.files.logo }, yPos: 30 },
      },
      { operation: 'update_page', page: pages.tokens, hidden: true, noRobotsIndex: true },
    ],
  });
  await call('edit', o.getChangeRequestContent, [api, cr.id]);
  await call('edit', o.getChangeRequestContentPages, [api, cr.id]);
  await call('edit', o.getChangeRequestContentPageById, [api, cr.id, pages.tokens]);
  await call('edit', o.getChangeRequestContentPageByPath, [api, cr.id, tokens.path!]);
  await call('review', o.createChangeRequestReview, [api, cr.id], { status: 'approved', comment: { markdown: 'Looks good.' } });
  await call('review', o.listChangeRequestReviews, [api, crs.tokenScopes]);
  await call('admin', o.updateChangeRequestFromPrimary, [api, crs.tokenScopes]);
  await call('admin', o.mergeChangeRequest, [api, cr.id]);
  // The merge revision, as the primary content and by id: it names the change request it merged.
  const merged = await call('admin', o.getSpaceContent, [api]);
  await call('admin', o.getRevision, [api, merged.id]);

  // Comments and replies.
  const comments = DEMO.comments;
  await call('admin', o.listComments, [api]);
  const comment = await call('comment', o.createComment, [api], { page: pages.gettingStarted, body: { markdown: 'Add an example?' } });
  await call('comment', o.getComment, [api, comments.rateLimits]);
  await call('comment', o.updateComment, [api, comments.rateLimits], { addedReactions: ['🚀'] });
  await call('comment', o.listCommentReplies, [api, comments.rateLimits]);
  const reply = await call('comment', o.createCommentReply, [api, comment.id], { body: { markdown: 'Yes, a curl one.' } });
  await call('comment', o.getCommentReply, [api, comments.rateLimits, comments.replies.rateLimitsAda]);
  await call('comment', o.updateCommentReply, [api, comment.id, reply.id], { body: { markdown: 'Yes, a curl one please.' } });
  await call('comment', o.deleteCommentReply, [api, comment.id, reply.id]);
  await call('comment', o.deleteComment, [api, comment.id]);

  // Sites.
  await call('admin', o.listSites, [org]);
  const site = await call('admin', o.createSite, [org], { title: 'Partner docs', spaces: [space.id] });
  await call('admin', o.getSite, [org, siteId]);
  await call('admin', o.updateSite, [org, site.id], { title: 'Partner documentation', visibility: 'unlisted' });
  await call('admin', o.publishSite, [org, site.id]);
  await call('admin', o.getPublishedSite, [org, siteId]);
  await call('admin', o.unpublishSite, [org, site.id]);
  await call('admin', o.deleteSite, [org, site.id]);

  // Site structure.
  const sections = DEMO.sites.sections;
  await call('admin', o.listSiteSections, [org, siteId]);
  const section = await call('admin', o.createSiteSection, [org, siteId], { spaceId: space.id, title: 'News' });
  await call('admin', o.updateSiteSection, [org, siteId, section.id], { description: 'What changed', icon: 'bell' });
  await call('admin', o.moveSiteSection, [org, siteId, section.id], {
    position: { before: { type: 'site-section', siteSection: sections.guides } },
  });
  await call('admin', o.listSiteSectionGroups, [org, siteId]);
  const group = await call('admin', o.createSiteSectionGroup, [org, siteId], { title: 'Updates', sections: [section.id] });
  await call('admin', o.updateSiteSectionGroup, [org, siteId, group.id], { title: 'Product updates' });
  await call('admin', o.moveSiteSectionGroup, [org, siteId, group.id], {});
  await call('admin', o.listSiteSpaces, [org, siteId]);
  const siteSpace = await call('admin', o.createSiteSpace, [org, siteId], { spaceId: DEMO.spaces.internal, sectionId: sections.guides });
  await call('admin', o.updateSiteSpace, [org, siteId, siteSpace.id], { path: 'internal-notes' });
  await call('admin', o.moveSiteSpace, [org, siteId, siteSpace.id], {
    position: { before: { type: 'site-space', siteSpace: DEMO.sites.siteSpaces.roadmap } },
  });
  await call('admin', o.deleteSiteSpace, [org, siteId, siteSpace.id]);
  await call('admin', o.deleteSiteSectionGroup, [org, siteId, group.id]);
  await call('admin', o.deleteSiteSection, [org, siteId, section.id]);

  // Redirects, share links, publishing auth.
  await call('admin', o.listSiteRedirects, [org, siteId]);
  const redirect = await call('admin', o.createSiteRedirect, [org, siteId], {
    source: '/old-guides',
    destination: { kind: 'site-section', siteSectionId: sections.guides },
  });
  await call('admin', o.updateSiteRedirect, [org, siteId, redirect.id], { source: '/legacy-guides' });
  await call('admin', o.lookupSiteRedirect, [org, siteId], { source: '/old-api' });
  await call('admin', o.deleteSiteRedirect, [org, siteId, redirect.id]);
  await call('admin', o.listShareLinks, [org, siteId]);
  const link = await call('admin', o.createShareLink, [org, siteId], { name: 'Auditors' });
  await call('admin', o.updateShareLink, [org, siteId, link.id], { active: false });
  await call('admin', o.deleteShareLink, [org, siteId, link.id]);
  await call('admin', o.getPublishingAuth, [org, siteId]);
  await call('admin', o.updatePublishingAuth, [org, siteId], { backend: 'custom', fallbackURL: 'https://acme.test/login' });
  await call('admin', o.regeneratePublishingAuth, [org, siteId]);
  await call('admin', o.getSiteCustomization, [org, siteId]);
  await call('admin', o.updateSiteCustomization, [org, siteId], {
    title: 'Acme Docs',
    styling: { theme: 'bold', primaryColor: { light: '#3366ff', dark: '#6690ff' } },
    announcement: { enabled: true, message: 'New API version', style: 'info' },
    feedback: { enabled: true },
  });
  const handbookSiteSpace = DEMO.sites.siteSpaces.handbook;
  await call('admin', o.getSiteSpaceCustomization, [org, siteId, handbookSiteSpace]);
  await call('admin', o.overrideSiteSpaceCustomization, [org, siteId, handbookSiteSpace], { title: 'Handbook (beta)', styling: { theme: null } });
  await call('admin', o.deleteSiteSpaceCustomization, [org, siteId, handbookSiteSpace]);

  // OpenAPI specs.
  const petstore = DEMO.openapi.slugs.petstore;
  await call('admin', o.listOpenApiSpecs, [org]);
  await call('admin', o.createOpenApiSpec, [org], { slug: 'orders', source: { text: SPEC_TEXT } });
  await call('admin', o.getOpenApiSpec, [org, petstore]);
  await call('admin', o.upsertOpenApiSpec, [org, 'orders'], { source: { text: SPEC_TEXT.replace('1.0.0', '1.1.0') } });
  await settle();
  await call('admin', o.listOpenApiSpecVersions, [org, petstore]);
  await call('admin', o.getLatestOpenApiSpecVersion, [org, petstore]);
  await call('admin', o.getLatestOpenApiSpecVersionContent, [org, petstore]);
  await call('admin', o.getOpenApiSpecVersion, [org, petstore, DEMO.openapi.versions.petstore]);
  await call('admin', o.getOpenApiSpecVersionContent, [org, petstore, DEMO.openapi.versions.petstore]);
  await call('admin', o.deleteOpenApiSpec, [org, 'orders']);

  // Translation settings.
  await call('admin', o.listTranslations, [org]);
  const translation = await call('admin', o.createTranslation, [org], { title: 'French docs', languages: ['fr'] });
  await call('admin', o.getTranslation, [org, DEMO.translations.docs]);
  await call('admin', o.updateTranslation, [org, translation.id], { title: 'French and German docs', languages: ['fr', 'de'] });
  await call('admin', o.deleteTranslation, [org, translation.id]);

  // Integrations.
  await call('admin', o.listSpaceIntegrations, [api]);
  await call('admin', o.getSpaceIntegrationBlocks, [api]);
  await call('admin', o.listIntegrations, []);
  await call('admin', o.getIntegration, [DEMO.integrations.analytics]);
  // A first publication, which creates the integration, and a new version of an existing one.
  await call('admin', o.publishIntegration, ['release-notes-bot'], {
    title: 'Release notes bot',
    description: 'Posts release notes.',
    scopes: ['space:content:read'],
    script: 'export default { fetch: () => new Response("notes") };',
    organization: org,
  });
  await call('admin', o.publishIntegration, [DEMO.integrations.status], {
    title: 'Acme status',
    description: "Badges of Acme's service status.",
    scopes: ['space:content:read'],
    categories: ['content'],
    script: 'export default { fetch: () => new Response("status v2") };',
    organization: org,
  });
}

/** Every operation called, with its answers. */
function operationsCalled(): Array<[Operation, Answer[]]> {
  return [...answers].map(([id, found]) => [operations[id as keyof typeof operations], found]);
}

/** Whether an answer's body validates against the published success schema (undefined: valid). */
function bodyProblem(shared: SharedOperation, answer: Answer): string | undefined {
  const schema = shared.success.schema;
  if (schema === undefined) return answer.body === undefined ? undefined : 'a body where the published service sends none';
  const validate = publishedValidator(schema);
  return validate(answer.body) ? undefined : describeAjvErrors(validate.errors);
}

describe('the reference server answers what the published service answers', () => {
  beforeAll(async () => {
    await driveEverything();
  }, 60_000);

  it('calls every shared operation at least once', () => {
    const missing = sharedOperations.filter((shared) => !answers.has(shared.operation.id)).map(describeShared);
    expect(missing).toEqual([]);
  });

  it('answers bodies valid against the published success schema', () => {
    const problems: string[] = [];
    let valid = 0;
    for (const shared of sharedOperations) {
      const found = (answers.get(shared.operation.id) ?? []).map((answer) => bodyProblem(shared, answer));
      const problem = found.find((entry) => entry !== undefined);
      if (found.length > 0 && problem === undefined) valid++;
      else if (!EXCEPTIONS[shared.operation.id]?.body) problems.push(`${describeShared(shared)}: ${problem ?? 'not called'}`);
    }
    console.log(`${valid} of ${sharedOperations.length} shared operations answer bodies valid against the published schema`);
    expect(problems).toEqual([]);
  });

  it('answers with the published success status', () => {
    const wrong: string[] = [];
    for (const shared of sharedOperations) {
      if (EXCEPTIONS[shared.operation.id]?.status) continue;
      for (const answer of answers.get(shared.operation.id) ?? []) {
        if (answer.status !== shared.success.status) {
          wrong.push(`${describeShared(shared)}: ${answer.status}, published ${shared.success.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers only fields the contract declares (every item of every list, at every depth)', () => {
    const undeclared = operationsCalled().flatMap(([operation, found]) =>
      found.flatMap((answer) =>
        operation.response && answer.body !== undefined
          ? unknownFields(operation.response, answer.body, EXHAUSTIVE).map((field) => `${operation.id}: ${field}`)
          : [],
      ),
    );
    expect(undeclared[0] ?? 'none', 'the first field the reference server sent that the contract does not declare').toBe('none');
  });

  it('lists only exceptions still needed: each excepted body is invalid in at least one answer', () => {
    const stale = Object.entries(EXCEPTIONS)
      .filter(([, exception]) => exception.body)
      .map(([id]) => sharedOperations.find((shared) => shared.operation.id === id)!)
      .filter((shared) => (answers.get(shared.operation.id) ?? []).every((answer) => bodyProblem(shared, answer) === undefined))
      .map(describeShared);
    expect(stale).toEqual([]);
  });

  it('lists exceptions only for shared operations', () => {
    const known = new Set(sharedOperations.map((shared) => shared.operation.id));
    expect(Object.keys(EXCEPTIONS).filter((id) => !known.has(id))).toEqual([]);
  });
});
