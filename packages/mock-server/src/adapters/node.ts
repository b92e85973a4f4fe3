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
import { bodyPayload, queryRecord, type Dispatch } from './plain.js';

export interface ListenOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; `127.0.0.1` by default, so the test server is not reachable from the network. */
  host?: string;
  /**
   * How long a connection may stay silent (no request under way) before it is closed, in ms; default
   * 60 000. A request being answered (an injected delay included) is never cut by it.
   */
  idleTimeoutMs?: number;
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
/** Between requests on a kept-alive connection. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** A connection that sends nothing at all (or stops between requests) is closed after this. */
const IDLE_TIMEOUT_MS = 60_000;

class BodyTooLarge extends Error {}
class BodyNotUtf8 extends Error {}

/** Strict UTF-8: a body with invalid bytes is refused, not stored with U+FFFD in their place. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

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
    request.on('end', () => {
      if (size === 0) return resolve(undefined);
      try {
        resolve(utf8.decode(Buffer.concat(chunks)));
      } catch {
        reject(new BodyNotUtf8());
      }
    });
    request.on('error', reject);
    // A client that hangs up mid-body ends the read here, so nothing waits for an `end` that never comes.
    request.on('close', () => {
      if (!request.complete) reject(Object.assign(new Error('client closed the request'), { code: 'ECONNRESET' }));
    });
  });
}

function headersOf(request: IncomingMessage): PlainRequest['headers'] {
  const headers: PlainRequest['headers'] = {};
  const given = request.headers;
  // for…in over Node's own plain object: no entries array per request.
  for (const name in given) {
    const value = given[name];
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** A request whose target is not a path (absolute-form `GET http://h/x`, authority-form, `*`). */
class NotOriginForm extends Error {}

/**
 * Splits `req.url` into path and query. Only origin-form (`/v1/x?y`) is served: this is an origin server,
 * not a proxy, and the other forms name a host the request is not for.
 */
function target(rawUrl: string): { path: string; query: PlainRequest['query'] } {
  if (!rawUrl.startsWith('/')) throw new NotOriginForm();
  const pathAndQuery = rawUrl;
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
  const payload = bodyPayload(plain);
  if (payload === null) {
    response.writeHead(plain.status, plain.headers);
    response.end();
    return;
  }
  const body = typeof payload === 'string' ? payload : payload.length === 1 ? payload[0]! : Buffer.concat(payload);
  // A declared length rather than chunked framing: fewer bytes, and a text body leaves in one write with the head.
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  response.writeHead(plain.status, { ...plain.headers, 'content-length': length });
  response.end(body);
}

/**
 * Whether a request carries a body: HTTP/1.1 frames one only by a length above 0 or by chunked transfer
 * coding, so without either there is nothing to wait for.
 */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

async function answer(dispatch: Dispatch, request: IncomingMessage, response: ServerResponse, idleMs: number): Promise<void> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    request.resume();
    response.setHeader('connection', 'close');
    return send(response, tooLarge());
  }
  let where: ReturnType<typeof target>;
  try {
    where = target(request.url ?? '/');
  } catch {
    request.resume();
    return send(response, errorResponse(400, 'request target: must be a path (origin-form), e.g. /v1/user'));
  }
  let body: string | undefined;
  try {
    // A bodiless request (most reads) is answered in this turn; Node discards its empty stream when answered.
    body = hasBody(request) ? await readBody(request) : undefined;
  } catch (error) {
    if (error instanceof BodyNotUtf8) return send(response, errorResponse(400, 'body: must be valid UTF-8'));
    if (!(error instanceof BodyTooLarge)) throw error;
    response.setHeader('connection', 'close');
    return send(response, tooLarge());
  }
  const plain = await dispatch({ method: request.method ?? 'GET', ...where, headers: headersOf(request), body });
  if (plain.delayMs) await delayed(request, response, plain.delayMs, idleMs);
  if (plain.networkError) {
    request.socket.destroy();
    return;
  }
  send(response, plain);
}

/**
 * Waits out an injected delay. The connection's idle cut is off meanwhile (a fault may delay an answer for
 * minutes) and back on once the answer is sent; an answer without a delay leaves in the turn its request
 * arrived in, well inside the idle time, so it never touches the socket's timer.
 */
async function delayed(request: IncomingMessage, response: ServerResponse, delayMs: number, idleMs: number): Promise<void> {
  request.socket.setTimeout(0);
  response.once('finish', () => request.socket.setTimeout(idleMs));
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}

function tooLarge(): PlainResponse {
  const error = bodyTooLarge();
  return errorResponse(error.status, error.message);
}

/** An error of reading a request the client aborted (reset, closed early). */
function isClientGone(error: unknown, request: IncomingMessage): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return request.destroyed || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || request.aborted;
}

/** The URL clients use for a bound address: a wildcard bind is reached through loopback. */
function baseUrlOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}${API_PREFIX}`;
}

/** What node:http hands to `clientError`: the parser's code and the bytes it choked on. */
type ParserError = Error & { code?: string; rawPacket?: Buffer };

/** A request line longer than this, when the head overflows, is a URI too long rather than too many headers. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * The status of a request node:http could not parse: 431 for a head over the size limit (414 when it is the
 * request line that is long), 408 for a head or body that did not arrive in time, 413 for oversized chunk
 * extensions, 400 for anything else.
 */
export function parserErrorStatus(error: ParserError): [number, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      const packet = error.rawPacket ?? Buffer.alloc(0);
      const lineEnd = packet.indexOf('\r\n');
      const lineLength = lineEnd === -1 ? packet.length : lineEnd;
      return lineLength > LONG_REQUEST_LINE ? [414, 'URI Too Long'] : [431, 'Request Header Fields Too Large'];
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'Payload Too Large'];
    default:
      return [400, 'Bad Request'];
  }
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
  const idleMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const server = createServer((request, response) => {
    answer(dispatch, request, response, idleMs).catch((error: unknown) => {
      if (isClientGone(error, request)) {
        // The client went away mid-request: nothing to answer and nothing wrong with the server.
        request.socket.destroy();
        return;
      }
      console.error('[docpub-mock] server bug:', error);
      send(response, errorResponse(500, `reference server bug: ${(error as Error).message}`));
    });
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.keepAliveTimeout = Math.min(KEEP_ALIVE_TIMEOUT_MS, idleMs);
  server.on('connection', (socket) => {
    socket.setTimeout(idleMs);
    socket.on('timeout', () => socket.destroy());
  });
  // A malformed request or a reset connection is the client's doing: answer the status that says why, and close.
  server.on('clientError', (error: ParserError, socket) => {
    if (!socket.writable) return void socket.destroy();
    const [status, reason] = parserErrorStatus(error);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\n\r\n`);
  });
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
