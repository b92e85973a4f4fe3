/**
 * The item iterator behind `for await (const item of list)`: served from the page in hand, a page fetched only
 * when the previous one is used up, and the ending behaviours of the async generator it replaces.
 */
import { describe, expect, it } from 'vitest';
import { ListPage, PagePromise, type PageFetcher } from '../../src/core/pagination.js';
import { PaginationError } from '../../src/errors/pagination-error.js';

interface Item {
  id: string;
}

/** A list of `pages` (each a list of ids) chained by tokens `t1`, `t2`…; records each token fetched. */
function listOf(pages: string[][], options: { failAt?: number; nextOf?: (index: number) => string | undefined } = {}) {
  const fetched: (string | undefined)[] = [];
  const nextOf = options.nextOf ?? ((index: number) => (index + 1 < pages.length ? `t${index + 1}` : undefined));
  const fetch: PageFetcher<Item, unknown> = async (token) => {
    fetched.push(token);
    const index = token === undefined ? 0 : Number(token.slice(1));
    if (index === options.failAt) throw new Error(`page ${index} failed`);
    const next = nextOf(index);
    const body = { items: (pages[index] ?? []).map((id) => ({ id })), count: 0, ...(next === undefined ? {} : { next: { page: next } }) };
    return new ListPage<Item, unknown>(body, new Response(null), fetch);
  };
  return { list: new PagePromise<Item, unknown>(fetch, undefined, 'listThings'), fetched };
}

async function collect(iterable: AsyncIterable<Item>): Promise<string[]> {
  const seen: string[] = [];
  for await (const item of iterable) seen.push(item.id);
  return seen;
}

describe('for await over a list', () => {
  it('yields every item in order, skipping empty pages, and fetches each page once', async () => {
    const { list, fetched } = listOf([['a', 'b'], [], ['c'], ['d', 'e']]);
    expect(await collect(list)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(fetched).toEqual([undefined, 't1', 't2', 't3']);
  });

  it('yields nothing for a list of 0 items', async () => {
    const { list, fetched } = listOf([[]]);
    expect(await collect(list)).toEqual([]);
    expect(fetched).toEqual([undefined]);
  });

  it('break mid-page fetches no further page, and a later next() is done', async () => {
    const { list, fetched } = listOf([['a', 'b', 'c'], ['d']]);
    const iterator = list[Symbol.asyncIterator]();
    const seen: string[] = [];
    for await (const item of { [Symbol.asyncIterator]: () => iterator }) {
      seen.push(item.id);
      if (item.id === 'b') break;
    }
    expect(seen).toEqual(['a', 'b']);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(fetched).toEqual([undefined]);
  });

  it('return() called by the consumer ends the iteration and closes the pages', async () => {
    const { list, fetched } = listOf([['a', 'b'], ['c']]);
    const iterator = list[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ id: 'a' });
    expect(await iterator.return()).toEqual({ value: undefined, done: true });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(await iterator.return()).toEqual({ value: undefined, done: true });
    expect(fetched).toEqual([undefined]);
  });

  it('return() before the first next() fetches nothing', async () => {
    const { list, fetched } = listOf([['a']]);
    const iterator = list[Symbol.asyncIterator]();
    expect(await iterator.return()).toEqual({ value: undefined, done: true });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(fetched).toEqual([]);
  });

  it('throw() rejects with the given error and ends the iteration', async () => {
    const { list, fetched } = listOf([['a', 'b'], ['c']]);
    const iterator = list[Symbol.asyncIterator]();
    await iterator.next();
    const reason = new Error('stop here');
    await expect(iterator.throw(reason)).rejects.toBe(reason);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(fetched).toEqual([undefined]);
  });

  it('an error fetching a page mid-iteration rejects once, after the items before it, then the iteration is done', async () => {
    const { list } = listOf([['a', 'b'], ['c'], ['d']], { failAt: 1 });
    const iterator = list[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ id: 'a' });
    expect((await iterator.next()).value).toEqual({ id: 'b' });
    await expect(iterator.next()).rejects.toThrow('page 1 failed');
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it('a page token sent twice ends the iteration with PaginationError after the items before it', async () => {
    const { list } = listOf([['a'], ['b'], ['c']], { nextOf: (index) => (index === 0 ? 't1' : 't1') });
    const seen: string[] = [];
    const error = await (async () => {
      for await (const item of list) seen.push(item.id);
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationError);
    expect((error as PaginationError).operation).toBe('listThings');
    expect(seen).toEqual(['a', 'b']);
  });

  it('next() calls made without waiting are answered in order across a page boundary', async () => {
    const { list, fetched } = listOf([['a'], ['b', 'c']]);
    const iterator = list[Symbol.asyncIterator]();
    const results = await Promise.all([iterator.next(), iterator.next(), iterator.next(), iterator.next(), iterator.return()]);
    expect(results).toEqual([
      { value: { id: 'a' }, done: false },
      { value: { id: 'b' }, done: false },
      { value: { id: 'c' }, done: false },
      { value: undefined, done: true },
      { value: undefined, done: true },
    ]);
    expect(fetched).toEqual([undefined, 't1']);
  });

  it('return() called while a page is on its way waits for it, then ends without fetching more', async () => {
    const { list, fetched } = listOf([['a'], ['b'], ['c']]);
    const iterator = list[Symbol.asyncIterator]();
    const first = iterator.next();
    const ended = iterator.return();
    expect(await first).toEqual({ value: { id: 'a' }, done: false });
    expect(await ended).toEqual({ value: undefined, done: true });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(fetched).toEqual([undefined]);
  });

  it('is its own async iterator, and each for await over the list starts a new iteration', async () => {
    const { list } = listOf([['a'], ['b']]);
    const iterator = list[Symbol.asyncIterator]();
    expect(iterator[Symbol.asyncIterator]()).toBe(iterator);
    expect(await collect(list)).toEqual(['a', 'b']);
    expect(await collect(list)).toEqual(['a', 'b']);
  });
});
