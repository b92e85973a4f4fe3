/**
 * A stand-in for `fetch` that records every request and answers from a script, for tests of the SDK (and of
 * anything built on it) that must see exactly what went over the wire without a server.
 *
 * ```ts
 * const double = createFetchDouble().json(200, space).networkError().hang();
 * const client = new DocPub({ token: 't', baseUrl: 'http://api.test/v1', fetch: double.fetch });
 * ```
 *
 * Scripted answers are used once each, in order; when the script runs out, the fallback (if any) answers,
 * otherwise the fetch fails loudly naming the unexpected request.
 */

/** A request as the double saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** The body as text, `undefined` when there was none. */
  bodyText: string | undefined;
  /** The body parsed as JSON, `undefined` when absent or not JSON. */
  json: unknown;
  /** The signal the request carried. */
  signal: AbortSignal;
}

/** Answers one request. */
export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

export interface FetchDouble {
  /** Pass this as the client's `fetch`. */
  readonly fetch: typeof globalThis.fetch;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  /** Queues a JSON answer. */
  json(status: number, body: unknown, headers?: Record<string, string>): FetchDouble;
  /** Queues a text answer (`content-type: text/plain` unless given). */
  text(status: number, body: string, headers?: Record<string, string>): FetchDouble;
  /** Queues an answer without a body (e.g. 204). */
  empty(status: number, headers?: Record<string, string>): FetchDouble;
  /** Queues a network failure: the fetch rejects with a `TypeError`, like undici's "fetch failed". */
  networkError(message?: string): FetchDouble;
  /** Queues an answer that never comes: the fetch settles only when the request's signal aborts. */
  hang(): FetchDouble;
  /** Queues a custom answer. */
  respond(responder: Responder): FetchDouble;
  /** Answers every request once the script has run out. */
  fallback(responder: Responder): FetchDouble;
}

export function createFetchDouble(): FetchDouble {
  const script: Responder[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: Responder | undefined;

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // ky hands over a ready Request (its second argument holds only non-standard options).
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded = await record(request);
    requests.push(recorded);
    const responder = script.shift() ?? fallback;
    if (!responder) throw new Error(`fetch double: nothing scripted for ${recorded.method} ${recorded.url.href}`);
    return responder(recorded);
  };

  const double: FetchDouble = {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    json: (status, body, headers) =>
      double.respond(() => jsonResponse(status, body, headers)),
    text: (status, body, headers) =>
      double.respond(() => new Response(body, { status, headers: { 'content-type': 'text/plain', ...headers } })),
    empty: (status, headers) => double.respond(() => new Response(null, { status, headers })),
    networkError: (message = 'fetch failed') =>
      double.respond(() => {
        throw new TypeError(message);
      }),
    hang: () => double.respond((request) => untilAborted(request.signal)),
    respond: (responder) => {
      script.push(responder);
      return double;
    },
    fallback: (responder) => {
      fallback = responder;
      return double;
    },
  };
  return double;
}

/** A JSON `Response`. */
export function jsonResponse(status: number, body: unknown, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

async function record(request: Request): Promise<RecordedRequest> {
  const bodyText = request.body ? await request.clone().text() : undefined;
  let json: unknown;
  try {
    json = bodyText === undefined ? undefined : JSON.parse(bodyText);
  } catch {
    json = undefined;
  }
  return {
    method: request.method,
    url: new URL(request.url),
    headers: Object.fromEntries(request.headers.entries()),
    bodyText,
    json,
    signal: request.signal,
  };
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
