/**
 * Row 3 — the reference server over HTTP under load (autocannon, 50 connections, loopback, bounded duration):
 * GET a space by id, a page of a list and a published site's HTML page (as an anonymous visitor), versus a
 * bare node:http server answering the same bodies from a Map (the ceiling) and versus Prism mocking the
 * generated OpenAPI document (API requests only), all in this run.
 * Targets: ≥ 55 % of the ceiling on GET a space, ≥ 45 % on a list page of 100 and on a published page; ≥ 10× Prism.
 */
import { load, type LoadOutcome } from '../lib/load.js';
import type { Started } from '../lib/processes.js';
import { startPrism, type PrismMock } from '../lib/prism.js';
import { check, figure, type Figure } from '../lib/result.js';
import { emptyResult, pick, ratioOf, round, type Row, type RowContext } from '../lib/row.js';
import { median } from '../lib/stats.js';
import { startCeilingServer, startReferenceServer } from '../lib/servers.js';
import { DEMO } from '../lib/mock-server.js';
import { authHeaders, type ReferenceServerInfo } from '../lib/world.js';

interface LoadSizes {
  comments: number;
  listLimit: number;
  rounds: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Requests per load run instead of a duration (a smoke run). */
  requests?: number;
  /** Repetitions of the serialization timings. */
  serializationReps: number;
}

const SIZES: { full: LoadSizes; quick: LoadSizes; smoke: LoadSizes } = {
  full: { comments: 1000, listLimit: 100, rounds: 3, connections: 50, durationSeconds: 5, warmupSeconds: 1, serializationReps: 500 },
  quick: { comments: 20, listLimit: 10, rounds: 1, connections: 50, durationSeconds: 0.25, warmupSeconds: 0, serializationReps: 500 },
  smoke: { comments: 20, listLimit: 10, rounds: 1, connections: 2, durationSeconds: 1, warmupSeconds: 0, requests: 20, serializationReps: 5 },
};
const CEILING_SHARE: Record<RequestKind, number> = { space: 55, list: 45, page: 45 };
const PRISM_FACTOR = 10;

type Server = 'reference' | 'ceiling' | 'prism';
type RequestKind = 'space' | 'list' | 'page';
interface Target {
  server: Server;
  request: RequestKind;
  url: string;
  headers: Record<string, string>;
}

const REQUEST_LABELS: Record<RequestKind, string> = { space: 'GET space by id', list: 'GET list page', page: 'GET published page' };
/** The check's label of each request kind's share of the ceiling. */
const SHARE_LABELS: Record<RequestKind, string> = {
  space: `reference / ceiling, ${REQUEST_LABELS.space}`,
  list: `reference / ceiling, ${REQUEST_LABELS.list}`,
  page: 'published page / ceiling',
};
/** What a visitor's browser sends for a page: no token. */
const VISITOR_HEADERS = { accept: 'text/html' };

/**
 * What serializing the list body costs in this process (median of `reps`): the part of a reference server's
 * answer the ceiling never pays, since it sends bytes it already holds.
 */
function serializationFigures(listBody: string, reps: number): Figure[] {
  const value = JSON.parse(listBody) as unknown;
  const time = (work: () => unknown) => {
    const samples: number[] = [];
    for (let rep = 0; rep < reps; rep += 1) {
      const started = performance.now();
      work();
      samples.push((performance.now() - started) * 1000);
    }
    return round(median(samples));
  };
  const bytes = Buffer.byteLength(listBody);
  return [
    figure(`JSON.stringify of the list body (${bytes} B), per answer (what a server without kept items pays)`, time(() => JSON.stringify(value)), 'µs', `median of ${reps}, in the measuring process`),
    figure('UTF-8 encoding of that text, per answer', time(() => Buffer.from(listBody)), 'µs', `median of ${reps}, in the measuring process`),
  ];
}

/** What the list page's share of the ceiling comes down to: each server's time per answer, and what serializing would add. */
function explainListShare(bodyBytes: number, serialization: Figure[], referenceRate: number, ceilingRate: number): string {
  const serializing = round(serialization.reduce((sum, item) => sum + item.value, 0));
  const perAnswer = (rate: number) => Math.round(1e6 / rate);
  return `List page: the ceiling spends ${perAnswer(ceilingRate)} µs per answer in all (1 / its rate), the reference server ${perAnswer(referenceRate)} µs. Serializing the ${bodyBytes} B body afresh would take ${serializing} µs per answer (JSON.stringify + UTF-8); the reference server joins its kept items' bytes instead (mock-server core/item-cache.ts), so the gap is the request path itself (routing, auth, query validation, paging, the journal, node:http).`;
}

