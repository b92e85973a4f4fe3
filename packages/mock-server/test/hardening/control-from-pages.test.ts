/**
 * The control API tried as a hostile web page and a DNS-rebinding page would, over a real port served as
 * `docpub-mock` serves it (CORS on for the API): requests marked by a browser as coming from a page (any
 * `Origin`, a `Sec-Fetch-Site` other than `none`), preflighted or not, and requests naming a host the server
 * does not answer as. Each gets a 403 and no CORS header, whatever the flags; programs (Node's fetch, no
 * browser headers) keep working, and `/v1` keeps its CORS.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Listening } from '../../src/adapters/node.js';
import { createServer, DEMO, withCors, type ServerOptions } from '../../src/index.js';

const open: Listening[] = [];
afterEach(async () => {
  for (const listening of open.splice(0)) await listening.close();
});

/** A server on a free loopback port, with the API's CORS layer as `docpub-mock` has it unless `cors` is false. */
async function serve(options: ServerOptions = {}, cors = true) {
  const server = createServer(options);
  const listening = await server.listen({ port: 0, ...(cors ? { wrap: withCors } : {}) });
  open.push(listening);
  return { server, origin: new URL(listening.url).origin, port: listening.port };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request with exactly the headers given (`Host` included), as a browser or an attacker sends it. */
function raw(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers, setHost: headers.host === undefined }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const messageOf = (answer: Answer) => (JSON.parse(answer.body) as { error: { message: string } }).error.message;
const corsHeaders = (answer: Answer) => Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));
const EVIL = 'http://evil.example';

