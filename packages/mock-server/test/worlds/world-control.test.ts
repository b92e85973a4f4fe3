/**
 * Control calls act on the world they name and on no other; worlds start from the demo, empty or a file; the
 * caps hold; snapshots keep the clock.
 */
import { describe, expect, it } from 'vitest';
import { createControlClient, createServer, DEMO, type ControlOperationId, type DocPubServer } from '../../src/index.js';

const json = { 'content-type': 'application/json' };

/** A control operation through the typed control client; `world` addresses a world's own control. */
async function control<K extends ControlOperationId>(
  server: DocPubServer,
  operation: K,
  request?: { body?: unknown; params?: Record<string, string> },
  world?: string,
): Promise<{ status: number; body: any }> {
  const client = createControlClient({ origin: server.baseUrl, fetch: server.fetch, world });
  return client.send(operation, request as never);
}

/** A control request by hand: a path or method the table does not have, or the world named by header. */
async function rawControl(server: DocPubServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/__control${path}`, {
    method,
    headers: { ...(body === undefined ? {} : json), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

function api(server: DocPubServer, token: string, method = 'GET', path = '/user', body?: unknown) {
  return server.fetch(`/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : json) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const spaceTitles = (server: DocPubServer, worldId?: string) =>
  [...(worldId ? server.control.world(worldId) : server.control).snapshot().data.spaces.values()].map((space) => space.title);

