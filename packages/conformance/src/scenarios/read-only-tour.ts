/**
 * The read-only tour: for a run against production (`--read-only`), every GET operation reachable from what
 * the token can discover — lists first, then each kind of thing the lists name, read by id, checked to be
 * the thing that was listed. Nothing is created; where the organization has none of a kind (no comments, no
 * OpenAPI spec), those reads are simply not reached and coverage shows it.
 */
import type { ScenarioContext } from '../context.js';
import { defineScenario } from '../scenario.js';
import { flattenPages, unlessDeleted } from './support.js';

/** How far each list is followed: a few of each kind is enough to read every operation once. */
const SAMPLE = 10;

/** The first spaces of the organization, soft-deleted ones left out by the list itself. */
const sampleSpaces = (t: ScenarioContext) => t.client.spaces.list(t.org).toArray({ max: SAMPLE });

/** Checks that what was read by id is what the list named. */
function sameId(t: ScenarioContext, read: { id: string | number }, listed: { id: string | number }, what: string) {
  t.expect(String(read.id), `id of ${what} read by id`).toBe(String(listed.id));
}

const organizationTour = defineScenario({
  area: 'organizations',
  name: 'read-only tour: the user, organizations, members, teams and collections read back as listed',
  operations: [
    'getCurrentUser',
    'listOrganizations',
    'getOrganization',
    'listMembers',
    'listTeams',
    'listTeamMembers',
    'listCollections',
    'getCollection',
    'listCollectionUserPermissions',
    'listCollectionAggregatePermissions',
  ],
  async run(t) {
    const me = await t.step('read the current user', () => t.client.user.get());
    const organizations = await t.step('list organizations', () => t.client.orgs.list().toArray({ max: SAMPLE }));
    const organization = await t.step('read the organization', () => t.client.orgs.get(t.org));
    t.check(organizations.some((candidate) => candidate.id === organization.id), 'organization list', `to contain ${t.org}`, organizations.map((o) => o.id));
    const members = await t.step('list members', () => t.client.members.list(t.org).toArray({ max: 100 }));
    t.check(members.length > 0, 'members', 'at least one', members.length);
    t.expect(typeof me.id, 'type of the user id').toBe('string');
    const teams = await t.step('list teams', () => t.client.teams.list(t.org).toArray({ max: SAMPLE }));
    const team = teams[0];
    if (team) await t.step(`list the members of team ${team.id}`, () => t.client.teams.members.list(t.org, team.id).toArray({ max: SAMPLE }));
    const collections = await t.step('list collections', () => t.client.collections.list(t.org).toArray({ max: SAMPLE }));
    const collection = collections[0];
    if (collection) {
      sameId(t, await t.step('read a collection', () => t.client.collections.get(collection.id)), collection, 'the collection');
      await t.step('list its user permissions', () => t.client.collections.permissions.listUsers(collection.id).toArray({ max: SAMPLE }));
      await t.step('list its aggregate permissions', () => t.client.collections.permissions.aggregate(collection.id).toArray({ max: SAMPLE }));
    }
  },
});

const spaceTour = defineScenario({
  area: 'spaces',
  name: 'read-only tour: a space, its embed, Git info, permissions, integrations and content',
  operations: [
    'listSpaces',
    'getSpace',
    'getSpaceEmbed',
    'getGitInfo',
    'listSpaceUserPermissions',
    'listSpaceTeamPermissions',
    'listSpaceAggregatePermissions',
    'listSpaceIntegrations',
    'getSpaceIntegrationBlocks',
    'getSpaceIntegrationScripts',
    'getSpaceContent',
    'getRevisionChanges',
    'getSpaceContentPages',
    'getSpaceContentPageById',
    'getSpaceContentPageByPath',
    'listSpaceContentFiles',
    'getSpaceContentFile',
  ],
  async run(t) {
    const spaces = await t.step('list spaces', () => sampleSpaces(t));
    const space = spaces[0];
    if (!space) return t.skip('the organization has no space to read');
    sameId(t, await t.step('read the space', () => t.client.spaces.get(space.id)), space, 'the space');
    await t.step('describe a URL for embedding', () => t.client.spaces.embed(space.id, { url: 'https://example.com/docs' }));
    await t.step('read its Git info', () => t.client.spaces.git.info(space.id));
    await t.step('list its user permissions', () => t.client.spaces.permissions.listUsers(space.id).toArray({ max: SAMPLE }));
    await t.step('list its team permissions', () => t.client.spaces.permissions.listTeams(space.id).toArray({ max: SAMPLE }));
    await t.step('list its aggregate permissions', () => t.client.spaces.permissions.aggregate(space.id).toArray({ max: SAMPLE }));
    await t.step('list its integrations', () => t.client.spaces.integrations.list(space.id).toArray({ max: SAMPLE }));
    await t.step('read its integration blocks', () => t.client.spaces.integrations.blocks(space.id));
    await t.step('read its integration scripts', () => t.client.spaces.integrations.scripts(space.id));
    // Spaces are read until one had a page and one a file (not necessarily the same), within the sample; what
    // was read once is not asked of the next spaces (this mode runs against production).
    let changesRead = false;
    let pageRead = false;
    let fileRead = false;
    for (const candidate of spaces) {
      if (pageRead && fileRead) break;
      const content = await unlessDeleted(t, candidate.id, () => t.client.spaces.content.get(candidate.id));
      if (!content) continue;
      if (!changesRead) {
        await t.step('read the changes of its primary revision', () => t.client.revisions.changes(candidate.id, content.id));
        changesRead = true;
      }
      pageRead ||= await readAPage(t, candidate.id);
      fileRead ||= await readAFile(t, candidate.id);
    }
  },
});

