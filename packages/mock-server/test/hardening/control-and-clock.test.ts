/**
 * The control API protected and bounded: a token, an off switch, unguessable snapshot ids, a cap on kept
 * snapshots with DELETE and reset freeing them, a cap on fault rules, and a clock that stays a valid date.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CLOCK_TIME_MS, MAX_FAULT_RULES, MAX_KEPT_SNAPSHOTS } from '../../src/index.js';
import { DEMO, demoServer, send, type Server } from './support.js';

async function control(server: Server, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(`${new URL(server.baseUrl).origin}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as Record<string, any>) };
}

describe('the clock', () => {
  it('refuses to move past the year 9999 (400), however often it is pushed; every request still answers', async () => {
    const server = demoServer();
    const tenYears = 10 * 365 * 24 * 3600 * 1000;
    let refused = 0;
    for (let step = 0; step < 1000 && refused === 0; step++) {
      const moved = await control(server, 'POST', '/clock/advance', { ms: tenYears });
      if (moved.status === 400) refused += 1;
      else expect(moved.status).toBe(200);
    }
    expect(refused).toBe(1);
    expect(server.clock.now()).toBeLessThanOrEqual(MAX_CLOCK_TIME_MS);
    expect(send(server, 'GET', '/user', { token: DEMO.tokens.admin }).status).toBe(200);
    expect(server.control.journal().at(-1)!.time).toMatch(/^\d{4}-/);
  });

  it('comes back to the start clock on reset', async () => {
    const server = demoServer();
    const before = server.clock.now();
    expect((await control(server, 'POST', '/clock/advance', { ms: 3e11 })).status).toBe(200);
    expect(server.clock.now() - before).toBeGreaterThanOrEqual(3e11);
    await control(server, 'POST', '/reset');
    expect(server.clock.now() - before).toBeLessThan(60_000);
  });
});

describe('access to the control API', () => {
  it('answers 401 without the control token, and serves it with either header', async () => {
    const server = demoServer({ controlToken: 'ctl-secret' });
    const before = server.store.data.users.size;
    expect((await control(server, 'POST', '/users', { displayName: 'Mallory', orgRole: 'admin' })).status).toBe(401);
    expect((await control(server, 'POST', '/reset', undefined, { 'x-control-token': 'wrong' })).status).toBe(401);
    expect((await control(server, 'POST', '/users', { displayName: 'M' }, { authorization: `Bearer ${DEMO.tokens.admin}` })).status).toBe(401);
    expect(server.store.data.users.size).toBe(before);
    expect((await control(server, 'GET', '/clock', undefined, { 'x-control-token': 'ctl-secret' })).status).toBe(200);
    expect((await control(server, 'GET', '/clock', undefined, { authorization: 'Bearer ctl-secret' })).status).toBe(200);
  });

  it('can be turned off: every control path answers 404, the in-process control stays', async () => {
    const server = demoServer({ httpControl: false });
    expect((await control(server, 'POST', '/reset')).status).toBe(404);
    expect((await control(server, 'POST', '/users', { displayName: 'Mallory' })).status).toBe(404);
    expect(() => server.control.reset()).not.toThrow();
  });
});

describe('tokens the control API issues', () => {
  const mint = async (server: Server, headers: Record<string, string> = {}) =>
    (await control(server, 'POST', '/users', { displayName: 'Minted', orgRole: 'admin' }, headers)).body!.token as string;

  it('are random without an explicit seed: a second server with the default seed cannot recompute them', async () => {
    const [first, second] = [demoServer(), demoServer()];
    const [a, b] = [await mint(first), await mint(second)];
    expect(a).toMatch(/^dp_[0-9a-z]{28}$/);
    expect(a).not.toBe(b);
    // The attacker's copy issued `b`; the victim's server with a control token does not know it.
    const guarded = demoServer({ controlToken: 'ctl-secret' });
    const issued = await mint(guarded, { 'x-control-token': 'ctl-secret' });
    expect([a, b]).not.toContain(issued);
    expect(send(guarded, 'GET', '/user', { token: await mint(demoServer()) }).status).toBe(401);
    // The same holds for the worlds' in-process control.
    expect(first.control.createUser({ displayName: 'x' }).token).not.toBe(second.control.createUser({ displayName: 'x' }).token);
  });

  it('derive from an explicit seed, reproducibly; the demo world keeps its documented tokens', async () => {
    const [first, second] = [demoServer({ seed: 'ci-run-7' }), demoServer({ seed: 'ci-run-7' })];
    expect(await mint(first)).toBe(await mint(second));
    expect(await mint(first)).not.toBe(await mint(demoServer({ seed: 'ci-run-8' })));
    for (const server of [demoServer(), first]) {
      expect(send(server, 'GET', '/user', { token: DEMO.tokens.admin }).status).toBe(200);
    }
  });
});

describe('snapshots and fault rules are bounded', () => {
  it(`keeps at most ${MAX_KEPT_SNAPSHOTS} snapshots with unguessable ids; DELETE frees one, reset frees all`, async () => {
    const server = demoServer();
    const ids: string[] = [];
    for (let index = 0; index < MAX_KEPT_SNAPSHOTS; index++) {
      const saved = await control(server, 'POST', '/snapshot');
      expect(saved.status).toBe(201);
      ids.push(saved.body!.id);
    }
    expect(ids.every((id) => /^snap_[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await control(server, 'POST', '/snapshot')).status).toBe(409);
    expect((await control(server, 'DELETE', `/snapshots/${ids[0]}`)).status).toBe(204);
    expect((await control(server, 'DELETE', `/snapshots/${ids[0]}`)).status).toBe(404);
    expect((await control(server, 'POST', '/restore', { id: ids[0] })).status).toBe(404);
    expect((await control(server, 'POST', '/snapshot')).status).toBe(201);
    await control(server, 'POST', '/reset');
    expect((await control(server, 'POST', '/restore', { id: ids[1] })).status).toBe(404);
    for (let index = 0; index < MAX_KEPT_SNAPSHOTS; index++) expect((await control(server, 'POST', '/snapshot')).status).toBe(201);
  });

  it(`accepts at most ${MAX_FAULT_RULES} fault rules (409 beyond), changing nothing`, async () => {
    const server = demoServer();
    for (let index = 0; index < MAX_FAULT_RULES; index++) {
      expect((await control(server, 'POST', '/faults', { path: `/v1/never/${index}`, status: 503 })).status).toBe(201);
    }
    const refused = await control(server, 'POST', '/faults', { path: '/v1/user', status: 503 });
    expect(refused.status).toBe(409);
    expect(server.control.faults()).toHaveLength(MAX_FAULT_RULES);
    expect(send(server, 'GET', '/user', { token: DEMO.tokens.admin }).status).toBe(200);
  });
});
