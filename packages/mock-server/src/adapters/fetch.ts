/**
 * `server.fetch`: a fetch-compatible function served in-process, with no network and no msw. The request is
 * converted to plain data once at the edge, so this is the fastest way to drive the reference server.
 */
import type { FetchFunction } from '@docpub/sdk/contract';
import { errorResponse } from '../core/responses.js';
import type { PlainRequest } from '../core/types.js';
import { responseBody, headerRecord, queryRecord, withHost, type Dispatch } from './plain.js';
import { sleep } from './sleep.js';

/** The signature of the global `fetch` (the contract's). */
export type { FetchFunction };

interface Incoming {
  request: PlainRequest;
  signal: AbortSignal | null | undefined;
}

function plainOf(url: URL, method: string, headers: Headers, body: string | undefined): PlainRequest {
  return {
    method: method.toUpperCase(),
    path: url.pathname,
    query: queryRecord(url.searchParams),
    headers: withHost(headerRecord(headers), url),
    body: body === '' ? undefined : body,
  };
}

/** Strict UTF-8: a body with invalid bytes is refused (400), not stored with U+FFFD in their place. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Thrown for a body that is not valid UTF-8; answered 400 without reaching the server. */
class BodyNotUtf8 extends Error {}

async function textOf(request: Request): Promise<string> {
  try {
    return utf8.decode(await request.arrayBuffer());
  } catch (error) {
    if (error instanceof TypeError && /decode|encoded/i.test(error.message)) throw new BodyNotUtf8();
    throw error;
  }
}

async function fromRequest(request: Request): Promise<Incoming> {
  const body = request.body === null ? undefined : await textOf(request);
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

function notUtf8(): Response {
  const plain = errorResponse(400, 'body: must be valid UTF-8');
  return new Response(responseBody(plain), { status: plain.status, headers: plain.headers });
}

/**
 * A fetch function over `dispatch`. Relative URLs resolve against `origin()`. It honours injected delays
 * (cut short by the request's `signal`) and dropped connections (a `TypeError('fetch failed')`, as Node's
 * fetch rejects).
 */
export function createFetch(dispatch: Dispatch, origin: () => string): FetchFunction {
  return async (input, init) => {
    let read: Incoming;
    try {
      read = await incoming(input, init, origin());
    } catch (error) {
      if (!(error instanceof BodyNotUtf8)) throw error;
      return notUtf8();
    }
    const { request, signal } = read;
    if (signal?.aborted) throw signal.reason;
    const response = await dispatch(request);
    if (response.delayMs) await sleep(response.delayMs, signal);
    if (signal?.aborted) throw signal.reason;
    if (response.networkError) throw new TypeError('fetch failed');
    return new Response(responseBody(response), { status: response.status, headers: response.headers });
  };
}
