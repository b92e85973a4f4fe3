/**
 * One HTTP attempt, through ky. This is the only module that imports ky: retries, error mapping and parsing
 * live above it, so ky is asked for exactly one attempt (`retry: 0`) and never throws on a status.
 */
import kyExport, { TimeoutError, type KyInstance } from 'ky';
import type { Operation } from '../contract/operation.js';
import { APIConnectionError } from '../errors/api-connection-error.js';
import { APITimeoutError } from '../errors/api-timeout-error.js';
import { APIUserAbortError } from '../errors/api-user-abort-error.js';
import type { AfterResponseHook, BeforeRequestHook } from './options.js';
import { sanitizeError } from './redact.js';
import { raceAbort } from './sleep.js';

/**
 * ky ships ESM only. The CJS build reaches it through Node's `require(esm)`, and the bundler's interop then
 * wraps ky's namespace once more, so the function sits one `.default` deeper there.
 */
const ky: KyInstance =
  typeof kyExport === 'function' ? kyExport : (kyExport as unknown as { default: KyInstance }).default;

/** Everything one attempt needs. */
export interface Attempt {
  operation: Operation;
  method: string;
  /** The URL sent. */
  url: string;
  /** The URL as errors and logs show it (the token scrubbed). */
  displayUrl: string;
  headers: Record<string, string>;
  /** A JSON value to send, or `undefined` for no body. */
  body: unknown;
  timeout: number;
  signal: AbortSignal | undefined;
  fetch: typeof globalThis.fetch | undefined;
  beforeRequest: readonly BeforeRequestHook[];
  afterResponse: readonly AfterResponseHook[];
  /** Values to scrub from any error kept as a cause. */
  secrets: readonly string[];
}

/**
 * Sends one attempt and returns the answer whatever its status. Throws {@link APIUserAbortError},
 * {@link APITimeoutError}, {@link APIConnectionError}, or what a hook threw, unchanged.
 */
export async function sendAttempt(attempt: Attempt): Promise<Response> {
  const { method, displayUrl: url, signal } = attempt;
  const hookFailure: { error?: unknown } = {};
  try {
    const pending = ky(attempt.url, {
      method,
      headers: attempt.headers,
      ...(attempt.body === undefined ? {} : { json: attempt.body }),
      timeout: attempt.timeout === Number.POSITIVE_INFINITY ? false : attempt.timeout,
      retry: 0,
      throwHttpErrors: false,
      ...(signal ? { signal } : {}),
      ...(attempt.fetch ? { fetch: unbound(attempt.fetch) } : {}),
      hooks: {
        beforeRequest: attempt.beforeRequest.length > 0 ? [runBeforeRequest(attempt, hookFailure)] : [],
        afterResponse: attempt.afterResponse.length > 0 ? [runAfterResponse(attempt, hookFailure)] : [],
      },
    });
    // ky forwards the signal to fetch, but a fetch that ignores it must not delay the caller's abort.
    return await raceAbort(Promise.resolve(pending), signal);
  } catch (error) {
    if ('error' in hookFailure && error === hookFailure.error) throw error;
    if (signal?.aborted) {
      throw new APIUserAbortError({ method, url, cause: sanitizeError(signal.reason, attempt.secrets) });
    }
    if (error instanceof TimeoutError) throw new APITimeoutError({ method, url, timeout: attempt.timeout });
    const cause = sanitizeError(error, attempt.secrets);
    throw new APIConnectionError({ method, url, message: `${method} ${url} failed: ${cause?.message ?? 'connection error'}`, cause });
  }
}

/**
 * ky calls `options.fetch(…)` as a method of its options object; a browser's `fetch` throws "Illegal
 * invocation" when its `this` is not the global object, so call it as a plain function.
 */
function unbound(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => fetch(input, init);
}

/** The caller's `beforeRequest` hooks as one ky hook: each sees the request the previous one returned. */
function runBeforeRequest(attempt: Attempt, failure: { error?: unknown }) {
  return async (request: Request): Promise<Request | void> => {
    let current = request;
    try {
      for (const hook of attempt.beforeRequest) current = (await hook(current, attempt.operation)) ?? current;
    } catch (error) {
      failure.error = error;
      throw error;
    }
    return current === request ? undefined : current;
  };
}

/** The caller's `afterResponse` hooks as one ky hook: each sees the response the previous one returned. */
function runAfterResponse(attempt: Attempt, failure: { error?: unknown }) {
  return async (request: Request, _options: unknown, response: Response): Promise<Response | void> => {
    let current = response;
    try {
      for (const hook of attempt.afterResponse) current = (await hook(request, current, attempt.operation)) ?? current;
    } catch (error) {
      failure.error = error;
      throw error;
    }
    return current === response ? undefined : current;
  };
}
