/**
 * `server.listen()`: the reference server on a real port, over node:http.
 *
 * Node's request is turned straight into the core's plain request (body read into a string, headers already
 * lower-case), never into Fetch objects. node:http is imported only when listening, so the package's main
 * entry stays loadable where node:http does not exist (msw in a browser).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX } from '../core/paths.js';
import { errorResponse } from '../core/responses.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { MAX_BODY_BYTES, bodyTooLarge } from '../core/validate.js';
import { bodyParts, queryRecord, type Dispatch } from './plain.js';

export interface ListenOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; `127.0.0.1` by default, so the test server is not reachable from the network. */
  host?: string;
}

/** A listening server. */
export interface Listening {
  /** Base URL of the API, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  port: number;
  host: string;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/** Slow clients must not hold a test server's sockets forever. */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 10_000;

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        // Stop buffering but keep draining, so the client can finish sending and read the 413.
        request.removeAllListeners('data');
        request.resume();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(size === 0 ? undefined : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function headersOf(request: IncomingMessage): PlainRequest['headers'] {
  const headers: PlainRequest['headers'] = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** Splits `req.url` (origin-form, or absolute-form from a proxy) into path and query. */
function target(rawUrl: string): { path: string; query: PlainRequest['query'] } {
  const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(rawUrl) ? new URL(rawUrl) : undefined;
  const pathAndQuery = url ? url.pathname + url.search : rawUrl;
  const mark = pathAndQuery.indexOf('?');
  if (mark < 0) return { path: pathAndQuery, query: {} };
  return { path: pathAndQuery.slice(0, mark), query: queryRecord(new URLSearchParams(pathAndQuery.slice(mark + 1))) };
}

function send(response: ServerResponse, plain: PlainResponse): void {
  if (response.destroyed) return;
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const parts = bodyParts(plain);
  const body = parts === null ? null : parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  response.writeHead(plain.status, plain.headers);
  response.end(body ?? undefined);
}

async function answer(dispatch: Dispatch, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    request.resume();
    response.setHeader('connection', 'close');
    return send(response, tooLarge());
  }
  let body: string | undefined;
  try {
    body = await readBody(request);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    response.setHeader('connection', 'close');
    return send(response, tooLarge());
  }
  const plain = await dispatch({ method: request.method ?? 'GET', ...target(request.url ?? '/'), headers: headersOf(request), body });
  if (plain.delayMs) await new Promise((resolve) => setTimeout(resolve, plain.delayMs));
  if (plain.networkError) {
    request.socket.destroy();
    return;
  }
  send(response, plain);
}

function tooLarge(): PlainResponse {
  const error = bodyTooLarge();
  return errorResponse(error.status, error.message);
}

/** The URL clients use for a bound address: a wildcard bind is reached through loopback. */
function baseUrlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}${API_PREFIX}`;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections would otherwise hold close() open until they time out.
    server.closeAllConnections();
  });
}

/** Serves `dispatch` over HTTP on `host:port`. */
export async function listenHttp(dispatch: Dispatch, options: ListenOptions = {}): Promise<Listening> {
  const { createServer } = await import('node:http');
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    answer(dispatch, request, response).catch((error: unknown) => {
      console.error('[docpub-mock] server bug:', error);
      send(response, errorResponse(500, `reference server bug: ${(error as Error).message}`));
    });
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { url: baseUrlOf(host, port), port, host, close: () => closeServer(server) };
}
