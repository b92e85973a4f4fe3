/**
 * One HTTP attempt, through ky, body included. This is the only module that imports ky: retries, error
 * mapping and parsing live above it, so ky is asked for exactly one attempt (`retry: 0`) and never throws on
 * a status. The attempt's deadline is ours, not ky's: ky's timeout stops at the headers, ours at the body's end.
 */
import type { KyInstance } from 'ky';
import type { Operation } from '../contract/operation.js';
import { APIConnectionError } from '../errors/api-connection-error.js';
import { APITimeoutError } from '../errors/api-timeout-error.js';
import { APIUserAbortError } from '../errors/api-user-abort-error.js';
import { ResponseTooLargeError } from '../errors/response-too-large-error.js';
import { AttemptGuard } from './attempt-guard.js';
import { BodyTooLarge, readBodyText } from './body.js';
import type { AfterResponseHook, BeforeRequestHook } from './options.js';
import { sanitizeError, tokensIn, withSecrets } from './redact.js';

/** ky, and its timeout error, once loaded. */
interface Ky {
  ky: KyInstance;
  TimeoutError: new (...args: never[]) => Error;
}

let loadedKy: Ky | undefined;
let loadingKy: Promise<Ky> | undefined;

/**
 * ky is loaded by the first attempt, not when the SDK is imported: ky probes the runtime's `Request` and
 * streams as it loads, which makes Node load its whole fetch implementation (~20 ms of CPU) — work the
 * first request does anyway, and that an import which never sends one should not pay.
 */
function kyModule(): Ky | Promise<Ky> {
  if (loadedKy) return loadedKy;
  loadingKy ??= import('ky').then(
    (loaded) => {
      // Through a CJS bundle's interop the function sits one `.default` deeper.
      const exported = loaded.default as KyInstance | { default: KyInstance };
      loadedKy = { ky: typeof exported === 'function' ? exported : exported.default, TimeoutError: loaded.TimeoutError };
      return loadedKy;
    },
    (error: unknown) => {
      loadingKy = undefined;
      throw error;
    },
  );
  return loadingKy;
}

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
  /** Milliseconds the whole attempt may take, body included. */
  timeout: number;
  /** Largest body read, in bytes. */
  maxResponseBytes: number;
  signal: AbortSignal | undefined;
  fetch: typeof globalThis.fetch | undefined;
  beforeRequest: readonly BeforeRequestHook[];
  afterResponse: readonly AfterResponseHook[];
  /** Values to scrub from any error kept as a cause; a `beforeRequest` hook that sets a token adds it. */
  secrets: readonly string[];
}

/** An answer with its body read in full. */
export interface Answer {
  /** The answer as received; its body has been consumed into {@link text}. */
  response: Response;
  text: string;
}

// Failures that prove the request never left: nothing can have happened on the server.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ERR_INVALID_URL', 'UND_ERR_CONNECT_TIMEOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * Sends one attempt and reads its body, whatever the status, within one deadline. Throws
 * {@link APIUserAbortError}, {@link APITimeoutError}, {@link APIConnectionError} (also for a body cut short),
 * {@link ResponseTooLargeError}, or what a hook threw, unchanged.
 */
export async function sendAttempt(attempt: Attempt): Promise<Answer> {
  const { ky, TimeoutError } = loadedKy ?? (await kyModule());
  const guard = new AttemptGuard(attempt.timeout, attempt.signal);
  const hookFailure: { error?: unknown } = {};
  let response: Response | undefined;
  try {
    const pending = ky(attempt.url, {
      method: attempt.method,
      headers: attempt.headers,
      ...(attempt.body === undefined ? {} : { json: attempt.body }),
      // One deadline for headers and body: ky's own timeout ends when the headers arrive.
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
      // With the runtime's fetch, the attempt's signal goes to fetch itself, not to ky: given a signal, ky
      // joins it to its own controller's with AbortSignal.any on every call, which costs more than all the
      // rest of our plumbing. A caller's fetch may read only the Request (a test double, an in-process
      // server), so there ky carries the signal on the Request, as it always did.
      ...(attempt.fetch ? { signal: guard.signal, fetch: unbound(attempt.fetch) } : { fetch: withSignal(guard.signal) }),
      hooks: {
        beforeRequest: attempt.beforeRequest.length > 0 ? [runBeforeRequest(attempt, hookFailure)] : [],
        afterResponse: attempt.afterResponse.length > 0 ? [runAfterResponse(attempt, hookFailure)] : [],
      },
    });
    response = await guard.race(Promise.resolve(pending));
    const text = await readAnswerBody(response, attempt, guard);
    return { response, text };
  } catch (error) {
    if ('error' in hookFailure && error === hookFailure.error) throw error;
    throw attemptFailure(error, attempt, guard, response?.status, TimeoutError);
  } finally {
    guard.dispose();
  }
}

