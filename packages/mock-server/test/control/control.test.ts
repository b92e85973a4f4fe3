import { describe, expect, it } from 'vitest';
import { createControlClient } from '../../src/control/client.js';
import { controlOperations, type ControlOperationId } from '../../src/control/operations.js';
import { createServer } from '../../src/server.js';
import { testServer, TOKEN } from '../support/test-server.js';

type Server = ReturnType<typeof testServer>;

const whoAmI = (server: Server, token: string) =>
  server.fetch('http://docpub.test/v1/user', { headers: { authorization: `Bearer ${token}` } });

/** The typed control client over the server's own fetch. */
const controlOf = (server: Server) => createControlClient({ origin: 'http://docpub.test', fetch: server.fetch });

/** A request the control table does not have (an unknown path, a wrong method), sent by hand. */
const rawControl = (server: Server, method: string, path: string) =>
  server.fetch(`http://docpub.test/__control${path}`, { method });

describe('control in JS', () => {
  it('snapshot and restore the whole state; a snapshot stays reusable', async () => {
    const server = testServer();
    const before = server.control.snapshot();
    const { token } = server.control.createUser({ displayName: 'Bob' });
    expect((await whoAmI(server, token)).status).toBe(200);
    server.control.restore(before);
    expect((await whoAmI(server, token)).status).toBe(401);
    server.control.createUser({ displayName: 'Carol' });
    server.control.restore(before);
    expect([...server.store.data.users.values()].map((user) => user.displayName)).toEqual(['Alice']);
  });

  it('reset returns to the starting world and lifts faults and the journal', async () => {
    const server = testServer();
    const { token } = server.control.createUser({ displayName: 'Bob' });
    server.control.addFault({ path: '/v1/user', status: 500 });
    await whoAmI(server, TOKEN);
    server.control.reset();
    expect(server.control.faults()).toEqual([]);
    expect(server.control.journal()).toEqual([]);
    expect((await whoAmI(server, token)).status).toBe(401);
    expect((await whoAmI(server, TOKEN)).status).toBe(200);
  });

  it('advances the clock, and refuses a backwards or fractional jump', () => {
    const server = testServer();
    const start = server.clock.now();
    expect(server.control.advanceClock(60_000)).toBe(new Date(start + 60_000).toISOString());
    expect(server.control.now()).toBe(new Date(start + 60_000).toISOString());
    expect(() => server.control.advanceClock(-1)).toThrow(expect.objectContaining({ status: 400, message: 'ms: must be a non-negative integer' }));
    expect(() => server.control.advanceClock(1.5)).toThrow(expect.objectContaining({ status: 400, message: 'ms: must be an integer' }));
    expect(server.clock.now()).toBe(start + 60_000);
  });

  it('validates new users', () => {
    const server = testServer();
    expect(() => server.control.createUser({ displayName: '' })).toThrow(
      expect.objectContaining({ status: 400, message: 'displayName: must be 1 to 100 characters' }),
    );
    expect(() => server.control.createUser({ displayName: 'Bob', orgRole: 'boss' as never })).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(/^orgRole: must be one of admin/) }),
    );
  });
});

