import { describe, expect, it } from 'vitest';
import { operations } from '../../src/contract/index.js';
import { ListPage, PagePromise } from '../../src/core/pagination.js';
import { DocPubError } from '../../src/errors/docpub-error.js';
import { InvalidArgumentError } from '../../src/errors/invalid-argument-error.js';
import { ResponseValidationError } from '../../src/errors/response-validation-error.js';
import { jsonResponse } from '../helpers/fetch-double.js';
import { listFixture, setup } from './support.js';

/** A three-page list of spaces s1..s5 (2 + 2 + 1), answered by page token. */
function threePages(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options);
  const pages: Record<string, ReturnType<typeof listFixture>> = {
    '': listFixture(['s1', 's2'], 5, 'tok2'),
    tok2: listFixture(['s3', 's4'], 5, 'tok3'),
    tok3: listFixture(['s5'], 5),
  };
  context.double.fallback((request) => jsonResponse(200, pages[request.url.searchParams.get('page') ?? '']));
  return context;
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('pagination', () => {
  it('await gives the first page with its helpers', async () => {
    const { client, double } = threePages();
    const page = await client.list(operations.listSpaces, ['o1'], { limit: 2 });
    expect(page).toBeInstanceOf(ListPage);
    expect(ids(page.items)).toEqual(['s1', 's2']);
    expect(page.count).toBe(5);
    expect(page.next).toEqual({ page: 'tok2' });
    expect(page.hasNextPage()).toBe(true);
    expect(page.response.status).toBe(200);
    const second = await page.getNextPage();
    expect(ids(second.items)).toEqual(['s3', 's4']);
    const third = await second.getNextPage();
    expect(third.hasNextPage()).toBe(false);
    expect(third.next).toBeUndefined();
    await expect(third.getNextPage()).rejects.toThrow(DocPubError);
    expect(double.requests.map((request) => request.url.search)).toEqual(['?limit=2', '?limit=2&page=tok2', '?limit=2&page=tok3']);
  });

  it('for await iterates every item of every page', async () => {
    const { client, double } = threePages();
    const seen: string[] = [];
    for await (const space of client.list(operations.listSpaces, ['o1'])) seen.push(space.id);
    expect(seen).toEqual(['s1', 's2', 's3', 's4', 's5']);
    expect(double.requests).toHaveLength(3);
  });

  it('fetches lazily: nothing before use, each page only when the previous one is consumed', async () => {
    const { client, double } = threePages();
    const list = client.list(operations.listSpaces, ['o1']);
    await Promise.resolve();
    expect(double.requests).toHaveLength(0);
    const iterator = list[Symbol.asyncIterator]();
    expect((await iterator.next()).value?.id).toBe('s1');
    expect(double.requests).toHaveLength(1);
    expect((await iterator.next()).value?.id).toBe('s2');
    expect(double.requests).toHaveLength(1);
    expect((await iterator.next()).value?.id).toBe('s3');
    expect(double.requests).toHaveLength(2);
    await iterator.return?.();
    expect(double.requests).toHaveLength(2);
  });

  it('shares the first page between await and iteration', async () => {
    const { client, double } = threePages();
    const list = client.list(operations.listSpaces, ['o1']);
    const first = await list;
    const all = await list.toArray();
    expect(ids(first.items)).toEqual(['s1', 's2']);
    expect(ids(all)).toEqual(['s1', 's2', 's3', 's4', 's5']);
    expect(double.requests).toHaveLength(3);
  });

  it('.pages() yields each page', async () => {
    const { client } = threePages();
    const sizes: number[] = [];
    for await (const page of client.list(operations.listSpaces, ['o1']).pages()) sizes.push(page.items.length);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('.toArray({ max }) stops fetching once it has enough', async () => {
    const { client, double } = threePages();
    expect(ids(await client.list(operations.listSpaces, ['o1']).toArray({ max: 3 }))).toEqual(['s1', 's2', 's3']);
    expect(double.requests).toHaveLength(2);
    expect(await client.list(operations.listSpaces, ['o1']).toArray({ max: 0 })).toEqual([]);
    expect(double.requests).toHaveLength(2);
    await expect(client.list(operations.listSpaces, ['o1']).toArray({ max: -1 })).rejects.toThrow(/max: must be/);
  });

  it('resumes from a page token', async () => {
    const { client, double } = threePages();
    const rest = await client.list(operations.listSpaces, ['o1'], { page: 'tok2', limit: 2 }).toArray();
    expect(ids(rest)).toEqual(['s3', 's4', 's5']);
    expect(double.requests[0]?.url.search).toBe('?page=tok2&limit=2');
  });

  it('propagates a failing page as its typed error', async () => {
    const { client, double } = setup({ maxRetries: 0 });
    double.json(200, listFixture(['s1'], 2, 'tok2')).json(400, { error: { code: 400, message: 'page: invalid token' } });
    const seen: string[] = [];
    const run = async () => {
      for await (const space of client.list(operations.listSpaces, ['o1'])) seen.push(space.id);
    };
    await expect(run()).rejects.toThrow(/page: invalid token/);
    expect(seen).toEqual(['s1']);
  });

  it('needs an items array even when validation is off', async () => {
    const { client, double } = setup({ validation: 'off' });
    double.json(200, { nope: true });
    await expect(client.list(operations.listSpaces, ['o1'])).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('keeps envelope fields beyond items, count and next on page.body', async () => {
    const { client, double } = setup();
    double.json(200, { ...listFixture(['s1'], 1), stats: { total: 1 } });
    const page = await client.list(operations.listSpaces, ['o1']);
    expect((page.body as Record<string, unknown>).stats).toEqual({ total: 1 });
  });

  it('refuses a non-paginated operation', async () => {
    const { client, double } = setup();
    await expect(client.list(operations.getSpace as never, ['s1'])).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(double.requests).toHaveLength(0);
  });

  it('is a Promise subclass', () => {
    const { client } = setup();
    const list = client.list(operations.listSpaces, ['o1']);
    expect(list).toBeInstanceOf(PagePromise);
    expect(list).toBeInstanceOf(Promise);
  });
});
