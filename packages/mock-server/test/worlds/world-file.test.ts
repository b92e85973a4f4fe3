/**
 * World files: what a bad file is told (the path in the file and the rule), and that exporting a state and
 * loading it back gives the identical state, whichever way it travels (data, YAML text, a world over HTTP).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../../test/support/temp-dir.js';
import { createServer, DEMO, readWorldFile, WorldFileError, type DocPubServer, type WorldFile } from '../../src/index.js';

const FIXTURES = fileURLToPath(new URL('../../../../examples/worlds/fixtures.yaml', import.meta.url));
const FORMAT = 'docpub-world/1';

function problemsOf(file: unknown): string[] {
  try {
    createServer({ world: file as WorldFile });
  } catch (error) {
    if (error instanceof WorldFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

const org = { id: 'org-1', title: 'Org' };

describe('a world file with mistakes', () => {
  it.each([
    ['no format marker', {}, 'format: must be docpub-world/1'],
    ['an unknown key', { format: FORMAT, organizations: [{ ...org, titel: 'x' }] }, "organizations[0]: unknown key(s) 'titel'"],
    ['a missing title', { format: FORMAT, organizations: [{ id: 'o' }] }, 'organizations[0].title: is required'],
    ['an empty id', { format: FORMAT, users: [{ id: '', displayName: 'A' }] }, 'users[0].id: must not be empty'],
    [
      'a role that does not exist',
      { format: FORMAT, organizations: [org], users: [{ id: 'u', displayName: 'U' }], memberships: [{ organizationId: 'org-1', userId: 'u', role: 'owner' }] },
      'memberships[0].role: must be one of admin, create, review, edit, comment, read',
    ],
    [
      'a page deep in a tree without a title',
      { format: FORMAT, organizations: [org], spaces: [{ id: 's', organizationId: 'org-1', title: 'S', pages: [{ id: 'p', title: 'P', pages: [{ id: 'q' }] }] }] },
      'spaces[0].pages[0].pages[0].title: is required',
    ],
    ['a bad date', { format: FORMAT, organizations: [{ ...org, createdAt: 'yesterday' }] }, 'organizations[0].createdAt: must be an ISO 8601 date-time'],
    [
      'a reference to nothing',
      { format: FORMAT, organizations: [org], spaces: [{ id: 's', organizationId: 'org-2', title: 'S' }] },
      "spaces[0].organizationId: no entry of organizations has id 'org-2'",
    ],
    [
      'a duplicate id',
      { format: FORMAT, organizations: [org, { ...org, title: 'Again' }] },
      "organizations[1].id: duplicate of organizations[0].id 'org-1'",
    ],
    [
      'a token of two users',
      { format: FORMAT, users: [{ id: 'a', displayName: 'A', tokens: ['t'] }, { id: 'b', displayName: 'B', tokens: ['t'] }] },
      'users[1].tokens[0]: already a token of users[0]',
    ],
    [
      'a space with both a revision and a page tree',
      { format: FORMAT, organizations: [org], spaces: [{ id: 's', organizationId: 'org-1', title: 'S', revisionId: 'r', pages: [] }], revisions: [{ id: 'r', spaceId: 's' }] },
      'spaces[0].pages: cannot be given with revisionId (the pages are the revision\'s)',
    ],
    [
      'an installation of an unknown integration',
      { format: FORMAT, organizations: [org], spaces: [{ id: 's', organizationId: 'org-1', title: 'S' }], installations: [{ spaceId: 's', integrationName: 'nope' }] },
      "installations[0].integrationName: no entry of integrations has name 'nope'",
    ],
    [
      'a page whose parent is not in its revision',
      {
        format: FORMAT, organizations: [org], spaces: [{ id: 's', organizationId: 'org-1', title: 'S', revisionId: 'r' }],
        revisions: [{ id: 'r', spaceId: 's', content: { pages: [{ id: 'p', parentId: 'q', type: 'document', title: 'P', slug: 'p' }], files: [], reusableContents: [] } }],
      },
      "revisions[0].content.pages[0].parentId: no page 'q' in this revision",
    ],
    [
      'a space whose primary revision is another space\'s',
      {
        format: FORMAT, organizations: [org],
        spaces: [{ id: 's', organizationId: 'org-1', title: 'S' }, { id: 't', organizationId: 'org-1', title: 'T', revisionId: 'r' }],
        revisions: [{ id: 'r', spaceId: 's' }],
      },
      "spaces[1].revisionId: revision 'r' belongs to space 's'",
    ],
    [
      'a site space in a section of another site',
      {
        format: FORMAT, organizations: [org], spaces: [{ id: 's', organizationId: 'org-1', title: 'S' }],
        sites: [{ id: 'a', organizationId: 'org-1', title: 'A' }, { id: 'b', organizationId: 'org-1', title: 'B' }],
        siteSections: [{ id: 'sec', siteId: 'a', title: 'Sec', path: 'sec' }],
        siteSpaces: [{ id: 'ss', siteId: 'b', sectionId: 'sec', spaceId: 's', path: 'x' }],
      },
      "siteSpaces[0].sectionId: section 'sec' belongs to site 'a'",
    ],
  ])('%s is refused naming the path and the rule', (_case, file, problem) => {
    expect(problemsOf(file)).toContain(problem);
  });

  it('lists every problem, not only the first', () => {
    const problems = problemsOf({ format: FORMAT, organizations: [{ id: 'a' }, { id: 'b' }] });
    expect(problems).toEqual(['organizations[0].title: is required', 'organizations[1].title: is required']);
  });

  it('names the line of text that is not YAML, and the file it came from', () => {
    const dir = tempDir('docpub-world-');
    const path = join(dir, 'broken.yaml');
    writeFileSync(path, 'format: docpub-world/1\nusers: [\n');
    expect(() => createServer({ world: path })).toThrow(WorldFileError);
    expect(() => createServer({ world: path })).toThrow(/broken\.yaml.*\n.*\(text\): not YAML or JSON/);
    expect(() => createServer({ world: join(dir, 'missing.yaml') })).toThrow(/\(file\): cannot be read/);
  });

  it('refuses YAML aliases that would blow up, and duplicate keys', () => {
    const bomb = ['format: docpub-world/1', 'a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 12 }, (_, i) => {
      const previous = i === 0 ? 'a' : `l${i - 1}`;
      return `l${i}: &l${i} [*${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}, *${previous}]`;
    })].join('\n');
    expect(() => readWorldFile(bomb)).toThrow(WorldFileError);
    expect(() => readWorldFile('format: docpub-world/1\nformat: docpub-world/1\n')).toThrow(/not YAML or JSON/);
  });

  it('over HTTP answers 400 naming the path, and makes no world', async () => {
    const server = createServer();
    const response = await server.fetch('/__control/worlds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ world: 'format: docpub-world/1\nteams:\n  - { id: t, organizationId: nowhere, title: T }\n' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 400, message: "world: teams[0].organizationId: no entry of organizations has id 'nowhere'" },
    });
    expect(server.control.worlds()).toEqual([]);
  });
});

/** A demo world after writes of every kind, so the export has more than the demo's own records. */
async function busyServer(): Promise<DocPubServer> {
  const server = createServer();
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await server.fetch(`/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.status === 204 ? undefined : ((await response.json()) as { id: string });
  };
  const space = await call('POST', `/orgs/${DEMO.organization}/spaces`, { title: 'Written' });
  await call('PATCH', `/spaces/${space!.id}`, { title: 'Written twice' });
  await call('POST', `/spaces/${DEMO.spaces.handbook}/comments`, { body: { markdown: 'A new comment' } });
  const change = await call('POST', `/spaces/${DEMO.content.space}/change-requests`, { subject: 'New change' });
  await call('POST', `/spaces/${DEMO.content.space}/change-requests/${change!.id}/content`, {
    changes: [
      {
        operation: 'update_page',
        page: DEMO.content.pages.tokens,
        icon: 'key',
        hidden: true,
        noIndex: true,
        layout: { outline: false },
        cover: { ref: { kind: 'file', file: DEMO.content.files.logo }, yPos: 10 },
      },
    ],
  });
  server.control.seed({
    kind: 'content',
    spaceId: DEMO.content.space,
    pages: [{ title: 'Petstore', type: 'computed', computed: { spec: DEMO.openapi.slugs.petstore, models: true } }],
  });
  const site = `/orgs/${DEMO.organization}/sites/${DEMO.sites.docs}`;
  await call('PUT', `${site}/customization`, { styling: { theme: 'bold' }, feedback: { enabled: true } });
  await call('PATCH', `${site}/site-spaces/${DEMO.sites.siteSpaces.api}/customization`, { title: 'API (beta)' });
  await call('PATCH', `${site}/publishing/auth`, { backend: 'integration', integration: DEMO.integrations.status });
  await call('DELETE', `/spaces/${DEMO.spaces.roadmap}`);
  server.control.createUser({ displayName: 'Late Joiner' });
  server.control.advanceClock(3_600_000);
  return server;
}

describe('page flags in a world file', () => {
  it('store `false` as absent, as the API does, so a page given `false` and one given nothing read the same', () => {
    const server = createServer({
      world: {
        format: FORMAT,
        organizations: [org],
        spaces: [
          {
            id: 'space-1',
            organizationId: org.id,
            title: 'Flags',
            pages: [
              { id: 'page-off', title: 'Off', markdown: 'x', hidden: false, noIndex: false, noRobotsIndex: false },
              { id: 'page-on', title: 'On', markdown: 'y', hidden: true, noIndex: true },
              { id: 'page-plain', title: 'Plain', markdown: 'z' },
            ],
          },
        ],
      },
    });
    const space = server.store.data.spaces.get('space-1')!;
    const pages = server.store.data.revisions.get(space.revisionId)!.content!.pages;
    const byId = (id: string) => pages.find((page) => page.id === id)!;
    for (const flag of ['hidden', 'noIndex', 'noRobotsIndex'] as const) {
      expect(flag in byId('page-off'), flag).toBe(false);
      expect(flag in byId('page-plain'), flag).toBe(false);
    }
    expect(byId('page-on')).toMatchObject({ hidden: true, noIndex: true });
    expect('noRobotsIndex' in byId('page-on')).toBe(false);
  });
});

describe('export and load back', () => {
  it('loads back to the identical state, from data and from YAML text', async () => {
    const server = await busyServer();
    const exported = server.control.exportState();
    const fromData = createServer({ world: structuredClone(exported) });
    expect(isDeepStrictEqual(fromData.store.data, server.store.data)).toBe(true);

    const dir = tempDir('docpub-world-');
    writeFileSync(join(dir, 'state.yaml'), stringify(exported));
    const fromYaml = createServer({ world: join(dir, 'state.yaml') });
    expect(isDeepStrictEqual(fromYaml.store.data, server.store.data)).toBe(true);
    // The clock is part of the file: the reloaded world shows the exported time (give or take the test's run).
    expect(Math.abs(fromYaml.clock.now() - server.clock.now())).toBeLessThan(5_000);
    // And the same requests then make the same ids.
    const next = (s: DocPubServer) => s.control.createUser({ displayName: 'Next' }).user.id;
    expect(next(fromYaml)).toBe(next(server));
  });

  it('round-trips a world over HTTP: export a world, make another from the file, export that', async () => {
    const server = await busyServer();
    const first = server.control.createWorld({ world: server.control.exportState() });
    const state = await (await server.fetch(`/__control/worlds/${first.id}/state`)).json();
    const second = await server.fetch('/__control/worlds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ world: state }),
    });
    expect(second.status).toBe(201);
    const { id } = (await second.json()) as { id: string };
    const again = await (await server.fetch('/__control/state', { headers: { 'x-docpub-world': id } })).json();
    expect({ ...again, clock: undefined }).toEqual({ ...state, clock: undefined });
    // Loaded in a world, the tokens carry that world's id; exported, they do not.
    expect(server.control.world(id).snapshot().data.tokens.has(`${id}.${DEMO.tokens.admin}`)).toBe(true);
    expect(JSON.stringify(again)).not.toContain(id);
  });

  it('serves the example world file, with its ids and tokens, every answer matching the contract', async () => {
    const server = createServer({ world: FIXTURES, validateResponses: true });
    const get = (path: string, token = 'alice-token') =>
      server.fetch(`/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
    for (const path of [
      '/user', '/orgs/org-acme/members', '/orgs/org-acme/spaces', '/orgs/org-acme/teams', '/spaces/space-handbook/content',
      '/spaces/space-handbook/content/files', '/spaces/space-handbook/change-requests', '/spaces/space-handbook/comments',
      '/orgs/org-acme/sites/site-docs/sections', '/orgs/org-acme/sites/site-docs/share-links', '/orgs/org-acme/openapi',
      '/spaces/space-handbook/integrations', '/orgs/org-acme/sites/site-docs/published',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    const content = (await (await get('/spaces/space-handbook/content')).json()) as { pages: { id: string; pages?: { id: string }[] }[] };
    expect(content.pages.map((page) => page.id)).toEqual(['page-intro', 'page-setup']);
    expect(content.pages[1]!.pages!.map((page) => page.id)).toEqual(['page-install', 'page-configure']);
    // Gina has no membership, only the grant on the space: a guest, to whom the organization does not exist.
    expect((await get('/spaces/space-handbook', 'gina-token')).status).toBe(200);
    expect((await get('/orgs/org-acme/members', 'gina-token')).status).toBe(404);
    expect(new Date(server.clock.now()).toISOString() >= '2030-01-15T09:00:00.000Z').toBe(true);
  });
});
