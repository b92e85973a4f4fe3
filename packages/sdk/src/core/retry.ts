/**
 * When to retry and how long to wait: pure functions of the method, the failure, the headers and the clock.
 */
import { APIConnectionError } from '../errors/api-connection-error.js';
import { APIError } from '../errors/api-error.js';

/** First backoff step; each retry doubles it. */
export const BACKOFF_BASE_MS = 500;
/** Largest backoff step before jitter. */
export const BACKOFF_CAP_MS = 8_000;
/** Largest wait a server's `Retry-After` / `X-RateLimit-Reset` can impose. */
export const SERVER_DELAY_CAP_MS = 60_000;

// Methods whose repetition has the same effect as one call (RFC 9110 §9.2.2).
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** Whether a call may be retried at all: idempotent, or opted in by the client or the call. */
export function mayRetry(method: string, optIn: { retry?: boolean | undefined; retryNonIdempotent: boolean }): boolean {
  if (optIn.retry !== undefined) return optIn.retry;
  return optIn.retryNonIdempotent || IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/** 408 and 429 are transient by definition; any 5xx is a fault of the server that may clear. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** A failure worth another attempt: a retryable status, a network error or a timeout. */
export function isRetryableFailure(error: unknown): boolean {
  if (error instanceof APIError) return isRetryableStatus(error.status);
  return error instanceof APIConnectionError;
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed and half random. The fixed half keeps a
 * floor under the wait (full jitter can retry at once, hammering a struggling server); the random half
 * spreads clients that failed together.
 *
 * @param retryIndex 0 for the first retry.
 * @param random a number in [0, 1).
 */
export function backoffDelay(retryIndex: number, random: () => number): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retryIndex);
  const jitter = Math.min(Math.max(random(), 0), 1);
  return step / 2 + jitter * (step / 2);
}

/** `Retry-After` as seconds from `now`: a delay in seconds or an HTTP-date. Uncapped; never negative. */
export function retryAfterSeconds(headers: Record<string, string>, now: number): number | undefined {
  const value = headers['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
}

/** `X-RateLimit-Reset` (epoch seconds) as seconds from `now`. Uncapped; never negative. */
export function rateLimitResetSeconds(headers: Record<string, string>, now: number): number | undefined {
  const value = headers['x-ratelimit-reset']?.trim();
  if (!value || !/^\d+(\.\d+)?$/.test(value)) return undefined;
  return Math.max(0, (Number(value) * 1000 - now) / 1000);
}

/**
 * The wait the service asked for, in seconds, uncapped: `Retry-After`, or for a 429 without it
 * `X-RateLimit-Reset`.
 */
export function requestedWaitSeconds(status: number, headers: Record<string, string>, now: number): number | undefined {
  return retryAfterSeconds(headers, now) ?? (status === 429 ? rateLimitResetSeconds(headers, now) : undefined);
}

/**
 * Milliseconds to wait before retry number `retryIndex + 1`: what the service asked for, capped at
 * {@link SERVER_DELAY_CAP_MS}, or else the jittered backoff.
 */
export function retryDelay(error: unknown, retryIndex: number, random: () => number, now: number): number {
  if (error instanceof APIError) {
    const requested = requestedWaitSeconds(error.status, error.headers, now);
    if (requested !== undefined) return Math.min(requested * 1000, SERVER_DELAY_CAP_MS);
  }
  return backoffDelay(retryIndex, random);
}
