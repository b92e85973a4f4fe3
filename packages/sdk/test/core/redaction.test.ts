import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DocPub } from '../../src/client.js';
import { operations } from '../../src/contract/index.js';
import { REDACTED } from '../../src/core/redact.js';
import { ConfigurationError } from '../../src/errors/configuration-error.js';
import { createFetchDouble, jsonResponse } from '../helpers/fetch-double.js';
import { BASE_URL, listFixture, spaceFixture } from './support.js';

const SENTINEL = 'sk-SENTINEL-7c1e9a0f-do-not-leak';

/** Every way an error can be turned into text or data. */
function renderings(error: unknown): string[] {
  const asError = error as Error;
  return [
    String(error),
    JSON.stringify(error),
    inspect(error, { depth: Number.POSITIVE_INFINITY, showHidden: true }),
    asError.stack ?? '',
    asError.message,
    JSON.stringify(Object.entries(error as object)),
    inspect((error as { cause?: unknown }).cause, { depth: Number.POSITIVE_INFINITY, showHidden: true }),
  ];
}

function leakFreeClient() {
  const lines: string[] = [];
  const log = (...args: unknown[]) => lines.push(inspect(args, { depth: Number.POSITIVE_INFINITY }));
  const double = createFetchDouble();
  const client = new DocPub({
    token: SENTINEL,
    baseUrl: BASE_URL,
    fetch: double.fetch,
    sleep: async () => undefined,
    logger: { debug: log, info: log, warn: log, error: log },
    logLevel: 'debug',
    timeout: 25,
  });
  return { client, double, lines };
}

/** A server (or proxy) so careless it echoes the credential back everywhere it can. */
const echoing = (status: number) => (request: { headers: Record<string, string> }) =>
  jsonResponse(
    status,
    { error: { code: status, message: `rejected ${request.headers.authorization}` }, echo: { token: SENTINEL } },
    { 'x-echo': request.headers.authorization ?? '', 'set-cookie': `session=${SENTINEL}` },
  );

