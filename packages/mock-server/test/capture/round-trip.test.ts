/**
 * Capture round trip: the demo world is captured over HTTP from a listening reference server, loaded into a new
 * world, and every read operation of the contract (each GET of the operation table, its path parameters filled
 * from the ids the file holds) answers the same in both, after normalising only the fields docs/worlds.md
 * lists ("Capturing a deployment"). An operation the test cannot call is listed below with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationList, type Operation } from '@docpub/sdk/contract';
import { createServer, DEMO, type Listening } from '../../src/index.js';
import { captureWorld } from '../../src/capture/capture.js';
import { parse } from 'yaml';

/** Fields the round trip may change (docs/worlds.md, "Capturing a deployment"), by name wherever they occur. */
const NORMALISED = new Set([
  // A replaced secret: a site's private key.
  'privateKey',
  // When a member was last seen: every read moves it.
  'lastSeenAt',
]);

/** GET operations the test does not compare, and why. Every other GET of the contract is compared. */
const NOT_COMPARED: Record<string, string> = {
  // The demo world gives teams roles on collections; no read of the API lists them, so the loaded world lacks
  // them and every effective role that comes from one (docs/worlds.md).
  listCollectionAggregatePermissions: 'team roles on a collection cannot be read through the API',
  listSpaceAggregatePermissions: 'a space inherits the team roles of its collection, which cannot be read',
};

/** Query parameters an operation requires, per binding of its path. */
const REQUIRED_QUERY: Record<string, (file: CapturedFile) => Record<string, string>[]> = {
  // Describes a URL of the world (a page of the published site), as an embed reads it.
  getSpaceEmbed: () => [{ url: 'https://example.com/' }],
  lookupSiteRedirect: (file) => file.siteRedirects.map((redirect) => ({ source: redirect.source })),
};

/** Lists are also read with the filters that show what their default hides. */
const EXTRA_QUERIES: Record<string, Record<string, string>[]> = {
  listChangeRequests: [{ status: 'draft' }, { status: 'archived' }, { status: 'merged' }],
  listComments: [{ status: 'all' }, { status: 'resolved', order: 'asc' }],
  getSpaceContent: [{ computed: 'false' }],
};

interface FlatPage {
  id: string;
}

/** The parts of the captured file the bindings are made from. */
interface CapturedFile {
  users: { id: string }[];
  organizations: { id: string }[];
  teams: { id: string; organizationId: string }[];
  collections: { id: string }[];
  spaces: { id: string; organizationId: string; revisionId: string }[];
  revisions: { id: string; spaceId: string; content: { pages: FlatPage[]; files: { id: string }[]; reusableContents: { id: string }[] } }[];
  changeRequests: { id: string; number: number; spaceId: string; revisionId: string }[];
  comments: { id: string; spaceId: string; replies: { id: string }[] }[];
  sites: { id: string; organizationId: string }[];
  siteSpaces: { id: string; siteId: string }[];
  siteRedirects: { id: string; siteId: string; source: string }[];
  openapiSpecs: { id: string; slug: string; organizationId: string }[];
  openapiVersions: { id: string; specId: string }[];
  translations: { id: string; organizationId: string }[];
  integrations: { name: string }[];
}

type Row = Record<string, string>;

/** The path of each page of a page tree as the API answers it (a group's children sit below it, ...). */
function pagePaths(tree: { id: string; path?: string; pages?: unknown[] }[], out = new Map<string, string>()): Map<string, string> {
  for (const page of tree) {
    if (page.path !== undefined) out.set(page.id, page.path);
    pagePaths((page.pages ?? []) as typeof tree, out);
  }
  return out;
}

