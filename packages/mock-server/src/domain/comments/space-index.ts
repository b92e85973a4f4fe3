/**
 * Each space's comments in posting order, so that listing a space costs its own comments rather than a scan
 * and sort of every comment in the store (a deep page of a million-comment space took 400 ms; bench row 5).
 *
 * The index lives beside the store's comments table, not in it, so the store stays plain data for snapshots.
 * It is keyed by the table object: a restore or reset brings a new table and the index is rebuilt from it on
 * first use. Insertions and deletions go through threads.ts, which keeps it in step; should the table change
 * behind its back, the size check rebuilds it.
 */
import type { CommentRecord } from '../../store/collab-records.js';
import type { Store } from '../../store/store.js';

const NONE: readonly CommentRecord[] = Object.freeze([]);

/** Comments by space, each list sorted by `seq` ascending (posting order). */
export class CommentIndex {
  readonly #bySpace = new Map<string, CommentRecord[]>();
  #size = 0;

  constructor(comments: Iterable<CommentRecord>) {
    for (const comment of [...comments].sort((a, b) => a.seq - b.seq)) this.add(comment);
  }

  /** How many comments the index holds, across spaces. */
  get size(): number {
    return this.#size;
  }

  /** A space's comments, oldest first. Read-only: change them through {@link add} and {@link remove}. */
  of(spaceId: string): readonly CommentRecord[] {
    return this.#bySpace.get(spaceId) ?? NONE;
  }

  /** Adds a comment; `seq` only grows, so it goes at the end, unless it is older than the last one. */
  add(comment: CommentRecord): void {
    let list = this.#bySpace.get(comment.spaceId);
    if (!list) this.#bySpace.set(comment.spaceId, (list = []));
    const at = list.length > 0 && list[list.length - 1]!.seq > comment.seq ? positionOf(list, comment.seq) : list.length;
    list.splice(at, 0, comment);
    this.#size += 1;
  }

  /** Removes a comment, if indexed. */
  remove(comment: CommentRecord): void {
    const list = this.#bySpace.get(comment.spaceId);
    if (!list) return;
    const at = positionOf(list, comment.seq);
    if (list[at] !== comment) return;
    list.splice(at, 1);
    this.#size -= 1;
  }

  /** Forgets every comment of a space. */
  removeSpace(spaceId: string): void {
    this.#size -= this.of(spaceId).length;
    this.#bySpace.delete(spaceId);
  }
}

/** Index of the first comment of `list` whose `seq` is not below `seq`. */
function positionOf(list: readonly CommentRecord[], seq: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.seq < seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

const indexes = new WeakMap<Map<string, CommentRecord>, CommentIndex>();

/** The index of the store's current comments table, built on first use or when it no longer matches. */
export function commentIndex(store: Store): CommentIndex {
  const table = store.data.comments;
  let index = indexes.get(table);
  if (!index || index.size !== table.size) {
    index = new CommentIndex(table.values());
    indexes.set(table, index);
  }
  return index;
}