async function bodyOf(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

interface TreePage {
  type: string;
  path?: string;
  pages?: TreePage[];
}

/**
 * The published page a visitor opens: the first document page of the demo world's public docs site, at its
 * site space's `urls.published` plus the page's path, both as the API answers them.
 */
async function publishedPageUrl(apiUrl: string, headers: Record<string, string>): Promise<string> {
  const site = `${apiUrl}/orgs/${DEMO.organization}/sites/${DEMO.sites.docs}`;
  const { visibility } = JSON.parse(await bodyOf(site, headers)) as { visibility: string };
  if (visibility !== 'public') throw new Error(`the demo site is ${visibility}, not public`);
  const siteSpaces = JSON.parse(await bodyOf(`${site}/site-spaces`, headers)) as { items: { space: { id: string }; urls: { published?: string } }[] };
  const documents = (pages: TreePage[]): TreePage[] => pages.flatMap((page) => [...(page.type === 'document' ? [page] : []), ...documents(page.pages ?? [])]);
  for (const siteSpace of siteSpaces.items) {
    const tree = JSON.parse(await bodyOf(`${apiUrl}/spaces/${siteSpace.space.id}/content/pages`, headers)) as { pages: TreePage[] };
    const page = documents(tree.pages)[0];
    if (page?.path !== undefined && siteSpace.urls.published !== undefined) return `${siteSpace.urls.published}/${page.path}`;
  }
  throw new Error('the demo site publishes no document page');
}

/** Loads every target for `rounds` rounds in rotating order; every rate of each target, by `server-request`. */
async function loadRounds(targets: Target[], context: RowContext, plan: LoadSizes) {
  const plainLoad = (target: Target, durationSeconds: number) =>
    load({ url: target.url, headers: target.headers, connections: plan.connections, durationSeconds, requests: plan.requests });
  if (plan.warmupSeconds > 0) for (const target of targets) await plainLoad(target, plan.warmupSeconds);
  const outcomes: Record<string, LoadOutcome[]> = {};
  for (let round = 0; round < plan.rounds; round += 1) {
    context.log(`load round ${round + 1} of ${plan.rounds}: ${targets.length} targets × ${plan.requests === undefined ? `${plan.durationSeconds} s` : `${plan.requests} requests`}`);
    const order = [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)];
    for (const target of order) (outcomes[`${target.server}-${target.request}`] ??= []).push(await plainLoad(target, plan.durationSeconds));
  }
  return outcomes;
}

function rateFigures(outcomes: Record<string, LoadOutcome[]>, bytes: Record<string, number>, plan: LoadSizes) {
  return Object.entries(outcomes).map(([key, runs]) => {
    const p50 = median(runs.map((run) => run.latencyP50));
    const errors = runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0);
    const each = plan.requests === undefined ? `${plan.durationSeconds} s` : `${plan.requests} requests`;
    const detail = `median of ${runs.length} × ${each} at ${plan.connections} connections; latency p50 ${p50} ms; ${bytes[key]} B per answer; ${errors} socket errors`;
    const [server, request] = key.split('-') as [Server, RequestKind];
    return figure(`${server}, ${REQUEST_LABELS[request]}`, Math.round(median(runs.map((run) => run.rps))), 'req/s', detail);
  });
}

