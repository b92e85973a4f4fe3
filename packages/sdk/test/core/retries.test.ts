import { afterEach, describe, expect, it, vi } from 'vitest';
import { operations } from '../../src/contract/index.js';
import { backoffDelay, BACKOFF_CAP_MS, retryDelay } from '../../src/core/retry.js';
import { APIUserAbortError } from '../../src/errors/api-user-abort-error.js';
import { BadRequestError } from '../../src/errors/bad-request-error.js';
import { InternalServerError } from '../../src/errors/internal-server-error.js';
import { NotFoundError } from '../../src/errors/not-found-error.js';
import { RateLimitError } from '../../src/errors/rate-limit-error.js';
import { setup, spaceFixture } from './support.js';

const error = (status: number) => ({ error: { code: status, message: `status ${status}` } });
const NOW = Date.parse('2030-06-01T12:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('backoff', () => {
  it('doubles from 0.5 s with equal jitter, capped at 8 s', () => {
    // half the step is fixed, half scales with random()
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(0, () => 0.5)).toBe(375);
    expect(backoffDelay(0, () => 0.999)).toBeCloseTo(499.75);
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(4, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('retries a GET on 503 then succeeds, waiting the computed delays', async () => {
    const { client, double, delays } = setup({ random: () => 0.5 });
    double.json(503, error(503)).json(502, error(502)).json(200, spaceFixture());
    const space = await client.call(operations.getSpace, ['s1']);
    expect(space.id).toBe('s1');
    expect(double.requests).toHaveLength(3);
    expect(delays).toEqual([375, 750]);
  });

  it('gives up after maxRetries (default 2) with the last error', async () => {
    const { client, double, delays } = setup();
    double.json(500, error(500)).json(503, error(503)).json(504, error(504)).json(200, spaceFixture());
    const failure = client.call(operations.getSpace, ['s1']);
    await expect(failure).rejects.toBeInstanceOf(InternalServerError);
    await expect(failure).rejects.toMatchObject({ status: 504 });
    expect(double.requests).toHaveLength(3);
    expect(delays).toHaveLength(2);
  });

  it('honours maxRetries from the client and from the call', async () => {
    const fromClient = setup({ maxRetries: 4 });
    fromClient.double.fallback(() => new Response(JSON.stringify(error(500)), { status: 500 }));
    await expect(fromClient.client.call(operations.getSpace, ['s1'])).rejects.toThrow(InternalServerError);
    expect(fromClient.double.requests).toHaveLength(5);

    const fromCall = setup({ maxRetries: 4 });
    fromCall.double.fallback(() => new Response(JSON.stringify(error(500)), { status: 500 }));
    await expect(fromCall.client.call(operations.getSpace, ['s1'], {}, { maxRetries: 0 })).rejects.toThrow(
      InternalServerError,
    );
    expect(fromCall.double.requests).toHaveLength(1);
  });

  it('retries 408, 429 and network errors; not 400 or 404', async () => {
    const { client, double } = setup();
    double.json(408, error(408)).json(429, error(429)).networkError().json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1'], {}, { maxRetries: 3 });
    expect(double.requests).toHaveLength(4);

    double.json(400, error(400));
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toThrow(BadRequestError);
    double.json(404, error(404));
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toThrow(NotFoundError);
    expect(double.requests).toHaveLength(6);
  });
});

describe('server-requested waits', () => {
  it('waits Retry-After seconds instead of the backoff', async () => {
    const { client, double, delays } = setup();
    double.json(429, error(429), { 'retry-after': '3' }).json(503, error(503), { 'retry-after': '1.5' });
    double.json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    expect(delays).toEqual([3000, 1500]);
  });

  it('waits until a Retry-After HTTP-date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { client, double, delays } = setup();
    double.json(503, error(503), { 'retry-after': new Date(NOW + 5_000).toUTCString() }).json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    expect(delays).toEqual([5000]);
  });

  it('uses X-RateLimit-Reset (epoch seconds) for a 429 without Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { client, double, delays } = setup();
    double.json(429, error(429), { 'x-ratelimit-reset': String(NOW / 1000 + 7) }).json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    expect(delays).toEqual([7000]);
  });

  it('ignores X-RateLimit-Reset on other statuses', () => {
    const headers = { 'x-ratelimit-reset': String(NOW / 1000 + 7) };
    const failure = new InternalServerError({ status: 503, method: 'GET', url: 'u', headers, body: undefined, detail: 'x' });
    expect(retryDelay(failure, 0, () => 0, NOW)).toBe(250);
  });

  it('caps a server-requested wait at 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { client, double, delays } = setup();
    double.json(429, error(429), { 'retry-after': '600' });
    double.json(429, error(429), { 'x-ratelimit-reset': String(NOW / 1000 + 3600) });
    double.json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    expect(delays).toEqual([60_000, 60_000]);
  });

  it('reports the uncapped wait on RateLimitError.retryAfter', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.json(429, error(429), { 'retry-after': '120' });
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toMatchObject({
      constructor: RateLimitError,
      retryAfter: 120,
    });
  });
});

