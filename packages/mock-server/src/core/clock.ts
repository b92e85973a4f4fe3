/** Every timestamp and expiry the server produces comes from this clock, so tests can move time. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * The latest time a clock may be moved to: the first instant of the year 10000, the end of what ISO 8601
 * timestamps with four-digit years (and so the API's dates) can express. Beyond it `toISOString` throws.
 */
export const MAX_CLOCK_TIME_MS = Date.UTC(10_000, 0, 1) - 1;

/** A clock that starts at `start` and moves only forward, by the wall clock plus any `advance`. */
export class ControlledClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  now(): number {
    return this.base() + this.offsetMs;
  }

  /**
   * Moves time forward (for soft-delete expiry, share links, processing).
   * @throws RangeError when `ms` is negative or not finite, or would move the clock past {@link MAX_CLOCK_TIME_MS};
   * the clock is then unchanged.
   */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('ms: must be a non-negative number');
    if (this.now() + ms > MAX_CLOCK_TIME_MS) {
      throw new RangeError(`ms: would move the clock past ${new Date(MAX_CLOCK_TIME_MS).toISOString()}`);
    }
    this.offsetMs += ms;
  }

  /** How far the clock is from the wall clock (ms): what `advance` added, for snapshots to keep. */
  get offset(): number {
    return this.offsetMs;
  }

  /**
   * Puts the clock at an offset a snapshot kept (earlier or later), or at a time a world file names; the clock
   * then runs on from there with the wall clock.
   */
  setOffset(offsetMs: number): void {
    if (!Number.isFinite(offsetMs)) throw new RangeError('offsetMs: must be a finite number');
    this.offsetMs = offsetMs;
  }

  /** Undoes every `advance`: back to the wall clock (what a server reset does). */
  reset(): void {
    this.offsetMs = 0;
  }

  /** ISO 8601 form of `now()`. */
  iso(): string {
    return new Date(this.now()).toISOString();
  }
}
