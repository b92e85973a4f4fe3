/**
 * `server.fetch`: a fetch-compatible function served in-process, with no network and no msw. The request is
 * converted to plain data once at the edge, so this is the fastest way to drive the reference server.
 */
import type { PlainRequest } from '../core/types.js';
import { bodyText, headerRecord, queryRecord, type Dispatch } from './plain.js';
import { sleep } from './sleep.js';

/** The signature of the global `fetch`. */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

interface Incoming {
  request: PlainRequest;
  signal: AbortSignal | null | undefined;
}

function plainOf(url: URL, method: string, headers: Headers, body: string | undefined): PlainRequest {
  return {
    method: method.toUpperCase(),
    path: url.pathname,
    query: queryRecord(url.searchParams),
    headers: headerRecord(headers),
    body: body === '' ? undefined : body,
  };
}

async function fromRequest(request: Request): Promise<Incoming> {
  const body = request.body === null ? undefined : await request.text();
  const plain = plainOf(new URL(request.url), request.method, request.headers, body);
  return { request: plain, signal: request.signal };
}

/** The parts of a `RequestInit` this adapter reads; other members (ky passes its own) change nothing here. */
const READ_MEMBERS = ['method', 'headers', 'body', 'signal'] as const;

const changesRequest = (init: RequestInit | undefined) =>
  init !== undefined && READ_MEMBERS.some((member) => init[member] !== undefined);

/**
 * Reads the request once. A `Request` (what ky passes) is read as is; a URL with a string body skips building
 * a Fetch `Request` at all; any other combination goes through one, so every `BodyInit` is read the standard
 * way.
 */
async function incoming(input: RequestInfo | URL, init: RequestInit | undefined, origin: string): Promise<Incoming> {
  if (input instanceof Request && !changesRequest(init)) return fromRequest(input);
  const url = input instanceof Request ? undefined : new URL(String(input), origin);
  if (url && (init?.body === undefined || init.body === null || typeof init.body === 'string')) {
    const plain = plainOf(url, init?.method ?? 'GET', new Headers(init?.headers), init?.body ?? undefined);
    return { request: plain, signal: init?.signal };
  }
  return fromRequest(new Request(url ?? (input as Request), init));
}

/**
 * A fetch function over `dispatch`. Relative URLs resolve against `origin()`. It honours injected delays
 * (cut short by the request's `signal`) and dropped connections (a `TypeError('fetch failed')`, as Node's
 * fetch rejects).
 */
export function createFetch(dispatch: Dispatch, origin: () => string): FetchFunction {
  return async (input, init) => {
    const { request, signal } = await incoming(input, init, origin());
    if (signal?.aborted) throw signal.reason;
    const response = await dispatch(request);
    if (response.delayMs) await sleep(response.delayMs, signal);
    if (signal?.aborted) throw signal.reason;
    if (response.networkError) throw new TypeError('fetch failed');
    return new Response(bodyText(response), { status: response.status, headers: response.headers });
  };
}
