/**
 * A time limit on every request of a run — probes, control calls and scenario calls alike — and the run's
 * own stop signal, applied where requests leave: the target's fetch.
 */
import type { FetchFunction, TargetOptions } from '../targets/target.js';

/** Default limit of one request, from sending it to the last byte of its answer. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** What bounds each request. */
export interface RequestLimits {
  /** Milliseconds one request may take, body included. */
  timeoutMs: number;
  /** Aborts every request in flight, and fails every later one at once, when the run is stopped. */
  runSignal: AbortSignal;
  /**
   * While the run starts (probe, control detection, discovery): aborts when the start as a whole has taken the
   * timeout, so the checks of a target that answers some requests and hangs the others add up to one timeout,
   * not one per request and retry. Read at each request; cleared once the start is done.
   */
  startSignal?: AbortSignal | undefined;
}

/** A request that got no complete answer in time. */
export class RequestTimeoutError extends Error {
  override get name(): string {
    return 'RequestTimeoutError';
  }
}

/**
 * `fetch` bounded by `limits`: the request (and its body stream, for a fetch that honours signals) is aborted
 * when the time is up or the run stops, and the promise settles then even if the fetch ignores the signal.
 */
export function timedFetch(fetch: FetchFunction, limits: RequestLimits): FetchFunction {
  return (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const url = input instanceof Request ? input.url : String(input);
    // Our own timer, not AbortSignal.timeout(): a source signal that only AbortSignal.any() refers to may be
    // garbage-collected, and its timeout then never fires. The timer holds the controller until it fires; it
    // is not cleared at the headers, so the body stays bounded too, and unref'd, so it never delays an exit.
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(), limits.timeoutMs).unref?.();
    // The caller's own signal (on the Request or in init) keeps working alongside ours.
    const callerSignal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const startSignal = limits.startSignal;
    const signals = [deadline.signal, limits.runSignal, ...(startSignal ? [startSignal] : []), ...(callerSignal ? [callerSignal] : [])];
    const signal = AbortSignal.any(signals);
    const failure = (): unknown =>
      callerSignal?.aborted
        ? callerSignal.reason
        : limits.runSignal.aborted
          ? new Error(`${method} ${url}: the run was stopped`)
          : startSignal?.aborted && !deadline.signal.aborted
            ? new RequestTimeoutError(`${method} ${url}: no complete answer within ${limits.timeoutMs} ms (--timeout), the time the start checks share`)
            : new RequestTimeoutError(`${method} ${url}: no complete answer within ${limits.timeoutMs} ms (--timeout)`);
    if (signal.aborted) return Promise.reject(failure());
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(failure());
      signal.addEventListener('abort', onAbort, { once: true });
      fetch(input, { ...init, signal }).then(
        (response) => {
          signal.removeEventListener('abort', onAbort);
          resolve(response);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(signal.aborted ? failure() : error);
        },
      );
    });
  };
}

/** `options` with every request of the target bounded by `limits`. */
export function withRequestLimits(options: TargetOptions, limits: RequestLimits): TargetOptions {
  if (options.kind === 'http') {
    const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    return { ...options, fetch: timedFetch(fetch, limits) };
  }
  const wrap = options.wrapFetch;
  return { ...options, wrapFetch: (fetch) => timedFetch(wrap ? wrap(fetch) : fetch, limits) };
}