describe('worlds: control per world', () => {
  it('starts from the demo world, an empty world or a world file', async () => {
    const server = createServer();
    const demo = await control(server, 'createWorld', { body: { from: 'demo' } });
    expect(demo.status).toBe(201);
    expect(demo.body.baseUrl).toBe(server.baseUrl);
    expect(Object.keys(demo.body.tokens).sort()).toEqual(Object.values(DEMO.tokens).sort());
    expect(demo.body.users.find((user: { id: string }) => user.id === DEMO.users.admin).tokens).toEqual([`${demo.body.id}.${DEMO.tokens.admin}`]);

    const empty = await control(server, 'createWorld', { body: { from: 'empty' } });
    expect(empty.body).toMatchObject({ users: [], tokens: {} });
    expect(spaceTitles(server, empty.body.id)).toEqual([]);

    const file = await control(server, 'createWorld', { body: {
      world: { format: 'docpub-world/1', organizations: [{ id: 'o', title: 'O' }], users: [{ id: 'u', displayName: 'U', tokens: ['t'] }], memberships: [{ organizationId: 'o', userId: 'u', role: 'admin' }] },
    } });
    expect(file.body.tokens).toEqual({ t: `${file.body.id}.t` });
    expect(await (await api(server, file.body.tokens.t)).json()).toMatchObject({ id: 'u' });
    // The file's bare token is not a token of the server's own world.
    expect((await api(server, 't')).status).toBe(401);

    for (const [body, message] of [
      [{ from: 'moon' }, 'from: must be one of demo, empty'],
      [{ world: 5 }, 'world: must be a world file: a mapping, or its YAML/JSON text'],
      [{ from: 'demo', world: { format: 'docpub-world/1' } }, 'from: cannot be given with world'],
      [{ world: '{' }, /^world: \(text\): not YAML or JSON/],
      [{ world: '- a\n- b' }, 'world: (top level): must be a mapping'],
    ] as const) {
      const answer = await control(server, 'createWorld', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toMatch(message);
    }
    const typo = await control(server, 'createWorld', { body: { form: 'demo' } });
    expect(typo.body.error.message).toMatch(/form/);
    const escaped = await rawControl(server, 'GET', '/worlds/%E0%A4%A');
    expect(escaped.status).toBe(404);
    expect((await control(server, 'listWorlds')).body.count).toBe(3);
  });

  it('reset, users, faults, journal, clock and seed act on the named world alone', async () => {
    const server = createServer();
    const a = server.control.createWorld();
    const b = server.control.createWorld();
    const tokenA = a.tokens[DEMO.tokens.admin]!;
    const tokenB = b.tokens[DEMO.tokens.admin]!;
    expect((await api(server, tokenA, 'POST', `/orgs/${DEMO.organization}/spaces`, { title: 'Only in A' })).status).toBe(201);
    expect(spaceTitles(server, a.id)).toContain('Only in A');
    expect(spaceTitles(server, b.id)).not.toContain('Only in A');
    expect(spaceTitles(server)).not.toContain('Only in A');

    // A user made in A holds a token of A, unknown elsewhere.
    const made = await control(server, 'createUser', { body: { displayName: 'Zed' } }, a.id);
    expect(made.body.token.startsWith(`${a.id}.`)).toBe(true);
    expect((await api(server, made.body.token)).status).toBe(200);
    expect(server.control.world(b.id).snapshot().data.users.has(made.body.user.id)).toBe(false);

    // A fault armed in B through the header form fails B's requests, not A's nor the server's own.
    await rawControl(server, 'POST', '/faults', { path: '/v1/user', status: 418 }, { 'x-docpub-world': b.id });
    expect((await api(server, tokenB)).status).toBe(418);
    expect((await api(server, tokenA)).status).toBe(200);
    expect((await api(server, DEMO.tokens.admin)).status).toBe(200);
    expect((await control(server, 'listFaults')).body.count).toBe(0);

    // Each journal holds its own world's requests.
    const pathsOf = async (world: string) =>
      (await control(server, 'listJournal', {}, world)).body.items.map((entry: { status: number }) => entry.status);
    expect(await pathsOf(b.id)).toEqual([418]);
    expect(await pathsOf(a.id)).toEqual([201, 200, 200]);
    expect(server.control.journal().map((entry) => entry.status)).toEqual([200]);

    // The clock of A moves; B's and the server's do not.
    const before = Date.parse(server.control.world(b.id).now());
    await control(server, 'advanceClock', { body: { ms: 7 * 86_400_000 } }, a.id);
    expect(Date.parse(server.control.world(a.id).now()) - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(Date.parse(server.control.world(b.id).now()) - before).toBeLessThan(60_000);
    expect(Date.parse(server.control.now()) - before).toBeLessThan(60_000);

    // Seeding B adds to B.
    const pagesOf = (worldId: string) => {
      const { data } = server.control.world(worldId).snapshot();
      const revision = data.revisions.get(data.spaces.get(DEMO.spaces.handbook)!.revisionId)!;
      return (revision.content?.pages ?? []).map((page) => page.title);
    };
    const seed = { kind: 'content', spaceId: DEMO.spaces.handbook, pages: [{ id: 'seeded', title: 'Seeded in B' }] };
    const seeded = await rawControl(server, 'POST', '/seed', seed, { 'x-docpub-world': b.id });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
    expect(pagesOf(b.id)).toContain('Seeded in B');
    expect(pagesOf(a.id)).not.toContain('Seeded in B');

    // Reset of A puts A back as it was made, and leaves B alone.
    expect((await control(server, 'reset', {}, a.id)).status).toBe(204);
    expect(spaceTitles(server, a.id)).not.toContain('Only in A');
    expect((await api(server, made.body.token)).status).toBe(401);
    expect(pagesOf(b.id)).toContain('Seeded in B');
    expect((await api(server, tokenB)).status).toBe(418);
  });

  it('answers 404 for a world that does not exist or was deleted, and 405 for a wrong method', async () => {
    const server = createServer();
    const world = server.control.createWorld();
    expect((await control(server, 'deleteWorld', { params: { worldId: world.id } })).status).toBe(204);
    for (const [method, path, headers] of [
      ['GET', `/worlds/${world.id}`, {}],
      ['DELETE', `/worlds/${world.id}`, {}],
      ['POST', `/worlds/${world.id}/reset`, {}],
      ['GET', '/journal', { 'x-docpub-world': world.id }],
      ['GET', '/state', { 'x-docpub-world': 'w_0000000000000000' }],
    ] as const) {
      const answer = await rawControl(server, method, path, undefined, headers);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.message).toMatch(/^no world '.+' \(unknown or deleted\)$/);
    }
    expect((await rawControl(server, 'PUT', '/worlds')).status).toBe(405);
    expect((await rawControl(server, 'POST', `/worlds/${world.id}x`)).status).toBe(405);
    expect((await rawControl(server, 'POST', '/state')).status).toBe(405);
  });

  it('a forged token naming another world or none is just an unknown token', async () => {
    const server = createServer();
    const world = server.control.createWorld();
    for (const token of [`w_0000000000000000.${DEMO.tokens.admin}`, `${world.id}.nope`, `${world.id}.`, `.${DEMO.tokens.admin}`, `${world.id}`]) {
      expect((await api(server, token)).status, token).toBe(401);
    }
  });

  it('caps the live worlds and their memory', async () => {
    const server = createServer({ worldLimits: { maxWorlds: 2 } });
    server.control.createWorld();
    const second = server.control.createWorld({ from: 'empty' });
    const third = await control(server, 'createWorld', { body: {} });
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/^worlds: 2 are live already/);
    server.control.deleteWorld(second.id);
    expect((await control(server, 'createWorld', { body: {} })).status).toBe(201);

    const small = createServer({ worldLimits: { maxWorldBytes: 100_000 } });
    const big = await control(small, 'createWorld', { body: {} });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toMatch(/^world: its state takes \d+ bytes of heap, over the cap of 100000$/);
    expect((await control(small, 'createWorld', { body: { from: 'empty' } })).status).toBe(201);

    const tight = createServer();
    const { bytes } = tight.control.createWorld();
    const capped = createServer({ worldLimits: { maxTotalBytes: bytes * 2 + 10 } });
    capped.control.createWorld();
    capped.control.createWorld();
    const over = await control(capped, 'createWorld', { body: {} });
    expect(over.status).toBe(429);
    expect(capped.control.worldUsage()).toMatchObject({ worlds: 2, bytes: bytes * 2 });
  });

  it('snapshot and restore put the clock back with the data, and keep faults and journal as they are', async () => {
    const server = createServer();
    const world = server.control.createWorld();
    const saved = await control(server, 'saveSnapshot', {}, world.id);
    const at = Date.parse(world.control.now());
    world.control.advanceClock(30 * 86_400_000);
    world.control.addFault({ path: '/v1/orgs', status: 500 });
    await api(server, world.tokens[DEMO.tokens.admin]!);
    expect((await control(server, 'restoreSnapshot', { body: { id: saved.body.id } }, world.id)).status).toBe(204);
    expect(Date.parse(world.control.now()) - at).toBeLessThan(60_000);
    expect(world.control.faults()).toHaveLength(1);
    expect(world.control.journal()).toHaveLength(1);

    // In process too, on the server's own world.
    const snapshot = server.control.snapshot();
    server.control.advanceClock(86_400_000);
    server.control.restore(snapshot);
    expect(Date.parse(server.control.now()) - at).toBeLessThan(60_000);
  });

  it('exports the server\'s own world at GET /__control/state', async () => {
    const server = createServer();
    const state = await control(server, 'exportState');
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ format: 'docpub-world/1', seed: DEMO.seed });
    expect(state.body.users.find((user: { id: string }) => user.id === DEMO.users.admin).tokens).toEqual([DEMO.tokens.admin]);
    expect(state.body).toEqual(JSON.parse(JSON.stringify({ ...server.control.exportState(), clock: state.body.clock })));
  });
});
