/**
 * Capture round trip: the demo world is captured over HTTP from a listening reference server, loaded into a new
 * world, and every read the capture covers answers the same in both, after normalising only the fields
 * docs/worlds.md lists ("Capturing a deployment").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocPub } from '@docpub/sdk';
import { createServer, DEMO, type Listening } from '../../src/index.js';
import { captureWorld } from '../../src/capture/capture.js';
import { parse } from 'yaml';

/** Fields the round trip may change (docs/worlds.md, "Capturing a deployment"). */
const NORMALISED = new Set([
  // Replaced secrets: a site's private key and a share link's key (in its published URL).
  'privateKey',
  // When a member was last seen: every read moves it.
  'lastSeenAt',
  // Earlier revisions: a capture keeps only each space's primary one.
  'parents',
  // Counts of records the capture does not read yet (change requests, comments).
  'comments',
  'changeRequests',
  'changeRequestsOpen',
  'changeRequestsDraft',
]);

function normalise(value: unknown): unknown {
  // An integration's icon is an image served outside the API: not captured.
  if (isIntegration(value)) {
    const { icon: _icon, ...urls } = value.urls;
    return normalise({ ...value, urls, object: 'integration (icon normalised)' });
  }
  if (typeof value === 'string') {
    // A world's published sites are served under its own path: where the world is, not what it holds.
    return value.replace(/([?&]share=)[^&#\s]+/g, '$1<key>').replace(/\/worlds\/w_[0-9a-f]{16}\//g, '/');
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, member]) => !(NORMALISED.has(key) && (typeof member !== 'object' || Array.isArray(member))))
      .map(([key, member]) => [key, normalise(member)]),
  );
}

function isIntegration(value: unknown): value is { object: string; urls: { icon?: string } } {
  return typeof value === 'object' && value !== null && (value as { object?: unknown }).object === 'integration';
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** The answers of every read the capture covers, in one object. */
async function reads(client: DocPub): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { user: await client.user.get() };
  const orgs = await all(client.orgs.list());
  out.orgs = orgs;
  for (const org of orgs) {
    const o = org.id;
    out[`${o} org`] = await client.orgs.get(o);
    out[`${o} members`] = await all(client.members.list(o));
    const teams = await all(client.teams.list(o));
    out[`${o} teams`] = teams;
    for (const team of teams) out[`${o} team ${team.id}`] = await all(client.teams.members.list(o, team.id));
    const collections = await all(client.collections.list(o));
    out[`${o} collections`] = collections;
    for (const c of collections) out[`collection ${c.id}`] = await client.collections.get(c.id);
    const spaces = await all(client.spaces.list(o));
    out[`${o} spaces`] = spaces;
    for (const space of spaces) {
      out[`space ${space.id}`] = await client.spaces.get(space.id);
      const content = await client.spaces.content.get(space.id);
      out[`space ${space.id} content`] = content;
      out[`space ${space.id} pages`] = await client.spaces.content.pages(space.id);
      out[`space ${space.id} files`] = await all(client.spaces.content.files(space.id));
      out[`space ${space.id} integrations`] = await all(client.spaces.integrations.list(space.id));
      out[`space ${space.id} user permissions`] = await all(client.spaces.permissions.listUsers(space.id));
      out[`space ${space.id} team permissions`] = await all(client.spaces.permissions.listTeams(space.id));
    }
    const sites = await all(client.sites.list(o));
    out[`${o} sites`] = sites;
    for (const site of sites) {
      const at = `site ${site.id}`;
      out[at] = await client.sites.get(o, site.id);
      out[`${at} sections`] = await all(client.sites.sections.list(o, site.id));
      out[`${at} site spaces`] = await all(client.sites.siteSpaces.list(o, site.id));
      out[`${at} redirects`] = await all(client.sites.redirects.list(o, site.id));
      out[`${at} share links`] = await all(client.sites.shareLinks.list(o, site.id));
      out[`${at} publishing auth`] = await client.sites.publishingAuth.get(o, site.id);
    }
  }
  return out;
}

describe('capture round trip of the demo world', () => {
  const server = createServer();
  let listening: Listening;
  let text: string;

  beforeAll(async () => {
    listening = await server.listen();
    text = await captureWorld({ baseUrl: listening.url, token: DEMO.tokens.admin, keepEmails: true });
  });
  afterAll(async () => {
    await listening.close();
  });

  it('loads back without fetching anything, and the reads it covers answer the same', async () => {
    let fetched = 0;
    const world = server.control.createWorld({ world: text });
    const token = world.users.find((user) => user.id === DEMO.users.admin)!.tokens[0]!;
    const original = new DocPub({ baseUrl: listening.url, token: DEMO.tokens.admin, fetch: server.fetch });
    const loaded = new DocPub({
      baseUrl: listening.url,
      token,
      fetch: (input, init) => {
        fetched += 1;
        return server.fetch(input, init);
      },
    });
    const before = normalise(await reads(original)) as Record<string, unknown>;
    const after = normalise(await reads(loaded)) as Record<string, unknown>;
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
    expect(fetched).toBeGreaterThan(20);
    expect(Object.keys(before).length).toBeGreaterThan(30);
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
