/**
 * The core of the reference server: one plain API request in, one plain response out (docs/reference-server.md,
 * "Core"). {@link createCore}'s `handle` is the whole API pipeline, its stages in order, each named where it runs:
 *
 *   faults → retired → route → [ transaction of a write: authenticate → parse and validate → purge
 *     → authorize → handle → present → check ] → journal
 *
 * `serve` is the same, waiting first, for an operation whose handler prepares (a content import fetches its URL),
 * for the preparation: run after authenticate → validate → authorize, outside the transaction, without holding
 * the server's thread; its refusal or result then goes to the handler in the stages above.
 *
 * Which world serves a request (picked by its token) and the control and visitor surfaces are chosen before,
 * in pipeline.ts. Every refusal is an {@link HttpError} turned into the standard error body; anything else thrown
 * is a bug of the server and answers 500 with its stack logged, because a 5xx is never an answer to bad input.
 * A write request's answer is built and checked inside a store transaction: whatever throws before the answer
 * is complete undoes every change the request made.
 */
import { describeIssues, operations as contractOperations, type Operation } from '@docpub/sdk/contract';
import { transact } from '../store/transaction.js';
import type { Store } from '../store/store.js';
import { authenticate } from './auth.js';
import type { Clock } from './clock.js';
import type { Faults } from './faults.js';
import { headerSafeUrl, unsendableHeader } from './headers.js';
import { HttpError } from './http-error.js';
import { keepSerialized } from './item-cache.js';
import { advanceGeneration } from '../store/generation.js';
import type { Journal } from './journal.js';
import { LaterReason } from './later-reason.js';
import { errorResponse, jsonResponse } from './responses.js';
import { retiredMessage, retiredRoute } from './retired.js';
import { compileRouter, decodeParams } from './router.js';
import type {
  ExplicitResult,
  Handler,
  HandlerContext,
  PreparedHandler,
  HandlerTable,
  PlainRequest,
  PlainResponse,
  RequestPolicy,
} from './types.js';
import { parseJsonBody, validateBody, validateQuery } from './validate.js';

export interface CoreOptions {
  store: Store;
  clock: Clock;
  handlers: HandlerTable;
  /**
   * The domain's stages of the pipeline, which go with its handlers: housekeeping before a handler may look,
   * and authorization. Default {@link noPolicy}: nothing purged, nothing granted in advance (a table of handlers
   * that authorize themselves, or an engine over operations of its own).
   */
  policy?: RequestPolicy | undefined;
  /** Absolute base of the API (`http://host/v1`), read per request because `listen()` can change it. */
  baseUrl: string | (() => string);
  faults: Faults;
  journal: Journal;
  /** Check every success body against the operation's response schema; a mismatch is a 500 (a server bug). */
  validateResponses?: boolean | undefined;
  /** The operation table to serve; the contract's by default. */
  operations?: Readonly<Record<string, Operation>> | undefined;
  /** Where server bugs (500s) are reported; `console.error` by default. */
  onBug?: ((error: unknown, request: PlainRequest) => void) | undefined;
}

/** The reference server's request handler over plain data. */
export interface Core {
  /**
   * Serves one API request (path under `/v1`) at once. Never throws. An operation whose handler prepares (reads
   * beyond the state first) answers 422 here once its checks pass: it is served by {@link Core.serve}.
   */
  handle(request: PlainRequest): PlainResponse;
  /** Serves one API request, waiting for its handler's preparation when it has one. Never rejects. */
  serve(request: PlainRequest): Promise<PlainResponse>;
}

/** What a prepared handler's `prepare` gave, or the refusal it threw. */
type Preparation = { value: unknown } | { error: unknown };

const isPrepared = (handler: Handler | PreparedHandler | undefined): handler is PreparedHandler =>
  typeof handler === 'object' && handler !== null;

/** A bug found after the handler ran: its answer breaks the contract or cannot be sent. */
class ContractViolation extends Error {
  override name = 'ContractViolation';
}

/** The policy of an engine whose operations have no rules: nothing to purge, nothing granted in advance. */
export const noPolicy: RequestPolicy = { purge: () => undefined, noteActivity: () => undefined, authorize: () => undefined };

