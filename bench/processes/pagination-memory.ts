/**
 * Child process: walks a whole list once, in a fresh process, and reports the peak growth of its resident set
 * over the baseline taken before the first request (modules loaded, after a full collection), so the figure
 * includes everything the walk brings in: the connection, compiled schemas and the resident page.
 * argv[2] is JSON `{ url, token, spaceId, pageSize, expected, way: 'sdk' | 'raw' }`.
 */
import { reportResult } from '../lib/child.js';
import { walkRaw, walkWithSdk, type ListWalk } from '../lib/iterate.js';
import { collectGarbage, PeakRss, toMB } from '../lib/memory.js';

/** What the probe reports. */
export interface MemoryProbe {
  rssGrowthMB: number;
  heapGrowthMB: number;
  items: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as Omit<ListWalk, 'onItem'> & { expected: number; way: 'sdk' | 'raw' };
const walk = input.way === 'sdk' ? walkWithSdk : walkRaw;
const SAMPLE_EVERY = 100;

await reportResult(async () => {
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
  return { rssGrowthMB: rss.growthMB, heapGrowthMB: toMB(heapPeak - heapBaseline), items } satisfies MemoryProbe;
});
