/**
 * A repository URL split into what Git's requests use (the URL without credentials, query or fragment) and what
 * goes in their header (the credentials, as basic auth). The credentials live only in this object, for the one
 * operation it serves.
 */
import type { FetchPolicy } from '../../../fetching/fetch-policy.js';
import { defaultFetch, type PlainFetch } from '../../../fetching/node-fetch.js';
import type { GitLimits } from '../limits.js';
import type { HttpClient } from 'isomorphic-git';
import { checkedHttpClient, ReceiveBudget, shownUrl } from './checked-http.js';
import { openLocalRepository, openMemoryRepository, type MemoryRepository } from './memory-repository.js';

/** The basic-auth header of a URL's credentials, or undefined when it has none. */
export function authorizationOf(url: URL): string | undefined {
  if (url.username === '' && url.password === '') return undefined;
  const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return `Basic ${bytesToBase64(new TextEncoder().encode(pair))}`;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What a client of a URL's origin needs besides the URL. */
export interface ClientOptions {
  policy: FetchPolicy;
  /** The fetcher; by default the server's checked fetcher for `policy`. */
  fetch?: PlainFetch | undefined;
  budget: ReceiveBudget;
  signal: AbortSignal;
}

/**
 * The checked HTTP client for `url`'s origin (checked-http.ts), sending the URL's credentials as basic auth; and
 * that header, so that a caller can say whether credentials were refused. Git sync and content import use it.
 */
export function clientForUrl(url: URL, options: ClientOptions): { http: HttpClient; authorization: string | undefined } {
  const authorization = authorizationOf(url);
  const http = checkedHttpClient({
    fetch: options.fetch ?? defaultFetch(options.policy),
    policy: options.policy,
    origin: url.origin,
    authorization,
    budget: options.budget,
    signal: options.signal,
  });
  return { http, authorization };
}

/** Where an operation connects and within which bounds. */
export interface RemoteOptions {
  url: string;
  policy: FetchPolicy;
  limits: GitLimits;
  signal: AbortSignal;
  /** The fetcher; by default the server's checked fetcher for `policy`. */
  fetch?: PlainFetch;
}

/** An in-memory repository whose requests go to `options.url` through the checked fetcher. */
export async function connect(options: RemoteOptions): Promise<{ repository: MemoryRepository; budget: ReceiveBudget }> {
  const url = new URL(options.url);
  const budget = new ReceiveBudget(options.limits.maxReceivedBytes);
  if (url.protocol === 'file:') return { repository: openLocalRepository(decodeURIComponent(url.pathname)), budget };
  const { http } = clientForUrl(url, { policy: options.policy, fetch: options.fetch, budget, signal: options.signal });
  return { repository: await openMemoryRepository(shownUrl(options.url), http), budget };
}
