import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/core/http-error.js';
import { paginate, paginateAscending, type Page, type PageQuery } from '../../src/core/pagination.js';

interface Item {
  id: string;
}

const key = (item: Item) => item.id;
const ascending = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `k${String(index).padStart(4, '0')}` }));

/** Every page of a walk, following `next`. */
function pages(serve: (query: PageQuery) => Page<Item>, limit: number): string[][] {
  const served: string[][] = [];
  let query: PageQuery = { limit };
  for (let guard = 0; guard < 1000; guard += 1) {
    const page = serve(query);
    served.push(page.items.map(key));
    if (!page.next) return served;
    query = { limit, page: page.next.page };
  }
  throw new Error('pagination did not end');
}

describe('paginateAscending', () => {
  it.each([0, 1, 6, 7, 20])('serves the same pages as paginate over a sorted copy (%i items)', (count) => {
    const items = ascending(count);
    for (const descending of [false, true]) {
      const options = { key, scope: 's', descending };
      const sortedCopy = descending ? [...items].reverse() : items;
      expect(pages((query) => paginateAscending(items, query, options), 3)).toEqual(pages((query) => paginate(sortedCopy, query, options), 3));
    }
  });

  it('resumes from a token of paginate, and paginate from one of its own', () => {
    const items = ascending(10);
    const options = { key, scope: 's', descending: true };
    const first = paginate([...items].reverse(), { limit: 4 }, options);
    expect(paginateAscending(items, { limit: 4, page: first.next!.page }, options).items.map(key)).toEqual(['k0005', 'k0004', 'k0003', 'k0002']);
    const own = paginateAscending(items, { limit: 4 }, options);
    expect(paginate([...items].reverse(), { limit: 4, page: own.next!.page }, options).items.map(key)).toEqual(['k0005', 'k0004', 'k0003', 'k0002']);
  });

  it('resumes after the last key served even when that item is gone', () => {
    const items = ascending(10);
    const options = { key, scope: 's', descending: true };
    const first = paginateAscending(items, { limit: 3 }, options); // k0009..k0007
    const without = items.filter((item) => item.id !== 'k0007');
    expect(paginateAscending(without, { limit: 3, page: first.next!.page }, options).items.map(key)).toEqual(['k0006', 'k0005', 'k0004']);
  });

  it('refuses a token of another list with a 400 naming page', () => {
    const token = paginateAscending(ascending(5), { limit: 2 }, { key, scope: 'a' }).next!.page;
    expect(() => paginateAscending(ascending(5), { page: token }, { key, scope: 'b' })).toThrow(HttpError);
    expect(() => paginateAscending(ascending(5), { page: token }, { key, scope: 'b' })).toThrow('page: invalid page token');
  });

  it('does not copy or reorder the list it pages', () => {
    const items = ascending(5);
    const before = items.map(key);
    paginateAscending(items, { limit: 2 }, { key, scope: 's', descending: true });
    expect(items.map(key)).toEqual(before);
  });
});
