/**
 * The call surface every resource class uses: `call` for one operation of the contract's table, `list` for
 * a paginated one. Generic over the table, so any operation works without code of its own.
 */
import type { z } from 'zod';
import type { Operation, OperationParams, OperationResult, OperationSpec } from '../contract/operation.js';
import { InvalidArgumentError } from '../errors/invalid-argument-error.js';
import { describeIssues, ResponseValidationError } from '../errors/response-validation-error.js';
import { VERSION } from '../version.js';
import { APIPromise } from './api-promise.js';
import { createLog, type Log } from './logger.js';
import {
  checkRequestOptions,
  resolveClientOptions,
  type ClientOptions,
  type RequestOptions,
  type ResolvedClientOptions,
  type ValidationIssuesHandler,
} from './options.js';
import { ListPage, PagePromise, type PageFetcher } from './pagination.js';
import { scrub, scrubText, tokensIn, withSecrets } from './redact.js';
import { performRequest, type SentRequest } from './request.js';
import { parseBody } from './response.js';
import { mayRetry } from './retry.js';
import { factsOf } from './operation-facts.js';

import { expandPath, routeParams, serializeQuery } from './url.js';
import { checkResponse, preloadChecks } from './validate.js';

/** The item type of a paginated operation's list envelope. */
export type ItemOf<O extends OperationSpec> = OperationResult<O> extends { items: Array<infer Item> } ? Item : never;

/** An operation of the table whose response is a list envelope paged by `page`/`limit`. */
export type PaginatedOperation = Operation & { readonly paginated: true };

/** The `User-Agent` the SDK sends. */
export const USER_AGENT = `docpub-sdk/${VERSION}`;

/**
 * A client of the DocPub API without resource namespaces (see `DocPub` for those): configuration, transport,
 * retries, validation and pagination for every operation of the contract.
 */
export class APIClient {
  readonly #options: ResolvedClientOptions;
  readonly #log: Log;
  /** Every token this client was given: its own, its headers', and those of the client it was derived from. */
  readonly #secrets: readonly string[];

  /** @throws {ConfigurationError} when `token` or `baseUrl` is missing or an option is invalid. */
  constructor(options: ClientOptions = {}) {
    this.#options = resolveClientOptions(options);
    this.#secrets = withSecrets(inherited.get(options) ?? [], [this.#options.token, ...tokensIn(this.#options.headers)]);
    this.#log = createLog(this.#options.logger, this.#options.logLevel, this.#secrets);
  }

