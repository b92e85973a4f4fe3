import { describe, expect, it } from 'vitest';
import { DocPub } from '../../src/client.js';
import { ConfigurationError } from '../../src/errors/index.js';
import { BASE_URL, setup, spaceFixture, TOKEN } from './support.js';

describe('client.withOptions()', () => {
  it('derives a client with every option of the original, the given ones overriding', async () => {
    const { client, double } = setup({ headers: { 'x-team': 'docs' }, maxRetries: 0 });
    double.json(200, spaceFixture()).json(200, spaceFixture()).json(503, { error: { code: 503, message: 'busy' } });
    double.json(503, { error: { code: 503, message: 'busy' } }).json(200, spaceFixture());
    const derived = client.withOptions({ token: 'tok_other', maxRetries: 1 });
    expect(derived).toBeInstanceOf(DocPub);
    expect(derived).not.toBe(client);
    expect(derived.baseUrl).toBe(BASE_URL);

    await client.spaces.get('s1');
    await derived.spaces.get('s1');
    const [original, other] = double.requests;
    expect(original!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(other!.headers.authorization).toBe('Bearer tok_other');
    // Headers, fetch and base URL carried over.
    expect(other!.headers['x-team']).toBe('docs');
    expect(other!.url.href).toBe(`${BASE_URL}/spaces/s1`);

    // The original still does not retry; the derived client retries once.
    await expect(client.spaces.get('s1')).rejects.toThrow(/503/);
    await expect(derived.spaces.get('s1')).resolves.toMatchObject({ id: 's1' });
    expect(double.requests).toHaveLength(5);
  });

  it('shares nothing mutable: headers given to the original later do not reach the derived client', async () => {
    const headers: Record<string, string> = { 'x-team': 'docs' };
    const { client, double } = setup({ headers });
    const derived = client.withOptions({});
    headers['x-team'] = 'changed';
    double.json(200, spaceFixture());
    await derived.spaces.get('s1');
    expect(double.requests[0]!.headers['x-team']).toBe('docs');
  });

  it('checks the given options as the constructor does', () => {
    const { client } = setup();
    expect(() => client.withOptions({ timeout: -1 })).toThrow(ConfigurationError);
  });
});
