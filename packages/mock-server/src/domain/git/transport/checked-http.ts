/**
 * The HTTP client Git's smart protocol runs on: DocPub's own checked fetcher, not the Git library's, which would
 * follow redirects by itself. Every hop of a redirect (at most {@link MAX_GIT_REDIRECTS}) is judged by the fetch
 * policy before a request is sent, and every address a name resolves to by the fetcher itself (fetching/node-fetch.ts).
 * The repository URL's credentials travel as a basic-auth header to the repository's own origin only: a redirect
 * to another origin drops them. Bytes received are counted while they stream in, across every request of the
 * operation, and the operation fails once they pass its cap.
 */
import type { GitHttpRequest, GitHttpResponse, HttpClient } from 'isomorphic-git';
import { urlAllowed, type FetchPolicy } from '../../../fetching/fetch-policy.js';
import type { PlainFetch } from '../../../fetching/node-fetch.js';
import { GitSyncError } from './git-sync-error.js';
import { PackGuard } from './pack-guard.js';

/** Most redirects followed for one request; one more fails the operation. */
export const MAX_GIT_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The bytes one operation may still receive; shared by its requests. */
export class ReceiveBudget {
  received = 0;

  constructor(readonly maxBytes: number) {}

  /** Counts `bytes`; throws once the total passes the cap. */
  take(bytes: number): void {
    this.received += bytes;
    if (this.received > this.maxBytes) {
      throw new GitSyncError('limit', `the repository sent more than ${this.maxBytes} bytes, the cap of one operation`);
    }
  }
}

/** What the client needs to send an operation's requests. */
export interface CheckedHttpOptions {
  fetch: PlainFetch;
  policy: FetchPolicy;
  /** The repository's origin: the only one the credentials go to. */
  origin: string;
  /** `Basic …` from the URL's credentials, when it had some. */
  authorization?: string | undefined;
  budget: ReceiveBudget;
  signal: AbortSignal;
}

/** The URL as a message may name it: no credentials, no query, no fragment. */
export function shownUrl(raw: string): string {
  if (!URL.canParse(raw)) return '(an unreadable URL)';
  const url = new URL(raw);
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.href;
}

/** An isomorphic-git HTTP client that sends every request through the checked fetcher. */
export function checkedHttpClient(options: CheckedHttpOptions): HttpClient {
  return { request: (request) => send(options, request) };
}

async function send(options: CheckedHttpOptions, request: GitHttpRequest): Promise<GitHttpResponse> {
  let body = request.body === undefined ? undefined : await collect(request.body);
  let method = request.method ?? 'GET';
  let target = request.url;
  for (let hop = 0; hop <= MAX_GIT_REDIRECTS; hop++) {
    if (!urlAllowed(target, options.policy)) {
      throw new GitSyncError('policy', `the fetch policy '${options.policy}' refuses ${shownUrl(target)}`);
    }
    const headers = { ...request.headers };
    delete headers.authorization;
    delete headers.Authorization;
    if (options.authorization !== undefined && new URL(target).origin === options.origin) headers.authorization = options.authorization;
    const response = await fetchOnce(options, target, { method, headers, ...(body === undefined ? {} : { body }) });
    const location = response.headers.get('location');
    if (REDIRECT_STATUSES.has(response.status) && location !== null) {
      await response.body?.cancel().catch(() => undefined);
      if (!URL.canParse(location, target)) throw new GitSyncError('network', `${shownUrl(target)} redirected to an unreadable URL`);
      target = new URL(location, target).href;
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    return answerOf(options, target, method, response);
  }
  throw new GitSyncError('network', `${shownUrl(request.url)} redirected more than ${MAX_GIT_REDIRECTS} times`);
}

async function fetchOnce(
  options: CheckedHttpOptions,
  target: string,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array },
): Promise<Response> {
  try {
    try {
      return await options.fetch(target, { ...init, signal: options.signal, redirect: 'manual' });
    } catch (error) {
      // A kept-alive connection the host closed meanwhile fails at once: a request that only reads is sent again.
      if (!isStaleConnection(error) || options.signal.aborted || target.includes('git-receive-pack')) throw error;
      return await options.fetch(target, { ...init, signal: options.signal, redirect: 'manual' });
    }
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason instanceof GitSyncError ? options.signal.reason : error;
    const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === 'EFETCHPOLICY') throw new GitSyncError('policy', (error as Error).message);
    throw new GitSyncError('network', `could not reach ${new URL(target).origin}${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}

function isStaleConnection(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}

function answerOf(options: CheckedHttpOptions, url: string, method: string, response: Response): GitHttpResponse {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const declared = Number(response.headers.get('content-length'));
  if (declared > options.budget.maxBytes - options.budget.received) {
    void response.body?.cancel().catch(() => undefined);
    options.budget.take(declared);
  }
  return {
    url,
    method,
    headers,
    statusCode: response.status,
    statusMessage: response.statusText,
    ...(response.body === null ? {} : { body: counted(response.body, options.budget, packGuardOf(url, method, options.budget)) }),
  };
}

/**
 * A guard for the pack an upload-pack answer carries (pack-guard.ts): no object may inflate past the bytes the
 * operation may receive, so memory stays within that cap whatever the pack claims.
 */
function packGuardOf(url: string, method: string, budget: ReceiveBudget): PackGuard | undefined {
  if (method !== 'POST' || !new URL(url).pathname.endsWith('/git-upload-pack')) return undefined;
  return new PackGuard(budget.maxBytes, budget.maxBytes);
}

/** The body's chunks, each counted against the budget (and read by the pack's guard) before it is handed on. */
async function* counted(body: ReadableStream<Uint8Array>, budget: ReceiveBudget, guard: PackGuard | undefined): AsyncIterableIterator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      budget.take(chunk.value.byteLength);
      guard?.push(chunk.value);
      yield chunk.value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Every chunk of `chunks`, joined. */
export async function collect(chunks: AsyncIterableIterator<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    length += chunk.byteLength;
  }
  const whole = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}
