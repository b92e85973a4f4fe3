import type { RequestOptions } from '../../src/core/options.js';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocPub, createClient } from '../../src/client.js';
import { ConfigurationError } from '../../src/errors/configuration-error.js';
import { DocPubError } from '../../src/errors/docpub-error.js';
import { InvalidArgumentError } from '../../src/errors/invalid-argument-error.js';
import { operations } from '../../src/contract/index.js';
import { VERSION } from '../../src/version.js';
import { BASE_URL, TOKEN, setup, spaceFixture } from './support.js';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('client configuration', () => {
  it('VERSION equals package.json version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });

  it('names the option and the environment variable when the token is missing', () => {
    vi.stubEnv('DOCPUB_TOKEN', '');
    const attempt = () => new DocPub({ baseUrl: BASE_URL });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(/token.*DOCPUB_TOKEN/);
  });

  it('names the option and the environment variable when the base URL is missing', () => {
    vi.stubEnv('DOCPUB_BASE_URL', '');
    const attempt = () => new DocPub({ token: TOKEN });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(/baseUrl.*DOCPUB_BASE_URL/);
  });

  it('falls back to DOCPUB_TOKEN and DOCPUB_BASE_URL', async () => {
    vi.stubEnv('DOCPUB_TOKEN', 'from-env');
    vi.stubEnv('DOCPUB_BASE_URL', 'http://env.test/v1/');
    const { double } = setup();
    const client = new DocPub({ fetch: double.fetch, logger: {} });
    double.json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    expect(client.baseUrl).toBe('http://env.test/v1');
    expect(double.requests[0]?.url.href).toBe('http://env.test/v1/spaces/s1');
    expect(double.requests[0]?.headers.authorization).toBe('Bearer from-env');
  });

  it('tolerates trailing slashes on baseUrl', async () => {
    const { client, double } = setup({ baseUrl: `${BASE_URL}//` });
    double.json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    expect(double.requests[0]?.url.href).toBe(`${BASE_URL}/spaces/s1`);
  });

  it.each([
    [{ baseUrl: 'not a url' }, /baseUrl: must be an absolute http\(s\) URL/],
    [{ baseUrl: 'ftp://x.test/v1' }, /baseUrl: must use http or https/],
    [{ timeout: 0 }, /timeout: must be/],
    [{ timeout: Number.NaN }, /timeout: must be/],
    [{ maxRetries: -1 }, /maxRetries: must be an integer/],
    [{ maxRetries: 1.5 }, /maxRetries: must be an integer/],
    [{ validation: 'loose' as never }, /validation: must be one of strict, warn, off/],
    [{ logLevel: 'loud' as never }, /logLevel: must be one of/],
    [{ token: 'has space' }, /token: must not contain whitespace/],
  ])('rejects %o with a ConfigurationError naming it', (options, message) => {
    expect(() => new DocPub({ token: TOKEN, baseUrl: BASE_URL, ...options })).toThrow(message);
  });

  it('rejects bad per-call options with an InvalidArgumentError naming them, before sending', async () => {
    const { client, double } = setup();
    await expect(client.call(operations.getSpace, ['s1'], {}, { timeout: -5 })).rejects.toThrow(InvalidArgumentError);
    await expect(client.call(operations.getSpace, ['s1'], {}, { maxRetries: -1 })).rejects.toThrow(/maxRetries/);
    const misplaced = 'fast' as unknown as RequestOptions;
    await expect(client.call(operations.getSpace, ['s1'], {}, misplaced)).rejects.toThrow('options: must be an object');
    expect(double.requests).toHaveLength(0);
  });

  it('every SDK error is a DocPubError', () => {
    expect(new ConfigurationError('x')).toBeInstanceOf(DocPubError);
    expect(new ConfigurationError('x').name).toBe('ConfigurationError');
  });

  it('createClient is new DocPub', () => {
    expect(createClient({ token: TOKEN, baseUrl: BASE_URL, logger: {} })).toBeInstanceOf(DocPub);
  });
});
