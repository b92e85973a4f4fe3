/**
 * Lists: a {@link ListPage} is one page of a list envelope; a {@link PagePromise} is what a list call
 * returns — await it for the first page, or iterate it for every item of every page, fetched lazily.
 */
import { DocPubError } from '../errors/docpub-error.js';
import { refuseArrayMethods, type ArrayMisuseHints, type ListIsNotAnArray } from './array-misuse.js';
import { InvalidArgumentError } from '../errors/invalid-argument-error.js';
import { ItemIterator } from './item-iterator.js';
import { PaginationError } from '../errors/pagination-error.js';

/**
 * Empty pages in a row that each announce another before iteration stops with {@link PaginationError}: a
 * server may leave a page empty now and then (items filtered after paging), never this many in a row.
 */
export const MAX_EMPTY_PAGES_IN_A_ROW = 20;

/** The list envelope: `{ items, count, next? }` (some lists add fields, e.g. `stats`). */
export interface ListBody<Item> {
  items: Item[];
  /** Total number of items matching, across all pages (the service may leave it out). */
  count?: number | undefined;
  /** Where the next page starts; absent on the last page. */
  next?: { page: string } | undefined;
}

/** Fetches the page that starts at `token` (the first page when `undefined`). */
export type PageFetcher<Item, Body> = (token: string | undefined) => Promise<ListPage<Item, Body>>;

// A page is not an array: using it as one names `.items`, `for await` and `toArray()` (see array-misuse.ts).
export interface ListPage<Item, Body = ListBody<Item>> extends ArrayMisuseHints {}

/** One page of a list: its {@link ListPage.items}, not an array itself. */
export class ListPage<Item, Body = ListBody<Item>> {
  /**
   * Not an array: a page has no length to read, so `page.length` does not compile. {@link ListIsNotAnArray}
   * (use `page.items.length`, or `page.count` for every item across pages).
   */
  declare private readonly length: never;
  /** The items of this page. */
  readonly items: Item[];
  /** Total number of items matching, across all pages. */
  readonly count: number;
  /** Where the next page starts; absent on the last page. Pass `next.page` as `page` to resume later. */
  readonly next: { page: string } | undefined;
  /** The whole envelope, including fields beyond `items`, `count` and `next`. */
  readonly body: Body;
  /** The answer this page came from. */
  readonly response: Response;
  readonly #fetch: PageFetcher<Item, Body>;

  constructor(body: Body, response: Response, fetch: PageFetcher<Item, Body>) {
    const envelope = body as Partial<ListBody<Item>>;
    this.items = envelope.items ?? [];
    this.count = typeof envelope.count === 'number' ? envelope.count : this.items.length;
    this.next = typeof envelope.next?.page === 'string' ? { page: envelope.next.page } : undefined;
    this.body = body;
    this.response = response;
    this.#fetch = fetch;
  }

  /** Whether another page follows this one. */
  hasNextPage(): boolean {
    return this.next !== undefined;
  }

  /** Fetches the page after this one. Check {@link hasNextPage} first: on the last page this rejects. */
  async getNextPage(): Promise<ListPage<Item, Body>> {
    if (!this.next) throw new DocPubError('This is the last page: check hasNextPage() before getNextPage()');
    return this.#fetch(this.next.page);
  }
}

refuseArrayMethods(ListPage);

export interface PagePromise<Item, Body = ListBody<Item>> extends ArrayMisuseHints {}

/**
 * What a list call returns. `await` it for the first {@link ListPage}; `for await (const item of …)` for every
 * item of every page; {@link pages} for every page; {@link toArray} to collect. Nothing is fetched until one
 * of these is used, and each page only when the previous one has been consumed.
 */
export class PagePromise<Item, Body = ListBody<Item>>
  extends Promise<ListPage<Item, Body>>
  implements AsyncIterable<Item>
{
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly #fetch: PageFetcher<Item, Body>;
  readonly #start: string | undefined;
  readonly #operation: string;
  #first: Promise<ListPage<Item, Body>> | undefined;

  /**
   * @param fetch fetches one page.
   * @param start token of the page to start at (the caller's `page` param), or `undefined` for the first.
   * @param operation the list's operation id, named by a {@link PaginationError}.
   */
  constructor(fetch: PageFetcher<Item, Body>, start?: string, operation = 'a list') {
    super((resolve) => resolve(undefined as unknown as ListPage<Item, Body>));
    this.#fetch = fetch;
    this.#start = start;
    this.#operation = operation;
  }

  /**
   * Every page, from the first (or the `page` the call resumed from) to the last.
   *
   * @throws {PaginationError} when the server sends a `next.page` already followed, or
   *   {@link MAX_EMPTY_PAGES_IN_A_ROW} empty pages in a row that each announce another: such a list never ends.
   */
  async *pages(): AsyncGenerator<ListPage<Item, Body>, void, undefined> {
    const followed = new Set<string>();
    if (this.#start !== undefined) followed.add(this.#start);
    let count = 1;
    let emptyInARow = 0;
    let page = await this.#firstPage();
    yield page;
    while (page.next) {
      const token = page.next.page;
      emptyInARow = page.items.length === 0 ? emptyInARow + 1 : 0;
      if (followed.has(token)) throw this.#endless(token, count, `the server sent the page token "${token}" a second time`);
      if (emptyInARow >= MAX_EMPTY_PAGES_IN_A_ROW) {
        throw this.#endless(token, count, `${emptyInARow} empty pages in a row, each announcing another`);
      }
      followed.add(token);
      page = await page.getNextPage();
      count++;
      yield page;
    }
  }

  #endless(pageToken: string, pages: number, reason: string): PaginationError {
    return new PaginationError({ operation: this.#operation, pageToken, pages, reason });
  }

  /**
   * Every item of every page, in order, through {@link pages} (so its {@link PaginationError} checks hold).
   * Each page is fetched when the items of the previous one are used up.
   */
  [Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    return new ItemIterator<Item, ListPage<Item, Body>>(this.pages());
  }

  /**
   * Collects items into an array, fetching pages until the list ends or `max` items are in hand.
   * Without `max` a long list is held in memory whole.
   */
  async toArray(options: { max?: number } = {}): Promise<Item[]> {
    const max = options.max ?? Number.POSITIVE_INFINITY;
    if (max !== Number.POSITIVE_INFINITY && (!Number.isInteger(max) || max < 0)) {
      throw new InvalidArgumentError('max: must be an integer of 0 or more');
    }
    const items: Item[] = [];
    if (max === 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length >= max) break;
    }
    return items;
  }

  override then<R1 = ListPage<Item, Body>, R2 = never>(
    onfulfilled?: ((value: ListPage<Item, Body>) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#firstPage().then(onfulfilled, onrejected);
  }

  override catch<R = never>(
    onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null,
  ): Promise<ListPage<Item, Body> | R> {
    return this.#firstPage().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<ListPage<Item, Body>> {
    return this.#firstPage().finally(onfinally);
  }

  // Fetched once, on first use, and shared: awaiting and then iterating costs one request, not two.
  #firstPage(): Promise<ListPage<Item, Body>> {
    this.#first ??= this.#fetch(this.#start);
    return this.#first;
  }
}

refuseArrayMethods(PagePromise);
