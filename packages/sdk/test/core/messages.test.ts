import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../src/contract/index.js';
import { APIConnectionError } from '../../src/errors/index.js';
import { setup, spaceFixture } from './support.js';

describe('error messages and log figures', () => {
  it('a connection error names the code found down the cause chain', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.respond(() => {
      const refused = Object.assign(new Error('connect failed'), { code: 'ECONNREFUSED' });
      throw new TypeError('fetch failed', { cause: new Error('socket', { cause: refused }) });
    });
    const error = await client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as Error).message).toBe('GET http://api.test/v1/spaces/s1 failed: fetch failed (ECONNREFUSED)');
  });

  it('logs retry delays as whole milliseconds', async () => {
    const logger = { info: vi.fn() };
    const { client, double } = setup({ logger, logLevel: 'info', random: () => 0.123456789 });
    double.json(503, { error: { code: 503, message: 'busy' } }).json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    const retryLog = logger.info.mock.calls.find(([message]) => String(message).includes('retry 1'));
    expect(retryLog?.[1]).toMatchObject({ delayMs: expect.any(Number) });
    expect(Number.isInteger((retryLog![1] as { delayMs: number }).delayMs)).toBe(true);
  });
});

describe('retry hints', () => {
  it('a 5xx on a POST says it was not retried and how to opt in; a GET or an explicit retry: false does not', async () => {
    const { client, double } = setup();
    const busy = { error: { code: 503, message: 'busy' } };
    double.json(503, busy).json(503, busy);
    const post = await client.call(operations.createSpace, ['o1'], { title: 'Handbook' }).catch((e: unknown) => e);
    expect((post as Error).message).toMatch(/not retried: a POST is retried only when opted in, with the client option `retryNonIdempotent: true` or the call option `retry: true`/);
    expect(double.requests).toHaveLength(1);
    const optedOut = await client.call(operations.createSpace, ['o1'], { title: 'Handbook' }, { retry: false }).catch((e: unknown) => e);
    expect((optedOut as Error).message).not.toMatch(/not retried/);

    const second = setup({ maxRetries: 0 });
    second.double.json(503, busy);
    const get = await second.client.call(operations.getSpace, ['s1']).catch((e: unknown) => e);
    expect((get as Error).message).not.toMatch(/not retried/);
  });
});
