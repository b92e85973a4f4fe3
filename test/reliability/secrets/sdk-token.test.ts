/**
 * The SDK never puts the caller's token into an error message, a log line or a serialized error. A sentinel
 * token is driven through every error path — each status the service answers, dropped connections,
 * timeouts, aborts, contract violations, argument and configuration errors — including servers and fetch
 * implementations that echo the token back; every way of looking at the error and every log line is searched.
 */
import { inspect } from 'node:util';
import { createServer, DEMO } from '@docpub/mock-server';
import { DocPub, type ClientOptions, type Logger } from '@docpub/sdk';
import { afterEach, describe, expect, it } from 'vitest';

/** Tokens the server knows only through the "network" below, so the SDK holds nothing but the sentinels. */
const SENTINELS = { admin: 'sk_live_SENTINEL_admin_4f1c9e', read: 'sk_live_SENTINEL_read_7d2b6a', unknown: 'sk_live_SENTINEL_none_0a9f3c' };
const REAL = { [SENTINELS.admin]: DEMO.tokens.admin, [SENTINELS.read]: DEMO.tokens.read };
const SPACE = DEMO.spaces.api;

const server = createServer();
let sentinelRequests = 0;
let pathsChecked = 0;

/** The wire: swaps a sentinel for the real token, as a proxy in front of the service would. */
const network: typeof fetch = async (input, init) => {
  const request = new Request(input as RequestInfo, init);
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (token.includes('SENTINEL')) sentinelRequests += 1;
  if (REAL[token]) request.headers.set('authorization', `Bearer ${REAL[token]}`);
  return server.fetch(request);
};

/** A service that echoes the caller's credentials everywhere it can. */
function echoing(status: number, body: (token: string) => unknown): typeof fetch {
  return async (input, init) => {
    const token = new Request(input as RequestInfo, init).headers.get('authorization') ?? '';
    sentinelRequests += 1;
    return new Response(JSON.stringify(body(token)), {
      status,
      headers: { 'content-type': 'application/json', 'x-echo-authorization': token, 'www-authenticate': `Bearer realm="${token}"` },
    });
  };
}

const lines: unknown[][] = [];
const logger: Logger = {
  debug: (...args) => void lines.push(args),
  info: (...args) => void lines.push(args),
  warn: (...args) => void lines.push(args),
  error: (...args) => void lines.push(args),
};

function client(token: string, options: Partial<ClientOptions> = {}): DocPub {
  return new DocPub({ token, baseUrl: server.baseUrl, fetch: network, logger, logLevel: 'debug', maxRetries: 1, sleep: async () => undefined, ...options });
}

/** Every way a program might look at, print or ship an error. */
function renderings(error: unknown): string[] {
  const found = [String(error), inspect(error, { depth: 20, showHidden: true, getters: true }), JSON.stringify(error) ?? ''];
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 10; current = current.cause, depth++) {
    found.push(current.message, current.stack ?? '', JSON.stringify(current) ?? '', inspect(Object.entries(current), { depth: 20 }));
  }
  return found;
}

/** Runs a call that must fail, and searches the error and the log for any sentinel. */
async function leaksOf(call: () => unknown): Promise<string[]> {
  pathsChecked += 1;
  let error: unknown;
  try {
    await call();
  } catch (caught) {
    error = caught;
  }
  expect(error, 'the call was expected to fail').toBeDefined();
  const texts = [...renderings(error), ...lines.map((line) => inspect(line, { depth: 20 }))];
  return texts.filter((text) => Object.values(SENTINELS).some((sentinel) => text.includes(sentinel)));
}

afterEach(() => {
  lines.length = 0;
  server.control.reset();
});

