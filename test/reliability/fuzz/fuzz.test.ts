/**
 * Property-based tests over the reference server: random sequences of operations across areas, invariants
 * checked after every step (see invariants.ts). A few hundred sequences here; `npm run fuzz` runs thousands.
 * A failure prints the shrunk sequence, its seed and its path; replay it with
 * `npm run fuzz -- --seed <seed> --path <path>`.
 */
import { describe, expect, it } from 'vitest';
import { runFuzz } from './run-fuzz.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

describe('random sequences of operations keep every invariant', () => {
  it(`holds over ${RUNS} sequences`, { timeout: 180_000 }, () => {
    const report = runFuzz({ runs: RUNS });
    console.info(
      `[reliability] fuzz: ${report.sequences} sequences, ${report.steps} steps, ${report.requests} requests; ` +
        `step answers by status ${JSON.stringify(report.statuses)}`,
    );
    expect(report.sequences).toBeGreaterThanOrEqual(RUNS);
    // Sequences that only bounce off refusals would prove little: most steps must do something.
    const succeeded = Object.entries(report.statuses).filter(([status]) => Number(status) < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(succeeded).toBeGreaterThan(report.steps / 5);
  });
});
