/**
 * A bounded soak of the reference server over HTTP: autocannon drives mixed reads and writes on loopback
 * against the server in its own process, and the report gives the errors (target 0) and the server's memory
 * before and after (target flat). The writes are balanced (each comment posted is reacted to, resolved,
 * replied to and deleted again; a title is set to what it was), so a server that keeps nothing it should not
 * keep ends the soak as big as it started.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DEMO } from '@docpub/mock-server';
import type { ChildMessage, ServerLimits } from './server-process.js';

export interface SoakOptions {
  /** Seconds of measured load. */
  durationSeconds: number;
  /** Seconds of load before the first memory reading (fills the journal's ring, warms the JIT). */
  warmupSeconds: number;
  connections: number;
  /** Slow clients that send half a request head and stall; the server must drop them (long soaks only). */
  slowClients?: number;
}

export interface SoakReport {
  url: string;
  limits: ServerLimits;
  requests: number;
  requestsPerSecond: number;
  latencyP99Ms: number;
  /** Connection errors, timeouts, and answers that were not 2xx. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  memory: { before: Memory; after: Memory };
  /** Slow clients the server closed on its own, of those opened. */
  slowClientsDropped?: number;
}

export interface Memory {
  rss: number;
  heapUsed: number;
}

/** What this file needs of autocannon 9 (the package ships no types). */
interface LoadRequest {
  method: string;
  path?: string;
  body?: string;
  setupRequest?: (request: { path: string }, context: Record<string, string>) => { path: string };
  onResponse?: (status: number, body: string, context: Record<string, string>) => void;
}
interface LoadResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
  latency: { p99: number };
  statusCodeStats: Record<string, { count: number }>;
}
interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: LoadRequest[];
  timeout: number;
}
type Autocannon = ((options: LoadOptions) => PromiseLike<LoadResult | object>) & {
  aggregateResult(results: object[], options: LoadOptions): LoadResult;
};

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const SERVER = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const space = `/v1/spaces/${DEMO.spaces.api}`;
const comment = (context: Record<string, string>) => `${space}/comments/${context.comment ?? 'none'}`;

/** One connection's round: reads of several areas, and writes that leave the state as they found it. */
const ROUND: LoadRequest[] = [
  { method: 'GET', path: space },
  { method: 'GET', path: `/v1/orgs/${DEMO.organization}/spaces?limit=3` },
  { method: 'GET', path: `${space}/content/pages` },
  {
    method: 'POST',
    path: `${space}/comments`,
    body: JSON.stringify({ body: { markdown: 'Soak' } }),
    onResponse: (_status, body, context) => {
      context.comment = (JSON.parse(body) as { id?: string }).id ?? 'none';
    },
  },
  { method: 'PUT', setupRequest: (request, context) => ({ ...request, path: comment(context) }), body: JSON.stringify({ addedReactions: ['👍'], resolved: true }) },
  { method: 'POST', setupRequest: (request, context) => ({ ...request, path: `${comment(context)}/replies` }), body: JSON.stringify({ body: { markdown: 'Re' } }) },
  { method: 'GET', path: `${space}/comments?limit=5&status=all` },
  { method: 'DELETE', setupRequest: (request, context) => ({ ...request, path: comment(context) }) },
  { method: 'PATCH', path: `/v1/spaces/${DEMO.spaces.handbook}`, body: JSON.stringify({ title: 'Handbook' }) },
  { method: 'GET', path: `/v1/orgs/${DEMO.organization}/sites/${DEMO.sites.docs}/published` },
  { method: 'GET', path: `${space}/change-requests?status=draft` },
];

/** The server process, and a way to ask it questions over IPC. */
class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly limits: ServerLimits,
  ) {}

  static start(): Promise<ServerProcess> {
    const child = fork(SERVER, [], { cwd: ROOT, execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`the soak server exited early (code ${code})`)));
      child.once('message', (message: ChildMessage) => {
        if (message.type === 'ready') resolve(new ServerProcess(child, message.url, message.limits));
      });
    });
  }

  memory(): Promise<Memory> {
    return new Promise((resolve) => {
      this.child.once('message', (message: ChildMessage) => {
        if (message.type === 'memory') resolve({ rss: message.rss, heapUsed: message.heapUsed });
      });
      this.child.send({ type: 'memory' });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.removeAllListeners('exit');
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'stop' });
    });
  }
}

async function load(url: string, connections: number, duration: number): Promise<LoadResult> {
  const options: LoadOptions = {
    url: new URL(url).origin,
    connections,
    duration,
    timeout: 10,
    headers: { authorization: `Bearer ${DEMO.tokens.admin}`, 'content-type': 'application/json' },
    requests: ROUND,
  };
  const result = await autocannon(options);
  // Off the main thread (a test runner's worker) autocannon leaves its result raw, as for its own workers.
  return 'latency' in result ? (result as LoadResult) : autocannon.aggregateResult([result], options);
}

/** Opens sockets that send an unfinished request head and then nothing. */
async function openSlowClients(url: string, count: number): Promise<{ dropped: () => number; close: () => void }> {
  const { connect } = await import('node:net');
  const { hostname, port } = new URL(url);
  let dropped = 0;
  const sockets = Array.from({ length: count }, () => {
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    // Read whatever comes (a 408), so that the server closing its end is seen as 'end'.
    socket.resume();
    socket.once('end', () => (dropped += 1));
    socket.write(`GET /v1/user HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `);
    return socket;
  });
  return { dropped: () => dropped, close: () => sockets.forEach((socket) => socket.destroy()) };
}

/** Runs a soak and reports its figures. */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const server = await ServerProcess.start();
  try {
    await load(server.url, options.connections, options.warmupSeconds);
    const before = await server.memory();
    const slow = options.slowClients ? await openSlowClients(server.url, options.slowClients) : undefined;
    const result = await load(server.url, options.connections, options.durationSeconds);
    const after = await server.memory();
    const slowClientsDropped = slow?.dropped();
    slow?.close();
    const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
    return {
      url: server.url,
      limits: server.limits,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / options.durationSeconds),
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes,
      memory: { before, after },
      ...(slowClientsDropped === undefined ? {} : { slowClientsDropped }),
    };
  } finally {
    await server.stop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The report as a few lines of text. */
export function describeSoak(report: SoakReport, options: SoakOptions): string {
  const { before, after } = report.memory;
  return [
    `soak: ${options.durationSeconds} s, ${options.connections} connections on ${report.url}`,
    `  ${report.requests} requests (${report.requestsPerSecond}/s, p99 ${report.latencyP99Ms} ms), status codes ${JSON.stringify(report.statusCodes)}`,
    `  errors ${report.errors} (timeouts ${report.timeouts}, non-2xx ${report.non2xx})`,
    `  server RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}`,
    `  limits: request timeout ${report.limits.requestTimeout} ms, headers timeout ${report.limits.headersTimeout} ms, ` +
      `keep-alive ${report.limits.keepAliveTimeout} ms, max header ${report.limits.maxHeaderSize} B`,
    ...(report.slowClientsDropped === undefined ? [] : [`  slow clients dropped by the server: ${report.slowClientsDropped} of ${options.slowClients}`]),
  ].join('\n');
}