describe('the token never leaks through an error or a log line', () => {
  it('(control) the search does find a token that is there', async () => {
    const leaky = () => Promise.reject(Object.assign(new Error('boom'), { cause: { headers: { authorization: SENTINELS.admin } } }));
    expect(await leaksOf(leaky)).not.toEqual([]);
    pathsChecked -= 1;
  });

  it.each([
    ['400 bad request', () => client(SENTINELS.admin).comments.create(SPACE, { body: { markdown: '' } })],
    ['401 unknown token', () => client(SENTINELS.unknown).spaces.get(SPACE)],
    ['403 role too low', () => client(SENTINELS.read).spaces.update(DEMO.spaces.handbook, { title: 'Mine now' })],
    ['404 unknown id', () => client(SENTINELS.admin).spaces.get('no-such-space')],
    ['409 conflict', () => client(SENTINELS.admin).spaces.restore(DEMO.spaces.handbook)],
    ['413 body too large', () => client(SENTINELS.admin).comments.create(SPACE, { body: { markdown: 'x'.repeat(1_100_000) } })],
    ['a paginated list failing on a later page', async () => {
      for await (const _ of client(SENTINELS.admin).comments.list(SPACE, { limit: 1 })) server.control.addFault({ method: 'GET', path: `/v1/spaces/${SPACE}/comments`, status: 500 });
    }],
  ] as const)('%s', async (_label, call) => {
    expect(await leaksOf(call)).toEqual([]);
  });

  it.each([
    ['429 rate limited', { status: 429, retryAfter: 1 }],
    ['503 unavailable, after retries', { status: 503 }],
    ['a dropped connection, after retries', { networkError: true }],
  ] as const)('injected fault: %s', async (_label, rule) => {
    server.control.addFault({ method: 'GET', path: `/v1/spaces/${SPACE}`, ...rule });
    expect(await leaksOf(() => client(SENTINELS.admin).spaces.get(SPACE))).toEqual([]);
  });

  it('a timeout', async () => {
    server.control.addFault({ method: 'GET', path: `/v1/spaces/${SPACE}`, delayMs: 500 });
    expect(await leaksOf(() => client(SENTINELS.admin, { timeout: 50, maxRetries: 0 }).spaces.get(SPACE))).toEqual([]);
  });

  it('an abort whose reason carries the token', async () => {
    server.control.addFault({ method: 'GET', path: `/v1/spaces/${SPACE}`, delayMs: 500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error(`cancelled by ${SENTINELS.admin}`)), 20);
    expect(await leaksOf(() => client(SENTINELS.admin).spaces.get(SPACE, {}, { signal: controller.signal }))).toEqual([]);
  });

  it('a server that echoes the token in its error message, body and headers', async () => {
    const fetch = echoing(500, (token) => ({ error: { code: 500, message: `token ${token} is not welcome`, token } }));
    expect(await leaksOf(() => client(SENTINELS.admin, { fetch }).spaces.get(SPACE))).toEqual([]);
  });

  it('a 401 that echoes the token as plain text', async () => {
    const fetch: typeof globalThis.fetch = async (input, init) =>
      new Response(`bad credentials: ${new Request(input as RequestInfo, init).headers.get('authorization')}`, { status: 401 });
    expect(await leaksOf(() => client(SENTINELS.unknown, { fetch }).spaces.get(SPACE))).toEqual([]);
  });

  it('a response that breaks the contract with the token inside (strict validation)', async () => {
    const fetch = echoing(200, (token) => ({ object: 'space', id: token, title: 42, note: token }));
    expect(await leaksOf(() => client(SENTINELS.admin, { fetch }).spaces.get(SPACE))).toEqual([]);
  });

  it('a response that breaks the contract, in warn mode with an issue handler', async () => {
    const seen: unknown[] = [];
    const fetch = echoing(200, (token) => ({ object: 'space', id: token, title: 42 }));
    const warned = client(SENTINELS.admin, { fetch, validation: 'warn', onValidationIssues: (issues, context) => void seen.push(issues, context) });
    const body = await warned.spaces.get(SPACE);
    expect(JSON.stringify(body)).toContain(SENTINELS.admin); // the data is the caller's own to see
    const leaks = [...seen, ...lines].map((item) => inspect(item, { depth: 20 })).filter((text) => text.includes(SENTINELS.admin));
    expect(leaks).toEqual([]);
  });

  it('a fetch that fails with the request, headers and token in its error', async () => {
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      const cause = Object.assign(new Error(`socket closed (${request.headers.get('authorization')})`), { code: 'ECONNRESET' });
      throw Object.assign(new TypeError(`fetch failed for ${request.headers.get('authorization')}`, { cause }), { request, headers: init?.headers });
    };
    expect(await leaksOf(() => client(SENTINELS.admin, { fetch }).spaces.get(SPACE))).toEqual([]);
  });

  it('an invalid argument', async () => {
    expect(await leaksOf(() => client(SENTINELS.admin).spaces.get(''))).toEqual([]);
  });

  it('a configuration error about the token itself', async () => {
    expect(await leaksOf(() => new DocPub({ token: `${SENTINELS.admin} trailing`, baseUrl: server.baseUrl }))).toEqual([]);
  });

  it('the sentinels really went over the wire (the search above was not vacuous)', () => {
    // Every path but the two refused before sending (bad argument, bad configuration) sent at least once.
    expect(sentinelRequests).toBeGreaterThanOrEqual(pathsChecked - 2);
    console.info(`[reliability] SDK secrets: ${pathsChecked} error paths searched for the sentinel token, none leaked it`);
  });
});