/**
 * Reads the body. A body cut short on an error answer is dropped (its status still says what happened); on
 * a success answer it fails the attempt.
 */
async function readAnswerBody(response: Response, attempt: Attempt, guard: AttemptGuard): Promise<string> {
  try {
    return await readBodyText(response, attempt.maxResponseBytes, guard);
  } catch (error) {
    if (response.ok || guard.reason || error instanceof BodyTooLarge) throw error;
    return '';
  }
}

/** The typed error for whatever ended an attempt. */
function attemptFailure(
  error: unknown,
  attempt: Attempt,
  guard: AttemptGuard,
  status: number | undefined,
  TimeoutError: Ky['TimeoutError'],
): Error {
  const { method, displayUrl: url, signal } = attempt;
  if (guard.reason === 'abort' || signal?.aborted) {
    return new APIUserAbortError({ method, url, cause: sanitizeError(signal?.reason, attempt.secrets) });
  }
  if (error instanceof BodyTooLarge) {
    return new ResponseTooLargeError({ method, url, status: status ?? 0, limit: attempt.maxResponseBytes });
  }
  if (guard.reason === 'timeout' || error instanceof TimeoutError) {
    const phase = status === undefined ? 'waiting for an answer' : `reading the body of a ${status} answer`;
    return new APITimeoutError({
      method,
      url,
      timeout: attempt.timeout,
      status,
      message: `${method} ${url} timed out after ${attempt.timeout} ms (${phase})${writeWarning(method, true)}`,
    });
  }
  const cause = sanitizeError(error, attempt.secrets);
  const mayHaveReachedServer = status !== undefined || !NOT_SENT_CODES.has(codeOf(cause));
  const reason = withCode(cause?.message ?? 'connection error', codeOf(cause));
  const what = status === undefined ? reason : `the ${status} answer's body was cut short (${reason})`;
  return new APIConnectionError({
    method,
    url,
    status,
    mayHaveReachedServer,
    cause,
    message: `${method} ${url} failed: ${what}${writeWarning(method, mayHaveReachedServer)}`,
  });
}

/** For a write that is not safe to repeat, says it may have happened: the caller must check before retrying. */
function writeWarning(method: string, mayHaveReachedServer: boolean): string {
  if (!mayHaveReachedServer || IDEMPOTENT.has(method)) return '';
  return `; the server may have carried out this ${method}: check before repeating it`;
}

/** `fetch failed` says nothing: name the code found down the cause chain (`fetch failed (ECONNREFUSED)`). */
function withCode(message: string, code: string): string {
  return code === '' || message.includes(code) ? message : `${message} (${code})`;
}

/** The first `code` along an error's cause chain (undici puts ECONNREFUSED on the cause). */
function codeOf(error: Error | undefined): string {
  for (let current: unknown = error, depth = 0; current && depth < 4; current = (current as Error).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return '';
}

/**
 * ky calls `options.fetch(…)` as a method of its options object; a browser's `fetch` throws "Illegal
 * invocation" when its `this` is not the global object, so call it as a plain function.
 */
function unbound(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => fetch(input, init);
}

/**
 * The runtime's fetch with the attempt's signal, which the fetch standard lets override the Request's own.
 * Looked up at call time, so a fetch patched later (as msw does) is the one used.
 */
function withSignal(signal: AbortSignal): typeof globalThis.fetch {
  return (input, init) => globalThis.fetch(input, { ...init, signal });
}

/** The caller's `beforeRequest` hooks as one ky hook: each sees the request the previous one returned. */
function runBeforeRequest(attempt: Attempt, failure: { error?: unknown }) {
  return async (request: Request): Promise<Request | void> => {
    let current = request;
    try {
      for (const hook of attempt.beforeRequest) current = (await hook(current, attempt.operation)) ?? current;
      attempt.secrets = withSecrets(attempt.secrets, tokensIn(current.headers));
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
