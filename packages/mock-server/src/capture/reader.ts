/**
 * The reading discipline of a capture: each list bounded (`--max-items`, 10,000 items by default) and all of them
 * together (`--max-items-total`, 100,000 by default), so a deployment whose pages never end cannot keep a capture
 * reading; each read the token may be refused (403, 404) skipped and noted; a line of progress per list. Anything
 * else (a 5xx, a network error) stops the capture, since a file missing what the deployment failed to answer
 * would look complete. Where a bound stopped a read is noted for the file's header.
 */
import { APIError, type DocPub } from '@docpub/sdk';

/** How many items a capture reads. */
export interface ReadBounds {
  /** Of each list (and of the revisions reached from one space). */
  perList: number;
  /** Of all lists together. */
  total: number;
}

/** The bounds of a capture unless given: enough for any real deployment, few enough to end. */
export const DEFAULT_READ_BOUNDS: ReadBounds = { perList: 10_000, total: 100_000 };

/** How many lists stopped at a bound are named one by one; more are counted. */
const NAMED_STOPS = 20;

function isRefusal(error: unknown): boolean {
  return error instanceof APIError && (error.status === 403 || error.status === 404);
}

/** Spaces read at the same time: enough to hide a slow network, few enough not to look like a flood. */
const READS_AT_ONCE = 4;

export class Reader {
  /** Reads the token was refused, by what they read. */
  readonly skipped: string[] = [];
  /** Lists stopped at the bound of each list, by what they read. */
  readonly #stopped: string[] = [];
  /** Where the bound of all lists was reached, once it was. */
  #totalReachedAt: string | undefined;
  /** Items read so far, all lists together. */
  #taken = 0;

  constructor(
    readonly client: DocPub,
    readonly bounds: ReadBounds,
    readonly progress: (line: string) => void,
  ) {}

  /** Whether one more item may be read into a list holding `count` (and, when not, notes which bound stopped it). */
  admits(what: string, count: number): boolean {
    if (this.#taken >= this.bounds.total) {
      this.#totalReachedAt ??= what;
      return false;
    }
    if (count >= this.bounds.perList) {
      this.#stopped.push(what);
      return false;
    }
    this.#taken += 1;
    return true;
  }

  /** Whether the bound of all lists is reached: nothing more is read then. */
  get exhausted(): boolean {
    return this.#taken >= this.bounds.total && this.#totalReachedAt !== undefined;
  }

  /** Where bounds stopped the reading, as lines for the file's header; none when nothing was cut. */
  boundsReached(): string[] {
    const { perList, total } = this.bounds;
    const named = [...this.#stopped].sort();
    const lines = named.slice(0, NAMED_STOPS).map((what) => `${what}: the first ${perList} items (the bound of each list, --max-items)`);
    if (named.length > NAMED_STOPS) lines.push(`and ${named.length - NAMED_STOPS} more lists at the bound of each list`);
    if (this.#totalReachedAt !== undefined) {
      lines.push(`${total} items in all (the bound of all lists, --max-items-total), reached at ${this.#totalReachedAt}: nothing after it was read`);
    }
    return lines;
  }

  /** A read that the token may be refused: undefined then, and noted. */
  async attempt<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (error) {
      if (!isRefusal(error)) throw error;
      this.skipped.push(what);
      return undefined;
    }
  }

  /**
   * `read` of each item, at most `READS_AT_ONCE` at a time, answers in the items' order: a deployment far away
   * answers each request slowly, not fewer of them at once.
   */
  async each<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
    const out: R[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await read(items[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, items.length) }, worker));
    return out;
  }

  /** The items of a list up to the bounds; none when refused, or once the bound of all lists is reached. */
  async list<T>(what: string, items: () => AsyncIterable<T>): Promise<T[]> {
    if (this.exhausted) return [];
    const read = (await this.attempt(what, () => this.#take(what, items()))) ?? [];
    this.progress(`${what}: ${read.length}`);
    return read;
  }

  /** Items until the list ends or a bound stops it; an item beyond a bound is asked for, to know the list goes on. */
  async #take<T>(what: string, items: AsyncIterable<T>): Promise<T[]> {
    const out: T[] = [];
    for await (const item of items) {
      if (!this.admits(what, out.length)) break;
      out.push(item);
    }
    return out;
  }
}
