/**
 * Keyset pagination for every list of the reference server (docs/wire-conventions.md, "Lists and pagination").
 *
 * A page token names the key of the last item served and the list it came from, never an offset, so a
 * listing that runs while items are added or removed neither repeats nor skips an item that existed
 * throughout: the next page starts right after that key, wherever it now sits. Items come sorted by key, so
 * the start is found by binary search and a deep page costs O(log n + limit).
 */
import { LIMIT_DEFAULT } from '@docpub/sdk/contract';
import { HttpError } from './http-error.js';

/** The `page` and `limit` query parameters, as the contract's `pageQuery` yields them. */
export interface PageQuery {
  page?: string | undefined;
  limit?: number | undefined;
}

export interface PaginateOptions<T> {
  /** The sort key of an item: unique within the list and stable for the item's lifetime. */
  key: (item: T) => string;
  /** Names the list (e.g. `spaces:<orgId>`), so a token from another list is refused. */
  scope: string;
  /** True when `items` are sorted by key descending. */
  descending?: boolean;
}

/** One page: the contract's list envelope. */
export interface Page<T> {
  items: T[];
  /** Total number of items in the list, across all pages. */
  count: number;
  /** Where the next page starts; absent on the last page. */
  next?: { page: string };
}

const invalidToken = () => new HttpError(400, 'page: invalid page token');

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/={1,2}$/, '');
}

function fromBase64Url(token: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) throw invalidToken();
  const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The opaque token of the page that starts after `lastKey` in the list `scope`. */
export function encodePageToken(scope: string, lastKey: string): string {
  return toBase64Url(JSON.stringify([scope, lastKey]));
}

/**
 * The key a token resumes after.
 * @throws HttpError 400 `page: invalid page token` for a malformed token or one from another list.
 */
export function decodePageToken(token: string, scope: string): string {
  let decoded: unknown;
  try {
    decoded = JSON.parse(fromBase64Url(token));
  } catch {
    throw invalidToken();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2 || decoded[0] !== scope || typeof decoded[1] !== 'string') {
    throw invalidToken();
  }
  return decoded[1];
}

/**
 * Compares keys the way {@link paginate} expects lists to be sorted: by UTF-16 code units (the `<` operator),
 * not by locale, so the order never depends on the machine.
 */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A sorted copy of `items`, in the order {@link paginate} expects for `key`. */
export function sortByKey<T>(items: Iterable<T>, key: (item: T) => string, descending = false): T[] {
  const sign = descending ? -1 : 1;
  return [...items].sort((a, b) => sign * compareKeys(key(a), key(b)));
}

/** Index of the first item that comes strictly after `lastKey` in the list's order. */
function startAfter<T>(items: readonly T[], lastKey: string, key: (item: T) => string, descending: boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = compareKeys(key(items[middle]!), lastKey);
    const atOrBefore = descending ? order >= 0 : order <= 0;
    if (atOrBefore) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One page of `items`, which must already be sorted by `options.key` (ascending, or descending with
 * `options.descending`; see {@link sortByKey}). `limit` defaults to 100; its bounds are the query schema's job.
 * @throws HttpError 400 `page: invalid page token` for a token that is malformed or from another list.
 */
export function paginate<T>(items: readonly T[], query: PageQuery, options: PaginateOptions<T>): Page<T> {
  const limit = query.limit ?? LIMIT_DEFAULT;
  const descending = options.descending ?? false;
  const start =
    query.page === undefined ? 0 : startAfter(items, decodePageToken(query.page, options.scope), options.key, descending);
  const end = Math.min(start + limit, items.length);
  const page: Page<T> = { items: items.slice(start, end), count: items.length };
  if (end < items.length && end > start) {
    page.next = { page: encodePageToken(options.scope, options.key(items[end - 1]!)) };
  }
  return page;
}

/** Index of the first item whose key is not before `key`, in a list sorted by key ascending. */
function firstAtOrAfter<T>(items: readonly T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareKeys(keyOf(items[middle]!), key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One page of `ascending` (sorted by key ascending), served in `options.descending` order without copying or
 * re-sorting the list: for long lists the store keeps in order (a space's comments), where a sorted or
 * reversed copy per request would make every page, however deep, cost O(n). Same tokens, envelope and errors
 * as {@link paginate}, so either can serve a list.
 * @throws HttpError 400 `page: invalid page token` for a token that is malformed or from another list.
 */
export function paginateAscending<T>(ascending: readonly T[], query: PageQuery, options: PaginateOptions<T>): Page<T> {
  const limit = query.limit ?? LIMIT_DEFAULT;
  const lastKey = query.page === undefined ? undefined : decodePageToken(query.page, options.scope);
  const page: Page<T> = { items: [], count: ascending.length };
  if (options.descending) {
    // Newest first: the page is the `limit` items just before the last key served, read backwards.
    const end = lastKey === undefined ? ascending.length : firstAtOrAfter(ascending, lastKey, options.key);
    const start = Math.max(0, end - limit);
    page.items = ascending.slice(start, end).reverse();
    if (start > 0 && end > start) page.next = { page: encodePageToken(options.scope, options.key(ascending[start]!)) };
    return page;
  }
  const start = lastKey === undefined ? 0 : startAfter(ascending, lastKey, options.key, false);
  const end = Math.min(start + limit, ascending.length);
  page.items = ascending.slice(start, end);
  if (end < ascending.length && end > start) page.next = { page: encodePageToken(options.scope, options.key(ascending[end - 1]!)) };
  return page;
}
