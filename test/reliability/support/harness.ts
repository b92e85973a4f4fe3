/**
 * A reference server driven through its core with plain requests: synchronous, no network, no SDK. The
 * reliability tests send thousands of requests, many of them deliberately broken, and need to see exactly
 * what the server answered (status, headers, body), so they bypass every client-side check.
 */
import { isDeepStrictEqual } from 'node:util';
import { API_PREFIX, createServer, type DocPubServer, type StoreSnapshot } from '@docpub/mock-server';
import { TestClock } from './clock.js';

export { START } from './clock.js';

/** What a test sends: a path below `/v1` (already encoded), and the parts of a request it wants to set. */
export interface WireRequest {
  method: string;
  path: string;
  /** Bearer token; `undefined` sends no `Authorization` header at all. */
  token?: string | undefined;
  query?: Record<string, string | string[]>;
  /** A JSON value to send (with `content-type: application/json`). */
  body?: unknown;
  /** Raw body text, sent as is (overrides `body`). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** What the server answered. */
export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A server bug the core reported (a 500), with the request that caused it. */
export interface ReportedBug {
  error: unknown;
  method: string;
  path: string;
}

export interface HarnessOptions {
  /** Check every success body against the contract (a mismatch is a 500, caught as a bug). Default true. */
  validateResponses?: boolean;
  /**
   * Run Git sync's work in a worker thread (the default, as in production). Off, it runs in the test's own
   * thread: a worker compiles DocPub's sources anew each time, which a test of what sync stores and answers does
   * not need (the worker path has tests of its own in packages/mock-server/test/git/).
   */
  gitWorker?: boolean;
}

/** A demo-world server plus a synchronous way to talk to its core. */
export class Harness {
  readonly server: DocPubServer<TestClock>;
  /** Every 500 the core reported since the last {@link takeBugs}. */
  private bugs: ReportedBug[] = [];
  /** Requests sent through {@link send}; the figures of a run. */
  sent = 0;

  constructor(options: HarnessOptions = {}) {
    this.server = createServer({
      clock: new TestClock(),
      validateResponses: options.validateResponses ?? true,
      // A content import reads its URL: here every URL is one markdown document, never the network.
      contentImportFetch: async () => new Response('# Imported\n\nFrom the harness.\n', { headers: { 'content-type': 'text/markdown' } }),
      ...(options.gitWorker === undefined ? {} : { gitWorker: options.gitWorker }),
    });
  }

  /**
   * Sends one request to the API and returns the answer, waiting for what the operation reads first (a content
   * import's URL). Never throws for an HTTP status.
   */
  async serve(request: WireRequest): Promise<WireResponse> {
    const plain = this.plain(request);
    const report = console.error;
    console.error = (...args: unknown[]) => this.bugs.push({ error: args.at(-1), method: plain.method, path: plain.path });
    try {
      const answer = await this.server.core.serve(plain);
      return { status: answer.status, headers: answer.headers, body: answer.body };
    } finally {
      console.error = report;
    }
  }

  private plain(request: WireRequest) {
    this.sent += 1;
    const headers: Record<string, string | undefined> = { ...lowerCased(request.headers ?? {}) };
    if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
    let body = request.rawBody;
    if (body === undefined && request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] ??= 'application/json';
    }
    return { method: request.method, path: `${API_PREFIX}${request.path}`, query: request.query ?? {}, headers, body };
  }

  /**
   * Sends one request to the API and returns the answer at once. Never throws for an HTTP status. An operation
   * that reads beyond the state first (a content import) answers 422 here once its checks pass: use {@link serve}.
   */
  send(request: WireRequest): WireResponse {
    const plain = this.plain(request);
    // The core reports a bug (its 500s) on console.error; the call is synchronous, so borrowing
    // console.error for its duration catches exactly this request's report, as data to fail with.
    const report = console.error;
    console.error = (...args: unknown[]) => this.bugs.push({ error: args.at(-1), method: plain.method, path: plain.path });
    let answer;
    try {
      answer = this.server.core.handle(plain);
    } finally {
      console.error = report;
    }
    return { status: answer.status, headers: answer.headers, body: answer.body };
  }

  /** The bugs reported since the last call, and forgets them. */
  takeBugs(): ReportedBug[] {
    const bugs = this.bugs;
    this.bugs = [];
    return bugs;
  }

  snapshot(): StoreSnapshot {
    return this.server.store.snapshot();
  }

  restore(snapshot: StoreSnapshot): void {
    this.server.store.restore(snapshot);
  }

  /** True when the server's whole state equals `snapshot` (deep, Maps included). */
  stateEquals(snapshot: StoreSnapshot): boolean {
    return isDeepStrictEqual(this.server.store.data, snapshot);
  }
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
