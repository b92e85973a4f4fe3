import { describe, expect, it } from 'vitest';
import { operations } from '../../src/contract/index.js';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  DocPubError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '../../src/errors/index.js';
import { BASE_URL, setup, spaceFixture } from './support.js';

const URL_S1 = `${BASE_URL}/spaces/s1`;

describe('error answers', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [413, PayloadTooLargeError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
    [422, UnprocessableEntityError],
    [418, APIError],
  ])('maps %i to %o with status, code, message, method, url, body and headers', async (status, ErrorClass) => {
    const { client, double } = setup({ maxRetries: 0 });
    const body = { error: { code: status, message: 'title: must be 2 to 128 characters' } };
    double.json(status, body, { 'x-request-id': 'req-42' });
    const failure = await client.call(operations.getSpace, ['s1']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ErrorClass);
    expect(failure).toBeInstanceOf(APIError);
    expect(failure).toBeInstanceOf(DocPubError);
    const error = failure as APIError;
    expect(error.name).toBe(ErrorClass.name);
    expect(error.status).toBe(status);
    expect(error.code).toBe(status);
    expect(error.method).toBe('GET');
    expect(error.url).toBe(URL_S1);
    expect(error.body).toEqual(body);
    expect(error.requestId).toBe('req-42');
    expect(error.headers['x-request-id']).toBe('req-42');
    expect(error.message).toBe(`GET ${URL_S1} failed with status ${status}: title: must be 2 to 128 characters`);
    expect(String(error)).toContain(`${ErrorClass.name}: GET ${URL_S1}`);
  });

  it('still picks the class from the status when the body is HTML', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.text(502, '<html><body>Bad gateway</body></html>', { 'content-type': 'text/html' });
    const error = (await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e)) as InternalServerError;
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.status).toBe(502);
    expect(error.code).toBeUndefined();
    expect(error.body).toBe('<html><body>Bad gateway</body></html>');
    expect(error.message).toBe(`GET ${URL_S1} failed with status 502: Bad Gateway (non-JSON text/html body)`);
  });

  it('quotes the first line of a plain-text body, and says when a body is empty', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.text(404, 'no such space\nsecond line');
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toThrow(
      new NotFoundError({ status: 404, method: 'GET', url: URL_S1, headers: {}, body: '', detail: 'Not Found: no such space' }).message,
    );
    double.empty(401);
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toThrow(/failed with status 401: Unauthorized \(empty body\)/);
    double.json(409, { unexpected: true });
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toThrow(/409: Conflict \(the body has no error.message\)/);
  });

  it('serializes to JSON without headers noise but with what matters', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.json(404, { error: { code: 404, message: 'gone' } });
    const error = await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'NotFoundError',
      message: `GET ${URL_S1} failed with status 404: gone`,
      status: 404,
      code: 404,
      method: 'GET',
      url: URL_S1,
      body: { error: { code: 404, message: 'gone' } },
    });
  });
});

describe('failures without an answer', () => {
  it('wraps a network error in APIConnectionError with a sanitized cause', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.networkError('fetch failed');
    const error = (await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e)) as APIConnectionError;
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.message).toBe(`GET ${URL_S1} failed: fetch failed`);
    expect((error.cause as Error).name).toBe('TypeError');
    expect(error.url).toBe(URL_S1);
  });

  it('throws APITimeoutError naming the URL and the limit', async () => {
    const { client, double } = setup({ maxRetries: 0, timeout: 30 });
    double.hang();
    const error = (await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e)) as APITimeoutError;
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error.message).toBe(`GET ${URL_S1} timed out after 30 ms (waiting for an answer)`);
    expect(error.timeout).toBe(30);
    // the attempt's fetch was told to stop
    expect(double.requests[0]?.signal.aborted).toBe(true);
  });

  it('retries a timed-out GET, the per-call timeout winning', async () => {
    const { client, double, delays } = setup({ timeout: 60_000 });
    double.hang().json(200, spaceFixture());
    const space = await client.call(operations.getSpace, ['s1'], {}, { timeout: 20 });
    expect(space.id).toBe('s1');
    expect(double.requests).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it('throws APIUserAbortError promptly when the caller aborts in flight', async () => {
    const { client, double } = setup();
    double.hang();
    const controller = new AbortController();
    const call = client.call(operations.getSpace, ['s1'], {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    // The double never answers: only the abort ends the call (else the test's own time runs out).
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).message).toBe(`GET ${URL_S1} was aborted by the caller`);
    expect(double.requests).toHaveLength(1); // never retried
  });

  it('aborts in flight even when fetch ignores the signal', async () => {
    const { client, double } = setup();
    double.respond(() => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = client.call(operations.getSpace, ['s1'], {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(call).rejects.toBeInstanceOf(APIUserAbortError);
  });

  it('does not send at all when the signal is already aborted', async () => {
    const { client, double } = setup();
    await expect(
      client.call(operations.getSpace, ['s1'], {}, { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(APIUserAbortError);
    expect(double.requests).toHaveLength(0);
  });
});

describe('the 422 class', () => {
  it('is exported from the package root', async () => {
    const root = await import('../../src/index.js');
    expect(root.UnprocessableEntityError).toBe(UnprocessableEntityError);
  });
});