describe('the token never leaks', () => {
  it.each([400, 401, 403, 404, 409, 413, 429, 500, 503])('not through a %i error', async (status) => {
    const { client, double, lines } = leakFreeClient();
    double.fallback(echoing(status));
    const error = await client.call(operations.getSpace, ['s1'], {}, { maxRetries: 1 }).catch((e: unknown) => e);
    expect((error as { status: number }).status).toBe(status);
    expect((error as Error).message).toContain(`rejected Bearer ${REDACTED}`);
    for (const text of [...renderings(error), ...lines]) expect(text).not.toContain(SENTINEL);
  });

  it('not through a non-JSON error body', async () => {
    const { client, double, lines } = leakFreeClient();
    double.text(502, `upstream said: token ${SENTINEL} invalid`);
    const error = await client.call(operations.getSpace, ['s1'], {}, { maxRetries: 0 }).catch((e: unknown) => e);
    for (const text of [...renderings(error), ...lines]) expect(text).not.toContain(SENTINEL);
  });

  it('not through a network error whose cause carries the request', async () => {
    const { client, double, lines } = leakFreeClient();
    double.fallback((request) => {
      const failure = new TypeError(`fetch failed for ${request.headers.authorization}`, {
        cause: Object.assign(new Error(`ECONNREFUSED with ${SENTINEL}`), { code: 'ECONNREFUSED' }),
      });
      throw Object.assign(failure, { request, headers: request.headers });
    });
    const error = await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
    expect((error as Error).name).toBe('APIConnectionError');
    expect(((error as Error).cause as Error).cause).toMatchObject({ code: 'ECONNREFUSED' });
    for (const text of [...renderings(error), ...lines]) expect(text).not.toContain(SENTINEL);
  });

  it('not through a timeout or an abort', async () => {
    const { client, double, lines } = leakFreeClient();
    double.hang().hang();
    const timeout = await client.call(operations.getSpace, ['s1'], {}, { maxRetries: 0 }).catch((e: unknown) => e);
    expect((timeout as Error).name).toBe('APITimeoutError');
    const controller = new AbortController();
    const call = client.call(operations.getSpace, ['s1'], {}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error(`cancelled ${SENTINEL}`)), 5);
    const abort = await call.catch((e: unknown) => e);
    expect((abort as Error).name).toBe('APIUserAbortError');
    for (const text of [...renderings(timeout), ...renderings(abort), ...lines]) expect(text).not.toContain(SENTINEL);
  });

  it('not through a response validation error or a warn-mode report', async () => {
    const { client, double, lines } = leakFreeClient();
    double.fallback(() => jsonResponse(200, { ...spaceFixture(), id: 42, note: SENTINEL }));
    const error = await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
    expect((error as Error).name).toBe('ResponseValidationError');
    await client.call(operations.getSpace, ['s1'], {}, { validation: 'warn' });
    for (const text of [...renderings(error), ...lines]) expect(text).not.toContain(SENTINEL);
  });

  it('not through a configuration error', () => {
    const error = (() => {
      try {
        return new DocPub({ token: `${SENTINEL} extra`, baseUrl: BASE_URL });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigurationError);
    for (const text of renderings(error)) expect(text).not.toContain(SENTINEL);
  });

  it('not through the log lines of a successful, retried, paginated session — which do say what happened', async () => {
    const { client, double, lines } = leakFreeClient();
    double.json(503, { error: { code: 503, message: 'busy' } }).json(200, spaceFixture());
    double.json(200, listFixture(['s1'], 2, 'tok2')).json(200, listFixture(['s2'], 2));
    await client.call(operations.getSpace, ['s1']);
    await client.list(operations.listSpaces, ['o1']).toArray();
    const all = lines.join('\n');
    expect(all).not.toContain(SENTINEL);
    expect(all).toContain(`authorization: '${REDACTED}'`);
    expect(all).toMatch(/GET http:\/\/api\.test\/v1\/spaces\/s1 → 503; retry 1 of 2 in \d+ ms/);
    expect(all).toMatch(/GET http:\/\/api\.test\/v1\/spaces\/s1 → 200 in \d+ ms after 1 retry/);
    expect(all).toMatch(/durationMs: \d+/);
    expect(all).toMatch(/retries: 1/);
    expect(all).toContain('/orgs/o1/spaces?page=tok2 → 200');
  });

  it('sends the real URL while errors show it scrubbed', async () => {
    const { client, double } = leakFreeClient();
    double.json(404, { error: { code: 404, message: 'no such space' } });
    const error = await client.call(operations.getSpace, [SENTINEL]).catch((e: unknown) => e);
    expect(double.requests[0]?.url.pathname).toBe(`/v1/spaces/${SENTINEL}`);
    expect((error as { url: string }).url).toBe(`${BASE_URL}/spaces/${REDACTED}`);
  });

  it('scrubs a token of any length, even one letter, and never inside its own marker', async () => {
    for (const token of ['k9', 'e']) {
      const lines: string[] = [];
      const double = createFetchDouble();
      const client = new DocPub({
        token,
        baseUrl: 'http://127.0.0.1:9/v1',
        fetch: double.fetch,
        logLevel: 'debug',
        logger: { debug: (...args: unknown[]) => lines.push(inspect(args)), info: (...args: unknown[]) => lines.push(inspect(args)) },
      });
      double.json(404, { error: { code: 404, message: `token ${token} refused` } });
      const error = (await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e)) as Error;
      // A one-letter token garbles the text wherever the letter appears: the lesser harm than leaking it.
      if (token === 'k9') expect(error.message).toBe(`GET http://127.0.0.1:9/v1/spaces/s1 failed with status 404: token ${REDACTED} refused`);
      const { message, url, body } = error as Error & { url: string; body: unknown };
      // What came from the server and the URL holds no trace of it (the SDK's own words around it may).
      expect([url, JSON.stringify(body), token === 'e' ? '' : message].join(' ').replaceAll(REDACTED, ''), token).not.toContain(token);
      expect(error.message).not.toContain('[redac[');
      if (token === 'k9') for (const line of lines) expect(line.replaceAll(REDACTED, '')).not.toContain(token);
      expect(lines.join('\n')).toContain(`authorization: '${REDACTED}'`);
    }
  });
});
