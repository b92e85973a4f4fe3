/**
 * Serves the bare repositories of a directory over Git's smart HTTP protocol on 127.0.0.1: `git http-backend`
 * (CGI) behind node:http, with push enabled by each repository's `http.receivepack`, and optional basic auth.
 * Tests may also install a `hook` that answers some requests in the backend's place (a hostile server).
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A user and password the server asks for; requests without them get 401 and `WWW-Authenticate`. */
export interface BasicAuth {
  user: string;
  password: string;
}

export interface GitHttpServerOptions {
  /** The directory of the bare repositories (`<root>/<name>.git`). */
  root: string;
  auth?: BasicAuth;
  /** Answers a request itself when it returns true (after the auth check). */
  hook?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** A running Git HTTP server. */
export interface GitHttpServer {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The URL of a repository, with credentials when given. */
  url(name: string, credentials?: BasicAuth): string;
  /** Every request received: method, path and query, and its `Authorization` header. */
  requests: { method: string; url: string; authorization?: string }[];
  close(): Promise<void>;
}

/** Starts serving `options.root` on an ephemeral port of 127.0.0.1. */
export async function serveRepositories(options: GitHttpServerOptions): Promise<GitHttpServer> {
  const requests: GitHttpServer['requests'] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    requests.push({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      ...(request.headers.authorization === undefined ? {} : { authorization: request.headers.authorization }),
    });
    if (options.auth && request.headers.authorization !== basicHeader(options.auth)) {
      request.resume();
      response.writeHead(401, { 'www-authenticate': 'Basic realm="git"', 'content-type': 'text/plain' });
      response.end('authentication required');
      return;
    }
    if (options.hook?.(request, response)) return;
    runBackend(options.root, request, response, options.auth?.user);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    url: (name, credentials) => {
      const url = new URL(`${origin}/${name}.git`);
      if (credentials) {
        url.username = encodeURIComponent(credentials.user);
        url.password = encodeURIComponent(credentials.password);
      }
      return url.href;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hook may hold an answer open for ever: end every connection.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The `Authorization` header of `auth`. */
export const basicHeader = (auth: BasicAuth) => `Basic ${Buffer.from(`${auth.user}:${auth.password}`).toString('base64')}`;

/** Runs `git http-backend` for one request: the request body to its input, its CGI output to the answer. */
function runBackend(root: string, request: IncomingMessage, response: ServerResponse, user: string | undefined): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const backend = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: request.method ?? 'GET',
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      // Set even without auth: receive-pack refuses anonymous pushes, and the tests push.
      REMOTE_USER: user ?? 'anonymous',
      REMOTE_ADDR: '127.0.0.1',
      ...(request.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: request.headers['content-encoding'] } : {}),
      ...(request.headers['git-protocol'] ? { GIT_PROTOCOL: String(request.headers['git-protocol']) } : {}),
    },
  });
  request.pipe(backend.stdin);
  backend.stdin.on('error', () => undefined);
  let head = Buffer.alloc(0);
  let headersDone = false;
  backend.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) {
      response.write(chunk);
      return;
    }
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    headersDone = true;
    const lines = head.subarray(0, end).toString('latin1').split('\r\n');
    let status = 200;
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else response.setHeader(name, value);
    }
    response.statusCode = status;
    response.write(head.subarray(end + 4));
  });
  backend.stdout.on('end', () => response.end());
  backend.on('error', () => {
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
}
