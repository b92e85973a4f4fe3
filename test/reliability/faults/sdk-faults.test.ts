/**
 * The SDK under the reference server's injected faults (docs/reference-server.md, "Control API"), over a real HTTP
 * server and over the in-process fetch: 429 with `Retry-After`, 503s, dropped connections and answers slower than the
 * timeout. GETs (and other idempotent calls) are retried as designed and succeed; a POST or PATCH is never sent twice
 * — the server's journal proves it; an `AbortSignal` ends a call promptly; a timeout names URL and limit.
 */
import { createServer, DEMO, type DocPubServer, type FaultRuleInput, type Listening } from '@docpub/mock-server';
import {
  APIConnectionError,
  APITimeoutError,
  APIUserAbortError,
  DocPub,
  InternalServerError,
  RateLimitError,
  type ClientOptions,
} from '@docpub/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const SPACE = DEMO.spaces.api;
let faultsSurvived = 0;

interface Transport {
  name: string;
  server: DocPubServer;
  /** Options that point a client at this transport. */
  client(options?: Partial<ClientOptions>): DocPub;
  close(): Promise<void>;
}

/** A client whose waits between retries are recorded instead of slept, so the tests run at full speed. */
function clientOn(server: DocPubServer, baseUrl: string, fetch: typeof globalThis.fetch | undefined, sleeps: number[], options: Partial<ClientOptions>) {
  return new DocPub({
    token: DEMO.tokens.admin,
    baseUrl,
    ...(fetch ? { fetch } : {}),
    logLevel: 'off',
    random: () => 0,
    sleep: async (ms) => void sleeps.push(ms),
    ...options,
  });
}

async function httpTransport(sleeps: number[]): Promise<Transport> {
  const server = createServer();
  const listening: Listening = await server.listen();
  return { name: 'node:http', server, client: (options = {}) => clientOn(server, listening.url, undefined, sleeps, options), close: () => listening.close() };
}

function inProcessTransport(sleeps: number[]): Transport {
  const server = createServer();
  return { name: 'server.fetch', server, client: (options = {}) => clientOn(server, server.baseUrl, server.fetch, sleeps, options), close: async () => undefined };
}

/** Journal entries of one method on one path (full path, `/v1` included). */
const sent = (server: DocPubServer, method: string, path: string) =>
  server.control.journal().filter((entry) => entry.method === method && entry.path === path);

const commentCount = (server: DocPubServer) => server.store.data.spaces.get(SPACE)!.counters.comments;

