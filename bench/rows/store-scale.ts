/**
 * Row 5 — scale of the store: a space with 1,000,000 comments versus one with 1,000, both in one server: time
 * to fetch a page of 100 deep in the list (90 % down) through the server's request path (`server.fetch`,
 * raw, so that only the server's share is timed). Target ≤ 2× (keyset, not offset). Also memory per comment.
 */
import { createServer, DEMO } from '../lib/mock-server.js';
import { deepPage, type DeepPage } from '../lib/deep-page.js';
import { collectGarbage } from '../lib/memory.js';
import { rawGet } from '../lib/raw.js';
import { check, figure } from '../lib/result.js';
import { count, emptyResult, pick, ratioOf, round, timingFigure, type Row } from '../lib/row.js';
import { sampleInterleaved } from '../lib/sampler.js';
import { authHeaders, createBenchSpace, seedComments } from '../lib/world.js';

const SIZES = {
  full: { big: 1_000_000, small: 1_000, plan: { warmupRounds: 3, rounds: 40, budgetMs: 240_000 } },
  quick: { big: 10_000, small: 1_000, plan: { warmupRounds: 1, rounds: 5, budgetMs: 10_000 } },
  // The smallest space still needs a page of 100 at 90 % down.
  smoke: { big: 1_200, small: 1_000, plan: { warmupRounds: 1, rounds: 2, budgetMs: 1_000 } },
};
const PAGE_SIZE = 100;
const DEPTH = 0.9;
const TARGET = 2;

function expectPage(page: DeepPage) {
  return (body: unknown) => {
    const items = (body as { items?: { id: string }[] }).items;
    if (items?.length !== PAGE_SIZE || items[0]!.id !== page.firstId) {
      throw new Error(`deep page: expected ${PAGE_SIZE} items from ${page.firstId}, got ${items?.length} from ${items?.[0]?.id}`);
    }
  };
}

/** Seeds `count` comments into a new space, measuring the heap they take. */
async function seedMeasured(server: ReturnType<typeof createServer>, count: number) {
  const spaceId = await createBenchSpace(server, `Bench ${count} comments`);
  collectGarbage();
  const before = process.memoryUsage();
  const started = performance.now();
  seedComments(server, spaceId, count);
  const seedMs = performance.now() - started;
  collectGarbage();
  const after = process.memoryUsage();
  return { spaceId, seedMs, heapPerComment: (after.heapUsed - before.heapUsed) / count, rssPerComment: (after.rss - before.rss) / count };
}

export const storeScale: Row = {
  id: 5,
  title: 'Scale of the store',
  async measure(context) {
    const { big, small, plan } = pick(context, SIZES);
    const result = emptyResult(this);
    const server = createServer();
    context.log(`seeding ${count(small)} and ${count(big)} comments into two spaces`);
    const smallSpace = await seedMeasured(server, small);
    const bigSpace = await seedMeasured(server, big);
    const pages = { big: deepPage(server, bigSpace.spaceId, DEPTH), small: deepPage(server, smallSpace.spaceId, DEPTH) };
    const headers = authHeaders(DEMO.tokens.admin);
    const url = (spaceId: string, page: DeepPage) => `${server.baseUrl}/spaces/${spaceId}/comments?limit=${PAGE_SIZE}&page=${page.token}`;
    context.log(`timing ${plan.rounds} interleaved rounds of the two deep pages`);
    const samples = await sampleInterleaved(
      [
        { name: 'big', call: () => rawGet(url(bigSpace.spaceId, pages.big), headers, server.fetch), verify: expectPage(pages.big) },
        { name: 'small', call: () => rawGet(url(smallSpace.spaceId, pages.small), headers, server.fetch), verify: expectPage(pages.small) },
      ],
      plan,
    );
    result.checks.push(check(`deep page of ${PAGE_SIZE}: ${count(big)} / ${count(small)} comments`, round(ratioOf(samples, 'big', 'small')), 'x', '<=', TARGET));
    result.figures.push(
      timingFigure(`deep page (item ${count(pages.big.start)}) of the space with ${count(big)} comments`, samples, 'big'),
      timingFigure(`deep page (item ${count(pages.small.start)}) of the space with ${count(small)} comments`, samples, 'small'),
      figure('heap per stored comment', Math.round(bigSpace.heapPerComment), 'B', `measured over ${count(big)} comments after a full GC`),
      figure('RSS per stored comment', Math.round(bigSpace.rssPerComment), 'B', `measured over ${count(big)} comments`),
      figure(`seeding ${count(big)} comments into the store`, round(bigSpace.seedMs), 'ms'),
    );
    result.notes.push('Both spaces live in one store, so a listing that scans the whole store shows up as a ratio, not only as a slow absolute.');
    return result;
  },
};