/** Every record of the file as a row of the path parameters that name it. */
function rowsOf(file: CapturedFile, paths: Map<string, Map<string, string>>): Row[] {
  const rows: Row[] = [];
  for (const user of file.users) rows.push({ userId: user.id });
  for (const org of file.organizations) rows.push({ organizationId: org.id });
  for (const team of file.teams) rows.push({ organizationId: team.organizationId, teamId: team.id });
  for (const collection of file.collections) rows.push({ collectionId: collection.id });
  const crByRevision = new Map(file.changeRequests.map((cr) => [cr.revisionId, cr]));
  for (const cr of file.changeRequests) {
    rows.push({ spaceId: cr.spaceId, changeRequestId: cr.id }, { spaceId: cr.spaceId, changeRequestId: String(cr.number) });
  }
  for (const revision of file.revisions) {
    const base = { spaceId: revision.spaceId, revisionId: revision.id };
    const cr = crByRevision.get(revision.id);
    rows.push(base);
    for (const page of revision.content.pages) {
      const path = paths.get(revision.id)?.get(page.id);
      const row = { ...base, pageId: page.id, ...(path === undefined ? {} : { pagePath: path }) };
      rows.push(row);
      if (cr !== undefined) rows.push({ ...row, changeRequestId: cr.id });
    }
    for (const file_ of revision.content.files) rows.push({ ...base, fileId: file_.id });
    for (const reusable of revision.content.reusableContents) rows.push({ ...base, reusableContentId: reusable.id });
  }
  for (const comment of file.comments) {
    rows.push({ spaceId: comment.spaceId, commentId: comment.id });
    for (const reply of comment.replies) rows.push({ spaceId: comment.spaceId, commentId: comment.id, commentReplyId: reply.id });
  }
  const orgOfSite = new Map(file.sites.map((site) => [site.id, site.organizationId]));
  for (const site of file.sites) rows.push({ organizationId: site.organizationId, siteId: site.id });
  for (const siteSpace of file.siteSpaces) {
    rows.push({ organizationId: orgOfSite.get(siteSpace.siteId)!, siteId: siteSpace.siteId, siteSpaceId: siteSpace.id });
  }
  const specById = new Map(file.openapiSpecs.map((spec) => [spec.id, spec]));
  for (const spec of file.openapiSpecs) rows.push({ organizationId: spec.organizationId, specSlug: spec.slug });
  for (const version of file.openapiVersions) {
    const spec = specById.get(version.specId)!;
    rows.push({ organizationId: spec.organizationId, specSlug: spec.slug, versionId: version.id });
  }
  for (const settings of file.translations) rows.push({ organizationId: settings.organizationId, translationSettingsId: settings.id });
  for (const integration of file.integrations) rows.push({ integrationName: integration.name });
  return rows;
}

/** The path parameters `op` is called with: each distinct projection of a row that names all of them. */
function bindingsOf(op: Operation, rows: Row[]): Row[] {
  const seen = new Map<string, Row>();
  for (const row of rows) {
    if (!op.pathParams.every((name) => name in row)) continue;
    const binding = Object.fromEntries(op.pathParams.map((name) => [name, row[name]!]));
    seen.set(JSON.stringify(binding), binding);
  }
  return [...seen.values()];
}

function pathOf(op: Operation, binding: Row, query: Row): string {
  // A page path is one parameter: its slashes are encoded like any other character.
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(binding[name]!));
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

