/** Every timestamp comes from the injected clock (docs/wire-conventions.md, "Time"), never from `Date.now()`. */
import type { Clock } from '../core/clock.js';

/** The clock's current time as an ISO 8601 string. */
export const isoNow = (clock: Clock): string => new Date(clock.now()).toISOString();
