/** Shared helpers of the hardening tests: raw calls to a demo server, and what its state looks like. */
import { createServer, DEMO, type ServerOptions } from '../../src/index.js';
import type { PlainResponse } from '../../src/core/types.js';

export { DEMO };

export type Server = ReturnType<typeof createServer>;

/** A demo server whose server bugs (500s) are collected instead of printed. */
export function demoServer(options: ServerOptions = {}): Server {
  return createServer({ validateResponses: true, ...options });
}

/** One API request with a raw body text, straight through the core. */
export function send(
  server: Server,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown; query?: Record<string, string> } = {},
): PlainResponse {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return server.core.handle({
    method,
    path: `/v1${path}`,
    query: options.query ?? {},
    headers: {
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
}

/** The error message of a response. */
export const messageOf = (response: PlainResponse) => (response.body as { error?: { message?: string } })?.error?.message ?? '';

/** A comparable picture of the whole state (a Map-aware serialisation). */
export function stateOf(server: Server): string {
  return JSON.stringify(server.store.data, (_key, value: unknown) => (value instanceof Map ? [...value] : value));
}

/** `{"a":{"a":…}}` nested `depth` levels (the outer object included). */
export function nestedObject(depth: number): string {
  return '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);
}