describe.each(['node:http', 'server.fetch'])('the SDK over %s', (transportName) => {
  const sleeps: number[] = [];
  let transport: Transport;
  let server: DocPubServer;
  const fault = (rule: FaultRuleInput) => server.control.addFault(rule);

  beforeAll(async () => {
    transport = transportName === 'node:http' ? await httpTransport(sleeps) : inProcessTransport(sleeps);
    server = transport.server;
  });
  afterAll(() => transport.close());
  beforeEach(() => {
    server.control.reset();
    sleeps.length = 0;
  });

  describe('GETs are retried as designed and succeed', () => {
    it('after 429s, waiting what Retry-After asks', async () => {
      fault({ method: 'GET', path: `/v1/spaces/${SPACE}`, status: 429, retryAfter: 1, times: 2 });
      const space = await transport.client().spaces.get(SPACE);
      expect(space.id).toBe(SPACE);
      expect(sleeps).toEqual([1000, 1000]);
      expect(sent(server, 'GET', `/v1/spaces/${SPACE}`).map((entry) => entry.status)).toEqual([429, 429, 200]);
      faultsSurvived += 2;
    });

    it('after 503s, with exponential backoff', async () => {
      fault({ method: 'GET', path: '/v1/orgs/*/spaces', status: 503, times: 2 });
      const page = await transport.client().spaces.list(DEMO.organization);
      expect(page.items.length).toBeGreaterThan(0);
      expect(sleeps).toEqual([250, 500]);
      expect(sent(server, 'GET', `/v1/orgs/${DEMO.organization}/spaces`)).toHaveLength(3);
      faultsSurvived += 2;
    });

    it('after a dropped connection', async () => {
      fault({ method: 'GET', path: `/v1/spaces/${SPACE}/comments`, networkError: true, times: 1 });
      const comments = await transport.client().comments.list(SPACE).toArray();
      expect(comments.length).toBe(commentCount(server));
      expect(sent(server, 'GET', `/v1/spaces/${SPACE}/comments`).map((entry) => entry.status)).toEqual([0, 200]);
      faultsSurvived += 1;
    });

    it('after an answer slower than the timeout', async () => {
      fault({ method: 'GET', path: `/v1/spaces/${SPACE}`, delayMs: 20_000, times: 1 });
      const started = Date.now();
      // A timeout long enough that the retry's ordinary answer never misses it, even on a busy machine.
      const space = await transport.client({ timeout: 2_000 }).spaces.get(SPACE);
      expect(space.id).toBe(SPACE);
      // Retried after the timeout, not answered by the slow answer: the bound is half its delay, far from either.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(sent(server, 'GET', `/v1/spaces/${SPACE}`)).toHaveLength(2);
      faultsSurvived += 1;
    });

    it('and an idempotent DELETE too', async () => {
      const path = `/v1/spaces/${SPACE}/comments/${DEMO.comments.changelog}`;
      fault({ method: 'DELETE', path, status: 503, times: 1 });
      await transport.client().comments.delete(SPACE, DEMO.comments.changelog);
      expect(sent(server, 'DELETE', path).map((entry) => entry.status)).toEqual([503, 204]);
      faultsSurvived += 1;
    });

    it('until the retries run out, then the last error surfaces', async () => {
      fault({ method: 'GET', path: `/v1/spaces/${SPACE}`, status: 503 });
      await expect(transport.client({ maxRetries: 2 }).spaces.get(SPACE)).rejects.toBeInstanceOf(InternalServerError);
      expect(sent(server, 'GET', `/v1/spaces/${SPACE}`)).toHaveLength(3);
    });
  });

  describe('a POST or PATCH is never sent twice', () => {
    const path = `/v1/spaces/${SPACE}/comments`;
    const post = () => transport.client().comments.create(SPACE, { body: { markdown: 'Once only' } });

    it.each([
      ['a 503', { status: 503 }, InternalServerError],
      ['a 429', { status: 429, retryAfter: 1 }, RateLimitError],
      ['a dropped connection', { networkError: true }, APIConnectionError],
    ] as const)('after %s', async (_label, rule, ErrorClass) => {
      const before = commentCount(server);
      fault({ method: 'POST', path, times: 1, ...rule });
      await expect(post()).rejects.toBeInstanceOf(ErrorClass);
      expect(sent(server, 'POST', path)).toHaveLength(1);
      expect(commentCount(server)).toBe(before);
      expect(sleeps).toEqual([]);
    });

    it('after a timeout, even though the server went on and made it', async () => {
      const before = commentCount(server);
      fault({ method: 'POST', path, delayMs: 600, times: 1 });
      await expect(transport.client({ timeout: 100 }).comments.create(SPACE, { body: { markdown: 'Slow' } })).rejects.toBeInstanceOf(
        APITimeoutError,
      );
      // The server makes the comment when the request reaches it, which a busy machine may delay past the timeout.
      await expect.poll(() => commentCount(server), { timeout: 30_000 }).toBe(before + 1);
      expect(sent(server, 'POST', path)).toHaveLength(1);
    });

    it('for a PATCH after a 503', async () => {
      fault({ method: 'PATCH', path: `/v1/spaces/${SPACE}`, status: 503, times: 1 });
      await expect(transport.client().spaces.update(SPACE, { title: 'Renamed' })).rejects.toBeInstanceOf(InternalServerError);
      expect(sent(server, 'PATCH', `/v1/spaces/${SPACE}`)).toHaveLength(1);
    });
  });

  describe('an AbortSignal ends a call promptly', () => {
    it('while the server is slow to answer', async () => {
      fault({ method: 'GET', path: `/v1/spaces/${SPACE}`, delayMs: 10_000, times: 1 });
      const controller = new AbortController();
      const started = Date.now();
      setTimeout(() => controller.abort(new Error('user left')), 50);
      await expect(transport.client().spaces.get(SPACE, {}, { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
      // Ended by the abort, not by the 10 s answer: the bound is half of that, far from either.
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('while waiting to retry', async () => {
      fault({ method: 'GET', path: `/v1/spaces/${SPACE}`, status: 503, retryAfter: 30 });
      // The real sleep this time: the wait itself must end when the signal fires.
      const client = transport.client({ sleep: undefined });
      const controller = new AbortController();
      const started = Date.now();
      setTimeout(() => controller.abort(), 100);
      await expect(client.spaces.get(SPACE, {}, { signal: controller.signal })).rejects.toBeInstanceOf(APIUserAbortError);
      // Ended by the abort, not after the 30 s the server asked for: the bound is half of that, far from either.
      expect(Date.now() - started).toBeLessThan(15_000);
    });

    it('before anything is sent, when already aborted', async () => {
      await expect(transport.client().spaces.get(SPACE, {}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(APIUserAbortError);
      expect(server.control.journal()).toEqual([]);
    });
  });

  it('a timeout error names the URL and the limit', async () => {
    fault({ method: 'GET', path: `/v1/spaces/${SPACE}`, delayMs: 2000 });
    const client = transport.client({ timeout: 250, maxRetries: 0 });
    const error = await client.spaces.get(SPACE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APITimeoutError);
    expect((error as APITimeoutError).timeout).toBe(250);
    expect((error as Error).message).toContain(`${client.baseUrl}/spaces/${SPACE}`);
    expect((error as Error).message).toContain('250 ms');
  });
});

afterAll(() => console.info(`[reliability] SDK faults: ${faultsSurvived} injected faults survived by retried calls`));
