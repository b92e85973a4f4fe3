import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../src/contract/index.js';
import { setup, spaceFixture } from './support.js';

describe('logging', () => {
  it('writes only at or above logLevel (default warn)', async () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const { client, double } = setup({ logger, logLevel: undefined });
    double.json(503, { error: { code: 503, message: 'busy' } }).json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    expect(logger.debug).not.toHaveBeenCalled();
    expect(logger.info).not.toHaveBeenCalled();

    const verbose = { debug: vi.fn(), info: vi.fn() };
    const second = setup({ logger: verbose, logLevel: 'debug' });
    second.double.json(200, spaceFixture());
    await second.client.call(operations.getSpace, ['s1']);
    expect(verbose.debug).toHaveBeenCalledWith('[docpub] GET http://api.test/v1/spaces/s1', expect.objectContaining({ attempt: 1 }));
    expect(verbose.info).toHaveBeenCalledWith(
      expect.stringMatching(/^\[docpub\] GET http:\/\/api\.test\/v1\/spaces\/s1 → 200 in \d+ ms$/),
      expect.objectContaining({ operation: 'getSpace', method: 'GET', status: 200, retries: 0 }),
    );
  });

  it("'off' silences everything, and a throwing logger never breaks a call", async () => {
    const silent = { warn: vi.fn() };
    const first = setup({ logger: silent, logLevel: 'off', validation: 'warn' });
    first.double.json(200, { nope: true });
    await first.client.call(operations.getSpace, ['s1']);
    expect(silent.warn).not.toHaveBeenCalled();

    const throwing = {
      info: () => {
        throw new Error('disk full');
      },
    };
    const second = setup({ logger: throwing, logLevel: 'info' });
    second.double.json(200, spaceFixture());
    await expect(second.client.call(operations.getSpace, ['s1'])).resolves.toMatchObject({ id: 's1' });
  });
});
