/**
 * One typed client of the control API, over any fetch (a running `docpub-mock`, `server.fetch`, msw): the
 * server's own HTTP tests and the conformance suite call control operations through it by id, with the
 * table's types, instead of writing paths and bodies by hand.
 */
import type { FetchFunction } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { CONTROL_PREFIX } from '../core/paths.js';
import {
  controlOperations,
  type ControlInput,
  type ControlOperationId,
  type ControlOperations,
  type ControlResult,
} from './operations.js';

/** Where the control API is and how to reach it. */
export interface ControlClientOptions {
  /** Any URL of the server's origin, e.g. its API base `http://127.0.0.1:4010/v1`. */
  origin: string | URL;
  fetch: FetchFunction;
  /**
   * The server's control token, sent as `X-Control-Token`. Default: the environment variable
   * `DOCPUB_CONTROL_TOKEN` where there is one (Node), so one variable configures a CI job.
   */
  token?: string | undefined;
  /** A world of the server to control (`/__control/worlds/{id}/…`) instead of its own. */
  world?: string | undefined;
}

/** The path parameters of a control operation, by name. */
type ControlParams<K extends ControlOperationId> = ControlOperations[K]['pathParams'][number] extends never
  ? { params?: undefined }
  : { params: Record<ControlOperations[K]['pathParams'][number], string> };

/** What a control call sends besides its id: a body for the operations that take one, path parameters. */
export type ControlRequest<K extends ControlOperationId> = ControlParams<K> &
  (ControlOperations[K] extends { body: z.ZodType } ? { body: ControlInput<K> } : { body?: undefined });

/** A control answer as it came: status, headers and the parsed body (text when it is not JSON). */
export interface ControlAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A control call that did not answer its operation's success status. */
export class ControlError extends Error {
  override name = 'ControlError';
  /**
   * @param operation the control operation called
   * @param answer what came back instead of its success status
   */
  constructor(
    readonly operation: ControlOperationId,
    readonly answer: ControlAnswer,
  ) {
    const message = (answer.body as { error?: { message?: unknown } } | undefined)?.error?.message;
    const method = controlOperations[operation].method;
    super(`control ${operation} (${method} ${controlOperations[operation].path}) answered ${answer.status}: ${
      typeof message === 'string' ? message : JSON.stringify(answer.body)
    }`);
  }
}

/** A typed client of the control API. */
export interface ControlClient {
  /** Calls `operation` and answers its result; any other status than its success status throws a {@link ControlError}. */
  call<K extends ControlOperationId>(operation: K, ...request: OptionalIfEmpty<ControlRequest<K>>): Promise<ControlResult<K>>;
  /** Calls `operation` and answers whatever came back, for tests of refusals (400, 401, 404, 405). */
  send<K extends ControlOperationId>(operation: K, ...request: OptionalIfEmpty<ControlRequest<K>>): Promise<ControlAnswer>;
  /** The URL of `operation` with its path parameters filled in. */
  urlOf<K extends ControlOperationId>(operation: K, ...request: OptionalIfEmpty<ControlRequest<K>>): URL;
}

/** A request argument that may be left out when nothing in it is required. */
type OptionalIfEmpty<R> = {} extends R ? [request?: R] : [request: R];

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `DOCPUB_CONTROL_TOKEN` of the environment, when this runs where there is one (not in a browser). */
function tokenOfEnvironment(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.DOCPUB_CONTROL_TOKEN || undefined;
}

/** Makes a {@link ControlClient}. */
export function createControlClient(options: ControlClientOptions): ControlClient {
  const origin = new URL(options.origin).origin;
  const token = options.token ?? tokenOfEnvironment();
  const scope = options.world === undefined ? '' : `/worlds/${encodeURIComponent(options.world)}`;

  function urlOf(operation: ControlOperationId, request: { params?: Record<string, string> | undefined } = {}): URL {
    const path = controlOperations[operation].path.replace(/\{([^{}]+)\}/g, (_match, name: string) =>
      encodeURIComponent(request.params?.[name] ?? ''),
    );
    return new URL(`${CONTROL_PREFIX}${scope}${path}`, origin);
  }

  async function send(operation: ControlOperationId, request: { body?: unknown; params?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) headers['x-control-token'] = token;
    const response = await options.fetch(urlOf(operation, request), {
      method: controlOperations[operation].method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    return { status: response.status, headers: response.headers, body: parse(await response.text()) };
  }

  return {
    urlOf: ((operation: ControlOperationId, request?: { params?: Record<string, string> }) =>
      urlOf(operation, request)) as ControlClient['urlOf'],
    send: ((operation: ControlOperationId, request?: { body?: unknown; params?: Record<string, string> }) =>
      send(operation, request)) as ControlClient['send'],
    call: (async (operation: ControlOperationId, request?: { body?: unknown; params?: Record<string, string> }) => {
      const answer = await send(operation, request);
      if (answer.status !== controlOperations[operation].status) throw new ControlError(operation, answer);
      return answer.body;
    }) as ControlClient['call'],
  };
}
