import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listening } from '../../src/adapters/node.js';
import { MAX_BODY_BYTES } from '../../src/core/validate.js';
import { testServer, TOKEN } from '../support/test-server.js';

const auth = { authorization: `Bearer ${TOKEN}` };
const server = testServer();
let listening: Listening;

beforeAll(async () => {
  listening = await server.listen({ port: 0 });
});
afterAll(() => listening.close());

/** A raw request, for what fetch will not send (a body with no length announced up front). */
function rawPost(path: string, chunks: string[], headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`http://127.0.0.1:${listening.port}${path}`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('server.listen', () => {
  it('listens on 127.0.0.1 on a free port, and becomes the base URL', () => {
    expect(listening.host).toBe('127.0.0.1');
    expect(listening.port).toBeGreaterThan(0);
    expect(listening.url).toBe(`http://127.0.0.1:${listening.port}/v1`);
    expect(server.baseUrl).toBe(listening.url);
  });

  it('serves the API to plain fetch', async () => {
    const created = await fetch(`${listening.url}/things`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Over HTTP' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${listening.url}/things/t1`);
    const listed = await fetch(`${listening.url}/things?tag=a&tag=b&limit=5`, { headers: auth });
    expect(await listed.json()).toMatchObject({ count: 1, items: [{ title: 'Over HTTP' }] });
    const page = await fetch(`${listening.url}/things/a/path/guide%2Finstall`, { headers: auth });
    expect(await page.json()).toEqual({ thing: 'a', path: 'guide/install' });
    const deleted = await fetch(`${listening.url}/things/t1`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
  });

  it('answers errors with the error body', async () => {
    const response = await fetch(`${listening.url}/nowhere`, { headers: auth });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 404, message: 'no such operation: GET /v1/nowhere' } });
    const wrongMethod = await fetch(`${listening.url}/user`, { method: 'DELETE', headers: auth });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
  });

  it('serves the control API on the same origin', async () => {
    const origin = new URL(listening.url).origin;
    const created = await fetch(`${origin}/__control/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Dora' }),
    });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const me = await fetch(`${listening.url}/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ displayName: 'Dora' });
    const journal = (await (await fetch(`${origin}/__control/journal`)).json()) as { items: { path: string }[] };
    expect(journal.items.at(-1)?.path).toBe('/v1/user');
  });

  it('answers 413 early for a declared body over 1 MiB', async () => {
    const response = await fetch(`${listening.url}/things`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(MAX_BODY_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 413, message: 'body: must be at most 1048576 bytes' } });
  });

  it('answers 413 for a chunked body that grows over 1 MiB', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const chunks = ['{"title":"', ...Array.from({ length: 17 }, () => chunk), '"}'];
    const response = await rawPost('/v1/things', chunks, { ...auth, 'content-type': 'application/json' });
    expect(response.status).toBe(413);
  });

  it('drops the connection for a network-error fault', async () => {
    server.control.addFault({ path: '/v1/user', networkError: true, times: 1 });
    await expect(fetch(`${listening.url}/user`, { headers: auth })).rejects.toThrow(TypeError);
    expect((await fetch(`${listening.url}/user`, { headers: auth })).status).toBe(200);
  });

  it('stops listening on close', async () => {
    const other = testServer();
    const running = await other.listen();
    expect((await fetch(`${running.url}/user`, { headers: auth })).status).toBe(200);
    await running.close();
    await expect(fetch(`${running.url}/user`, { headers: auth })).rejects.toThrow(TypeError);
  });
});
