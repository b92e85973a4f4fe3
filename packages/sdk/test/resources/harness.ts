/**
 * Table-driven checks of resource methods: each case calls one method on a client over a fetch double and
 * states the request it must send (method, encoded path, query, JSON body) and the answer it gets back.
 */
import { expect, it } from 'vitest';
import type { DocPub } from '../../src/client.js';
import type { HttpMethod } from '../../src/contract/operation.js';
import type { PagePromise } from '../../src/core/pagination.js';
import type { RecordedRequest } from '../helpers/fetch-double.js';
import { setup } from '../core/support.js';

/** The answer the double gives. */
export interface Reply {
  status: 200 | 201 | 204;
  body?: unknown;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const created = (body: unknown): Reply => ({ status: 201, body });
export const noContent: Reply = { status: 204 };

/** A query string as a map; repeated keys become arrays. */
export type Query = Record<string, string | string[]>;

/** One call of a method that answers a single result (or nothing, for a 204). */
export interface CallCase {
  /** The method as users write it, e.g. `spaces.git.import`. */
  name: string;
  call: (client: DocPub) => PromiseLike<unknown>;
  method: HttpMethod;
  /** The expected path below `/v1`, percent-encoded as it goes on the wire. */
  path: string;
  query?: Query;
  /** The expected JSON body; absent: the request must have no body. */
  body?: unknown;
  reply: Reply;
}

/** One call of a list method: answered with two pages, one item each. */
export interface ListCase {
  name: string;
  list: (client: DocPub) => PagePromise<unknown, unknown>;
  path: string;
  query?: Query;
  items: readonly [unknown, unknown];
  /** Envelope fields beyond items, count and next (e.g. `stats`), sent with each page. */
  extra?: Record<string, unknown>;
}

const NEXT_TOKEN = 'opaque-token-2';

/** Reads a URL's query string back into a map. */
export function queryOf(url: URL): Query {
  const query: Query = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

function expectRequest(request: RecordedRequest | undefined, method: HttpMethod, path: string, query: Query) {
  expect(request, 'no request was sent').toBeDefined();
  expect(request!.method).toBe(method);
  expect(request!.url.pathname).toBe(`/v1${path}`);
  expect(queryOf(request!.url)).toEqual(query);
}

/** Runs each case as its own test. */
export function itCalls(cases: readonly CallCase[]): void {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const { client, double } = setup();
    const { reply } = testCase;
    if (reply.status === 204) double.empty(204);
    else double.json(reply.status, reply.body);

    const result = await testCase.call(client);

    expect(double.requests).toHaveLength(1);
    const request = double.requests[0];
    expectRequest(request, testCase.method, testCase.path, testCase.query ?? {});
    if (testCase.body === undefined) {
      expect(request!.bodyText).toBeUndefined();
    } else {
      expect(request!.headers['content-type']).toBe('application/json');
      expect(request!.json).toEqual(testCase.body);
    }
    if (reply.status === 204) expect(result).toBeUndefined();
    else expect(result).toEqual(reply.body);
  });
}

/** Runs each list case as its own test: first page awaited, then every item iterated across both pages. */
export function itLists(cases: readonly ListCase[]): void {
  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const { client, double } = setup();
    const [first, second] = testCase.items;
    double
      .json(200, { items: [first], count: 2, next: { page: NEXT_TOKEN }, ...testCase.extra })
      .json(200, { items: [second], count: 2, ...testCase.extra });

    const list = testCase.list(client);
    const page = await list;
    expect(page.items).toEqual([first]);
    expect(page.count).toBe(2);
    expect(page.hasNextPage()).toBe(true);
    if (testCase.extra) expect(page.body).toMatchObject(testCase.extra);

    const items: unknown[] = [];
    for await (const item of list) items.push(item);
    expect(items).toEqual([first, second]);

    expect(double.requests).toHaveLength(2);
    const query = testCase.query ?? {};
    expectRequest(double.requests[0], 'GET', testCase.path, query);
    expectRequest(double.requests[1], 'GET', testCase.path, { ...query, page: NEXT_TOKEN });
    for (const request of double.requests) expect(request.bodyText).toBeUndefined();
  });
}
