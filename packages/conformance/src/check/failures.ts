/**
 * What can end a scenario early, and how any error becomes the failure a report shows: the step, the request
 * (method, path, status) and what was expected versus received.
 */
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  ResponseValidationError,
} from '@docpub/sdk';
import { describeIssues } from '@docpub/sdk/contract';
import { describeRequest, type RequestRecord, type TrafficLog, type WireViolation } from '../traffic/traffic-log.js';

/** An assertion of a scenario did not hold. */
export class ExpectationFailure extends Error {
  readonly what: string;
  readonly expected: string;
  readonly received: string;

  constructor(what: string, expected: string, received: string) {
    super(`${what}: expected ${expected}, received ${received}`);
    this.what = what;
    this.expected = expected;
    this.received = received;
  }

  override get name(): string {
    return 'ExpectationFailure';
  }
}

/** Thrown by `t.skip()`: the target cannot support the scenario (reported as skipped, never as passed). */
export class SkipScenario extends Error {
  override get name(): string {
    return 'SkipScenario';
  }
}

/** The request a failure concerns, as reports show it. */
export interface FailedRequest {
  method: string;
  /** Below the API base, as sent. */
  path: string;
  /** The contract's operation id, when the path matches one. */
  operation?: string | undefined;
  /** Absent when no answer came. */
  status?: number | undefined;
  /** The query string and body as sent, for a reproduction. */
  search?: string | undefined;
  body?: string | undefined;
}

/** Why a scenario failed. */
export interface ScenarioFailure {
  /** The step that failed. */
  step: string;
  /** The last request the scenario sent before failing. */
  request?: FailedRequest | undefined;
  expected?: string | undefined;
  received?: string | undefined;
  /** One sentence naming what went wrong. */
  message: string;
  /**
   * Shell lines that recreate the state the request met and send it again (`curl`, the token as
   * `$DOCPUB_TOKEN`); see `reproductionLines`. Absent when the failure concerns no request.
   */
  reproduce?: string[] | undefined;
}

/** A failure as described, with the log entry of the request it concerns. */
export interface DescribedFailure {
  failure: ScenarioFailure;
  /**
   * The very entry of the log the failure concerns (the same request sent again later, as a poll does, is another
   * entry): a reproduction replays the writes before this one.
   */
  entry?: RequestRecord | undefined;
}

/** A failure already described, carried out of the step it happened in. */
export class StepFailure extends Error {
  readonly described: DescribedFailure;

  constructor(described: DescribedFailure) {
    super(described.failure.message);
    this.described = described;
  }

  override get name(): string {
    return 'StepFailure';
  }
}

/**
 * Describes `error`, thrown in `step`. A wire violation noted earlier in the step wins over what it caused
 * (a 204 instead of a body surfaces later as "cannot read properties of undefined"), unless the error is
 * the SDK's own report of that very request.
 */
export function describeFailure(error: unknown, step: string, log: TrafficLog): DescribedFailure {
  if (error instanceof StepFailure) return error.described;
  const violation = log.takeViolation();
  if (violation && !(isAnswerError(error) && violation.request === log.last())) return describeViolation(violation, step);
  const entry = requestOf(error, log);
  const request = entry && toFailedRequest(entry);
  const about = request ? describeRequest(request) : 'the request';
  return { failure: failureOf(error, step, request, about), entry };
}

function failureOf(error: unknown, step: string, request: FailedRequest | undefined, about: string): ScenarioFailure {
  if (error instanceof ExpectationFailure) {
    return { step, request, expected: error.expected, received: error.received, message: error.message };
  }
  if (error instanceof APIError) {
    const detail = errorMessageOf(error);
    return { step, request, expected: 'a successful answer', received: `${error.status} ${detail}`, message: `${about} answered ${error.status}: ${detail}` };
  }
  if (error instanceof ResponseValidationError) {
    const issues = describeIssues(error.issues, { limit: SHOWN_ISSUES });
    return { step, request, expected: 'a body matching the contract', received: issues, message: `the answer of ${about} does not match the contract: ${issues}` };
  }
  if (error instanceof APIConnectionError || error instanceof APITimeoutError) {
    return { step, request, expected: 'an answer', received: error.message, message: `${about} got no answer: ${error.message}` };
  }
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { step, request, message: `${text} (last request: ${request ? formatRequest(request) : 'none'})` };
}

/** A violation found when a step ended without an error. */
export function describeViolation(violation: WireViolation, step: string): DescribedFailure {
  const request = toFailedRequest(violation.request);
  return {
    failure: {
      step,
      request,
      expected: violation.expected,
      received: violation.received,
      message: `${describeRequest(request)} answered ${violation.received}; expected ${violation.expected}`,
    },
    entry: violation.request,
  };
}

/** `POST /spaces/sp_1/change-requests/1/merge → 500 (mergeChangeRequest)`. */
export function formatRequest(request: FailedRequest): string {
  const outcome = request.status === undefined ? 'no answer' : String(request.status);
  return `${request.method} ${request.path} → ${outcome}${request.operation ? ` (${request.operation})` : ''}`;
}

function isAnswerError(error: unknown): boolean {
  return error instanceof APIError || error instanceof ResponseValidationError;
}

/**
 * The log entry of the request an SDK error names: by the request id the answer carried when there is one,
 * else the last one with its method and status; else the last one sent.
 */
function requestOf(error: unknown, log: TrafficLog): RequestRecord | undefined {
  const requestId = (error as { requestId?: unknown }).requestId;
  const answered = typeof requestId === 'string' ? log.requests.find((entry) => entry.requestId === requestId) : undefined;
  if (answered) return answered;
  const status = (error as { status?: unknown }).status;
  const method = (error as { method?: unknown }).method;
  if (typeof method === 'string') {
    const match = log.requests.findLast((entry) => entry.method === method && (typeof status !== 'number' || entry.status === status));
    if (match) return match;
  }
  return log.last();
}

function toFailedRequest(entry: RequestRecord): FailedRequest {
  return {
    method: entry.method,
    path: entry.path,
    operation: entry.operation,
    status: entry.status,
    ...(entry.search === undefined ? {} : { search: entry.search }),
    ...(entry.body === undefined ? {} : { body: entry.body }),
  };
}

/** The service's sentence (`error.message` of the body), else the SDK's message. */
function errorMessageOf(error: APIError): string {
  const message = (error.body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : error.message;
}

/** How many of a schema's complaints a failure spells out (`items.0.id: …; and 4 more`). */
const SHOWN_ISSUES = 3;
