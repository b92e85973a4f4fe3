/**
 * The reference server's core speaks plain data: a request in, a response out. No Fetch `Request`/`Response`
 * and no msw in here; adapters translate at the edge (docs/reference-server.md, "Core"), which keeps the hot path
 * cheap.
 */
import type { Operation, OperationId, Operations, PathParamNames } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { Clock } from './clock.js';
import type { LaterReason } from './later-reason.js';
import type { Store } from '../store/store.js';
import type { UserRecord } from '../store/records.js';
import type { Grant, GrantOf, RequestToAuthorize } from '../domain/access/grants.js';

/** A request as the core sees it. Header names are lower-case. */
export interface PlainRequest {
  method: string;
  /** The full path, including the `/v1` prefix, without the query string. */
  path: string;
  /** Query parameters; a repeated key gives an array. */
  query: Record<string, string | string[]>;
  headers: Record<string, string | undefined>;
  /** The raw body text, or undefined when there is none. Parsed by the core, once. */
  body?: string | undefined;
}

/** A response as the core answers it. `body` is JSON-serialisable, or undefined for no body. */
export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
  /** A body sent as this text instead of JSON (the pages of published sites); `content-type` says what it is. */
  text?: string;
  /** A body sent as these bytes (the files of published sites); `content-type` says what they are. */
  bytes?: Uint8Array;
  /** Set by fault injection: the adapter must drop the connection instead of answering. */
  networkError?: boolean;
  /** Set by fault injection: the adapter waits this long before answering. */
  delayMs?: number;
}

/**
 * Everything a handler may use to serve one validated request. Made whole by the core before the handler runs
 * (its grant included) and never changed after.
 */
export interface HandlerContext<O extends Operation = Operation> {
  readonly operation: O;
  /** Path parameters, decoded. */
  readonly params: Record<PathParamNames<O['path']>, string>;
  /** The query, validated and typed by the operation's query schema. */
  readonly query: O['query'] extends z.ZodType ? z.output<O['query']> : Record<string, never>;
  /** The body, validated and typed by the operation's body schema. */
  readonly body: O['body'] extends z.ZodType ? z.output<O['body']> : undefined;
  /** The authenticated caller. */
  readonly user: UserRecord;
  /**
   * What the operation's POLICY row authorized before the handler ran: the resource of the path, the caller's
   * role on it and its view (see `authorizeRequest` in domain/access/access.ts). `undefined` for a row the handler
   * resolves itself.
   */
  readonly granted: O['id'] extends OperationId ? GrantOf<O['id']> : Grant;
  readonly store: Store;
  readonly clock: Clock;
  /** Absolute base of the API, e.g. `http://127.0.0.1:4010/v1`, for `urls` and `Location`. */
  readonly baseUrl: string;
  /** The `reason` of this request's journal entry, for work that ends after the answer (Git sync). */
  readonly later: LaterReason;
  /** What a {@link PreparedHandler}'s `prepare` gave; undefined for every other handler. */
  readonly prepared?: unknown;
}

/**
 * The domain's stages of the core's pipeline (core.ts), plugged in by the world: the reference server's are
 * in handlers/index.ts.
 */
export interface RequestPolicy {
  /** Time-driven housekeeping before any handler may look (soft-deleted spaces past their retention go). */
  purge(store: Store, clock: Clock): void;
  /** Notes that the caller made a request (kept outside the state). */
  noteActivity(store: Store, clock: Clock, userId: string): void;
  /** The grant of the operation's rule on the resource of the path; throws the 404 or 403 of the rule. */
  authorize(request: RequestToAuthorize): Grant;
}

/**
 * What a handler returns: the body (its status is the operation's success status), or an explicit result
 * when it needs another status (PUT that created) or a `Location`.
 */
export type HandlerResult<O extends Operation = Operation> =
  | (O['response'] extends z.ZodType ? z.input<O['response']> : void)
  | ExplicitResult;

export interface ExplicitResult {
  readonly explicit: true;
  status: number;
  body?: unknown;
  location?: string;
}

export type Handler<O extends Operation = Operation> = (context: HandlerContext<O>) => HandlerResult<O>;

/**
 * The handler of an operation that must read something beyond the state before it can answer (a content import
 * fetches its URL). `prepare` runs once the request passed authentication, validation and authorization, outside
 * any transaction and without holding the server; a refusal it throws (an `HttpError`) is the answer. Then every
 * check runs again and `handle` answers in the write's transaction, with what `prepare` gave as
 * `context.prepared`. Served by the core's `serve` (core.ts).
 */
export interface PreparedHandler<O extends Operation = Operation> {
  readonly prepare: (context: HandlerContext<O>) => Promise<unknown>;
  readonly handle: Handler<O>;
}

/** Handlers of a group of operations (one area's file), typed against the contract. */
export type HandlerTable = { [K in OperationId]?: Handler<Operations[K]> | PreparedHandler<Operations[K]> };

/** The handlers of every operation of the contract: a missing one does not compile. */
export type CompleteHandlerTable = { [K in OperationId]: Handler<Operations[K]> | PreparedHandler<Operations[K]> };
