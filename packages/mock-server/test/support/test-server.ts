/**
 * A tiny world for engine tests: a few operations of its own (so routing, validation and response shaping are
 * tested independently of the domain's handlers) over a store with one user.
 */
import {
  defineOperations,
  int,
  listOf,
  pageQuery,
  patterned,
  queryList,
  resource,
  str,
  text,
  user,
} from '@docpub/sdk/contract';
import { z } from 'zod';
import { assembleServer, type DocPubServer } from '../../src/compose/assemble.js';
import { ControlledClock } from '../../src/core/clock.js';
import { createCore, noPolicy, type Core } from '../../src/core/core.js';
import { Faults } from '../../src/core/faults.js';
import { notFound } from '../../src/core/http-error.js';
import { Journal } from '../../src/core/journal.js';
import { paginate } from '../../src/core/pagination.js';
import type { HandlerTable, PlainRequest } from '../../src/core/types.js';
import { Store, createStoreData } from '../../src/store/store.js';
import { createUser } from '../../src/domain/users/users.js';
import { insertUser, issueToken } from '../../src/store/users.js';

export const TOKEN = 'tok_alice';

const thing = resource({
  object: z.literal('thing'),
  id: str(),
  title: str(),
  urls: resource({ location: z.string() }),
});

export const testOperations = defineOperations({
  getCurrentUser: { method: 'GET', path: '/user', summary: 'caller', response: user, status: 200 },
  listThings: {
    method: 'GET',
    path: '/things',
    summary: 'list',
    query: pageQuery.extend({ tag: queryList(z.string()).optional(), sort: z.enum(['asc', 'desc']).optional() }),
    response: listOf(thing),
    status: 200,
    paginated: true,
  },
  createThing: {
    method: 'POST',
    path: '/things',
    summary: 'create',
    // `pad`: free text, for tests of body size.
    body: z.object({ title: text(2, 128), size: int().optional(), owner: z.object({ id: str() }).optional(), pad: str().optional() }),
    response: thing,
    status: 201,
  },
  getThing: {
    method: 'GET',
    path: '/things/{thingId}',
    summary: 'get',
    params: { thingId: patterned(/^[a-z0-9-]+$/, 20) },
    response: thing,
    status: 200,
  },
  deleteThing: { method: 'DELETE', path: '/things/{thingId}', summary: 'delete', status: 204 },
  getThingPage: {
    method: 'GET',
    path: '/things/{thingId}/path/{pagePath}',
    summary: 'page by path',
    response: resource({ thing: str(), path: str() }),
    status: 200,
  },
  getLatestVersion: {
    method: 'GET',
    path: '/things/{thingId}/versions/latest',
    summary: 'latest',
    response: resource({ version: str() }),
    status: 200,
  },
  getVersion: {
    method: 'GET',
    path: '/things/{thingId}/versions/{versionId}',
    summary: 'version',
    response: resource({ version: str() }),
    status: 200,
  },
  putTag: {
    method: 'PUT',
    path: '/things/{thingId}/tags/{tag}',
    summary: 'put tag, 201 when new',
    response: resource({ tag: str() }),
    status: 200,
  },
  notYet: { method: 'GET', path: '/not-yet', summary: 'no handler', status: 204 },
  crash: { method: 'GET', path: '/crash', summary: 'handler bug', status: 204 },
  wrongShape: { method: 'GET', path: '/wrong-shape', summary: 'response bug', response: thing, status: 200 },
});

type Thing = z.input<typeof thing>;

