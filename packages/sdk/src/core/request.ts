/**
 * One call on the wire: attempts through the transport, error answers mapped to errors, retries with backoff,
 * and a log line for each step.
 */
import type { Operation } from '../contract/operation.js';
import { APIUserAbortError } from '../errors/api-user-abort-error.js';
import { DocPubError } from '../errors/docpub-error.js';
import type { Log } from './logger.js';
import { redactHeaders, sanitizeError } from './redact.js';
import { errorFromResponse } from './response.js';
import { isRetryableFailure, retryDelay } from './retry.js';
import { raceAbort, type Sleep } from './sleep.js';
import { sendAttempt, type Attempt } from './transport.js';

/** A call ready to send: an attempt, plus how many times it may be repeated. */
export interface RequestPlan extends Attempt {
  /** Retries allowed after the first attempt (0 when the call may not be retried). */
  maxRetries: number;
  /** True when the method alone kept the call from being retried (a POST or PATCH nobody opted in). */
  retryWithheld?: boolean;
}

/** What the request loop needs from its client. */
export interface RequestEnvironment {
  log: Log;
  sleep: Sleep;
  random: () => number;
}

/** A success answer, body read, with what is needed to parse it. */
export interface SentRequest {
  operation: Operation;
  method: string;
  /** The URL as errors show it (the token scrubbed). */
  url: string;
  /** The answer; its body is already read into {@link text}. */
  response: Response;
  text: string;
  /** The tokens to scrub from what is made of the answer: the call's, and any a hook set. */
  secrets: readonly string[];
}

/**
 * Sends `plan`, retrying retryable failures, and returns the first 2xx answer.
 * Throws the {@link APIError} of the last answer, or the connection, timeout or abort error.
 */
export async function performRequest(plan: RequestPlan, env: RequestEnvironment): Promise<SentRequest> {
  const { method, displayUrl: url, operation, signal } = plan;
  const started = Date.now();
  for (let retries = 0; ; retries++) {
    if (signal?.aborted) throw abortError(plan);
    // Redacting the headers costs more than the rest of the line: only do it for a line that is written.
    if (env.log.enabled('debug')) {
      env.log.debug(`${method} ${url}`, { operation: operation.id, attempt: retries + 1, headers: redactHeaders(plan.headers, plan.secrets) });
    }
    const attemptStarted = Date.now();
    let failure: unknown;
    try {
      const { response, text } = await sendAttempt(plan);
      if (response.ok) {
        logOutcome(env.log, plan, response.status, started, retries);
        return { operation, method, url, response, text, secrets: plan.secrets };
      }
      failure = errorFromResponse(response, text, { method, url, secrets: plan.secrets, now: Date.now() });
    } catch (error) {
      if (!(error instanceof DocPubError)) throw error; // a hook's own error: the caller's to handle
      failure = error;
    }
    const outcome = describeFailure(failure);
    env.log.debug(`${method} ${url} → ${outcome} in ${Date.now() - attemptStarted} ms`, { operation: operation.id });
    if (retries >= plan.maxRetries || !isRetryableFailure(failure)) {
      logOutcome(env.log, plan, failure, started, retries);
      if (plan.retryWithheld && failure instanceof DocPubError && isRetryableFailure(failure)) failure.message += retryHint(method);
      throw failure;
    }
    const delay = retryDelay(failure, retries, env.random, Date.now());
    env.log.info(`${method} ${url} → ${outcome}; retry ${retries + 1} of ${plan.maxRetries} in ${Math.round(delay)} ms`, {
      operation: operation.id,
      status: statusOf(failure),
      delayMs: Math.round(delay),
    });
    await wait(env.sleep, delay, plan);
  }
}

/**
 * Why a transient failure of a write came back at once, and how to opt in: repeating a POST or PATCH may do it
 * twice, so only the caller can decide it is safe.
 */
function retryHint(method: string): string {
  return ` (not retried: a ${method} is retried only when opted in, with the client option \`retryNonIdempotent: true\` or the call option \`retry: true\`)`;
}

/** Sleeps before a retry; the caller's abort ends the wait at once with {@link APIUserAbortError}. */
async function wait(sleep: Sleep, ms: number, plan: RequestPlan): Promise<void> {
  try {
    await raceAbort(Promise.resolve().then(() => sleep(ms, plan.signal)), plan.signal);
  } catch (error) {
    if (plan.signal?.aborted) throw abortError(plan);
    throw error;
  }
}

function abortError(plan: RequestPlan): APIUserAbortError {
  return new APIUserAbortError({ method: plan.method, url: plan.displayUrl, cause: sanitizeError(plan.signal?.reason, plan.secrets) });
}

/** The line that sums a call up: its final status (or error) and how long it took, retries included. */
function logOutcome(log: Log, plan: RequestPlan, result: number | unknown, started: number, retries: number): void {
  // Most clients log at 'warn': then this line, built on every call, would be built for nobody.
  if (!log.enabled('info')) return;
  const durationMs = Date.now() - started;
  const outcome = typeof result === 'number' ? String(result) : describeFailure(result);
  const after = retries > 0 ? ` after ${retries} ${retries === 1 ? 'retry' : 'retries'}` : '';
  log.info(`${plan.method} ${plan.displayUrl} → ${outcome} in ${durationMs} ms${after}`, {
    operation: plan.operation.id,
    method: plan.method,
    url: plan.displayUrl,
    status: typeof result === 'number' ? result : statusOf(result),
    durationMs,
    retries,
  });
}

function describeFailure(failure: unknown): string {
  const status = statusOf(failure);
  return status !== undefined ? String(status) : failure instanceof Error ? failure.name : 'failure';
}

function statusOf(failure: unknown): number | undefined {
  const status = (failure as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
