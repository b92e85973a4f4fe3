/**
 * msw handlers for the reference server: `server.handlers`, and `mswHandlers()` for anything that can
 * dispatch plain requests (also at `@docpub/mock-server/msw`).
 *
 * One catch-all handler serves the whole API, not one per route (design.md §7), plus one for the control
 * API; both match only the server's own origin, so requests to other hosts keep flowing to their other
 * handlers.
 *
 * @example
 * const server = createServer();
 * setupServer(...server.handlers).listen();
 *
 * @module @docpub/mock-server/msw
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import { API_PREFIX, CONTROL_PREFIX } from '../core/paths.js';
import { bodyText, headerRecord, queryRecord, type Dispatch } from './plain.js';
import { sleep } from './sleep.js';

/** What the msw handlers need of a server. */
export interface MswServable {
  /** Absolute base of the API; its origin is where the handlers answer. */
  readonly baseUrl: string;
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
      headers: headerRecord(request.headers),
      body: body === '' ? undefined : body,
    });
    if (response.delayMs) await sleep(response.delayMs, request.signal);
    if (response.networkError) return HttpResponse.error();
    return new HttpResponse(bodyText(response), { status: response.status, headers: response.headers });
  };
}

/**
 * The msw request handlers of a server, for `setupServer(...)` (Node) or `setupWorker(...)` (browser).
 * They answer on the origin of `server.baseUrl` as it is when this is called.
 */
export function mswHandlers(server: MswServable): HttpHandler[] {
  const { origin } = new URL(server.baseUrl);
  const resolver = resolverOf(server);
  return [http.all(`${origin}${API_PREFIX}/*`, resolver), http.all(`${origin}${CONTROL_PREFIX}/*`, resolver)];
}