  /**
   * A new client with this one's options, the given ones overriding them, e.g. another token or a shorter
   * timeout: `client.withOptions({ token: otherToken, maxRetries: 0 })`. A given option replaces the old value
   * whole (`headers` and `hooks` too, not merged). The two clients share nothing mutable: each has its own copy of
   * the headers and hook lists, so changing one never changes the other.
   *
   * @throws {ConfigurationError} when a given option is invalid.
   */
  withOptions(options: ClientOptions): this {
    const Derived = this.constructor as new (options: ClientOptions) => this;
    const merged = { ...this.#options, ...options } as ClientOptions;
    // The derived client keeps scrubbing this one's tokens: an answer may still echo them.
    inherited.set(merged, this.#secrets);
    return new Derived(merged);
  }

  /** The base URL requests go to, e.g. `http://127.0.0.1:4010/v1` (no trailing slash). */
  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  /**
   * Calls one operation.
   *
   * @param path the path parameters, in the order of `operation.pathParams`.
   * @param params the query (GET, DELETE) or body (others) fields, in one object; see `inputLocation`.
   */
  call<O extends Operation>(
    operation: O,
    path: readonly (string | number)[],
    params?: OperationParams<O>,
    options: RequestOptions = {},
  ): APIPromise<OperationResult<O>> {
    const sent = this.#send(operation, path, params, options);
    const parse = async () => this.#parse(await sent, options) as OperationResult<O>;
    const response = sent.then((request) => request.response);
    // Derived from `response`, so a call used only through asResponse() leaves no unhandled rejection behind.
    return new APIPromise(response, parse, () => response.then(async () => replay(await sent)));
  }

  /**
   * Calls a paginated operation: await the result for the first page, or iterate it for every item.
   * A `page` param resumes from that page token.
   */
  list<O extends PaginatedOperation>(
    operation: O,
    path: readonly (string | number)[],
    params?: OperationParams<O>,
    options: RequestOptions = {},
  ): PagePromise<ItemOf<O>, OperationResult<O>> {
    type Item = ItemOf<O>;
    type Body = OperationResult<O>;
    const fetchPage: PageFetcher<Item, Body> = async (token) => {
      if (!operation.paginated) {
        throw new InvalidArgumentError(`${operation.id} is not a paginated operation: use call()`);
      }
      const pageParams = { ...(params as object), page: token } as OperationParams<O>;
      const { data, response } = await this.call(operation, path, pageParams, options).withResponse();
      assertListEnvelope(operation, data, response, this.#callSecrets(options));
      return new ListPage<Item, Body>(data, response, fetchPage);
    };
    const start = (params as { page?: unknown } | undefined)?.page;
    return new PagePromise(fetchPage, typeof start === 'string' ? start : undefined, operation.id);
  }

  async #send(operation: Operation, path: readonly (string | number)[], params: unknown, options: RequestOptions): Promise<SentRequest> {
    checkRequestOptions(options);
    const client = this.#options;
    const route = routeParams(operation, params);
    const query = serializeQuery(route.query);
    const url = `${client.baseUrl}${expandPath(operation, path)}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': USER_AGENT,
      authorization: `Bearer ${client.token}`,
    };
    if (route.body !== undefined) headers['content-type'] = 'application/json';
    mergeHeaders(headers, client.headers);
    mergeHeaders(headers, options.headers);
    const secrets = this.#callSecrets(options);
    // The first validated call loads the response checkers while its request is on the network.
    if ((options.validation ?? client.validation) !== 'off') preloadChecks();
    const retryAllowed = mayRetry(operation.method, { retry: options.retry, retryNonIdempotent: client.retryNonIdempotent });
    return performRequest(
      {
        operation,
        method: operation.method,
        url,
        displayUrl: scrubText(url, secrets),
        headers,
        body: route.body,
        timeout: options.timeout ?? client.timeout,
        maxResponseBytes: options.maxResponseBytes ?? client.maxResponseBytes,
        signal: options.signal,
        fetch: client.fetch,
        beforeRequest: client.hooks.beforeRequest,
        afterResponse: client.hooks.afterResponse,
        secrets,
        maxRetries: retryAllowed ? (options.maxRetries ?? client.maxRetries) : 0,
        retryWithheld: !retryAllowed && options.retry === undefined,
      },
      { log: this.#log, sleep: client.sleep, random: client.random },
    );
  }

  #parse(sent: SentRequest, options: RequestOptions): unknown {
    const { operation, response } = sent;
    if (response.status === 204 || !factsOf(operation).answers) return undefined;
    const body = parseBody(sent.text);
    const where = () => ({ operation: operation.id, method: sent.method, url: sent.url, status: response.status });
    // An operation that answers data never hands back `undefined`, whatever the validation mode.
    if (body === undefined) throw new ResponseValidationError({ ...where(), body, issues: [EMPTY_BODY_ISSUE] });
    // The context of a complaint is only built for a body that breaks the contract.
    return checkResponse(operation, body, options.validation ?? this.#options.validation, () => ({
      ...where(),
      secrets: sent.secrets,
      report: this.#reportIssues(sent.secrets),
    }));
  }

  /** The client's tokens and those a call's own headers carry. */
  #callSecrets(options: RequestOptions): readonly string[] {
    return options.headers === undefined ? this.#secrets : withSecrets(this.#secrets, tokensIn(options.headers));
  }

  #reportIssues(secrets: readonly string[]): ValidationIssuesHandler {
    const handler = this.#options.onValidationIssues;
    if (handler) return (issues, context) => handler(issues, { ...context, body: scrub(context.body, secrets) });
    return (issues, { operation, method, url, status }) =>
      this.#log.warn(`Response of ${operation} (${method} ${url}) does not match the contract: ${describeIssues(issues)}`, {
        operation,
        status,
      });
  }
}

/** Writes `set` over `merged`, names lower-cased so `Authorization` and `authorization` are one header. */
function mergeHeaders(merged: Record<string, string>, set: Record<string, string> | undefined): void {
  if (set === undefined) return;
  for (const name of Object.keys(set)) {
    const value = set[name];
    if (value !== undefined && value !== null) merged[name.toLowerCase()] = String(value);
  }
}

/** The tokens of the client a client was derived from (`withOptions`), by the options it was made with. */
const inherited = new WeakMap<ClientOptions, readonly string[]>();

const EMPTY_BODY_ISSUE: z.core.$ZodIssue = {
  code: 'invalid_type',
  expected: 'object',
  path: [],
  message: 'the answer has no body',
  input: undefined,
};

/** A replay of a read answer, for `asResponse()`: same status, headers and URL, body unread. */
function replay(sent: SentRequest): Response {
  const { response, text } = sent;
  const copy = new Response(text === '' ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
  Object.defineProperty(copy, 'url', { value: response.url });
  return copy;
}

/** Paging needs `items`; without validation (`'warn'`, `'off'`) that is the one thing still checked. */
function assertListEnvelope(
  operation: Operation,
  data: unknown,
  response: Response,
  secrets: readonly string[],
): asserts data is { items: unknown[] } {
  if (typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items)) return;
  throw new ResponseValidationError({
    operation: operation.id,
    method: operation.method,
    // After a redirect this is where the answer came from, which may carry the token in any encoding.
    url: scrubText(response.url, secrets),
    status: response.status,
    body: scrub(data, secrets),
    issues: [{ code: 'invalid_type', expected: 'array', path: ['items'], message: 'a list needs an items array', input: undefined }],
  });
}
