/** Changes to a whole space: duplicate, move, transfer. (Soft delete and restore live in purge.ts.) */
import { removeSiteSpacesOfSpace } from '../sites/site-spaces.js';
import type { Clock } from '../../core/clock.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { grantsOn, removeGrantsOn, setGrant } from '../permissions/grants.js';
import { copyRevision } from '../content/revisions.js';
import { placeSpace, type SpacePlacement } from './order.js';
import { emptyCounters, primaryRevision } from './spaces.js';
import { isoNow } from '../time.js';

/**
 * A copy of a space, placed right after it: same settings, grants and content (a copy of the primary
 * revision, as a fresh revision with no parents); no change requests, comments or Git sync.
 * The copier gets a direct `admin` grant on the copy.
 */
export function duplicateSpace(store: Store, clock: Clock, source: SpaceRecord, copierId: string): SpaceRecord {
  const id = nextId(store, 'space');
  const revision = copyRevision(store, clock, primaryRevision(store, source), { spaceId: id, parents: [], type: 'edits' });
  const now = isoNow(clock);
  const copy: SpaceRecord = {
    id,
    organizationId: source.organizationId,
    title: `${source.title} (copy)`,
    visibility: source.visibility,
    editMode: source.editMode,
    createdAt: now,
    updatedAt: now,
    position: 0,
    revisionId: revision.id,
    defaultLevel: source.defaultLevel,
    counters: emptyCounters(),
    seq: nextSeq(store),
    ...(source.emoji === undefined ? {} : { emoji: source.emoji }),
  };
  placeSpace(store, copy, source.organizationId, source.parentId, { after: { space: source.id } });
  store.data.spaces.set(id, copy);
  for (const grant of grantsOn(store, { kind: 'space', id: source.id })) {
    setGrant(store, { kind: 'space', id }, { kind: grant.principalKind, id: grant.principalId }, grant.role);
  }
  setGrant(store, { kind: 'space', id }, { kind: 'user', id: copierId }, 'admin');
  return copy;
}

/**
 * Moves a space to another parent collection (null: the root) and/or position. `parentId` undefined keeps
 * the current parent.
 */
export function moveSpace(
  store: Store,
  clock: Clock,
  space: SpaceRecord,
  parentId: string | null | undefined,
  placement: SpacePlacement | undefined,
): void {
  const parent = parentId === undefined ? space.parentId : (parentId ?? undefined);
  placeSpace(store, space, space.organizationId, parent, placement);
  space.updatedAt = isoNow(clock);
}

/**
 * Hands a space to another organization, at the end of its root. Collections and teams belong to one
 * organization, so the space leaves its collection and loses its team grants; direct user grants stay
 * (users outside the new organization keep access as guests). Sites belong to one organization too, so the
 * old organization's sites stop publishing it.
 */
export function transferSpace(store: Store, clock: Clock, space: SpaceRecord, organizationId: string): void {
  if (space.organizationId !== organizationId) removeSiteSpacesOfSpace(store, space);
  placeSpace(store, space, organizationId, undefined);
  removeGrantsOn(store, { kind: 'space', id: space.id }, (grant) => grant.principalKind === 'team');
  space.updatedAt = isoNow(clock);
}
