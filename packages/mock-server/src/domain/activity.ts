/**
 * When each user last made a request: what a member's `lastSeenAt` shows (docs/reference-server-scope.md,
 * "Modelled").
 *
 * Kept beside the store's data, not in it: a read must change nothing a snapshot compares (GETs are safe, and
 * tests hold the server to that), yet every request a member's token makes is activity. The map belongs to the
 * data object, so restoring a snapshot or resetting the server starts it afresh, as the state it returns to knew
 * nothing of later requests. A seeded `lastSeenAt` (world file, membership record) still shows until a request
 * is more recent.
 */
import type { Clock } from '../core/clock.js';
import type { Store, StoreData } from '../store/store.js';

// Instants in milliseconds: every request notes one, and only a member's read formats it.
const lastRequests = new WeakMap<StoreData, Map<string, number>>();

/** Notes that `userId` made a request now. */
export function recordActivity(store: Store, clock: Clock, userId: string): void {
  let seen = lastRequests.get(store.data);
  if (!seen) lastRequests.set(store.data, (seen = new Map()));
  seen.set(userId, clock.now());
}

/** The later of `recorded` (a stored `lastSeenAt`) and the user's last request, if either is known. */
export function lastSeen(store: Store, userId: string, recorded: string | undefined): string | undefined {
  const requested = lastRequests.get(store.data)?.get(userId);
  if (requested === undefined) return recorded;
  if (recorded === undefined || requested >= Date.parse(recorded)) return new Date(requested).toISOString();
  return recorded;
}
