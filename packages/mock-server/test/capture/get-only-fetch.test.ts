import { describe, expect, it } from 'vitest';
import { getOnlyFetch, WriteRefusedError } from '../../src/capture/get-only-fetch.js';

describe('the GET-only transport of a capture', () => {
  const sent: string[] = [];
  const inner: typeof fetch = async (input, init) => {
    sent.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${String(input instanceof Request ? input.url : input)}`);
    return new Response('{}');
  };
  const only = getOnlyFetch(inner);

  it('passes GET and HEAD through', async () => {
    sent.length = 0;
    await only('http://127.0.0.1:1/v1/user');
    await only('http://127.0.0.1:1/v1/user', { method: 'head' });
    await only(new Request('http://127.0.0.1:1/v1/orgs'));
    expect(sent).toEqual(['GET http://127.0.0.1:1/v1/user', 'head http://127.0.0.1:1/v1/user', 'GET http://127.0.0.1:1/v1/orgs']);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'OPTIONS', 'TRACE'])('refuses %s before anything is sent', async (method) => {
    sent.length = 0;
    await expect(only('http://127.0.0.1:1/v1/orgs/acme/spaces', { method, body: '{}' })).rejects.toBeInstanceOf(WriteRefusedError);
    await expect(only(new Request('http://127.0.0.1:1/v1/x', { method: method === 'TRACE' ? 'POST' : method }))).rejects.toThrow(/refused/);
    expect(sent).toEqual([]);
  });

  it('refuses a Request whose method is a write even when init names no method', async () => {
    await expect(only(new Request('http://127.0.0.1:1/v1/x', { method: 'DELETE' }), {})).rejects.toThrow('refused DELETE');
  });
});