describe('control over HTTP', () => {
  it('snapshots by id and restores them', async () => {
    const server = testServer();
    const control = controlOf(server);
    const saved = await control.send('saveSnapshot');
    expect(saved.status).toBe(201);
    const { id } = saved.body as { id: string };
    const created = await control.send('createUser', { body: { displayName: 'Bob', email: 'bob@docpub.test', orgRole: null } });
    expect(created.status).toBe(201);
    const { user, token } = created.body as { user: { id: string; displayName: string }; token: string };
    expect(user.displayName).toBe('Bob');
    expect(await (await whoAmI(server, token)).json()).toMatchObject({ id: user.id, displayName: 'Bob' });

    expect((await control.send('restoreSnapshot', { body: { id } })).status).toBe(204);
    expect((await whoAmI(server, token)).status).toBe(401);
    const unknown = await control.send('restoreSnapshot', { body: { id: 'snap_999' } });
    expect(unknown.status).toBe(404);
    const missing = await control.send('restoreSnapshot', { body: {} as never });
    expect(missing.body).toEqual({ error: { code: 400, message: 'id: is required' } });
  });

  it('resets', async () => {
    const server = testServer();
    const { token } = server.control.createUser({ displayName: 'Bob' });
    expect((await controlOf(server).send('reset')).status).toBe(204);
    expect((await whoAmI(server, token)).status).toBe(401);
  });

  it('reads and advances the clock', async () => {
    const server = testServer();
    const start = server.clock.now();
    const control = controlOf(server);
    expect(await control.call('getClock')).toEqual({ now: new Date(start).toISOString() });
    const advanced = await control.send('advanceClock', { body: { ms: 7 * 24 * 3600 * 1000 } });
    expect(advanced.status).toBe(200);
    expect(advanced.body).toEqual({ now: new Date(start + 7 * 24 * 3600 * 1000).toISOString() });
    const bad = await control.send('advanceClock', { body: { ms: 'soon' } as never });
    expect(bad.body).toEqual({ error: { code: 400, message: 'ms: must be an integer' } });
    const none = await control.send('advanceClock', {} as never);
    expect(none.body).toEqual({ error: { code: 400, message: 'ms: is required' } });
  });

  it('validates bodies like the API does', async () => {
    const server = testServer();
    const noName = await controlOf(server).send('createUser', { body: { email: 'x@docpub.test' } as never });
    expect(noName.body).toEqual({ error: { code: 400, message: 'displayName: is required' } });
    const malformed = await server.fetch('http://docpub.test/__control/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toMatch(/^body: malformed JSON/);
    const text = await server.fetch('http://docpub.test/__control/users', { method: 'POST', body: '{}' });
    expect(await text.json()).toEqual({ error: { code: 400, message: 'content-type: must be application/json' } });
  });

  it('answers 404 for an unknown control operation and 405 with Allow for a wrong method', async () => {
    const server = testServer();
    const unknown = await rawControl(server, 'POST', '/nothing');
    expect(unknown.status).toBe(404);
    const wrongMethod = await rawControl(server, 'GET', '/reset');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });

  it('refuses a seed kind it does not know, naming the field', async () => {
    const server = testServer();
    const control = controlOf(server);
    expect((await control.send('seed', { body: { kind: 'unicorns' } })).body).toEqual({
      error: { code: 400, message: 'kind: unknown seed kind' },
    });
    expect((await control.send('seed', { body: {} as never })).body).toEqual({
      error: { code: 400, message: 'kind: is required' },
    });
  });

  it('answers every operation of the control table through the typed client, with its success status', async () => {
    const server = testServer();
    const control = controlOf(server);
    const { id } = await control.call('saveSnapshot');
    expect(id).toMatch(/^snap_[0-9a-f]{32}$/);
    expect(await control.call('addFault', { body: { path: '/v1/user', status: 503, times: 1 } })).toMatchObject({
      path: '/v1/user',
      status: 503,
    });
    expect((await control.call('listFaults')).count).toBe(1);
    expect(await control.call('clearFaults')).toBeUndefined();
    expect((await control.call('listFaults')).items).toEqual([]);
    expect(await control.call('deleteSnapshot', { params: { snapshotId: id } })).toBeUndefined();
    const gone = await control.send('deleteSnapshot', { params: { snapshotId: id } });
    expect(gone.status).toBe(404);
    await expect(control.call('deleteSnapshot', { params: { snapshotId: id } })).rejects.toThrow(
      /^control deleteSnapshot \(DELETE \/snapshots\/\{snapshotId\}\) answered 404: /,
    );
    expect(control.urlOf('deleteSnapshot', { params: { snapshotId: 'a/b' } }).pathname).toBe('/__control/snapshots/a%2Fb');
  });
});

describe('the control table and the server', () => {
  it('serve every operation of the table at its method and path: none is unknown or refused by method', async () => {
    const server = createServer();
    const control = createControlClient({ origin: server.baseUrl, fetch: server.fetch });
    const unserved: string[] = [];
    for (const id of Object.keys(controlOperations) as ControlOperationId[]) {
      const params = Object.fromEntries(controlOperations[id].pathParams.map((name) => [name, 'unknown-id']));
      const body = controlOperations[id].body ? {} : undefined;
      const answer = await control.send(id, { params, body } as never);
      const message = (answer.body as { error?: { message?: string } } | undefined)?.error?.message ?? '';
      if (answer.status === 405 || message.startsWith('no such control operation')) unserved.push(`${id}: ${answer.status} ${message}`);
    }
    expect(unserved).toEqual([]);
  });
});
