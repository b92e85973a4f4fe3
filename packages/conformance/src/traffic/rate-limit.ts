/**
 * Waiting out a 429. Done below the SDK, in the suite's fetch, because the SDK (rightly) does not repeat a
 * POST or PATCH on its own, while a 429 means the request was not processed and is safe to send again.
 */

/** Most 429s waited out for one request before its 429 is handed to the scenario. */
export const MAX_RATE_LIMIT_WAITS = 5;
/** Longest single wait, whatever the service asks: a run must not stall for hours. */
export const MAX_RATE_LIMIT_WAIT_MS = 60_000;
/** Wait when a 429 says nothing about when to come back. */
const FALLBACK_WAIT_MS = 1_000;

/** Milliseconds to wait before sending again: `Retry-After`, else `X-RateLimit-Reset`, else one second. */
export function rateLimitWaitMs(headers: Headers, now: number = Date.now()): number {
  return Math.min(requestedMs(headers, now) ?? FALLBACK_WAIT_MS, MAX_RATE_LIMIT_WAIT_MS);
}

function requestedMs(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = headers.get('x-ratelimit-reset')?.trim();
  if (reset && /^\d+(\.\d+)?$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now);
  return undefined;
}

/** Resolves after `ms`, or rejects at once with the signal's reason when it aborts. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}
