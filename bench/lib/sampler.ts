/**
 * Side-by-side timing: the contenders take turns, one call each per round, in an order that rotates every
 * round. A load spike on the shared machine then hits every contender alike instead of whichever happened to
 * be running, which is what makes the ratio of their medians trustworthy on a noisy machine.
 */
import { performance } from 'node:perf_hooks';

/** One way of doing the thing being measured. */
export interface Contender {
  name: string;
  /** One measured call. Its result goes to `verify` during the warm-up. */
  call: () => Promise<unknown>;
  /** Throws when a warm-up result is wrong, so a fast but broken path (a 401, an empty page) is never timed. */
  verify?: (result: unknown) => void;
  /**
   * The call measures itself: it resolves to its own figure in milliseconds (e.g. the longest time it held the
   * thread), which is recorded instead of its wall time.
   */
  selfTimed?: boolean;
}

/** How long to sample: every loop is bounded both in count and in time. */
export interface SamplingPlan {
  /** Untimed rounds first, for the JIT and the connection pools. */
  warmupRounds: number;
  /** Timed rounds wanted. */
  rounds: number;
  /** Stop after this long even with fewer rounds (at least one timed round always runs). */
  budgetMs: number;
}

/** Milliseconds per call of each contender, by name. */
export type Samples = Record<string, number[]>;

function rotated<T>(items: readonly T[], by: number): T[] {
  const shift = by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

async function warmUp(contenders: readonly Contender[], rounds: number): Promise<void> {
  for (let round = 0; round < Math.max(1, rounds); round += 1) {
    for (const contender of rotated(contenders, round)) {
      const result = await contender.call();
      contender.verify?.(result);
    }
  }
}

/** Times `contenders` side by side, interleaved, and returns every call's duration in milliseconds. */
export async function sampleInterleaved(contenders: readonly Contender[], plan: SamplingPlan): Promise<Samples> {
  await warmUp(contenders, plan.warmupRounds);
  const samples: Samples = Object.fromEntries(contenders.map((contender) => [contender.name, [] as number[]]));
  const deadline = performance.now() + plan.budgetMs;
  for (let round = 0; round < plan.rounds; round += 1) {
    if (round > 0 && performance.now() > deadline) break;
    for (const contender of rotated(contenders, round)) {
      const started = performance.now();
      const result = await contender.call();
      samples[contender.name]!.push(contender.selfTimed ? (result as number) : performance.now() - started);
    }
  }
  return samples;
}

/**
 * Times each group of contenders side by side, one group after the other. Calls of very different weight go in
 * different groups: interleaved with 464 KB pages, a 500-byte GET would pay for the big page's garbage in its
 * own collections and look slower than it is, whichever client made it.
 */
export async function sampleGroups(groups: readonly (readonly Contender[])[], plan: SamplingPlan): Promise<Samples> {
  const samples: Samples = {};
  for (const group of groups) Object.assign(samples, await sampleInterleaved(group, plan));
  return samples;
}
