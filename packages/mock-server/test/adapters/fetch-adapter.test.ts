import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { testServer, TOKEN } from '../support/test-server.js';

const auth = { authorization: `Bearer ${TOKEN}` };

describe('server.fetch', () => {
  it('round-trips a JSON request and answer, with the Location of a 201', async () => {
    const server = testServer();
    const response = await server.fetch('http://docpub.test/v1/things', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Guide' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('location')).toBe('http://docpub.test/v1/things/t1');
    expect(await response.json()).toMatchObject({ id: 't1', title: 'Guide' });

    const listed = await server.fetch(new URL('http://docpub.test/v1/things?limit=1&tag=a&tag=b'), { headers: auth });
    expect(await listed.json()).toMatchObject({ count: 1, items: [{ id: 't1' }] });
  });

  it('takes a Request object, as ky passes it', async () => {
    const server = testServer();
    const request = new Request('http://docpub.test/v1/things', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'From a Request' }),
    });
    const response = await server.fetch(request, {});
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ title: 'From a Request' });

    const overridden = await server.fetch(new Request('http://docpub.test/v1/things/t1', { headers: auth }), { method: 'DELETE' });
    expect(overridden.status).toBe(204);
  });

  it('serves ky, retries included', async () => {
    const server = testServer();
    server.control.addFault({ method: 'POST', path: '/v1/things', status: 503, retryAfter: 0, times: 1 });
    const api = ky.create({ prefixUrl: 'http://docpub.test/v1', fetch: server.fetch, headers: auth });
    const created = await api.post('things', { json: { title: 'Via ky' }, retry: { limit: 2, methods: ['post'] } });
    expect(created.status).toBe(201);
    expect(await api.get('things/t1').json()).toMatchObject({ title: 'Via ky' });
    expect(server.control.journal().map((entry) => entry.status)).toEqual([503, 201, 200]);
  });

  it('has the type of the global fetch', () => {
    const asFetch: typeof fetch = testServer().fetch;
    expect(typeof asFetch).toBe('function');
  });

  it('reads non-string bodies the standard way', async () => {
    const server = testServer();
    const body = new TextEncoder().encode(JSON.stringify({ title: 'Bytes' }));
    const response = await server.fetch('http://docpub.test/v1/things', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(201);
  });

  it('resolves relative URLs against the base URL, and answers 204 with no body', async () => {
    const server = testServer();
    await server.fetch('/v1/things', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"title":"Gone soon"}',
    });
    const deleted = await server.fetch('/v1/things/t1', { method: 'delete', headers: auth });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
  });

  it('passes path segments through still encoded', async () => {
    const server = testServer();
    const response = await server.fetch('http://docpub.test/v1/things/a/path/guide%2Finstall', { headers: auth });
    expect(await response.json()).toEqual({ thing: 'a', path: 'guide/install' });
  });

  it('rejects with the abort reason for an aborted signal', async () => {
    const server = testServer();
    const controller = new AbortController();
    controller.abort();
    await expect(server.fetch('http://docpub.test/v1/user', { headers: auth, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('uses the base URL it was given in urls and Location', async () => {
    const server = testServer({ baseUrl: 'https://docs.example.com/v1/' });
    expect(server.baseUrl).toBe('https://docs.example.com/v1');
    const response = await server.fetch('https://docs.example.com/v1/things', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"title":"Guide"}',
    });
    expect(response.headers.get('location')).toBe('https://docs.example.com/v1/things/t1');
  });

  it('refuses a base URL that does not end in /v1', () => {
    expect(() => testServer({ baseUrl: 'http://docpub.test/api' })).toThrow(/baseUrl: must be an http\(s\) URL whose path is \/v1/);
    expect(() => testServer({ baseUrl: 'docpub.test/v1' })).toThrow(/baseUrl: must be an absolute URL/);
  });
});
