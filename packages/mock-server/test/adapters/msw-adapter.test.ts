import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mswHandlers } from '../../src/adapters/msw.js';
import { testServer, TOKEN } from '../support/test-server.js';

const server = testServer();
const other = http.get('http://elsewhere.test/v1/ping', () => HttpResponse.json({ pong: true }));
const msw = setupServer(...mswHandlers(server), other);

beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.control.reset());
afterAll(() => msw.close());

describe('mswHandlers', () => {
  it("are one catch-all for the API, one for control, two for published sites (own world, made worlds) and one for the API's file downloads", () => {
    expect(mswHandlers(server)).toHaveLength(5);
  });

  it('serve the API to plain fetch at the base URL', async () => {
    const created = await fetch('http://docpub.test/v1/things', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Through msw' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe('http://docpub.test/v1/things/t1');
    const me = await fetch('http://docpub.test/v1/user', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await me.json()).toMatchObject({ object: 'user', id: 'u_alice' });
    const anonymous = await fetch('http://docpub.test/v1/user');
    expect(anonymous.status).toBe(401);
  });

  it('serve the control API and its faults', async () => {
    const added = await fetch('http://docpub.test/__control/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/user', networkError: true, times: 1 }),
    });
    expect(added.status).toBe(201);
    await expect(fetch('http://docpub.test/v1/user', { headers: { authorization: `Bearer ${TOKEN}` } })).rejects.toThrow(
      TypeError,
    );
    expect((await fetch('http://docpub.test/v1/user', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('leave other origins to other handlers', async () => {
    expect(await (await fetch('http://elsewhere.test/v1/ping')).json()).toEqual({ pong: true });
  });
});
