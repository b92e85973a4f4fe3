import type { Clock } from '../core/clock.js';
import type { Store } from '../store/store.js';

/**
 * One step of building the demo world. Steps run in order over the same store, so a step may use what the
 * steps before it made (by the ids of `DEMO`).
 */
export type DemoStep = (world: { store: Store; clock: Clock }) => void;
