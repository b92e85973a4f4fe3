/**
 * What `snapshot()` and `POST /__control/snapshot` keep, and `restore` puts back: the whole data (every
 * resource, user, token, and where generated ids continue from) and the clock's offset from the wall clock, so
 * time moved by `advanceClock` after the snapshot is undone on restore. Fault rules and the journal are not
 * part of it: they are the test's instruments, not the world's state, so a restore keeps the rules armed and
 * the record of the requests that led there (lift or clear them with their own calls).
 */
import type { Clock } from '../core/clock.js';
import type { Store, StoreSnapshot } from '../store/store.js';

/** A saved state of a server or of a world. Opaque: pass it back to `restore`. */
export interface ServerSnapshot {
  readonly data: StoreSnapshot;
  /** The clock's offset from the wall clock; absent for a clock that has none (a fixed clock of a test). */
  readonly clockOffsetMs?: number;
}

type OffsetClock = Clock & { offset?: number; setOffset?: (offsetMs: number) => void };

/** A deep copy of the data and the clock's offset. */
export function captureSnapshot(store: Store, clock: Clock): ServerSnapshot {
  const offset = (clock as OffsetClock).offset;
  return typeof offset === 'number' ? { data: store.snapshot(), clockOffsetMs: offset } : { data: store.snapshot() };
}

/** Puts a snapshot back; the snapshot stays reusable. */
export function restoreSnapshot(store: Store, clock: Clock, snapshot: ServerSnapshot): void {
  store.restore(snapshot.data);
  const settable = clock as OffsetClock;
  if (snapshot.clockOffsetMs !== undefined && typeof settable.setOffset === 'function') {
    settable.setOffset(snapshot.clockOffsetMs);
  }
}
