import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/core/http-error.js';
import { encodePageToken, paginate, sortByKey, type PageQuery } from '../../src/core/pagination.js';

interface Item {
  id: string;
}

const key = (item: Item) => item.id;
const ids = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ id: `i${String(index + from).padStart(4, '0')}` }));

/** Walks a list to the end, calling `between` before each next page, like a client iterating. */
function walk(list: () => Item[], limit: number, options: { descending?: boolean } = {}, between?: (page: number) => void) {
  const seen: string[] = [];
  let query: PageQuery = { limit };
  for (let page = 0; page < 1000; page += 1) {
    const result = paginate(list(), query, { key, scope: 'items', ...options });
    seen.push(...result.items.map(key));
    if (!result.next) return seen;
    between?.(page);
    query = { limit, page: result.next.page };
  }
  throw new Error('pagination did not end');
}

describe('paginate', () => {
  it('pages through a list with count and next, and no next on the last page', () => {
    const items = ids(5);
    const first = paginate(items, { limit: 2 }, { key, scope: 's' });
    expect(first.items.map(key)).toEqual(['i0000', 'i0001']);
    expect(first.count).toBe(5);
    expect(first.next?.page).toMatch(/^[A-Za-z0-9_-]+$/);
    const last = paginate(items, { limit: 2, page: paginate(items, { limit: 2, page: first.next!.page }, { key, scope: 's' }).next!.page }, { key, scope: 's' });
    expect(last.items.map(key)).toEqual(['i0004']);
    expect(last.next).toBeUndefined();
  });

  it('defaults limit to 100', () => {
    const result = paginate(ids(150), {}, { key, scope: 's' });
    expect(result.items).toHaveLength(100);
    expect(result.next).toBeDefined();
  });

  it('gives no next when the list fits exactly, and an empty page for an empty list', () => {
    expect(paginate(ids(4), { limit: 4 }, { key, scope: 's' }).next).toBeUndefined();
    expect(paginate([], {}, { key, scope: 's' })).toEqual({ items: [], count: 0 });
  });

  it('never repeats or skips an item that exists throughout, while items are inserted and deleted', () => {
    let items = ids(60, 100);
    const originals = new Set(items.map(key));
    const survivors = new Set(items.filter((_, index) => index % 3 !== 0).map(key));
    const seen = walk(
      () => items,
      7,
      {},
      (page) => {
        // Delete a third of the original items (some already served, some not) and insert new ones before,
        // among and after them.
        items = items.filter((item) => survivors.has(item.id) || !originals.has(item.id));
        items = sortByKey([...items, { id: `a${page}` }, { id: `i013${page}x` }, { id: `z${page}` }], key);
      },
    );
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of survivors) expect(seen).toContain(id);
  });

  it('pages a descending list, also while it changes', () => {
    let items = sortByKey(ids(25), key, true);
    const seen = walk(() => items, 4, { descending: true }, (page) => {
      items = sortByKey([...items.filter((item) => item.id !== 'i0010'), { id: `i05${page}` }], key, true);
    });
    const expected = sortByKey(ids(25), key, true).map(key).filter((id) => id !== 'i0010');
    for (const id of expected) expect(seen).toContain(id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 4)).toEqual(['i0024', 'i0023', 'i0022', 'i0021']);
  });

  it('resumes after the last served key even when that item was deleted', () => {
    const items = ids(6);
    const first = paginate(items, { limit: 3 }, { key, scope: 's' });
    const withoutLast = items.filter((item) => item.id !== 'i0002');
    const next = paginate(withoutLast, { limit: 3, page: first.next!.page }, { key, scope: 's' });
    expect(next.items.map(key)).toEqual(['i0003', 'i0004', 'i0005']);
  });

  it('finds a deep page by binary search: the key function runs O(log n + limit) times', () => {
    const items = ids(100_000);
    let calls = 0;
    const counting = (item: Item) => {
      calls += 1;
      return item.id;
    };
    const page = { page: encodePageToken('s', 'i90000'), limit: 10 };
    const result = paginate(items, page, { key: counting, scope: 's' });
    expect(result.items[0]!.id).toBe('i90001');
    expect(calls).toBeLessThan(40);
  });

  it.each([
    ['garbage', 'not base64!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['wrong shape', Buffer.from('{"a":1}').toString('base64url')],
    ['non-string key', Buffer.from('["s",3]').toString('base64url')],
  ])('refuses a malformed token (%s)', (_, token) => {
    expect(() => paginate(ids(3), { page: token }, { key, scope: 's' })).toThrow(
      expect.objectContaining({ status: 400, message: 'page: invalid page token' }),
    );
  });

  it('refuses a token from another list', () => {
    const token = paginate(ids(3), { limit: 1 }, { key, scope: 'spaces:org1' }).next!.page;
    let error: unknown;
    try {
      paginate(ids(3), { page: token }, { key, scope: 'spaces:org2' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'page: invalid page token' });
  });

  it('carries keys of any text through the token', () => {
    const items = [{ id: 'ä/1' }, { id: 'ö 2' }, { id: '😀3' }];
    const sorted = sortByKey(items, key);
    const first = paginate(sorted, { limit: 1 }, { key, scope: 'ü' });
    const second = paginate(sorted, { limit: 5, page: first.next!.page }, { key, scope: 'ü' });
    expect(second.items.map(key)).toEqual(sorted.slice(1).map(key));
  });
});