export const httpServer: Row = {
  id: 3,
  title: 'Reference server over HTTP',
  async measure(context) {
    const plan = pick(context, SIZES);
    const result = emptyResult(this);
    const stops: (() => Promise<void>)[] = [];
    try {
      context.log('starting the reference server, the ceiling server and Prism');
      const reference: Started<ReferenceServerInfo> = await startReferenceServer(context, [{ key: 'list', comments: plan.comments }], 120_000);
      stops.push(reference.stop);
      const { url, token } = reference.value;
      const headers = authHeaders(token);
      const spaceId = reference.value.spaces.list!.id;
      const paths: Record<'space' | 'list', string> = { space: `/spaces/${spaceId}`, list: `/spaces/${spaceId}/comments?limit=${plan.listLimit}` };
      const apiPath = new URL(url).pathname; // "/v1"
      const bodies = { space: await bodyOf(`${url}${paths.space}`, headers), list: await bodyOf(`${url}${paths.list}`, headers) };
      const page = new URL(await publishedPageUrl(url, headers));
      const pageTarget = `${page.pathname}${page.search}`;
      const pageBody = await bodyOf(page.href, VISITOR_HEADERS);
      const ceiling = await startCeilingServer(
        context,
        {
          [`${apiPath}${paths.space}`]: bodies.space,
          [`${apiPath}${paths.list}`]: bodies.list,
          [pageTarget]: { text: pageBody, contentType: 'text/html; charset=utf-8' },
        },
        60_000,
      );
      stops.push(ceiling.stop);
      // Prism takes seconds to start: a quick run (the smoke test) leaves it out.
      const prism: PrismMock | undefined = context.quick ? undefined : await startPrism();
      if (prism) stops.push(prism.stop);
      const bases: Record<Server, string> = { reference: url, ceiling: `${ceiling.value.url}${apiPath}`, prism: prism?.url ?? '' };
      const servers: Server[] = prism ? ['reference', 'ceiling', 'prism'] : ['reference', 'ceiling'];
      const targets: Target[] = servers.flatMap((server) =>
        (['space', 'list'] as const).map((request) => ({ server, request, url: `${bases[server]}${paths[request]}`, headers })),
      );
      // A visitor's page: the reference server at its published URL, the ceiling at the same request target.
      targets.push(
        { server: 'reference', request: 'page', url: page.href, headers: VISITOR_HEADERS },
        { server: 'ceiling', request: 'page', url: `${ceiling.value.url}${pageTarget}`, headers: VISITOR_HEADERS },
      );
      const bytes: Record<string, number> = {};
      for (const target of targets) bytes[`${target.server}-${target.request}`] = Buffer.byteLength(await bodyOf(target.url, target.headers));
      const outcomes = await loadRounds(targets, context, plan);
      const rate = (server: Server, request: RequestKind) => median(outcomes[`${server}-${request}`]!.map((run) => run.rps));
      // Per-round ratios, for the reason given at ratioOf (lib/row.ts): each round loads every server once.
      const ratio = (server: Server, baseline: Server, request: RequestKind) => {
        const rates = (of: Server) => outcomes[`${of}-${request}`]!.map((run) => run.rps);
        return ratioOf({ [server]: rates(server), [baseline]: rates(baseline) }, server, baseline);
      };
      for (const request of ['space', 'list', 'page'] as const) {
        const share = 100 * ratio('reference', 'ceiling', request);
        result.checks.push(check(SHARE_LABELS[request], round(share), '%', '>=', CEILING_SHARE[request]));
      }
      for (const request of prism ? (['space', 'list'] as const) : []) {
        result.checks.push(check(`reference / Prism, ${REQUEST_LABELS[request]}`, round(ratio('reference', 'prism', request)), 'x', '>=', PRISM_FACTOR));
      }
      const serialization = serializationFigures(bodies.list, plan.serializationReps);
      result.figures.push(...rateFigures(outcomes, bytes, plan), ...serialization);
      result.notes.push(
        `Published page: the demo world's public docs site at its urls.published (${page.pathname}), GET without a token as a visitor's browser sends it; the reference server checks the visitor's access on every request and renders the page (navigation, markdown) once per state of the world. List page: ${plan.listLimit} comments (100 is the default page size) of a space holding ${plan.comments}. The ceiling serves the reference server's own bodies byte for byte; Prism serves its generated examples (sizes in the figures). autocannon runs in the measuring process, ${context.smoke ? 'and so does every server (a smoke run)' : 'each server in its own'}.`,
      );
      if (!result.checks[1]!.met) {
        result.notes.push(explainListShare(bytes['reference-list']!, serialization, rate('reference', 'list'), rate('ceiling', 'list')));
      }
      const prismList = result.checks.find((item) => item.label === `reference / Prism, ${REQUEST_LABELS.list}`);
      if (prismList && !prismList.met) {
        const bytesRatio = (rate('reference', 'list') * bytes['reference-list']!) / (rate('prism', 'list') * bytes['prism-list']!);
        result.notes.push(
          `List page vs Prism: Prism answers its generated example (${bytes['prism-list']} B) where the reference server answers ${plan.listLimit} real comments (${bytes['reference-list']} B); in bytes served per second the reference server does ${round(bytesRatio)}× Prism.`,
        );
      }
      return result;
    } finally {
      for (const stop of stops.reverse()) await stop();
    }
  },
};
