/**
 * The reading discipline of a capture: each list bounded by `--max-items`, each read the token may be refused
 * (403, 404) skipped and noted, a line of progress per list. Anything else (a 5xx, a network error) stops the
 * capture, since a file missing what the deployment failed to answer would look complete.
 */
import { APIError, type DocPub } from '@docpub/sdk';

async function take<T>(items: AsyncIterable<T>, max: number): Promise<T[]> {
  const out: T[] = [];
  if (max <= 0) return out;
  for await (const item of items) {
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

function isRefusal(error: unknown): boolean {
  return error instanceof APIError && (error.status === 403 || error.status === 404);
}

/** Spaces read at the same time: enough to hide a slow network, few enough not to look like a flood. */
const READS_AT_ONCE = 4;

export class Reader {
  /** Reads the token was refused, by what they read. */
  readonly skipped: string[] = [];
  constructor(
    readonly client: DocPub,
    /** At most this many items of each list. */
    readonly max: number,
    readonly progress: (line: string) => void,
  ) {}

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

  /** At most `max` items of a list; none when refused. */
  async list<T>(what: string, items: () => AsyncIterable<T>): Promise<T[]> {
    const read = (await this.attempt(what, () => take(items(), this.max))) ?? [];
    this.progress(`${what}: ${read.length}`);
    return read;
  }
}