describe('the control API refuses web pages', () => {
  it('a page of another origin reads nothing of /__control/state: 403, no CORS header', async () => {
    const { port } = await serve();
    const read = await raw(port, 'GET', '/__control/state', { origin: EVIL, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' });
    expect(read.status).toBe(403);
    expect(corsHeaders(read)).toEqual([]);
    expect(messageOf(read)).toMatch(/refused a request from a page of "http:\/\/evil\.example".*--control-allow-origin/);
    expect(read.body).not.toContain(DEMO.tokens.admin);
  });

  it('a preflight to /__control gets no CORS grant, and the POST after it makes no user', async () => {
    const { server, port } = await serve();
    const users = server.store.data.users.size;
    const preflight = await raw(port, 'OPTIONS', '/__control/users', {
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(preflight.status).toBe(403);
    expect(corsHeaders(preflight)).toEqual([]);
    const body = JSON.stringify({ displayName: 'Mallory', orgRole: 'admin' });
    const post = await raw(port, 'POST', '/__control/users', { origin: EVIL, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, body);
    expect(post.status).toBe(403);
    expect(corsHeaders(post)).toEqual([]);
    expect(server.store.data.users.size).toBe(users);
  });

  it.each([
    ['a simple form POST (no preflight)', { origin: EVIL, 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['a no-cors fetch', { origin: EVIL, 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }],
    ['a page of the same site on another port', { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site' }],
    ['a page of the server\'s own origin (a published site\'s script)', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['an older browser that sends only Origin', { origin: EVIL }],
  ])('%s makes no user', async (_name, headers) => {
    const { server, port } = await serve();
    const users = server.store.data.users.size;
    const post = await raw(port, 'POST', '/__control/users', headers, JSON.stringify({ displayName: 'Mallory', orgRole: 'admin' }));
    expect(post.status).toBe(403);
    expect(corsHeaders(post)).toEqual([]);
    expect(server.store.data.users.size).toBe(users);
  });

  it('refuses pages whatever the flags: without the CORS layer, and with a control token presented', async () => {
    const { port } = await serve({ controlToken: 'ctl-secret' }, false);
    const read = await raw(port, 'GET', '/__control/state', { origin: EVIL, 'x-control-token': 'ctl-secret' });
    expect(read.status).toBe(403);
    expect(corsHeaders(read)).toEqual([]);
  });

  it('programs keep working: Node\'s fetch (sec-fetch-mode only), a plain request, a navigation typed in the address bar', async () => {
    const { origin, port } = await serve();
    const fetched = await fetch(`${origin}/__control/clock`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('access-control-allow-origin')).toBeNull();
    expect((await raw(port, 'GET', '/__control/clock', {})).status).toBe(200);
    expect((await raw(port, 'GET', '/__control/clock', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).status).toBe(200);
  });

  it('the API under /v1 keeps its CORS for any origin', async () => {
    const { port } = await serve();
    const preflight = await raw(port, 'OPTIONS', '/v1/user', { origin: EVIL, 'access-control-request-method': 'GET' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const me = await raw(port, 'GET', '/v1/user', { origin: EVIL, authorization: `Bearer ${DEMO.tokens.admin}`, 'sec-fetch-site': 'cross-site' });
    expect(me.status).toBe(200);
    expect(me.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('an opted-in origin (a browser test runner)', () => {
  const RUNNER = 'http://localhost:5173';

  it('requires the control token', () => {
    expect(() => createServer({ controlAllowOrigin: RUNNER })).toThrow(/controlAllowOrigin: requires a control token/);
    expect(() => createServer({ controlAllowOrigin: 'http://localhost:5173/app', controlToken: 't' })).toThrow(/web origin/);
    expect(() => createServer({ controlAllowOrigin: 'null', controlToken: 't' })).toThrow(/web origin/);
  });

  it('gets CORS for exactly that origin, and still needs the token; every other origin is refused', async () => {
    const { server, port } = await serve({ controlAllowOrigin: RUNNER, controlToken: 'ctl-secret' });
    const preflight = await raw(port, 'OPTIONS', '/__control/users', {
      origin: RUNNER,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-control-token',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(RUNNER);
    expect(preflight.headers['access-control-allow-headers']).toContain('x-control-token');
    const body = JSON.stringify({ displayName: 'Runner user' });
    const withoutToken = await raw(port, 'POST', '/__control/users', { origin: RUNNER, 'content-type': 'application/json', 'sec-fetch-site': 'same-site' }, body);
    expect(withoutToken.status).toBe(401);
    // The runner reads its refusal (not a network error); no other origin reads anything.
    expect(withoutToken.headers['access-control-allow-origin']).toBe(RUNNER);
    const made = await raw(port, 'POST', '/__control/users', { origin: RUNNER, 'content-type': 'application/json', 'x-control-token': 'ctl-secret', 'sec-fetch-site': 'same-site' }, body);
    expect(made.status).toBe(201);
    expect(made.headers['access-control-allow-origin']).toBe(RUNNER);
    const other = await raw(port, 'OPTIONS', '/__control/users', { origin: 'http://localhost:5174', 'access-control-request-method': 'POST' });
    expect(other.status).toBe(403);
    expect(corsHeaders(other)).toEqual([]);
    expect([...server.store.data.users.values()].filter((user) => user.displayName === 'Runner user')).toHaveLength(1);
  });
});

describe('host names (DNS rebinding)', () => {
  it('a rebound name gets 403 naming --allowed-host, even without the CORS layer', async () => {
    const { port } = await serve({}, false);
    const read = await raw(port, 'GET', '/__control/state', { host: 'rebound.attacker.example:4010' });
    expect(read.status).toBe(403);
    expect(messageOf(read)).toContain('--allowed-host rebound.attacker.example');
    expect(read.body).not.toContain(DEMO.tokens.admin);
  });

  it.each(['localhost:4010', '127.0.0.1', '127.8.9.10:80', '[::1]:4010', 'LOCALHOST'])('answers the loopback name %s', async (host) => {
    const { port } = await serve();
    expect((await raw(port, 'GET', '/__control/clock', { host })).status).toBe(200);
  });

  it.each([
    [['docpub-mock'], 'docpub-mock:4010', 200],
    [['docpub-mock'], 'docpub-mock.evil.example', 403],
    [['.internal'], 'mock.ci.internal:4010', 200],
    [['.internal'], 'internal', 200],
    [['.internal'], 'evilinternal', 403],
    [['*'], 'anything.example', 200],
    [[], '10.0.0.5', 403],
  ])('--allowed-host %j: Host %s answers %i', async (allowedHosts, host, status) => {
    const { port } = await serve({ allowedHosts });
    expect((await raw(port, 'GET', '/__control/clock', { host })).status).toBe(status);
  });

  it('a wildcard bind answers its addresses, not names', async () => {
    const server = createServer();
    const listening = await server.listen({ port: 0, host: '0.0.0.0' });
    open.push(listening);
    expect((await raw(listening.port, 'GET', '/__control/clock', { host: `10.1.2.3:${listening.port}` })).status).toBe(200);
    expect((await raw(listening.port, 'GET', '/__control/clock', { host: 'rebound.attacker.example' })).status).toBe(403);
  });

  it('refuses malformed host patterns at creation', () => {
    expect(() => createServer({ allowedHosts: ['docpub-mock:4010'] })).toThrow(/allowedHosts: "docpub-mock:4010" must be a host name \(no port\)/);
    expect(() => createServer({ allowedHosts: [''] })).toThrow(/allowedHosts/);
  });

  it('in-process, the host of the base URL is served and any other name refused', async () => {
    const server = createServer();
    expect((await server.fetch('http://docpub.test/__control/clock')).status).toBe(200);
    expect((await server.fetch('/__control/clock')).status).toBe(200);
    expect((await server.fetch('http://rebound.attacker.example/__control/clock')).status).toBe(403);
    const custom = createServer({ baseUrl: 'https://api.docpub.example/v1' });
    expect((await custom.fetch('https://api.docpub.example/__control/clock')).status).toBe(200);
  });
});
