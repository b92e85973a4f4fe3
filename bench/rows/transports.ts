/**
 * Row 2 — in-process transports: the same GETs through the reference server's `server.fetch`, through msw's
 * `setupServer(...mswHandlers(server))` and over loopback HTTP.
 *
 * msw patches the globals of the process it is installed in, which slows every other fetch there too; so
 * `server.fetch` and loopback HTTP are timed in a process where msw is never installed, msw in another, the
 * two processes taking turns (a pair of runs per round). Targets are on the transports alone (a raw
 * `fetch` + `JSON.parse`): an SDK call costs the same few hundred µs whichever transport carries it, so its
 * ratios say little about the transports (they are printed as figures).
 */
import { sampleTransports, type TransportSampling } from '../lib/transport-sampling.js';
import { runProcess } from '../lib/processes.js';
import { check, figure } from '../lib/result.js';
import { count, emptyResult, pick, round, timingFigure, type Row } from '../lib/row.js';
import type { Samples } from '../lib/sampler.js';
import { median } from '../lib/stats.js';

const SIZES = {
  full: { pageSize: 1000, pairs: 3, plan: { warmupRounds: 20, rounds: 150, budgetMs: 60_000 } },
  quick: { pageSize: 20, pairs: 1, plan: { warmupRounds: 1, rounds: 5, budgetMs: 2_000 } },
  smoke: { pageSize: 5, pairs: 1, plan: { warmupRounds: 1, rounds: 2, budgetMs: 1_000 } },
};
/** msw's interception (request cloning, handler matching, a mocked socket) against a direct call. */
const MSW_TARGET = 3;
/** A socket round trip (HTTP parsing both ways) against a direct call. */
const HTTP_TARGET = 1.5;

/** Median of the per-pair ratios of the two contenders' medians, each pair being one run of each process. */
function pairedRatio(pairs: { plain: Samples; msw: Samples }[], name: string, baseline: string): number {
  const medianIn = (run: Samples, key: string) => {
    const values = run[key];
    if (!values?.length) throw new Error(`no samples for ${key}`);
    return median(values);
  };
  const sideOf = (pair: { plain: Samples; msw: Samples }, key: string) => (key in pair.msw ? pair.msw : pair.plain);
  return median(pairs.map((pair) => medianIn(sideOf(pair, name), name) / medianIn(sideOf(pair, baseline), baseline)));
}

/** Every pair's samples of one contender, concatenated, for the absolute figures. */
function pooled(pairs: { plain: Samples; msw: Samples }[]): Samples {
  const all: Samples = {};
  for (const pair of pairs) for (const run of [pair.plain, pair.msw]) for (const [name, values] of Object.entries(run)) (all[name] ??= []).push(...values);
  return all;
}

export const transports: Row = {
  id: 2,
  title: 'In-process transports',
  async measure(context) {
    const { pageSize, pairs: pairCount, plan } = pick(context, SIZES);
    const result = emptyResult(this);
    // A smoke run samples in its own process: msw is closed (its globals restored) before the next row.
    const sample = (msw: boolean): Promise<Samples> => {
      const input: TransportSampling = { msw, pageSize, plan };
      return context.smoke ? sampleTransports(input) : runProcess<Samples>('transport-sampler', [JSON.stringify(input)], 300_000);
    };
    const pairs: { plain: Samples; msw: Samples }[] = [];
    for (let index = 0; index < pairCount; index += 1) {
      context.log(`pair ${index + 1} of ${pairCount}: a process without msw and one with it, ${plan.rounds} rounds each`);
      // Alternating which runs first, so a load drift does not always land on the same process.
      const first = index % 2 === 0 ? await sample(false) : await sample(true);
      const second = index % 2 === 0 ? await sample(true) : await sample(false);
      pairs.push(index % 2 === 0 ? { plain: first, msw: second } : { plain: second, msw: first });
    }
    const mswRatio = pairedRatio(pairs, 'msw-raw-space', 'fetch-raw-space');
    const httpRatio = pairedRatio(pairs, 'http-raw-space', 'fetch-raw-space');
    result.checks.push(
      check('msw / server.fetch, transport only (raw GET one space)', round(mswRatio), 'x', '>=', MSW_TARGET),
      check('loopback HTTP / server.fetch, transport only (raw GET one space)', round(httpRatio), 'x', '>=', HTTP_TARGET),
    );
    const samples = pooled(pairs);
    const page = `page of ${count(pageSize)} comments`;
    result.figures.push(
      timingFigure('raw fetch + JSON.parse via server.fetch (no msw in the process), GET one space', samples, 'fetch-raw-space'),
      timingFigure('raw fetch + JSON.parse via msw, GET one space', samples, 'msw-raw-space'),
      timingFigure('raw fetch + JSON.parse via loopback HTTP, GET one space', samples, 'http-raw-space'),
      timingFigure('raw fetch + JSON.parse via server.fetch with msw installed in the process, GET one space', samples, 'fetch-beside-msw-raw-space'),
      figure('server.fetch with msw installed / without, raw GET one space', round(pairedRatio(pairs, 'fetch-beside-msw-raw-space', 'fetch-raw-space')), 'x'),
      timingFigure('SDK via server.fetch, GET one space', samples, 'fetch-sdk-space'),
      timingFigure('SDK via msw, GET one space', samples, 'msw-sdk-space'),
      timingFigure('SDK via loopback HTTP, GET one space', samples, 'http-sdk-space'),
      figure('SDK: msw / server.fetch, GET one space', round(pairedRatio(pairs, 'msw-sdk-space', 'fetch-sdk-space')), 'x'),
      timingFigure(`SDK via server.fetch, ${page}`, samples, 'fetch-sdk-page'),
      timingFigure(`SDK via msw, ${page}`, samples, 'msw-sdk-page'),
      timingFigure(`SDK via loopback HTTP, ${page}`, samples, 'http-sdk-page'),
      figure(`SDK: msw / server.fetch, ${page}`, round(pairedRatio(pairs, 'msw-sdk-page', 'fetch-sdk-page')), 'x'),
    );
    result.notes.push(
      `server.fetch and loopback HTTP are timed in a process where msw is never installed, msw in another (${pairCount} pair(s) of runs, alternating which goes first); ratios across the two are medians of per-pair ratios. The SDK calls carry the same SDK and ky cost on every transport, so their ratios are figures, not targets.`,
    );
    return result;
  },
};
