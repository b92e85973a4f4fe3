/**
 * The iterator behind `for await (const item of list)`: items of the page in hand are served from an index,
 * and the next page is asked of the page iterator only when they are used up.
 *
 * An async generator doing `yield* page.items` would do the same in one line, but it pays several promise
 * hops per item (the generator's request queue, an await of each yielded value); walking a long list with
 * validation off, that was the larger part of what the SDK added to a raw fetch loop. Here an item costs one
 * resolved promise.
 */

/** Something whose `items` are iterated: a page. */
interface HasItems<Item> {
  readonly items: readonly Item[];
}

/** A fresh result each time, as a generator gives: a caller may keep or change the one it got. */
function done(): IteratorReturnResult<void> {
  return { value: undefined, done: true };
}

/**
 * Every item of every page `pages` yields, in order. Behaves as the async generator it replaces: `next()` calls
 * made before the previous one settled are answered in order; an error (a page that failed, a
 * `PaginationError` of the page iterator) rejects one `next()` and ends the iteration; `return()` (what
 * `break` calls) and `throw()` end it and close the page iterator, so no further page is fetched.
 */
export class ItemIterator<Item, Page extends HasItems<Item>> implements AsyncGenerator<Item, void, undefined> {
  readonly #pages: AsyncGenerator<Page, void, undefined>;
  #items: readonly Item[] = [];
  #index = 0;
  #done = false;
  /** The last call still waiting for a page or for the page iterator: later calls run after it, as a generator's do. */
  #queue: Promise<unknown> | undefined;

  constructor(pages: AsyncGenerator<Page, void, undefined>) {
    this.#pages = pages;
  }

  next(): Promise<IteratorResult<Item, void>> {
    // The common case, an item of the page in hand with nothing queued, costs one resolved promise.
    if (this.#queue === undefined && this.#index < this.#items.length) {
      return Promise.resolve({ value: this.#items[this.#index++] as Item, done: false });
    }
    return this.#enqueue(() => this.#nextNow());
  }

  /** Ends the iteration (what `break` calls), closing the page iterator: no further page is fetched. */
  return(): Promise<IteratorResult<Item, void>> {
    return this.#enqueue(() => this.#finish().then(done));
  }

  /** Ends the iteration as {@link return} does, then rejects with `error`, as a generator without a `catch` does. */
  throw(error: unknown): Promise<IteratorResult<Item, void>> {
    return this.#enqueue(() =>
      this.#finish().then(() => {
        throw error;
      }),
    );
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  #nextNow(): Promise<IteratorResult<Item, void>> {
    if (this.#index < this.#items.length) return Promise.resolve({ value: this.#items[this.#index++] as Item, done: false });
    if (this.#done) return Promise.resolve(done());
    return this.#nextPage();
  }

  /** Pages until one has items: an empty page in the middle of a list yields nothing. */
  async #nextPage(): Promise<IteratorResult<Item, void>> {
    try {
      for (;;) {
        const page = await this.#pages.next();
        if (page.done) {
          this.#end();
          return done();
        }
        if (page.value.items.length > 0) {
          this.#items = page.value.items;
          this.#index = 1;
          return { value: this.#items[0] as Item, done: false };
        }
      }
    } catch (error) {
      this.#end();
      throw error;
    }
  }

  async #finish(): Promise<void> {
    if (this.#done) return;
    this.#end();
    await this.#pages.return();
  }

  #end(): void {
    this.#done = true;
    this.#items = [];
    this.#index = 0;
  }

  /** Runs `call` now, or after the queued calls whatever their outcome; it is the last queued until it settles. */
  #enqueue<T>(call: () => Promise<T>): Promise<T> {
    const run = this.#queue === undefined ? call() : this.#queue.then(call, call);
    const settled: Promise<unknown> = run.then(
      () => this.#dequeue(settled),
      () => this.#dequeue(settled),
    );
    this.#queue = settled;
    return run;
  }

  #dequeue(settled: Promise<unknown>): void {
    if (this.#queue === settled) this.#queue = undefined;
  }
}

// Where the runtime has explicit resource management, `await using` closes the iterator as a generator's does.
const asyncDispose = (Symbol as { asyncDispose?: symbol }).asyncDispose;
if (asyncDispose) {
  Object.defineProperty(ItemIterator.prototype, asyncDispose, {
    configurable: true,
    writable: true,
    value: async function dispose(this: ItemIterator<unknown, HasItems<unknown>>): Promise<void> {
      await this.return();
    },
  });
}
