/**
 * Row 2 — in-process transports: the same SDK calls as row 1 through `server.fetch`, through msw's
 * `setupServer` with the reference handlers, and over loopback HTTP, all against one server in this process.
 * Target: `server.fetch` ≥ 10× faster per call than msw.
 */
import { DocPub } from '@docpub/sdk';
import { setupServer } from 'msw/node';
import { mswHandlers } from '@docpub/mock-server/msw';
import { expectItems, expectSpace, rawGet } from '../lib/raw.js';
import { check, figure } from '../lib/result.js';
import { count, emptyResult, medianOf, pick, ratioOf, round, timingFigure, type Row } from '../lib/row.js';
import { sampleGroups, type Contender, type Samples } from '../lib/sampler.js';
import { authHeaders, createBenchWorld } from '../lib/world.js';

const SIZES = {
  full: { pageSize: 1000, plan: { warmupRounds: 20, rounds: 200, budgetMs: 150_000 } },
  quick: { pageSize: 50, plan: { warmupRounds: 2, rounds: 10, budgetMs: 5_000 } },
};
const TARGET = 10;
// msw answers on the origin of the server's base URL: fixing it keeps msw on this made-up host after listen(),
// so that a request msw did not serve cannot succeed (docpub.test does not resolve).
const IN_PROCESS_BASE = 'http://docpub.test/v1';
const TRANSPORTS = ['fetch', 'msw', 'http'] as const;
const LABELS = { fetch: 'server.fetch', msw: 'msw setupServer', http: 'loopback HTTP' };

/**
 * The same GET without the SDK (fetch + JSON.parse), through `server.fetch` and through msw: the transports' own
 * ratio, to set beside the SDK calls' one.
 */
function rawContenders(serverFetch: typeof fetch, token: string, spaceId: string): Contender[] {
  const url = `${IN_PROCESS_BASE}/spaces/${spaceId}`;
  const headers = authHeaders(token);
  const verify = (space: unknown) => expectSpace(space, spaceId);
  return [
    { name: 'fetch-raw-space', call: () => rawGet(url, headers, serverFetch), verify },
    // The global fetch as it is at call time: msw's.
    { name: 'msw-raw-space', call: () => rawGet(url, headers, (input, init) => globalThis.fetch(input, init)), verify },
  ];
}

/** Why the SDK calls' ratio is what it is: the cost every transport shares, and msw's own. */
function explainSpaceRatio(samples: Samples): string {
  const micros = (name: string) => Math.round(medianOf(samples, name) * 1000);
  const raw = micros('fetch-raw-space');
  const sdk = micros('fetch-space');
  const mswRaw = micros('msw-raw-space');
  return `GET one space: through server.fetch a raw fetch takes ${raw} µs and an SDK call ${sdk} µs, so the SDK and ky add about ${sdk - raw} µs whatever the transport, while msw adds about ${mswRaw - raw} µs of its own. Without the SDK, msw / server.fetch is ${round(ratioOf(samples, 'msw-raw-space', 'fetch-raw-space'))}×.`;
}

type Clients = Record<(typeof TRANSPORTS)[number], DocPub>;

function spaceContenders(clients: Clients, spaceId: string): Contender[] {
  const verify = (space: unknown) => expectSpace(space, spaceId);
  return TRANSPORTS.map((transport) => ({ name: `${transport}-space`, call: () => clients[transport].spaces.get(spaceId), verify }));
}

function pageContenders(clients: Clients, spaceId: string, pageSize: number): Contender[] {
  const verify = (page: unknown) => expectItems(page, pageSize);
  return TRANSPORTS.map((transport) => ({
    name: `${transport}-page`,
    call: async () => await clients[transport].comments.list(spaceId, { limit: pageSize }),
    verify,
  }));
}

export const transports: Row = {
  id: 2,
  title: 'In-process transports',
  async measure(context) {
    const { pageSize, plan } = pick(context, SIZES);
    const result = emptyResult(this);
    const world = await createBenchWorld([{ key: 'page', comments: pageSize }], IN_PROCESS_BASE);
    const spaceId = world.spaces.page!.id;
    const listening = await world.server.listen({ host: '127.0.0.1', port: 0 });
    // Taken before msw patches the global fetch, so the HTTP client goes to the socket, not through msw.
    const socketFetch = globalThis.fetch;
    const msw = setupServer(...mswHandlers(world.server));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      const options = { token: world.token, validation: 'strict' as const };
      const clients: Clients = {
        fetch: new DocPub({ ...options, baseUrl: IN_PROCESS_BASE, fetch: world.server.fetch }),
        msw: new DocPub({ ...options, baseUrl: IN_PROCESS_BASE }),
        http: new DocPub({ ...options, baseUrl: listening.url, fetch: socketFetch }),
      };
      context.log(`sampling ${plan.rounds} interleaved rounds per request`);
      const samples = await sampleGroups(
        [[...spaceContenders(clients, spaceId), ...rawContenders(world.server.fetch, world.token, spaceId)], pageContenders(clients, spaceId, pageSize)],
        plan,
      );
      for (const [what, key] of [['GET one space', 'space'], [`page of ${count(pageSize)} comments`, 'page']] as const) {
        result.checks.push(check(`msw / server.fetch, ${what}`, round(ratioOf(samples, `msw-${key}`, `fetch-${key}`)), 'x', '>=', TARGET));
        for (const transport of TRANSPORTS) result.figures.push(timingFigure(`SDK via ${LABELS[transport]}, ${what}`, samples, `${transport}-${key}`));
        result.figures.push(figure(`loopback HTTP / server.fetch, ${what}`, round(ratioOf(samples, `http-${key}`, `fetch-${key}`)), 'x'));
      }
      result.figures.push(
        timingFigure('raw fetch + JSON.parse via server.fetch, GET one space', samples, 'fetch-raw-space'),
        timingFigure('raw fetch + JSON.parse via msw, GET one space', samples, 'msw-raw-space'),
        figure('msw / server.fetch without the SDK, GET one space', round(ratioOf(samples, 'msw-raw-space', 'fetch-raw-space')), 'x'),
      );
      if (!result.checks[0]!.met) result.notes.push(explainSpaceRatio(samples));
      return result;
    } finally {
      msw.close();
      await listening.close();
    }
  },
};
