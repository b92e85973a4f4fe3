/**
 * Row 2's sampling: one reference server in this process, and the same GETs through its in-process transports.
 * - without msw, its interceptors are never installed (msw patches the process's globals): SDK and raw calls through `server.fetch` and loopback HTTP;
 * - with msw (`setupServer(...mswHandlers(server))` installed), the calls through msw, and `server.fetch` again,
 *   to show what msw's patched globals cost every other fetch of the process.
 * Measured runs call it in a fresh process each (processes/transport-sampler.ts); a smoke run in its own.
 */
import { DocPub } from './sdk.js';
import { expectItems, expectSpace, rawGet } from './raw.js';
import { sampleGroups, type Contender, type Samples, type SamplingPlan } from './sampler.js';
import { authHeaders, createBenchWorld } from './world.js';

/** What the parent asks for. */
export interface TransportSampling {
  msw: boolean;
  pageSize: number;
  plan: SamplingPlan;
}

// msw answers on the origin of the server's base URL: fixing it keeps msw on this made-up host, so that a
// request msw did not serve cannot succeed (docpub.test does not resolve).
const IN_PROCESS_BASE = 'http://docpub.test/v1';

/** Samples the transports of one process: with `msw`, msw is installed for the sampling and closed after it. */
export async function sampleTransports({ msw, pageSize, plan }: TransportSampling): Promise<Samples> {
  const world = await createBenchWorld([{ key: 'page', comments: pageSize }], IN_PROCESS_BASE);
  const spaceId = world.spaces.page!.id;
  const headers = authHeaders(world.token);
  const spacePath = `/spaces/${spaceId}`;
  const isSpace = (space: unknown) => expectSpace(space, spaceId);
  const isPage = (page: unknown) => expectItems(page, pageSize);
  const options = { token: world.token, validation: 'strict' as const };
  const serverFetch = world.server.fetch;
  const inProcess = new DocPub({ ...options, baseUrl: IN_PROCESS_BASE, fetch: serverFetch });
  const fetchContenders = (prefix: string): Contender[] => [
    { name: `${prefix}-sdk-space`, call: () => inProcess.spaces.get(spaceId), verify: isSpace },
    { name: `${prefix}-raw-space`, call: () => rawGet(`${IN_PROCESS_BASE}${spacePath}`, headers, serverFetch), verify: isSpace },
  ];
  const pageOf = (client: DocPub, name: string): Contender => ({
    name,
    call: async () => await client.comments.list(spaceId, { limit: pageSize }),
    verify: isPage,
  });
  if (msw) {
    // Imported only in the process that samples msw: msw patches the globals of the process it is loaded in.
    const [{ setupServer }, { mswHandlers }] = await Promise.all([import('msw/node'), import('@docpub/mock-server/msw')]);
    const mocked = setupServer(...mswHandlers(world.server));
    mocked.listen({ onUnhandledRequest: 'error' });
    try {
      // The global fetch as it is at call time: msw's.
      const viaMsw = new DocPub({ ...options, baseUrl: IN_PROCESS_BASE });
      const mswFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
      return await sampleGroups(
        [
          [
            { name: 'msw-sdk-space', call: () => viaMsw.spaces.get(spaceId), verify: isSpace },
            { name: 'msw-raw-space', call: () => rawGet(`${IN_PROCESS_BASE}${spacePath}`, headers, mswFetch), verify: isSpace },
            ...fetchContenders('fetch-beside-msw'),
          ],
          [pageOf(viaMsw, 'msw-sdk-page')],
        ],
        plan,
      );
    } finally {
      mocked.close();
    }
  }
  const listening = await world.server.listen({ host: '127.0.0.1', port: 0 });
  try {
    const overHttp = new DocPub({ ...options, baseUrl: listening.url });
    return await sampleGroups(
      [
        [
          ...fetchContenders('fetch'),
          { name: 'http-sdk-space', call: () => overHttp.spaces.get(spaceId), verify: isSpace },
          { name: 'http-raw-space', call: () => rawGet(`${listening.url}${spacePath}`, headers), verify: isSpace },
        ],
        [pageOf(inProcess, 'fetch-sdk-page'), pageOf(overHttp, 'http-sdk-page')],
      ],
      plan,
    );
  } finally {
    await listening.close();
  }
}
