import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperations, operations, queryBool, queryInt, queryList } from '../../src/contract/index.js';
import { serializeQuery } from '../../src/core/url.js';
import { InvalidArgumentError } from '../../src/errors/invalid-argument-error.js';
import { VERSION } from '../../src/version.js';
import { BASE_URL, TOKEN, setup, spaceFixture } from './support.js';

// Operations shaped like ones other engineers are adding to the table, to pin the serialization rules now.
const testOperations = defineOperations({
  searchSites: {
    method: 'GET',
    path: '/orgs/{organizationId}/sites',
    summary: 'test: a query with every kind of value',
    query: z.object({
      type: queryList(z.string()).optional(),
      published: queryBool().optional(),
      limit: queryInt(1, 1000).optional(),
      title: z.string().optional(),
    }),
    response: z.object({ ok: z.boolean() }),
    status: 200,
  },
  getPageByPath: {
    method: 'GET',
    path: '/spaces/{spaceId}/content/path/{pagePath}',
    summary: 'test: a page by its path',
    response: z.object({ ok: z.boolean() }),
    status: 200,
  },
});

describe('requests on the wire', () => {
  it('sends Authorization, User-Agent and Accept, and no Content-Type without a body', async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1']);
    const request = double.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.href).toBe(`${BASE_URL}/spaces/s1`);
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['user-agent']).toBe(`docpub-sdk/${VERSION}`);
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.bodyText).toBeUndefined();
  });

  it('sends body params as JSON with Content-Type', async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture());
    await client.call(operations.updateSpace, ['s1'], { title: 'New', emoji: undefined });
    const request = double.requests[0]!;
    expect(request.method).toBe('PATCH');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.json).toEqual({ title: 'New' });
    expect(request.url.search).toBe('');
  });

  it('sends {} to a body-taking operation called without params', async () => {
    const { client, double } = setup();
    double.json(200, spaceFixture());
    await client.call(operations.updateSpace, ['s1']);
    expect(double.requests[0]?.bodyText).toBe('{}');
  });

  it('sends no body to an operation that takes none', async () => {
    const { client, double } = setup();
    double.json(201, spaceFixture('s2'));
    await client.call(operations.duplicateSpace, ['s1']);
    expect(double.requests[0]?.method).toBe('POST');
    expect(double.requests[0]?.bodyText).toBeUndefined();
    expect(double.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('serializes query params: undefined omitted, scalars as text, arrays as repeated keys', async () => {
    const { client, double } = setup();
    double.json(200, { ok: true });
    await client.call(testOperations.searchSites, ['o1'], {
      type: ['basic', 'premium'],
      published: false,
      limit: 25,
      title: undefined,
    });
    const url = double.requests[0]!.url;
    expect(url.pathname).toBe('/v1/orgs/o1/sites');
    expect(url.searchParams.getAll('type')).toEqual(['basic', 'premium']);
    expect(url.searchParams.get('published')).toBe('false');
    expect(url.searchParams.get('limit')).toBe('25');
    expect(url.searchParams.has('title')).toBe(false);
    expect(url.search).toBe('?type=basic&type=premium&published=false&limit=25');
  });

  it('serializeQuery refuses objects, naming the field', () => {
    expect(serializeQuery({ a: 1, b: true, c: null, d: undefined, e: ['x', 'y z'] })).toBe('a=1&b=true&e=x&e=y+z');
    expect(() => serializeQuery({ filter: { deep: 1 } })).toThrow(/filter: a query parameter must be/);
  });

  it('encodes path params, so a page path a/b travels as one segment', async () => {
    const { client, double } = setup();
    double.json(200, { ok: true });
    await client.call(testOperations.getPageByPath, ['s 1', 'guides/intro?x#y']);
    expect(double.requests[0]!.url.href).toBe(`${BASE_URL}/spaces/s%201/content/path/guides%2Fintro%3Fx%23y`);
  });

  it('refuses a path param of "." or ".." (URL parsing would climb out of the segment)', async () => {
    const { client, double } = setup();
    await expect(client.call(operations.getSpace, ['..'])).rejects.toThrow(/spaceId: must not be "\." or "\.\."/);
    await expect(client.call(operations.getSpace, ['.'])).rejects.toThrow(InvalidArgumentError);
    expect(double.requests).toHaveLength(0);
    double.json(200, { ok: true });
    await client.call(testOperations.getPageByPath, ['s1', 'a/../b']);
    expect(double.requests[0]!.url.pathname).toBe('/v1/spaces/s1/content/path/a%2F..%2Fb');
  });

  it('rejects missing or empty path params, naming them, before sending', async () => {
    const { client, double } = setup();
    await expect(client.call(operations.getSpace, [])).rejects.toThrow(/getSpace takes 1 path parameter\(s\) \(spaceId\), got 0/);
    await expect(client.call(operations.getSpace, [''])).rejects.toThrow(InvalidArgumentError);
    await expect(client.call(operations.getSpace, [''])).rejects.toThrow(/spaceId: must be a non-empty string/);
    await expect(client.call(operations.getCurrentUser, [], { surprise: 1 } as never)).rejects.toThrow(
      /surprise: getCurrentUser takes no parameters/,
    );
    expect(double.requests).toHaveLength(0);
  });

  it('merges client and call headers case-insensitively, the call winning', async () => {
    const { client, double } = setup({ headers: { 'X-Team': 'docs', 'X-Trace': 'client' } });
    double.json(200, spaceFixture());
    await client.call(operations.getSpace, ['s1'], {}, { headers: { 'x-trace': 'call' } });
    expect(double.requests[0]?.headers['x-team']).toBe('docs');
    expect(double.requests[0]?.headers['x-trace']).toBe('call');
  });

  it('runs beforeRequest and afterResponse hooks with the operation, in order', async () => {
    const seen: string[] = [];
    const { client, double } = setup({
      hooks: {
        beforeRequest: [
          (request, operation) => {
            seen.push(`before:${operation.id}`);
            const next = new Request(request);
            next.headers.set('x-hook', 'one');
            return next;
          },
          (request) => {
            seen.push(`before2:${request.headers.get('x-hook')}`);
          },
        ],
        afterResponse: [
          async (_request, response, operation) => {
            seen.push(`after:${operation.id}:${response.status}`);
            const body = (await response.json()) as Record<string, unknown>;
            return new Response(JSON.stringify({ ...body, title: 'rewritten' }), { status: 200 });
          },
        ],
      },
    });
    double.json(200, spaceFixture());
    const space = await client.call(operations.getSpace, ['s1']);
    expect(seen).toEqual(['before:getSpace', 'before2:one', 'after:getSpace:200']);
    expect(double.requests[0]?.headers['x-hook']).toBe('one');
    expect(space.title).toBe('rewritten');
  });

  it("propagates a hook's own error unchanged and does not retry it", async () => {
    const failure = new Error('hook says no');
    const { client, double } = setup({ hooks: { beforeRequest: [() => Promise.reject(failure)] } });
    double.json(200, spaceFixture());
    await expect(client.call(operations.getSpace, ['s1'])).rejects.toBe(failure);
    expect(double.requests).toHaveLength(0);
  });
});
