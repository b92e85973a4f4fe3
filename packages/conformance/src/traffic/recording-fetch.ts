/**
 * The fetch every scenario's client goes through: it records each request with the operation it calls,
 * waits out 429s, and notes answers that break the wire conventions.
 */
import type { FetchFunction } from '../targets/target.js';
import type { OperationMatcher } from './operation-matcher.js';
import { taggedOperation } from './operation-tag.js';
import { MAX_RATE_LIMIT_WAITS, rateLimitWaitMs, sleep } from './rate-limit.js';
import { isSuccessfulWrite, type TrafficLog } from './traffic-log.js';
import { statusWarning, unknownFields } from '../check/verdicts.js';
import type { Operation } from '@docpub/sdk/contract';
import { checkError, checkSuccess } from './wire-checks.js';

export interface RecordingOptions {
  /** The fetch that reaches the target. */
  fetch: FetchFunction;
  /** Base URL of the API (with `/v1`): paths are recorded relative to it. */
  baseUrl: string;
  log: TrafficLog;
  /** Names the requests the SDK did not tag with their operation (see operation-tag.ts). */
  matcher: OperationMatcher;
  /** True (`--strict`): every difference from DocPub's contract fails; false: what the contract does not know is a warning. */
  strict?: boolean | undefined;
  /** Recorded with each request: the variable a reproduction reads its token from (another user's). */
  tokenVariable?: string | undefined;
}

/** A fetch that records into `options.log`. */
export function recordingFetch(options: RecordingOptions): FetchFunction {
  const basePath = new URL(options.baseUrl).pathname.replace(/(?<!\/)\/+$/, '');
  return async (input, init) => {
    // Kept unsent, so that the request can be sent again after a 429.
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
    const operation = taggedOperation(input) ?? options.matcher.match(request.method, path);
    const started = performance.now();
    const sent = request.body === null ? undefined : await request.clone().text();
    const record = {
      method: request.method,
      path,
      operation: operation?.id,
      ...(url.search === '' ? {} : { search: url.search }),
      ...(sent ? { body: sent } : {}),
      ...(options.tokenVariable === undefined ? {} : { tokenVariable: options.tokenVariable }),
      rateLimitWaits: 0,
    };
    for (;;) {
      let response: Response;
      try {
        response = await options.fetch(request.clone());
      } catch (error) {
        options.log.record({ ...record, error: (error as Error).message, durationMs: elapsed(started) });
        throw error;
      }
      if (response.status === 429 && record.rateLimitWaits < MAX_RATE_LIMIT_WAITS) {
        record.rateLimitWaits++;
        await response.body?.cancel().catch(() => undefined);
        await sleep(rateLimitWaitMs(response.headers), request.signal);
        continue;
      }
      const requestId = response.headers.get('x-request-id') ?? undefined;
      const body = jsonBodyOf(response);
      const answeredId = isSuccessfulWrite({ method: request.method, status: response.status }) ? await idOf(response, body) : undefined;
      const entry = {
        ...record,
        status: response.status,
        durationMs: elapsed(started),
        ...(requestId === undefined ? {} : { requestId }),
        ...(answeredId === undefined ? {} : { answeredId }),
      };
      options.log.record(entry);
      const strict = options.strict ?? true;
      const breach = response.ok ? operation && checkSuccess(operation, response, strict) : await checkError(response);
      if (breach) options.log.violate({ request: entry, ...breach });
      if (!strict && response.ok && operation) {
        for (const message of await contractWarnings(operation, response, body)) options.log.warn({ request: entry, message });
      }
      return response;
    }
  };
}

/**
 * The answer's body parsed as JSON, read from a clone (the SDK reads the answer itself) when first asked for
 * and at most once; `undefined` when it is not JSON.
 */
function jsonBodyOf(response: Response): () => Promise<unknown> {
  let parsed: Promise<unknown> | undefined;
  return () =>
    (parsed ??= response
      .clone()
      .text()
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => undefined));
}

/** The top-level `id` of a JSON answer, if it has one. */
async function idOf(response: Response, jsonBody: () => Promise<unknown>): Promise<string | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  const id = ((await jsonBody()) as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

function elapsed(since: number): number {
  return Math.round(performance.now() - since);
}

/** What a success answer carries that DocPub's contract does not know: a status, fields. */
async function contractWarnings(operation: Operation, response: Response, jsonBody: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const status = statusWarning(operation, response);
  if (status) warnings.push(status);
  if (!operation.response || response.status === 204) return warnings;
  const body = await jsonBody();
  if (body === undefined) return warnings; // An unreadable body is the SDK's to report.
  const unknown = unknownFields(operation.response, body);
  if (unknown.length > 0) warnings.push(`answers fields DocPub's contract does not know: ${unknown.join(', ')}`);
  return warnings;
}
