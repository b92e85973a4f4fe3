/**
 * Row 4 — pagination: iterate 100,000 comments with `for await` (pages of 1,000) versus a raw fetch loop
 * following `next.page`, against the reference server over loopback HTTP in its own process.
 * Targets: ≤ 1.08× the raw loop's time; peak RSS growth ≤ 50 MB (one page resident).
 */
import { DocPub } from '../lib/sdk.js';
import { probeWalkMemory, type MemoryProbe, type MemoryProbeInput } from '../lib/memory-probe.js';
import { walkRaw, walkWithSdk, type ListWalk } from '../lib/iterate.js';
import { runProcess } from '../lib/processes.js';
import { startReferenceServer } from '../lib/servers.js';
import { check, figure } from '../lib/result.js';
import { count, emptyResult, pick, ratioOf, round, timingFigure, type Row } from '../lib/row.js';
import { sampleInterleaved } from '../lib/sampler.js';

const SIZES = {
  full: { total: 100_000, pageSize: 1000, plan: { warmupRounds: 1, rounds: 15, budgetMs: 300_000 } },
  quick: { total: 1_000, pageSize: 100, plan: { warmupRounds: 1, rounds: 2, budgetMs: 10_000 } },
  smoke: { total: 50, pageSize: 10, plan: { warmupRounds: 1, rounds: 1, budgetMs: 1_000 } },
};
const TIME_TARGET = 1.08;
const RSS_TARGET_MB = 50;

function expectCount(expected: number) {
  return (count: unknown) => {
    if (count !== expected) throw new Error(`walked ${String(count)} comments, expected ${expected}`);
  };
}

export const pagination: Row = {
  id: 4,
  title: 'Pagination',
  async measure(context) {
    const { total, pageSize, plan } = pick(context, SIZES);
    const result = emptyResult(this);
    context.log(`starting the reference server with a space of ${count(total)} comments`);
    const server = await startReferenceServer(context, [{ key: 'list', comments: total }], 180_000);
    try {
      const walk: ListWalk = { url: server.value.url, token: server.value.token, spaceId: server.value.spaces.list!.id, pageSize };
      const client = new DocPub({ token: walk.token, baseUrl: walk.url, validation: 'strict' });
      // The same walk without validation tells the report how much of the difference is validation.
      const unvalidated = new DocPub({ token: walk.token, baseUrl: walk.url, validation: 'off' });
      context.log(`timing ${plan.rounds} interleaved rounds of the three walks`);
      const samples = await sampleInterleaved(
        [
          { name: 'sdk', call: () => walkWithSdk(walk, client), verify: expectCount(total) },
          { name: 'raw', call: () => walkRaw(walk), verify: expectCount(total) },
          { name: 'sdk-unvalidated', call: () => walkWithSdk(walk, unvalidated), verify: expectCount(total) },
        ],
        plan,
      );
      const ratio = ratioOf(samples, 'sdk', 'raw');
      const unvalidatedRatio = ratioOf(samples, 'sdk-unvalidated', 'raw');
      result.checks.push(check(`for await / raw loop, ${count(total)} comments in pages of ${count(pageSize)}`, round(ratio), 'x', '<=', TIME_TARGET));
      context.log('measuring peak memory of each walk in a fresh process');
      // A smoke run probes in its own process: the figure means nothing there, the probe's code still runs.
      const probe = (way: MemoryProbeInput['way']): Promise<MemoryProbe> => {
        const input: MemoryProbeInput = { ...walk, expected: total, way };
        return context.smoke ? probeWalkMemory(input) : runProcess<MemoryProbe>('pagination-memory', [JSON.stringify(input)], 300_000);
      };
      const sdkMemory = await probe('sdk');
      result.checks.push(check('peak RSS growth during for await', round(sdkMemory.rssGrowthMB), 'MB', '<=', RSS_TARGET_MB));
      result.figures.push(
        timingFigure(`for await over ${count(total)} comments`, samples, 'sdk'),
        timingFigure(`raw fetch loop over ${count(total)} comments`, samples, 'raw'),
        timingFigure(`for await with validation 'off'`, samples, 'sdk-unvalidated'),
        figure("for await with validation 'off' / raw loop", round(unvalidatedRatio), 'x'),
      );
      if (ratio > TIME_TARGET) {
        result.notes.push(
          `Validation (the generated response checker, sdk/src/generated/response-checks.ts; zod parses only an answer it refuses) accounts for ${round(ratio - unvalidatedRatio, 2)}× of the ${round(ratio)}×; without it the walk is ${round(unvalidatedRatio)}× the raw loop.`,
        );
      }
      result.figures.push(figure('peak heap growth during for await', round(sdkMemory.heapGrowthMB), 'MB'));
      // The raw loop's memory is a comparison only: a quick run (the smoke test) spares its process.
      if (!context.quick) {
        const warmMemory = await probe('sdk-warm');
        const rawMemory = await probe('raw');
        result.figures.push(
          figure('peak RSS growth during for await, zod and the schemas loaded before the baseline', round(warmMemory.rssGrowthMB), 'MB'),
          figure('peak RSS growth during the raw loop', round(rawMemory.rssGrowthMB), 'MB'),
          figure('peak heap growth during the raw loop', round(rawMemory.heapGrowthMB), 'MB'),
        );
      }
      result.notes.push(
        "Memory is measured in a fresh process per walk, from before its first request (after a full GC); RSS sampled every 100 items. The SDK loads zod and the contract's schemas at its first validation, inside the measured walk: the 'loaded before the baseline' figure leaves that one-time load out.",
      );
      return result;
    } finally {
      await server.stop();
    }
  },
};
