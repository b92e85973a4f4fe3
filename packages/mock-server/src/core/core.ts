/**
 * The core of the reference server: one plain request in, one plain response out (docs/reference-server.md, "Core").
 *
 * Pipeline: faults → route → authenticate → validate (params, query, body) → handler → shape the response.
 * Every refusal is an {@link HttpError} turned into the standard error body; anything else thrown is a bug of
 * the server and answers 500 with its stack logged, because a 5xx is never an answer to bad input.
 */
import { describeIssues, operations as contractOperations, type Operation } from '@docpub/sdk/contract';
import type { Store } from '../store/store.js';
import { authenticate } from './auth.js';
import type { Clock } from './clock.js';
import type { Faults } from './faults.js';
import { HttpError } from './http-error.js';
import { invalidateItems } from './item-cache.js';
import type { Journal } from './journal.js';
import { errorResponse, jsonResponse } from './responses.js';
import { retiredMessage, retiredRoute } from './retired.js';
import { compileRouter, decodeParams, type RouteMatch } from './router.js';
import type { ExplicitResult, Handler, HandlerContext, HandlerTable, PlainRequest, PlainResponse } from './types.js';
import { parseJsonBody, validateBody, validateQuery } from './validate.js';

export interface CoreOptions {
  store: Store;
  clock: Clock;
  handlers: HandlerTable;
  /** Absolute base of the API (`http://host/v1`), read per request because `listen()` can change it. */
  baseUrl: string | (() => string);
  faults: Faults;
  journal: Journal;
  /** Check every success body against the operation's response schema; a mismatch is a 500 (a server bug). */
  validateResponses?: boolean;
  /** The operation table to serve; the contract's by default. */
  operations?: Readonly<Record<string, Operation>>;
  /** Where server bugs (500s) are reported; `console.error` by default. */
  onBug?: (error: unknown, request: PlainRequest) => void;
}

/** The reference server's request handler over plain data. */
export interface Core {
  /** Serves one API request (path under `/v1`). Never throws. */
  handle(request: PlainRequest): PlainResponse;
}

/** A bug found after the handler ran: its answer breaks the contract. */
class ContractViolation extends Error {
  override name = 'ContractViolation';
}

const isExplicit = (result: unknown): result is ExplicitResult =>
  typeof result === 'object' && result !== null && (result as { explicit?: unknown }).explicit === true;

/** `urls.location` of a created resource, the default `Location` of a 201. */
function locationOf(body: unknown): string | undefined {
  const location = (body as { urls?: { location?: unknown } } | undefined)?.urls?.location;
  return typeof location === 'string' ? location : undefined;
}

/** Turns a handler's result into a response: success status from the table, `Location` on a 201. */
function shapeResult(operation: Operation, result: unknown): PlainResponse {
  const explicit = isExplicit(result) ? result : undefined;
  const status = explicit?.status ?? operation.status;
  const body = status === 204 ? undefined : explicit ? explicit.body : result;
  const location = explicit?.location ?? (status === 201 ? locationOf(body) : undefined);
  return jsonResponse(status, body ?? undefined, location === undefined ? {} : { location });
}

function checkResponse(operation: Operation, response: PlainResponse): void {
  if (response.status === 201 && response.headers.location === undefined) {
    throw new ContractViolation(`${operation.id} answered 201 without a Location`);
  }
  if (!operation.response || response.status === 204 || response.status >= 300) return;
  const outcome = operation.response.safeParse(response.body);
  if (!outcome.success) {
    const issues = describeIssues(outcome.error.issues, { root: 'body' });
    throw new ContractViolation(`response of ${operation.id} does not match the contract: ${issues}`);
  }
}

/** Builds the core over a store, a clock and a handler table. */
/**
 * Every answer carries an `x-request-id`, unique per request, as the service's do: clients quote it when asking
 * about a call. A header the answer already names (a fault rule's own) is kept.
 */
function withRequestId(response: PlainResponse): PlainResponse {
  if (response.headers['x-request-id'] !== undefined) return response;
  return { ...response, headers: { ...response.headers, 'x-request-id': `req_${globalThis.crypto.randomUUID()}` } };
}

/**
 * A retired route answers 410 naming its replacement, after authentication like any operation, so that only
 * callers of the API learn what replaced what.
 */
function refuseRetired(request: PlainRequest, store: Store): void {
  const route = retiredRoute(request.method, request.path);
  if (route === undefined) return;
  authenticate(request.headers.authorization, store);
  throw new HttpError(410, retiredMessage(route));
}

export function createCore(options: CoreOptions): Core {
  const { store, clock, handlers, faults, journal } = options;
  const router = compileRouter(options.operations ?? contractOperations);
  const baseUrl = typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string;
  const onBug = options.onBug ?? ((error: unknown) => console.error('[docpub-mock] server bug:', error));

  // `parsed.json` carries the body parsed for validation on to the journal, so a body is parsed once.
  function run(match: RouteMatch, request: PlainRequest, parsed: { json?: Record<string, unknown> }): PlainResponse {
    const { operation } = match;
    const user = authenticate(request.headers.authorization, store);
    const params = decodeParams(match);
    const query = validateQuery(operation, request.query);
    if (operation.body) parsed.json = parseJsonBody(request);
    const body = validateBody(operation, parsed.json);
    const handler = (handlers as Record<string, Handler | undefined>)[operation.id];
    // The reference server has a handler for every operation (a test holds it to that); a core assembled over
    // a partial table answers 501 for the rest, naming the operation, rather than failing obscurely.
    if (!handler) throw new HttpError(501, `${operation.id} has no handler in this server`);
    const context = { operation, params, query, body, user, store, clock, baseUrl: baseUrl() } as HandlerContext;
    const response = shapeResult(operation, handler(context));
    if (options.validateResponses) checkResponse(operation, response);
    return response;
  }

  function serve(request: PlainRequest): { response: PlainResponse; operationId?: string; json?: Record<string, unknown> } {
    let match: RouteMatch | undefined;
    const parsed: { json?: Record<string, unknown> } = {};
    try {
      refuseRetired(request, store);
      match = router.match(request.method, request.path);
      return { response: run(match, request, parsed), operationId: match.operation.id, json: parsed.json };
    } catch (error) {
      return { response: answerError(error, request, match), operationId: match?.operation.id, json: parsed.json };
    }
  }

  function answerError(error: unknown, request: PlainRequest, match: RouteMatch | undefined): PlainResponse {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
    onBug(error, request);
    const where = match ? ` in ${match.operation.id}` : '';
    const message = error instanceof Error ? error.message : String(error);
    return errorResponse(500, `reference server bug${where}: ${message}`);
  }

  return {
    handle(request) {
      // Any request that may write makes kept list items stale (see item-cache.ts).
      if (request.method !== 'GET' && request.method !== 'HEAD') invalidateItems(store);
      const fault = faults.take(request.method, request.path, clock);
      if (fault?.answer) {
        const answer = withRequestId(fault.answer);
        journal.record(request, answer, { fault: true });
        return answer;
      }
      const { response, operationId, json } = serve(request);
      const identified = withRequestId(response);
      const answered = fault?.delayMs === undefined ? identified : { ...identified, delayMs: fault.delayMs };
      journal.record(request, answered, { operationId, fault: fault !== undefined, json });
      return answered;
    },
  };
}