function normalise(value: unknown): unknown {
  // An integration's icon is an image served outside the API: not captured, so the loaded one shows none.
  if (isIntegration(value)) {
    const { icon: _icon, ...urls } = value.urls;
    return normalise({ ...value, urls, object: 'integration (icon normalised)' });
  }
  if (typeof value === 'string') {
    // A share link's key is a replaced secret; a download URL's signature is made with its world's own key (never
    // captured); a world's published sites are served under its own path.
    return value.replace(/([?&]share=)[^&#\s"]+/g, '$1<key>').replace(/([?&]signature=)[0-9a-f]+/g, '$1<signature>').replace(/\/worlds\/w_[0-9a-f]{16}\//g, '/');
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NORMALISED.has(key))
      .map(([key, member]) => [key, normalise(member)]),
  );
}

function isIntegration(value: unknown): value is { object: string; urls: { icon?: string } } {
  return typeof value === 'object' && value !== null && (value as { object?: unknown }).object === 'integration';
}

describe('capture round trip of the demo world', () => {
  // Whatever the server would fetch (an OpenAPI spec's URL) is counted: loading a captured file fetches nothing.
  const outbound: string[] = [];
  const server = createServer({
    openapiFetch: async (url) => {
      outbound.push(url);
      return new Response('{}', { status: 404 });
    },
  });
  let listening: Listening;
  let text: string;

  beforeAll(async () => {
    listening = await server.listen();
    text = await captureWorld({ baseUrl: listening.url, token: DEMO.tokens.admin, keepEmails: true });
  });
  afterAll(async () => {
    await listening.close();
  });

  it('loads back without fetching anything, and every read operation of the contract answers the same', async () => {
    const world = server.control.createWorld({ world: text });
    const token = world.users.find((user) => user.id === DEMO.users.admin)!.tokens[0]!;
    const file = parse(text) as CapturedFile;
    const answer = async (path: string, bearer: string) => {
      const response = await server.fetch(new Request(`${listening.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } }));
      return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as unknown) };
    };
    const read = async (path: string, bearer: string) => normalise(await answer(path, bearer));
    // Page paths are the API's (a page's path is not its slugs joined); ids come from the file.
    const paths = new Map<string, Map<string, string>>();
    for (const revision of file.revisions) {
      const { body } = await answer(`/spaces/${revision.spaceId}/revisions/${revision.id}/pages`, DEMO.tokens.admin);
      paths.set(revision.id, pagePaths((body as { pages: [] }).pages));
    }
    const rows = rowsOf(file, paths);
    const compared: string[] = [];
    const reads = operationList.filter((op) => op.method === 'GET' && !(op.id in NOT_COMPARED));
    for (const op of reads) {
      const bindings = bindingsOf(op, rows);
      expect(bindings.length, `${op.id}: no record of the file names its path parameters`).toBeGreaterThan(0);
      for (const binding of bindings) {
        const queries = [...(REQUIRED_QUERY[op.id]?.(file) ?? [{}]), ...(EXTRA_QUERIES[op.id] ?? [])];
        for (const query of queries) {
          const path = pathOf(op, binding, query);
          const before = await read(path, DEMO.tokens.admin);
          const after = await read(path, token);
          expect.soft(after, `${op.id} ${path}`).toEqual(before);
          compared.push(`${op.id} ${(before as { status: number }).status}`);
        }
      }
    }
    // The test reaches every GET of the contract but those listed, and most answer 200.
    const reached = new Set(compared.map((line) => line.split(' ')[0]));
    for (const op of operationList.filter((o) => o.method === 'GET')) {
      expect(reached.has(op.id) || op.id in NOT_COMPARED, op.id).toBe(true);
    }
    expect(compared.filter((line) => line.endsWith(' 200')).length).toBeGreaterThan(compared.length * 0.8);
    expect(compared.length).toBeGreaterThan(100);
    expect(outbound).toEqual([]);
  });

  it('says in its leading comment what was replaced, and holds no token of the deployment', () => {
    const header = text.split('\n').filter((line) => line.startsWith('#'));
    expect(header.join('\n')).toMatch(/replaced by fresh random values: \d+/);
    expect(header.join('\n')).toContain('sites[0].publishingAuth.privateKey');
    for (const token of Object.values(DEMO.tokens)) expect(text).not.toContain(token);
    expect(text).not.toContain('demo-share-key');
    const file = parse(text) as { format: string; users: { id: string; tokens?: string[] }[] };
    expect(file.format).toBe('docpub-world/1');
    const holders = file.users.filter((user) => user.tokens !== undefined).map((user) => user.id);
    expect(holders).toEqual([DEMO.users.admin]);
  });
});