describe('which calls retry', () => {
  it('does not retry POST or PATCH by default', async () => {
    const { client, double } = setup();
    double.json(503, error(503)).json(503, error(503));
    await expect(client.call(operations.createSpace, ['o1'], { title: 'A' })).rejects.toThrow(InternalServerError);
    await expect(client.call(operations.updateSpace, ['s1'], { title: 'A' })).rejects.toThrow(InternalServerError);
    expect(double.requests.map((request) => request.method)).toEqual(['POST', 'PATCH']);
  });

  it('does not retry a POST after a network error either (it may have been applied)', async () => {
    const { client, double } = setup();
    double.networkError().json(201, spaceFixture());
    await expect(client.call(operations.createSpace, ['o1'], { title: 'A' })).rejects.toThrow(/fetch failed/);
    expect(double.requests).toHaveLength(1);
  });

  it('retries a POST when the call opts in with retry: true', async () => {
    const { client, double } = setup();
    double.json(503, error(503)).json(201, spaceFixture('s9'));
    const space = await client.call(operations.createSpace, ['o1'], { title: 'A' }, { retry: true });
    expect(space.id).toBe('s9');
    expect(double.requests).toHaveLength(2);
    expect(double.requests[1]?.json).toEqual({ title: 'A' });
  });

  it('retries POST and PATCH when the client sets retryNonIdempotent', async () => {
    const { client, double } = setup({ retryNonIdempotent: true });
    double.json(503, error(503)).json(200, spaceFixture());
    await client.call(operations.updateSpace, ['s1'], { title: 'A' });
    expect(double.requests).toHaveLength(2);
  });

  it('retry: false disables retries even for a GET', async () => {
    const { client, double } = setup();
    double.json(503, error(503)).json(200, spaceFixture());
    await expect(client.call(operations.getSpace, ['s1'], {}, { retry: false })).rejects.toThrow(InternalServerError);
    expect(double.requests).toHaveLength(1);
  });

  it('retries DELETE (idempotent)', async () => {
    const { client, double } = setup();
    double.json(502, error(502)).empty(204);
    await expect(client.call(operations.deleteSpace, ['s1'])).resolves.toBeUndefined();
    expect(double.requests.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
  });
});

describe('aborting during backoff', () => {
  it('ends a backoff wait at once, even when the injected sleep ignores the signal', async () => {
    const controller = new AbortController();
    let sleeping!: () => void;
    const asleep = new Promise<void>((resolve) => (sleeping = resolve));
    const { client, double } = setup({
      sleep: () => {
        sleeping();
        return new Promise<void>(() => undefined); // never wakes up by itself
      },
    });
    double.json(503, error(503)).json(200, spaceFixture());
    const call = client.call(operations.getSpace, ['s1'], {}, { signal: controller.signal });
    await asleep;
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(APIUserAbortError);
    expect(double.requests).toHaveLength(1);
  });

  it('ends the real sleep promptly too', async () => {
    const controller = new AbortController();
    const { client, double } = setup({ sleep: undefined });
    double.json(503, error(503), { 'retry-after': '50' }).json(200, spaceFixture());
    const started = Date.now();
    const call = client.call(operations.getSpace, ['s1'], {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(call).rejects.toThrow(/aborted by the caller/);
    // Ended by the abort, not after the 50 s the server asked for: the bound is half of that, far from either.
    expect(Date.now() - started).toBeLessThan(25_000);
    expect(double.requests).toHaveLength(1);
  });
});