/** Reads the page tree of a space, then its first page by id and by path; false when the space has no page. */
async function readAPage(t: ScenarioContext, spaceId: string): Promise<boolean> {
  const tree = await t.step('read its page tree', () => t.client.spaces.content.pages(spaceId));
  const page = flattenPages(tree.pages)[0];
  if (!page) return false;
  sameId(t, await t.step('read a page by id', () => t.client.spaces.content.page(spaceId, page.id)), page, 'the page');
  // A page's path is optional on the wire (the API reference does not mark it required).
  const path = page.path;
  if (path !== undefined) {
    sameId(t, await t.step('read it by path', () => t.client.spaces.content.pageByPath(spaceId, path)), page, 'the page by path');
  }
  return true;
}

/** Lists the files of a space, then reads the first; false when the space has none. */
async function readAFile(t: ScenarioContext, spaceId: string): Promise<boolean> {
  const files = await t.step('list its files', () => t.client.spaces.content.files(spaceId).toArray({ max: SAMPLE }));
  const file = files[0];
  if (!file) return false;
  sameId(t, await t.step('read a file', () => t.client.spaces.content.file(spaceId, file.id)), file, 'the file');
  return true;
}

const changeRequestTour = defineScenario({
  area: 'change-requests',
  name: 'read-only tour: a change request, its reviews, links and content read back as listed',
  operations: [
    'listChangeRequests',
    'getChangeRequest',
    'listChangeRequestReviews',
    'listChangeRequestLinks',
    'getChangeRequestContent',
    'getChangeRequestContentPages',
    'getChangeRequestContentPageById',
    'getChangeRequestContentPageByPath',
  ],
  async run(t) {
    for (const space of await t.step('list spaces', () => sampleSpaces(t))) {
      const changeRequests = await unlessDeleted(t, space.id, () => t.client.changeRequests.list(space.id).toArray({ max: SAMPLE }));
      const changeRequest = changeRequests?.[0];
      if (!changeRequest) continue;
      const read = await t.step('read a change request', () => t.client.changeRequests.get(space.id, changeRequest.id));
      sameId(t, read, changeRequest, 'the change request');
      await t.step('list its reviews', () => t.client.changeRequests.reviews.list(space.id, changeRequest.id).toArray({ max: SAMPLE }));
      await t.step('list its links', () => t.client.changeRequests.links.list(space.id, changeRequest.id).toArray({ max: SAMPLE }));
      await t.step('read its content', () => t.client.changeRequests.content.get(space.id, changeRequest.id));
      const tree = await t.step('read its page tree', () => t.client.changeRequests.content.pages(space.id, changeRequest.id));
      const page = flattenPages(tree.pages)[0];
      if (page) {
        const byId = await t.step('read a page by id', () => t.client.changeRequests.content.page(space.id, changeRequest.id, page.id));
        sameId(t, byId, page, 'the page');
        const path = page.path;
        if (path !== undefined) {
          const byPath = await t.step('read it by path', () => t.client.changeRequests.content.pageByPath(space.id, changeRequest.id, path));
          sameId(t, byPath, page, 'the page by path');
        }
      }
      return;
    }
  },
});

const commentTour = defineScenario({
  area: 'comments',
  name: 'read-only tour: a comment and its replies read back as listed',
  operations: ['listComments', 'getComment', 'listCommentReplies', 'getCommentReply'],
  async run(t) {
    for (const space of await t.step('list spaces', () => sampleSpaces(t))) {
      const comments = await unlessDeleted(t, space.id, () => t.client.comments.list(space.id).toArray({ max: SAMPLE }));
      if (!comments || comments.length === 0) continue;
      for (const comment of comments) {
        sameId(t, await t.step('read a comment', () => t.client.comments.get(space.id, comment.id)), comment, 'the comment');
        const replies = await t.step('list its replies', () => t.client.comments.replies.list(space.id, comment.id).toArray({ max: SAMPLE }));
        const reply = replies[0];
        if (!reply) continue;
        sameId(t, await t.step('read a reply', () => t.client.comments.replies.get(space.id, comment.id, reply.id)), reply, 'the reply');
        return;
      }
      return;
    }
  },
});

