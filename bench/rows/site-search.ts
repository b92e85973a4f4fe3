/**
 * Row 10 — search on a 1,000-page site: a published site of one site space holding 1,000 document pages (titles,
 * descriptions and a few paragraphs each, words drawn so that some are on most pages and most on few), searched
 * at `<site>/~search?q=…` through the server's request path (`server.fetch`). Measured side by side: queries
 * once the site's index is warm (a word on most pages, one on some, a rare one, two words, a prefix), and the
 * first query after a change to the site's space (a page added through the control API, which starts a new state
 * of the world: the index is brought up to date by that query, re-reading the changed pages only). Targets:
 * ≤ 20 ms per warm query, ≤ 100 ms for the first query after a change. The first query of a fresh server (the
 * whole index built) and the CPU time per warm query (which a busy machine inflates far less than wall time)
 * are printed beside.
 */
import { createServer } from '../lib/mock-server.js';
import { check, figure } from '../lib/result.js';
import { count, emptyResult, medianOf, pick, round, timingFigure, type Row } from '../lib/row.js';
import { sampleInterleaved, type Contender } from '../lib/sampler.js';
import { median } from '../lib/stats.js';

const SIZES = {
  full: { pages: 1_000, plan: { warmupRounds: 2, rounds: 30, budgetMs: 120_000 } },
  quick: { pages: 1_000, plan: { warmupRounds: 1, rounds: 5, budgetMs: 20_000 } },
  smoke: { pages: 60, plan: { warmupRounds: 1, rounds: 1, budgetMs: 1_000 } },
};
const WARM_TARGET_MS = 20;
const CHANGED_TARGET_MS = 100;
const SITE_URL = 'http://docpub.test/sites/acme.docpub.site/docs';
const SPACE = 'sp-handbook';

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'pe', 'da', 'go', 'hu', 'zi', 'be', 'fa', 'jo', 'qu', 'wy', 'xe', 'co'];

/** The word of rank `rank` in the site's vocabulary: made of syllables, distinct for every rank. */
function wordOf(rank: number): string {
  let word = '';
  for (let rest = rank + SYLLABLES.length; rest > 0; rest = Math.floor(rest / SYLLABLES.length)) word += SYLLABLES[rest % SYLLABLES.length];
  return word;
}

const VOCABULARY = 5_000;

/** Deterministic words whose ranks fall off like a natural language's (log-uniform over the vocabulary). */
function wordSource(seed: number): () => string {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return wordOf(Math.floor(Math.exp((state / 2_147_483_648) * Math.log(VOCABULARY + 1))) - 1);
  };
}

const sentence = (next: () => string, words: number) => Array.from({ length: words }, next).join(' ');

/** The world: one public site publishing one space of `pages` document pages, ten under each of its top pages. */
function searchWorld(pages: number) {
  const next = wordSource(7);
  const page = (index: number) => ({
    id: `pg-${index}`,
    title: `${sentence(next, 3)} ${index}`,
    description: sentence(next, 10),
    markdown: `${sentence(next, 60)}\n\n## ${sentence(next, 3)}\n\n${sentence(next, 80)}\n\n- ${sentence(next, 12)}\n- ${sentence(next, 12)}\n\n${sentence(next, 60)}`,
  });
  const tops = Array.from({ length: Math.ceil(pages / 10) }, (_, top) => ({
    ...page(top * 10),
    pages: Array.from({ length: Math.min(9, pages - top * 10 - 1) }, (_, child) => page(top * 10 + child + 1)),
  }));
  return {
    format: 'docpub-world/1' as const,
    users: [{ id: 'u-admin', displayName: 'Ada', tokens: ['t-admin'] }],
    organizations: [{ id: 'org-acme', title: 'Acme', hostname: 'acme' }],
    memberships: [{ organizationId: 'org-acme', userId: 'u-admin', role: 'admin' }],
    spaces: [{ id: SPACE, organizationId: 'org-acme', title: 'Handbook', pages: tops }],
    sites: [{ id: 'site-docs', organizationId: 'org-acme', title: 'Acme Docs', visibility: 'public', published: true, basename: 'docs' }],
    siteSpaces: [{ id: 'ss-handbook', siteId: 'site-docs', spaceId: SPACE, path: 'handbook' }],
  };
}

type Server = ReturnType<typeof createServer>;

/** The median CPU time (user + system, this process) of one call, over `rounds` calls of each of `calls`. */
async function cpuPerCall(calls: readonly (() => Promise<unknown>)[], rounds: number): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const call of calls) {
      const before = process.cpuUsage();
      await call();
      const used = process.cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
  }
  return median(times);
}

async function searchPage(server: Server, query: string): Promise<string> {
  const response = await server.fetch(`${SITE_URL}/~search?q=${encodeURIComponent(query)}`);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`search for "${query}" answered ${response.status}`);
  return text;
}

/** Checks a warm-up answer: a results page that found at least one page. */
function expectResults(html: unknown): void {
  if (typeof html !== 'string' || !html.includes('class="search-result"')) throw new Error('the search found nothing');
}

export const siteSearch: Row = {
  id: 10,
  title: 'Search on a 1,000-page site',
  async measure(context) {
    const { pages, plan } = pick(context, SIZES);
    const result = emptyResult(this);
    const server = createServer({ validateResponses: false, world: searchWorld(pages) as never });
    const queries = { 'a word on most pages': wordOf(0), 'a word on some pages': wordOf(40), 'a rare word': wordOf(1_500), 'two words': `${wordOf(2)} ${wordOf(60)}`, 'a prefix (3 letters)': wordOf(25).slice(0, 3) };
    context.log(`searching a site of ${count(pages)} pages`);
    const started = performance.now();
    expectResults(await searchPage(server, queries['a word on most pages']));
    const firstMs = performance.now() - started;
    let edits = 0;
    const afterChange: Contender = {
      name: 'first query after a change',
      selfTimed: true,
      async call() {
        server.control.seed({ kind: 'content', spaceId: SPACE, pages: [{ title: `Added ${edits++}`, markdown: sentence(wordSource(edits), 40) }] });
        const begun = performance.now();
        expectResults(await searchPage(server, queries['a word on some pages']));
        return performance.now() - begun;
      },
    };
    const warm = Object.entries(queries).map(([name, query]): Contender => ({ name, call: () => searchPage(server, query), verify: expectResults }));
    const samples = await sampleInterleaved([...warm, afterChange], plan);
    const warmMedians = warm.map((contender) => medianOf(samples, contender.name));
    // The CPU time the server's thread spends per query does not grow with the machine's load as wall time does.
    const cpu = await cpuPerCall(warm.map((contender) => contender.call), plan.rounds);
    result.checks.push(
      check('warm query (the slowest kind, median)', round(Math.max(...warmMedians)), 'ms', '<=', WARM_TARGET_MS),
      check('first query after a change (median)', round(medianOf(samples, afterChange.name)), 'ms', '<=', CHANGED_TARGET_MS),
    );
    result.figures.push(
      ...warm.map((contender) => timingFigure(`warm: ${contender.name}`, samples, contender.name)),
      timingFigure('first query after a change (a page added)', samples, afterChange.name),
      figure(`first query of a fresh server (index of ${count(pages)} pages built)`, round(firstMs), 'ms', 'one sample'),
      figure('CPU time per warm query (median over every kind)', round(cpu), 'ms', `process CPU time (user + system), ${plan.rounds} calls of each kind`),
    );
    result.notes.push('Times are at the server (`server.fetch`, HTML answer read whole); a warm query renders its results anew each time, only the index is kept.');
    return result;
  },
};
