/** A server clock a test can move forward and put back, so that every fuzzed sequence starts at the same time. */
import type { Clock } from '@docpub/mock-server';
import { START } from '../../../packages/mock-server/test/support/clock.js';

/** The demo world's clock starts where the server tests' clocks do, so that runs are reproducible. */
export { START };

export class TestClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return START + this.offsetMs;
  }

  /** Moves time forward, as the control API's `advanceClock` does. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('ms: must be a non-negative number');
    this.offsetMs += ms;
  }

  /** Back to {@link START}. */
  reset(): void {
    this.offsetMs = 0;
  }
}
