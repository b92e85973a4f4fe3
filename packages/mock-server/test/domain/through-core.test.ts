/** The domain handlers behind the real core: routing, validation, status codes, Location and the contract. */
import { describe, expect, it } from 'vitest';
import { ControlledClock } from '../../src/core/clock.js';
import { createCore } from '../../src/core/core.js';
import { Faults } from '../../src/core/faults.js';
import { Journal } from '../../src/core/journal.js';
import type { PlainResponse } from '../../src/core/types.js';
import { handlerTable, requestPolicy } from '../../src/handlers/index.js';
import { createServer } from '../../src/server.js';
import { createDemoWorld, DEMO } from '../../src/demo/demo.js';
import { BASE_URL, DAY, START } from './world.js';

function setup() {
  const clock = new ControlledClock(() => START);
  const store = createDemoWorld({ clock, adminToken: 'cli-admin-token' });
  const bugs: unknown[] = [];
  const core = createCore({
    store,
    clock,
    handlers: handlerTable,
    policy: requestPolicy,
    baseUrl: BASE_URL,
    faults: new Faults(),
    journal: new Journal(clock),
    validateResponses: true,
    onBug: (error) => bugs.push(error),
  });
  const request = (method: string, path: string, options: { token?: string; body?: unknown; query?: Record<string, string> } = {}) =>
    core.handle({
      method,
      path: `/v1${path}`,
      query: options.query ?? {},
      headers: {
        authorization: `Bearer ${options.token ?? DEMO.tokens.admin}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  return { clock, store, bugs, request };
}

const body = (response: PlainResponse) => response.body as any;

describe('domain handlers through the core', () => {
  it('answer every read operation of this area within the contract', () => {
    const { request, bugs } = setup();
    const org = DEMO.organization;
    const space = DEMO.spaces.handbook;
    const paths = [
      '/user',
      '/orgs',
      `/orgs/${org}`,
      `/orgs/${org}/spaces`,
      `/orgs/${org}/members`,
      `/orgs/${org}/teams`,
      `/orgs/${org}/collections`,
      `/collections/${DEMO.collections.api}`,
      `/spaces/${space}`,
      `/spaces/${space}/git/info`,
    ];
    for (const path of paths) expect(request('GET', path).status, path).toBe(200);
    expect(request('GET', `/spaces/${space}/embed`, { query: { url: 'https://docs.example.com/x' } }).status).toBe(200);
    expect(bugs).toEqual([]);
  });

  it('create with 201 and a Location', () => {
    const { request, bugs } = setup();
    const space = request('POST', `/orgs/${DEMO.organization}/spaces`, { body: { title: 'Via core' } });
    expect(space.status).toBe(201);
    expect(space.headers.location).toBe(body(space).urls.location);
    const team = request('PUT', `/orgs/${DEMO.organization}/teams`, { body: { title: 'Core team' } });
    expect(team.status).toBe(201);
    expect(team.headers.location).toBe(`${BASE_URL}/orgs/${DEMO.organization}/teams/${body(team).id}/members`);
    const collection = request('POST', `/orgs/${DEMO.organization}/collections`, { body: { title: 'Core' } });
    expect(collection.status).toBe(201);
    expect(collection.headers.location).toBe(`${BASE_URL}/collections/${body(collection).id}`);
    const copy = request('POST', `/spaces/${DEMO.spaces.handbook}/duplicate`);
    expect(copy.status).toBe(201);
    expect(body(copy).title).toBe('Handbook (copy)');
    expect(bugs).toEqual([]);
  });

  it('run the soft-delete lifecycle with the standard status codes and error body', () => {
    const { request, clock, bugs } = setup();
    const path = `/spaces/${DEMO.spaces.roadmap}`;
    expect(request('POST', `${path}/restore`)).toMatchObject({
      status: 409,
      body: { error: { code: 409, message: `space '${DEMO.spaces.roadmap}' is not deleted` } },
    });
    const deleted = request('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(body(request('GET', path)).deletedAt).toBeDefined();
    expect(request('PATCH', path, { body: { title: 'x' } }).status).toBe(404);
    expect(body(request('POST', `${path}/restore`)).deletedAt).toBeUndefined();
    request('DELETE', path);
    clock.advance(7 * DAY);
    expect(request('GET', path)).toMatchObject({ status: 404, body: { error: { code: 404 } } });
    expect(bugs).toEqual([]);
  });

  it('leave input validation to the core, which names the field', () => {
    const { request } = setup();
    const git = request('POST', `/spaces/${DEMO.spaces.handbook}/git/import`, { body: { url: 'https://github.com/a/b', ref: 'main' } });
    expect(git.status).toBe(400);
    expect(body(git).error.message).toMatch(/^ref: /);
    expect(request('GET', `/orgs/${DEMO.organization}/spaces`, { query: { limit: '0' } }).status).toBe(400);
  });

  it('answer 403 and 404 by role, and accept the extra admin token', () => {
    const { request } = setup();
    const path = `/spaces/${DEMO.spaces.internal}`;
    expect(request('PATCH', path, { token: DEMO.tokens.read, body: { title: 'x' } }).status).toBe(403);
    expect(request('GET', path, { token: DEMO.tokens.create }).status).toBe(404);
    expect(request('GET', path, { token: DEMO.tokens.guest }).status).toBe(200);
    expect(body(request('GET', '/user', { token: 'cli-admin-token' })).id).toBe(DEMO.users.admin);
  });
});

describe('the assembled server', () => {
  it('serves the demo world over fetch', async () => {
    const server = createServer({ validateResponses: true });
    const response = await server.fetch(`${server.baseUrl}/orgs/${DEMO.organization}/spaces?limit=2`, {
      headers: { authorization: `Bearer ${DEMO.tokens.read}` },
    });
    expect(response.status).toBe(200);
    const list = (await response.json()) as { items: { id: string }[]; count: number; next?: { page: string } };
    expect(list.items.map((space) => space.id)).toEqual([DEMO.spaces.handbook, DEMO.spaces.api]);
    expect(list.count).toBe(4);
    expect(list.next?.page).toEqual(expect.any(String));
  });
});
