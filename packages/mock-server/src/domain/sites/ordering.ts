/**
 * Order among siblings (the site spaces of a section, the sections of a group, a site's top-level entries).
 * Like spaces (domain/spaces/order.ts), siblings carry integer positions that a placement renumbers 0, 1, 2, …,
 * so order stays exact however often things move; gaps left by items that moved away are harmless.
 */
import { badRequest } from '../../core/http-error.js';

/** Anything kept in order among siblings. */
export interface Positioned {
  id: string;
  position: number;
  seq: number;
}

/** Compares siblings by position; creation order breaks ties, so the order never depends on Map order. */
export const compareOrder = (a: Positioned, b: Positioned): number => a.position - b.position || a.seq - b.seq;

/** Siblings sorted into their order. */
export function inOrder<T extends Positioned>(items: Iterable<T>): T[] {
  return [...items].sort(compareOrder);
}

/** The position that puts an item after every one of `siblings`. */
export function endPosition(siblings: Iterable<Positioned>): number {
  let last = -1;
  for (const sibling of siblings) last = Math.max(last, sibling.position);
  return last + 1;
}

/** A move target: beside which sibling (`id`), on which side, and the body field that named it (for a 400). */
export interface Placement {
  side: 'before' | 'after';
  id: string;
  field: string;
}

/**
 * The placement a move body's `position` describes, or undefined (to the end). The contract guarantees exactly
 * one of `before` and `after`; `idOf` reads the sibling's id from the reference and `idField` names it.
 */
export function placementOf<R>(
  position: { before?: R | undefined; after?: R | undefined } | undefined,
  idOf: (ref: R) => string,
  idField: string,
): Placement | undefined {
  if (!position) return undefined;
  const side = position.before !== undefined ? 'before' : 'after';
  const ref = (position.before ?? position.after) as R;
  return { side, id: idOf(ref), field: `position.${side}.${idField}` };
}

/**
 * Where `placement` puts an item among `siblings` (ordered, the moving item excluded).
 * @throws HttpError 400 naming the field when the reference is not one of the siblings.
 */
export function placementIndex(siblings: readonly Positioned[], placement: Placement, what: string): number {
  const index = siblings.findIndex((sibling) => sibling.id === placement.id);
  if (index < 0) throw badRequest(placement.field, `'${placement.id}' is not ${what}`);
  return placement.side === 'before' ? index : index + 1;
}

/** Inserts `item` at `index` of `siblings` (ordered, without it) and renumbers them all. */
export function insertAt<T extends Positioned>(siblings: readonly T[], item: T, index: number): void {
  const ordered = [...siblings];
  ordered.splice(index, 0, item);
  ordered.forEach((sibling, position) => {
    sibling.position = position;
  });
}
