/**
 * How the work of a request grows with its input, measured so that a busy machine does not change the verdict.
 *
 * The measure is the CPU time this process spends (`process.cpuUsage()`), not the time on the clock: a process
 * waiting for a core (other test files, other jobs on a machine at load 6) is not charged for the wait. That
 * holds only while the process runs one test file alone, so the tests that measure growth run in the `measured`
 * project of vitest.config.ts (pool `forks`: a process per file), and {@link growth} refuses to measure in a
 * worker thread, where the process's time is every thread's.
 *
 * The two sizes are a quarter apart: linear work grows 4×, quadratic work 16×, and {@link LINEAR_GROWTH} lies
 * twice from each. Each size is the best (least) of several interleaved runs, so that a run slowed by a cold
 * cache does not count; before each run the heap is collected (where `--expose-gc` gives `gc()`, as the `measured`
 * project does), so that no run pays for the garbage of the one before. What a run needs but is not the work
 * measured (a fresh server, a warm cache) goes in `prepare`, which runs before it, unmeasured.
 */
import { isMainThread } from 'node:worker_threads';

/** The most the work at a size may grow over the work at a quarter of that size and still be linear. */
export const LINEAR_GROWTH = 8;

/**
 * How many runs of each size are measured (the least of them counts). Three keep every verdict of these tests
 * far from {@link LINEAR_GROWTH} (linear work measured 1.3–5.7×, beside a CPU burner too), at three quarters of the CPU
 * time of four.
 */
const ROUNDS = 3;

/** CPU time (user and system) of this process so far, in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Collects the heap where the process was started with `--expose-gc`; does nothing elsewhere. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * The CPU time of `run(limit)` over that of `run(limit / 4)`, each the least of {@link ROUNDS} interleaved runs.
 * `prepare(size)`, when given, runs before each run and is not measured.
 * @throws Error in a worker thread (the `threads` pool), where the CPU time would be every test file's.
 */
export async function growth(run: (size: number) => Promise<unknown>, limit: number, prepare?: (size: number) => Promise<unknown>): Promise<number> {
  if (!isMainThread) throw new Error('growth() measures the process: run this file in the `measured` project (pool forks)');
  const best = { quarter: Infinity, full: Infinity };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, size] of [['quarter', Math.floor(limit / 4)], ['full', limit]] as const) {
      await prepare?.(size);
      collect();
      const started = cpuMs();
      await run(size);
      best[name] = Math.min(best[name], cpuMs() - started);
    }
  }
  const ratio = best.full / best.quarter;
  console.log(`growth: a quarter ${best.quarter.toFixed(1)} ms, full ${best.full.toFixed(1)} ms of CPU: ${ratio.toFixed(2)}x`);
  return ratio;
}
