/**
 * A list result used as an array at run time (JavaScript callers, or `any`): the array methods throw a
 * TypeError that says where the items are, and send nothing more; the list still works afterwards.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/contract/index.js';
import { LIST_IS_NOT_AN_ARRAY } from '../../src/core/array-misuse.js';
import { jsonResponse } from '../helpers/fetch-double.js';
import { listFixture, setup } from './support.js';

function oneList() {
  const context = setup();
  context.double.fallback(() => jsonResponse(200, listFixture(['s1', 's2'], 2)));
  return context;
}

describe('a list result used as an array', () => {
  it.each(['map', 'filter', 'forEach', 'find', 'slice'])('page.%s() throws a TypeError naming .items, for await and toArray()', async (method) => {
    const { client } = oneList();
    const page = (await client.spaces.list('o1')) as unknown as Record<string, (...args: unknown[]) => unknown>;
    expect(() => page[method]!((item: unknown) => item)).toThrow(new TypeError(`ListPage.${method}(): ${LIST_IS_NOT_AN_ARRAY}`));
    expect(LIST_IS_NOT_AN_ARRAY).toMatch(/page\.items.*for await.*toArray\(\)/);
  });

  it('list.map() throws before any request, and the list still iterates afterwards', async () => {
    const { client, double } = oneList();
    const list = client.spaces.list('o1');
    expect(() => (list as unknown as { map: (f: unknown) => unknown }).map(() => 1)).toThrow(
      new TypeError(`PagePromise.map(): ${LIST_IS_NOT_AN_ARRAY}`),
    );
    expect(double.requests).toHaveLength(0);
    expect((await list.toArray()).map((space) => space.id)).toEqual(['s1', 's2']);
  });

  it('leaves a page readable as data: no enumerable array members, no length, no numeric keys', async () => {
    const { client } = oneList();
    const page = await client.list(operations.listSpaces, ['o1']);
    expect(Object.keys(page)).toEqual(['items', 'count', 'next', 'body', 'response']);
    expect((page as unknown as { length?: unknown }).length).toBeUndefined();
    expect(Array.isArray(page)).toBe(false);
  });
});
