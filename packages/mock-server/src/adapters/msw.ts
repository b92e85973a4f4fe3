/**
 * msw handlers for the reference server, or anything else that can dispatch plain requests:
 * `mswHandlers(server)`. The only module of the package that imports msw, which is an optional peer
 * dependency: the handlers are made by the user's own msw (2.15+ or 3), the copy their `setupServer` or
 * `setupWorker` comes from.
 *
 * One catch-all handler serves the whole API, not one per route, plus one for the control API and those of the
 * published origin: published sites (docs/published-sites.md) and the API's file downloads. They match only the
 * server's own origins, so requests to other hosts keep flowing to their other handlers.
 *
 * @example
 * const server = createServer();
 * setupServer(...mswHandlers(server)).listen();
 *
 * @module @docpub/mock-server/msw
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import { API_PREFIX, CONTROL_PREFIX } from '../core/paths.js';
import { DOWNLOADS_SEGMENT, SITES_SEGMENT, WORLDS_SEGMENT } from '../domain/sites/urls.js';
import { responseBody, headerRecord, queryRecord, withHost, type Dispatch } from './plain.js';
import { sleep } from './sleep.js';

/** What the msw handlers need of a server. */
export interface MswServable {
  /** Absolute base of the API; its origin is where the handlers answer. */
  readonly baseUrl: string;
  /** Where published sites are served; the origin of `baseUrl` when absent. */
  readonly publicUrl?: string;
  handle: Dispatch;
}

function resolverOf(server: MswServable) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const body = request.body === null ? undefined : await request.text();
    const response = await server.handle({
      method: request.method.toUpperCase(),
      path: url.pathname,
      query: queryRecord(url.searchParams),
      headers: withHost(headerRecord(request.headers), url),
      body: body === '' ? undefined : body,
    });
    if (response.delayMs) await sleep(response.delayMs, request.signal);
    if (response.networkError) return HttpResponse.error();
    return new HttpResponse(responseBody(response), { status: response.status, headers: response.headers });
  };
}

/**
 * The msw request handlers of a server, for `setupServer(...)` (Node) or `setupWorker(...)` (browser).
 * They answer on the origin of `server.baseUrl` as it is when this is called: after `server.listen()`
 * without a fixed `baseUrl`, call it again.
 */
export function mswHandlers(server: MswServable): HttpHandler[] {
  const { origin } = new URL(server.baseUrl);
  const published = new URL(server.publicUrl ?? server.baseUrl).origin;
  const resolver = resolverOf(server);
  return [
    http.all(`${origin}${API_PREFIX}/*`, resolver),
    http.all(`${origin}${CONTROL_PREFIX}/*`, resolver),
    http.all(`${published}/${SITES_SEGMENT}/*`, resolver),
    // The API's file downloads (`downloadURL`), signed, on the published origin.
    http.all(`${published}/${DOWNLOADS_SEGMENT}/*`, resolver),
    http.all(`${published}/${WORLDS_SEGMENT}/*`, resolver),
  ];
}
