/**
 * The generation of a store: a number that changes whenever its state may have changed, so that what is derived
 * from the state (presented list items, the pages visitors read) can be kept until then and no longer.
 *
 * It advances in the three places where the state is written: when a write request begins and when one is
 * undone (the core's store transaction), on every call of the control API that may write (it writes without a
 * request), and when an OpenAPI processing ends (it writes after its request was answered). Reads (GET, HEAD) may note a
 * member's activity or purge spaces past their retention, which changes nothing a kept answer shows.
 */
import type { Store } from './store.js';

const generations = new WeakMap<Store, number>();

/** The current generation of `store`. */
export function generationOf(store: Store): number {
  return generations.get(store) ?? 0;
}

/** Starts a new generation of `store`: everything kept for an older one is made anew on its next use. */
export function advanceGeneration(store: Store): void {
  generations.set(store, generationOf(store) + 1);
}

/**
 * Calls of the control API that leave the store's state as it is: they read it, copy it, or touch only the
 * journal and the fault rules, which act on each request and are never kept. A suite that polls the journal
 * then keeps what the server derived from the state. Any other call, one added later included, advances.
 */
const LEAVING_STATE = new Set([
  'snapshot',
  'saveSnapshot',
  'deleteSnapshot',
  'now',
  'faults',
  'addFault',
  'clearFaults',
  'journal',
  'clearJournal',
]);

/** `control` with every call that may write starting a new generation of `store`, before the call writes. */
export function advancingGeneration<T extends object>(store: Store, control: T): T {
  const wrapped = { ...control };
  for (const [name, value] of Object.entries(control)) {
    if (typeof value !== 'function' || LEAVING_STATE.has(name)) continue;
    (wrapped as Record<string, unknown>)[name] = (...args: unknown[]) => {
      advanceGeneration(store);
      return (value as (...given: unknown[]) => unknown).apply(control, args);
    };
  }
  return wrapped;
}