const siteTour = defineScenario({
  area: 'sites',
  name: 'read-only tour: a site, its published form, structure, redirects, share links and authentication',
  operations: [
    'listSites',
    'getSite',
    'getPublishedSite',
    'listSiteSections',
    'listSiteSectionGroups',
    'listSiteSpaces',
    'listSiteRedirects',
    'lookupSiteRedirect',
    'listShareLinks',
    'getPublishingAuth',
  ],
  async run(t) {
    const sites = await t.step('list sites', () => t.client.sites.list(t.org).toArray({ max: SAMPLE }));
    if (sites.length === 0) return t.skip('the organization has no site to read');
    // A published site has a published form; prefer one, so that read is reached.
    const site = sites.find((candidate) => candidate.published) ?? sites[0]!;
    sameId(t, await t.step('read the site', () => t.client.sites.get(t.org, site.id)), site, 'the site');
    if (site.published) await t.step('read its published form', () => t.client.sites.getPublished(t.org, site.id));
    await t.step('list its sections', () => t.client.sites.sections.list(t.org, site.id).toArray({ max: SAMPLE }));
    await t.step('list its section groups', () => t.client.sites.sectionGroups.list(t.org, site.id).toArray({ max: SAMPLE }));
    await t.step('list its site spaces', () => t.client.sites.siteSpaces.list(t.org, site.id).toArray({ max: SAMPLE }));
    const redirects = await t.step('list its redirects', () => t.client.sites.redirects.list(t.org, site.id).toArray({ max: SAMPLE }));
    const redirect = redirects[0];
    if (redirect) {
      const found = await t.step('look a redirect up by its source', () => t.client.sites.redirects.lookup(t.org, site.id, { source: redirect.source }));
      sameId(t, found.redirect, redirect, 'the redirect looked up');
    }
    await t.step('list its share links', () => t.client.sites.shareLinks.list(t.org, site.id).toArray({ max: SAMPLE }));
    await t.step('read its publishing authentication', () => t.client.sites.publishingAuth.get(t.org, site.id));
  },
});

const openapiTour = defineScenario({
  area: 'openapi',
  name: 'read-only tour: an OpenAPI spec, its versions and their content read back as listed',
  operations: [
    'listOpenApiSpecs',
    'getOpenApiSpec',
    'listOpenApiSpecVersions',
    'getLatestOpenApiSpecVersion',
    'getLatestOpenApiSpecVersionContent',
    'getOpenApiSpecVersion',
    'getOpenApiSpecVersionContent',
  ],
  async run(t) {
    const specs = await t.step('list OpenAPI specs', () => t.client.openapi.list(t.org).toArray({ max: SAMPLE }));
    const spec = specs[0];
    if (!spec) return t.skip('the organization has no OpenAPI spec to read');
    sameId(t, await t.step('read the spec', () => t.client.openapi.get(t.org, spec.slug)), spec, 'the spec');
    const versions = await t.step('list its versions', () => t.client.openapi.versions.list(t.org, spec.slug).toArray({ max: SAMPLE }));
    const version = versions[0];
    if (!version) return;
    await t.step('read the latest version', () => t.client.openapi.versions.latest(t.org, spec.slug));
    await t.step('read the latest version’s content', () => t.client.openapi.versions.latestContent(t.org, spec.slug));
    sameId(t, await t.step('read a version', () => t.client.openapi.versions.get(t.org, spec.slug, version.id)), version, 'the version');
    await t.step('read its content', () => t.client.openapi.versions.content(t.org, spec.slug, version.id));
  },
});

const translationTour = defineScenario({
  area: 'translations',
  name: 'read-only tour: translation settings read back as listed',
  operations: ['listTranslations', 'getTranslation'],
  async run(t) {
    const translations = await t.step('list translation settings', () => t.client.translations.list(t.org).toArray({ max: SAMPLE }));
    const translation = translations[0];
    if (!translation) return;
    sameId(t, await t.step('read them', () => t.client.translations.get(t.org, translation.id)), translation, 'the translation settings');
  },
});

/** The tour, one scenario per area it reads. */
export const readOnlyTourScenarios = [
  organizationTour,
  spaceTour,
  changeRequestTour,
  commentTour,
  siteTour,
  openapiTour,
  translationTour,
];
