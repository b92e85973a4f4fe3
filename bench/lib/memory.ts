/** Memory measurements: a full collection first (the run has `--expose-gc`), then sizes in MB. */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = 2 ** 20;

/** Collects garbage fully, twice (the second pass frees what finalizers of the first released). */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc ?? exposedGc();
  gc();
  gc();
}

/**
 * A smoke run measures in the test runner's process, started without `--expose-gc`: the flag can still be set
 * at run time, and a fresh context then sees `gc`.
 */
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  if (typeof gc !== 'function') throw new Error('memory figures need node --expose-gc (npm run bench passes it)');
  return gc;
}

/** Bytes as MB. */
export const toMB = (bytes: number): number => bytes / MB;

/** Tracks the highest resident set size seen since it was created, relative to the RSS at creation. */
export class PeakRss {
  readonly baseline = process.memoryUsage.rss();
  #peak = this.baseline;

  /** Takes a sample; cheap enough for every hundredth item of a list. */
  sample(): void {
    const rss = process.memoryUsage.rss();
    if (rss > this.#peak) this.#peak = rss;
  }

  /** Highest growth over the baseline so far, in MB. */
  get growthMB(): number {
    return toMB(this.#peak - this.baseline);
  }
}