const isExplicit = (result: unknown): result is ExplicitResult =>
  typeof result === 'object' && result !== null && (result as { explicit?: unknown }).explicit === true;

/** Reads change nothing, so they need no transaction (and pay for none). */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** `urls.location` of a created resource, the default `Location` of a 201. */
function locationOf(body: unknown): string | undefined {
  const location = (body as { urls?: { location?: unknown } } | undefined)?.urls?.location;
  return typeof location === 'string' ? location : undefined;
}

/**
 * The present stage: a handler's result as a response, its success status from the table, a `Location` on a
 * 201, encoded so that any id it is made of can travel in a header.
 */
function present(operation: Operation, result: unknown): PlainResponse {
  const explicit = isExplicit(result) ? result : undefined;
  const status = explicit?.status ?? operation.status;
  const body = status === 204 ? undefined : explicit ? explicit.body : result;
  const location = explicit?.location ?? (status === 201 ? locationOf(body) : undefined);
  return jsonResponse(status, body ?? undefined, location === undefined ? {} : { location: headerSafeUrl(location) });
}

/**
 * The check stage: a header HTTP cannot carry, and (when responses are validated) an answer that breaks the
 * contract, is a bug found before anything is committed.
 */
function check(operation: Operation, response: PlainResponse, validateResponses: boolean): void {
  const unsendable = unsendableHeader(response.headers);
  if (unsendable !== undefined) throw new ContractViolation(`${operation.id} answered a ${unsendable} header HTTP cannot carry`);
  if (!validateResponses) return;
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

/**
 * Runs a write's stages in a store transaction: committed once the answer is complete (its body serialized, so
 * one that cannot be is found here too), undone on any throw. The store's generation advances when a write
 * begins, and again when it is undone, so nothing kept from the state outlives a change of it.
 */
function committed(store: Store, answer: () => PlainResponse): PlainResponse {
  advanceGeneration(store);
  try {
    return transact(store, () => {
      const response = answer();
      if (response.body !== undefined) keepSerialized(response.body);
      return response;
    });
  } catch (error) {
    advanceGeneration(store);
    throw error;
  }
}

/** Builds the core over a store, a clock, a handler table and the domain's policy. */
export function createCore(options: CoreOptions): Core {
  const { store, clock, handlers, faults, journal } = options;
  const policy = options.policy ?? noPolicy;
  const router = compileRouter(options.operations ?? contractOperations);
  const baseUrl = typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string;
  const onBug = options.onBug ?? ((error: unknown) => console.error('[docpub-mock] server bug:', error));
  const validateResponses = options.validateResponses ?? false;

  function answerError(error: unknown, request: PlainRequest, operation: Operation | undefined): PlainResponse {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
    onBug(error, request);
    const where = operation ? ` in ${operation.id}` : '';
    const message = error instanceof Error ? error.message : String(error);
    return errorResponse(500, `reference server bug${where}: ${message}`);
  }

  const handlerOf = (operation: Operation) => (handlers as Record<string, Handler | PreparedHandler | undefined>)[operation.id];

  /**
   * authenticate → parse and validate → authorize: the caller of the bearer token (401); path parameters
   * decoded, the query checked, the body's JSON read once and checked against the operation's schemas (400
   * naming the field); the operation's POLICY row on the resource of the path (404, 403), its grant travelling
   * on in the context. `stages.parsed` gets the body's JSON once read (for the journal, even when it is then
   * refused); `stages.beforeAuthorize` runs before authorizing (the purge and activity stages).
   */
  function checkedContext(
    request: PlainRequest,
    match: ReturnType<typeof router.match>,
    later: LaterReason,
    stages: { parsed?: (json: Record<string, unknown> | undefined) => void; beforeAuthorize?: (userId: string) => void } = {},
  ): HandlerContext {
    const served = match.operation;
    const user = authenticate(request.headers.authorization, store);
    const params = decodeParams(match);
    const query = validateQuery(served, request.query);
    const json = served.body ? parseJsonBody(request) : undefined;
    stages.parsed?.(json);
    const body = validateBody(served, json);
    stages.beforeAuthorize?.(user.id);
    const granted = policy.authorize({ store, user, operation: served, params });
    return { operation: served, params, query, body, user, granted, store, clock, baseUrl: baseUrl(), later } as HandlerContext;
  }

  function handle(request: PlainRequest): PlainResponse {
    // faults: a fault rule may answer in the server's place, or delay or cut the real answer.
    return run(request, faults.take(request.method, request.path, clock), undefined);
  }

  async function serve(request: PlainRequest): Promise<PlainResponse> {
    let match: ReturnType<typeof router.match>;
    try {
      match = router.match(request.method, request.path);
    } catch {
      return handle(request);
    }
    const handler = handlerOf(match.operation);
    if (!isPrepared(handler)) return handle(request);
    const fault = faults.take(request.method, request.path, clock);
    if (fault?.answer) return run(request, fault, undefined);
    // The checks run before anything is fetched (an anonymous or unauthorized caller makes the server read
    // nothing), and again with the answer: the state may have changed meanwhile.
    let preparation: Preparation;
    try {
      refuseRetired(request, store);
      preparation = { value: await handler.prepare(checkedContext(request, match, new LaterReason())) };
    } catch (error) {
      preparation = { error };
    }
    return run(request, fault, preparation);
  }

  function run(request: PlainRequest, fault: ReturnType<Faults['take']>, preparation: Preparation | undefined): PlainResponse {
    if (fault?.answer) {
      const answer = withRequestId(fault.answer);
      journal.record(request, answer, { fault: true });
      return answer;
    }
    let operation: Operation | undefined;
    const later = new LaterReason();
    // The body parsed for validation goes on to the journal, so a body is parsed once.
    let json: Record<string, unknown> | undefined;
    let response: PlainResponse;
    try {
      // retired: a route of the past answers 410 naming its replacement (to callers of the API only).
      refuseRetired(request, store);
      // route: the operation of the method and path (404, or 405 with `Allow`).
      const match = router.match(request.method, request.path);
      const served = (operation = match.operation);
      const answer = (): PlainResponse => {
        // authenticate → parse and validate → [purge → activity] → authorize (checkedContext). Purge: soft-deleted
        // spaces past their retention go, so no handler can observe one; the caller's activity is noted (a
        // member's `lastSeenAt`).
        const context = checkedContext(request, match, later, {
          parsed: (parsed) => (json = parsed),
          beforeAuthorize: (userId) => {
            policy.purge(store, clock);
            policy.noteActivity(store, clock, userId);
          },
        });
        // The reference server has a handler for every operation (a test holds it to that); a core assembled
        // over a partial table answers 501 for the rest, naming the operation, rather than failing obscurely.
        const handler = handlerOf(served);
        if (!handler) throw new HttpError(501, `${served.id} has no handler in this server`);
        // handle → present → check. A prepared handler answers with what its preparation gave, or its refusal.
        const shaped = present(served, prepared(handler, preparation, served)(context));
        check(served, shaped, validateResponses);
        return shaped;
      };
      // A write runs from authentication to the checked answer in a store transaction, so every record it
      // reaches (the caller, the authorized resource) is one the transaction can put back.
      response = isRead(request.method) ? answer() : committed(store, answer);
    } catch (error) {
      response = answerError(error, request, operation);
    }
    // journal: every answer, with its request id (and a fault's delay).
    const identified = withRequestId(response);
    const answered = fault?.delayMs === undefined ? identified : { ...identified, delayMs: fault.delayMs };
    later.attach(journal.record(request, answered, { operationId: operation?.id, fault: fault !== undefined, json }));
    return answered;
  }

  return { handle, serve };
}

/** The function that answers with `handler`: a prepared one's `handle`, given its preparation's outcome. */
function prepared(handler: Handler | PreparedHandler, preparation: Preparation | undefined, operation: Operation): Handler {
  if (!isPrepared(handler)) return handler;
  return (context) => {
    if (preparation === undefined) {
      // Not a bug of the server: a caller of the synchronous entry asked for what only `serve` can wait for.
      throw new HttpError(422, `${operation.id} reads beyond the state before it answers, which core.handle cannot wait for: serve it with core.serve (as server.fetch, msw and listen() do)`);
    }
    if ('error' in preparation) throw preparation.error;
    return handler.handle({ ...context, prepared: preparation.value });
  };
}
