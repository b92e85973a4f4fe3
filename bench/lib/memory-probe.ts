/**
 * Row 4's memory probe: walks a whole list once and reports the peak growth of the resident set over the
 * baseline taken before the first request (modules loaded, after a full collection), so the figure includes
 * everything the walk brings in: the connection, compiled schemas and the resident page. Measured runs call it
 * in a fresh process (processes/pagination-memory.ts); a smoke run in its own, where the figure means nothing.
 */
import { DocPub } from './sdk.js';
import { walkRaw, walkWithSdk, type ListWalk } from './iterate.js';
import { collectGarbage, PeakRss, toMB } from './memory.js';

/** What the probe reports. */
export interface MemoryProbe {
  rssGrowthMB: number;
  heapGrowthMB: number;
  items: number;
}

/** Which walk to probe, and how many items it must yield. */
/**
 * `sdk-warm`: the SDK walk after one validated call made before the baseline, so that the one-time load of zod
 * and the contract's schemas (at the first validation) is left out of the growth.
 */
export type MemoryProbeInput = Omit<ListWalk, 'onItem'> & { expected: number; way: 'sdk' | 'sdk-warm' | 'raw' };

const SAMPLE_EVERY = 100;

/** Walks the list once, sampling RSS every hundredth item and the heap every thousandth. */
export async function probeWalkMemory(input: MemoryProbeInput): Promise<MemoryProbe> {
  const walk = input.way === 'raw' ? walkRaw : walkWithSdk;
  if (input.way === 'sdk-warm') {
    await new DocPub({ token: input.token, baseUrl: input.url, validation: 'strict' }).comments.list(input.spaceId, { limit: 1 });
  }
  collectGarbage();
  const heapBaseline = process.memoryUsage().heapUsed;
  let heapPeak = heapBaseline;
  const rss = new PeakRss();
  const items = await walk({
    ...input,
    onItem: (count) => {
      if (count % SAMPLE_EVERY !== 0) return;
      rss.sample();
      if (count % (SAMPLE_EVERY * 10) === 0) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    },
  });
  if (items !== input.expected) throw new Error(`walked ${items} items, expected ${input.expected}`);
  return { rssGrowthMB: rss.growthMB, heapGrowthMB: toMB(heapPeak - heapBaseline), items };
}
