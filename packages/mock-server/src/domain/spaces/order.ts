/**
 * The order of spaces among their siblings (the spaces with the same organization and parent collection).
 * Positions are integers: a placement before or after a sibling renumbers the siblings 0, 1, 2, …, so they
 * stay exact however often things move (no fractions to run out of precision); gaps left by spaces that
 * moved away are harmless.
 */
import { badRequest } from '../../core/http-error.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';

/** Where to put a space: before or after a sibling; at the end when neither is given. */
export interface SpacePlacement {
  before?: { space: string };
  after?: { space: string };
}

/** The spaces under one parent (`undefined` = the organization's root), in order. */
export function siblingsOf(store: Store, organizationId: string, parentId: string | undefined): SpaceRecord[] {
  const siblings: SpaceRecord[] = [];
  for (const space of store.data.spaces.values()) {
    if (space.organizationId === organizationId && space.parentId === parentId) siblings.push(space);
  }
  return siblings.sort((a, b) => a.position - b.position || a.seq - b.seq);
}

/**
 * Puts `space` under `parentId` of `organizationId` at `placement`. Checks the placement before changing
 * anything: the reference must be a live sibling other than the space itself (400 naming the field).
 */
export function placeSpace(
  store: Store,
  space: SpaceRecord,
  organizationId: string,
  parentId: string | undefined,
  placement: SpacePlacement = {},
): void {
  if (!placement.before && !placement.after) {
    // The common case (create, move to the end) needs no renumbering: one pass for the last position.
    const last = lastPosition(store, organizationId, parentId, space.id);
    setParent(space, organizationId, parentId);
    space.position = last + 1;
    return;
  }
  const siblings = siblingsOf(store, organizationId, parentId).filter((sibling) => sibling.id !== space.id);
  const index = placementIndex(siblings, placement);
  siblings.splice(index, 0, space);
  setParent(space, organizationId, parentId);
  siblings.forEach((sibling, position) => {
    sibling.position = position;
  });
}

function setParent(space: SpaceRecord, organizationId: string, parentId: string | undefined): void {
  space.organizationId = organizationId;
  if (parentId === undefined) delete space.parentId;
  else space.parentId = parentId;
}

/** The highest position under a parent, not counting `exceptId`; -1 when there is no sibling. */
function lastPosition(store: Store, organizationId: string, parentId: string | undefined, exceptId: string): number {
  let last = -1;
  for (const sibling of store.data.spaces.values()) {
    if (sibling.organizationId === organizationId && sibling.parentId === parentId && sibling.id !== exceptId) {
      last = Math.max(last, sibling.position);
    }
  }
  return last;
}

function placementIndex(siblings: readonly SpaceRecord[], placement: SpacePlacement): number {
  const side = placement.before ? 'before' : placement.after ? 'after' : undefined;
  if (!side) return siblings.length;
  const reference = (placement.before ?? placement.after)!.space;
  const index = siblings.findIndex((sibling) => sibling.id === reference && sibling.deletedAt === undefined);
  if (index < 0) {
    throw badRequest(`position.${side}.space`, `'${reference}' is not another space under the same parent`);
  }
  return side === 'before' ? index : index + 1;
}
