import { describe, expect, it } from 'vitest';
import { Faults } from '../../src/core/faults.js';
import { ControlledClock } from '../../src/core/clock.js';
import { jsonRequest, messageOf, request, testCore, testServer, TOKEN } from '../support/test-server.js';

const auth = { authorization: `Bearer ${TOKEN}` };

describe('fault rules', () => {
  it('answer the standard error body with the given status, for `times` requests', () => {
    const { core, faults } = testCore();
    faults.add({ method: 'GET', path: '/v1/user', status: 503, times: 2 });
    const statuses = [1, 2, 3].map(() => core.handle(request('GET', '/v1/user')).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(faults.list()).toEqual([]);
  });

  it('apply until cleared when `times` is absent, and only to their method', () => {
    const { core, faults } = testCore();
    faults.add({ method: 'post', path: '/v1/things', status: 500 });
    const failed = core.handle(jsonRequest('POST', '/v1/things', { title: 'Guide' }));
    expect(failed).toMatchObject({ status: 500, body: { error: { code: 500, message: 'injected fault: HTTP 500' } } });
    expect(core.handle(jsonRequest('POST', '/v1/things', { title: 'Guide' })).status).toBe(500);
    expect(core.handle(request('GET', '/v1/things')).status).toBe(200);
    faults.clear();
    expect(core.handle(jsonRequest('POST', '/v1/things', { title: 'Guide' })).status).toBe(201);
  });

  it('match `*` against exactly one segment, and `*` methods against any', () => {
    const { core, faults } = testCore();
    faults.add({ method: '*', path: '/v1/things/*/versions/*', status: 502 });
    expect(core.handle(request('GET', '/v1/things/a/versions/latest')).status).toBe(502);
    expect(core.handle(request('DELETE', '/v1/things/b/versions/v2')).status).toBe(502);
    expect(core.handle(request('GET', '/v1/things/a/versions')).status).not.toBe(502);
    expect(core.handle(request('GET', '/v1/things/a/b/versions/v1')).status).not.toBe(502);
  });

  it('run before routing and authentication', () => {
    const { core, faults } = testCore();
    faults.add({ path: '/v1/no/such/route', status: 418 });
    expect(core.handle({ method: 'GET', path: '/v1/no/such/route', query: {}, headers: {} }).status).toBe(418);
  });

  it('give a 429 the rate-limit headers, by the server clock', () => {
    const { core, faults, clock } = testCore();
    faults.add({ path: '/v1/user', status: 429, retryAfter: 7 });
    const response = core.handle(request('GET', '/v1/user'));
    expect(response.status).toBe(429);
    expect(response.headers).toMatchObject({
      'retry-after': '7',
      'x-ratelimit-limit': expect.stringMatching(/^\d+$/),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(Math.ceil(clock.now() / 1000) + 7),
    });
    expect(messageOf(response.body)).toMatch(/rate limited/);
  });

  it('default Retry-After to 1 second on a 429, and send it on other statuses only when asked', () => {
    const { core, faults } = testCore();
    faults.add({ path: '/v1/user', status: 429, times: 1 });
    faults.add({ path: '/v1/user', status: 503, retryAfter: 3, times: 1 });
    faults.add({ path: '/v1/user', status: 503, times: 1 });
    expect(core.handle(request('GET', '/v1/user')).headers['retry-after']).toBe('1');
    expect(core.handle(request('GET', '/v1/user')).headers['retry-after']).toBe('3');
    expect(core.handle(request('GET', '/v1/user')).headers['retry-after']).toBeUndefined();
  });

  it('delay the real answer when there is no status', () => {
    const { core, faults } = testCore();
    faults.add({ path: '/v1/user', delayMs: 250 });
    const response = core.handle(request('GET', '/v1/user'));
    expect(response).toMatchObject({ status: 200, delayMs: 250, body: { id: 'u_alice' } });
  });

  it('are validated, with the field named', () => {
    const faults = new Faults();
    const cases: [unknown, string][] = [
      [{}, 'path: is required'],
      [{ path: 'v1/user', status: 500 }, 'path: must start with /'],
      [{ path: '/v1/user', status: 200 }, 'status: must be an error status, 400 to 599'],
      [{ path: '/v1/user' }, 'status: is required unless delayMs or networkError is set'],
      [{ path: '/v1/user', status: 500, networkError: true }, 'networkError: cannot be combined with status'],
      [{ path: '/v1/user', delayMs: 5, retryAfter: 2 }, 'retryAfter: needs a status'],
      [{ path: '/v1/user', status: 500, times: 0 }, 'times: must be at least 1'],
      [{ path: '/v1/user', status: 500, method: 'FETCH' }, 'method: must be one of *, GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS'],
    ];
    for (const [rule, message] of cases) {
      expect(() => faults.add(rule), JSON.stringify(rule)).toThrow(expect.objectContaining({ status: 400, message }));
    }
    expect(faults.list()).toEqual([]);
  });
});

describe('faults through the adapters', () => {
  it('a dropped connection makes server.fetch reject with TypeError("fetch failed"), once', async () => {
    const server = testServer();
    server.control.addFault({ path: '/v1/user', networkError: true, times: 1 });
    await expect(server.fetch('http://docpub.test/v1/user', { headers: auth })).rejects.toThrow(
      new TypeError('fetch failed'),
    );
    expect((await server.fetch('http://docpub.test/v1/user', { headers: auth })).status).toBe(200);
  });

  it('a delay holds the answer, and an abort cuts it short', async () => {
    const server = testServer();
    server.control.addFault({ path: '/v1/user', delayMs: 120 });
    const started = performance.now();
    const response = await server.fetch('http://docpub.test/v1/user', { headers: auth });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);

    const aborted = server.fetch('http://docpub.test/v1/user', { headers: auth, signal: AbortSignal.timeout(20) });
    await expect(aborted).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('a delayed error arrives after the delay', async () => {
    const server = testServer();
    server.control.addFault({ path: '/v1/user', status: 504, delayMs: 60 });
    const started = performance.now();
    const response = await server.fetch('http://docpub.test/v1/user', { headers: auth });
    expect(response.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('can be added and cleared over HTTP', async () => {
    const server = testServer();
    const added = await server.fetch('http://docpub.test/__control/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'POST', path: '/v1/things/*/tags/*', status: 503, retryAfter: 2 }),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: expect.any(String), method: 'POST', status: 503 });
    const faulted = await server.fetch('http://docpub.test/v1/things/a/tags/b', { method: 'POST', headers: auth });
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('retry-after')).toBe('2');
    expect(await faulted.json()).toEqual({ error: { code: 503, message: 'injected fault: HTTP 503' } });

    const bad = await server.fetch('http://docpub.test/__control/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/user', status: 'soon' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 400, message: 'status: must be an integer' } });

    const cleared = await server.fetch('http://docpub.test/__control/faults', { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(server.control.faults()).toEqual([]);
  });

  it('never apply to the control API', async () => {
    const server = testServer();
    server.control.addFault({ path: '/__control/journal', status: 500 });
    expect((await server.fetch('http://docpub.test/__control/journal')).status).toBe(200);
  });
});

it('Faults reads the clock it is given', () => {
  const clock = new ControlledClock(() => 1_000_000);
  const faults = new Faults();
  faults.add({ path: '/v1/x', status: 429, retryAfter: 10 });
  expect(faults.take('GET', '/v1/x', clock)?.answer?.headers['x-ratelimit-reset']).toBe(String(1000 + 10));
});
