/**
 * Fault injection (docs/reference-server.md, "Control API"): rules that make matching requests fail, hang or drop, so
 * that clients' retry, timeout and rate-limit handling can be tested against the reference server.
 *
 * Rules are checked before routing, against the full path (`/v1` included), in the order they were added;
 * the first match wins. `*` in a path matches exactly one segment.
 */
import { z } from 'zod';
import { bool, int, str } from '@docpub/sdk/contract';
import type { Clock } from './clock.js';
import { HttpError } from './http-error.js';
import { errorResponse } from './responses.js';
import type { PlainResponse } from './types.js';
import { parseOrBadRequest } from './validate.js';

const METHODS = ['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** Longest delay a rule may ask for: long enough for any client timeout, short enough not to wedge a run. */
export const MAX_FAULT_DELAY_MS = 300_000;

/**
 * Most fault rules active at once: every request is checked against each, so an unbounded list would slow
 * every request down; far more than any test needs.
 */
export const MAX_FAULT_RULES = 100;

/** What the `X-RateLimit-Limit` header of an injected 429 announces. */
export const RATE_LIMIT_PER_WINDOW = 1000;

const methodRule = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(METHODS, { error: `must be one of ${METHODS.join(', ')}` }),
);

/** A fault rule as `addFault` and `POST /__control/faults` accept it. */
export const faultRuleInput = z
  .object({
    /** HTTP method to match, `*` for any (the default). */
    method: methodRule.default('*'),
    /** Full path to match, `/v1` included; `*` matches one segment. */
    path: str().regex(/^\//, { error: 'must start with /' }),
    /** Answer with this error status instead of serving the request. */
    status: int().min(400, { error: 'must be an error status, 400 to 599' }).max(599, {
      error: 'must be an error status, 400 to 599',
    }).optional(),
    /** Seconds for `Retry-After` (429 defaults to 1). */
    retryAfter: int().min(0, { error: 'must be 0 or more seconds' }).max(86_400, {
      error: 'must be at most 86400 seconds',
    }).optional(),
    /** Wait this long before answering (the real answer, when no status is given). */
    delayMs: int().min(0, { error: `must be 0 to ${MAX_FAULT_DELAY_MS}` }).max(MAX_FAULT_DELAY_MS, {
      error: `must be 0 to ${MAX_FAULT_DELAY_MS}`,
    }).optional(),
    /** Drop the connection: `fetch` rejects with a TypeError. */
    networkError: bool().optional(),
    /** Apply to this many requests, then lift; absent = until cleared. */
    times: int().min(1, { error: 'must be at least 1' }).optional(),
  })
  .superRefine((rule, context) => {
    if (rule.status === undefined && rule.delayMs === undefined && !rule.networkError) {
      context.addIssue({ code: 'custom', path: ['status'], message: 'is required unless delayMs or networkError is set' });
    }
    if (rule.networkError && rule.status !== undefined) {
      context.addIssue({ code: 'custom', path: ['networkError'], message: 'cannot be combined with status' });
    }
    if (rule.retryAfter !== undefined && rule.status === undefined) {
      context.addIssue({ code: 'custom', path: ['retryAfter'], message: 'needs a status' });
    }
  });

export type FaultRuleInput = z.input<typeof faultRuleInput>;

/** An active rule. `times`, when present, counts the applications left. */
export type FaultRule = z.output<typeof faultRuleInput> & { id: string };

/** What a matching rule does to a request. */
export interface FaultOutcome {
  /** The answer to send instead of serving the request (an error, or a dropped connection). */
  answer?: PlainResponse;
  /** Delay to apply to the real answer, when there is no `answer`. */
  delayMs?: number;
}

function pathMatches(pattern: readonly string[], path: string): boolean {
  const segments = path.split('/');
  return segments.length === pattern.length && pattern.every((part, index) => part === '*' || part === segments[index]);
}

/** Headers of an injected error: `Retry-After` when asked, and the rate-limit trio on a 429. */
function faultHeaders(rule: FaultRule, clock: Clock): Record<string, string> {
  if (rule.status !== 429) return rule.retryAfter === undefined ? {} : { 'retry-after': String(rule.retryAfter) };
  const retryAfter = rule.retryAfter ?? 1;
  return {
    'retry-after': String(retryAfter),
    'x-ratelimit-limit': String(RATE_LIMIT_PER_WINDOW),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-reset': String(Math.ceil(clock.now() / 1000) + retryAfter),
  };
}

function faultAnswer(rule: FaultRule, clock: Clock): PlainResponse | undefined {
  const delay = rule.delayMs === undefined ? {} : { delayMs: rule.delayMs };
  if (rule.networkError) return { status: 0, headers: {}, networkError: true, ...delay };
  if (rule.status === undefined) return undefined;
  const message = rule.status === 429 ? 'rate limited (injected fault)' : `injected fault: HTTP ${rule.status}`;
  return { ...errorResponse(rule.status, message, faultHeaders(rule, clock)), ...delay };
}

/** The active fault rules of one server. */
export class Faults {
  private rules: { rule: FaultRule; pattern: string[] }[] = [];
  private nextId = 1;

  /**
   * Validates and activates a rule.
   * @throws HttpError 400 naming the field of an invalid rule; 409 when {@link MAX_FAULT_RULES} are active.
   */
  add(input: unknown): FaultRule {
    if (this.rules.length >= MAX_FAULT_RULES) {
      throw new HttpError(409, `faults: at most ${MAX_FAULT_RULES} rules may be active; clear them first`);
    }
    const rule: FaultRule = { id: `fault_${this.nextId++}`, ...parseOrBadRequest(faultRuleInput, input, 'rule') };
    this.rules.push({ rule, pattern: rule.path.split('/') });
    return { ...rule };
  }

  /** Lifts every rule. */
  clear(): void {
    this.rules = [];
  }

  /** The active rules, in match order. */
  list(): FaultRule[] {
    return this.rules.map(({ rule }) => ({ ...rule }));
  }

  /** Applies the first rule matching the request, if any, counting one use of it. */
  take(method: string, path: string, clock: Clock): FaultOutcome | undefined {
    const index = this.rules.findIndex(
      ({ rule, pattern }) => (rule.method === '*' || rule.method === method) && pathMatches(pattern, path),
    );
    if (index < 0) return undefined;
    const { rule } = this.rules[index]!;
    if (rule.times !== undefined && --rule.times === 0) this.rules.splice(index, 1);
    const answer = faultAnswer(rule, clock);
    if (answer) return { answer };
    return rule.delayMs === undefined ? {} : { delayMs: rule.delayMs };
  }
}