/** Things are stored on the side: the engine does not care where handlers keep their data. */
export function thingHandlers(things: Thing[] = []) {
  const tags = new Set<string>();
  const table = {
    getCurrentUser: ({ user: caller }) => ({ object: 'user', id: caller.id, displayName: caller.displayName }),
    listThings: ({ query }) =>
      paginate(
        [...things].sort((a, b) => (a.id < b.id ? -1 : 1)),
        query as { page?: string; limit?: number },
        { key: (item) => item.id, scope: 'things' },
      ),
    createThing: ({ body, baseUrl }) => {
      const { title } = body as { title: string };
      const id = `t${things.length + 1}`;
      const created: Thing = { object: 'thing', id, title, urls: { location: `${baseUrl}/things/${id}` } };
      things.push(created);
      return created;
    },
    getThing: ({ params }) => {
      const found = things.find((item) => item.id === params.thingId);
      if (!found) throw notFound(`thing ${params.thingId}`);
      return found;
    },
    deleteThing: ({ params }) => {
      things.splice(things.findIndex((item) => item.id === params.thingId), 1);
    },
    getThingPage: ({ params }) => ({ thing: params.thingId, path: params.pagePath }),
    getLatestVersion: () => ({ version: 'latest' }),
    getVersion: ({ params }) => ({ version: params.versionId }),
    putTag: ({ params, baseUrl }) => {
      const isNew = !tags.has(params.tag);
      tags.add(params.tag);
      const body = { tag: params.tag };
      return isNew ? { explicit: true, status: 201, body, location: `${baseUrl}/tags/${params.tag}` } : body;
    },
    crash: () => {
      throw new Error('boom');
    },
    wrongShape: () => ({ object: 'thing', id: 7 }),
  } as Record<string, (context: any) => unknown>;
  return table as unknown as HandlerTable;
}

/** A store with one user, Alice, whose token is {@link TOKEN}. */
export function tinyStore(): Store {
  const store = new Store(createStoreData('engine-test'));
  const alice = insertUser(store, { id: 'u_alice', displayName: 'Alice', email: 'alice@docpub.test' });
  issueToken(store, alice.id, TOKEN);
  return store;
}

export interface TestCore {
  core: Core;
  store: Store;
  clock: ControlledClock;
  faults: Faults;
  journal: Journal;
  bugs: unknown[];
}

/** A core over the test operations, with responses validated as in tests of the real server. */
export function testCore(things?: Thing[]): TestCore {
  const store = tinyStore();
  const clock = new ControlledClock(() => Date.UTC(2025, 0, 1));
  const faults = new Faults();
  const journal = new Journal(clock);
  const bugs: unknown[] = [];
  const core = createCore({
    store,
    clock,
    handlers: thingHandlers(things),
    policy: noPolicy,
    baseUrl: 'http://docpub.test/v1',
    faults,
    journal,
    validateResponses: true,
    operations: testOperations,
    onBug: (error) => bugs.push(error),
  });
  return { core, store, clock, faults, journal, bugs };
}

/** A whole server over the test operations. */
export function testServer(options: { baseUrl?: string } = {}): DocPubServer<ControlledClock> & { bugs: unknown[] } {
  const bugs: unknown[] = [];
  const server = assembleServer(
    { store: tinyStore(), handlers: thingHandlers(), policy: noPolicy, createUser },
    {
      clock: new ControlledClock(() => Date.UTC(2025, 0, 1)),
      baseUrl: options.baseUrl,
      validateResponses: true,
      operations: testOperations,
      onBug: (error) => bugs.push(error),
    },
  );
  return Object.assign(server, { bugs });
}

/** A plain request with Alice's token unless headers say otherwise. */
export function request(method: string, path: string, extra: Partial<PlainRequest> = {}): PlainRequest {
  return {
    method,
    path,
    query: {},
    ...extra,
    headers: { authorization: `Bearer ${TOKEN}`, ...extra.headers },
  };
}

/** A JSON body request. */
export function jsonRequest(method: string, path: string, body: unknown, extra: Partial<PlainRequest> = {}): PlainRequest {
  return request(method, path, {
    ...extra,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...extra.headers },
  });
}

/** The message of an error body. */
export function messageOf(body: unknown): string | undefined {
  return (body as { error?: { message?: string } } | undefined)?.error?.message;
}
