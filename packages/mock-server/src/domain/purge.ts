/**
 * Soft delete and the permanent removal that follows it (docs/behaviour.md, "Soft delete").
 *
 * A soft-deleted space waits in the store's `trash` until the clock passes `deletedAt + 7 days`; it is then
 * purged with everything that belongs to it. Purging is lazy: `purgeExpiredSpaces` runs before every
 * handler (the core's purge stage, core/core.ts), so no handler can see an expired space.
 */
import type { Clock } from '../core/clock.js';
import type { SpaceRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import { removeChangeRequestsOf } from './content/change-requests.js';
import { removeCommentsOf } from './comments/threads.js';
import { removeGrantsOn } from './permissions/grants.js';
import { removeInstallationsOn } from './integrations/installations.js';
import { removeRevisionsOf } from './content/revisions.js';
import { removeSiteSpacesOfSpace } from './sites/site-spaces.js';
import { isoNow } from './time.js';

/** How long a soft-deleted space can be restored. */
export const TRASH_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes what belongs to a space that is being purged. Called with the space still in the store.
 * Each area that keeps data per space adds its cleanup to {@link SPACE_PURGE_HOOKS} (change requests,
 * comments, site spaces that point at the space, …).
 */
export type SpacePurgeHook = (store: Store, space: SpaceRecord) => void;

export const SPACE_PURGE_HOOKS: readonly SpacePurgeHook[] = [
  (store, space) => removeRevisionsOf(store, space.id),
  (store, space) => removeChangeRequestsOf(store, space.id),
  (store, space) => removeGrantsOn(store, { kind: 'space', id: space.id }),
  (store, space) => removeInstallationsOn(store, space.id),
  removeCommentsOf,
  removeSiteSpacesOfSpace,
  removeRatingsOf,
];

/** Soft-deletes a space: it leaves the lists and every operation but get and restore answers 404. */
export function softDeleteSpace(store: Store, clock: Clock, space: SpaceRecord): void {
  space.deletedAt = isoNow(clock);
  store.data.trash.set(space.id, clock.now() + TRASH_RETENTION_MS);
}

/** Brings a soft-deleted space back, before its purge. */
export function restoreSpace(store: Store, space: SpaceRecord): void {
  delete space.deletedAt;
  store.data.trash.delete(space.id);
}

/** Purges every soft-deleted space whose 7 days are over. Cheap when the trash is empty. */
export function purgeExpiredSpaces(store: Store, clock: Clock): void {
  if (store.data.trash.size === 0) return;
  const now = clock.now();
  for (const [spaceId, purgeAt] of store.data.trash) {
    if (now >= purgeAt) purgeSpace(store, spaceId);
  }
}

/** Removes a space and everything that belongs to it, for good. */
export function purgeSpace(store: Store, spaceId: string): void {
  const space = store.data.spaces.get(spaceId);
  if (space) {
    for (const hook of SPACE_PURGE_HOOKS) hook(store, space);
    store.data.spaces.delete(spaceId);
  }
  store.data.trash.delete(spaceId);
}

/** Readers' ratings of the space's pages go with it. */
function removeRatingsOf(store: Store, space: SpaceRecord): void {
  for (const [key, ratings] of store.data.pageRatings) if (ratings.spaceId === space.id) store.data.pageRatings.delete(key);
}
