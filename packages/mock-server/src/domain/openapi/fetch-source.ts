/**
 * Fetching a spec from its URL, through an injectable fetch with a timeout, so tests never touch the network
 * and a slow source ends as `FETCH_TIMEOUT` instead of leaving a spec in `progress` for ever.
 */
import type { SpecProcessErrorCode } from '../../store/org-data-records.js';

/** The part of `fetch` the processor uses; `globalThis.fetch` fits, and so does a test double. */
export type SpecFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string> },
) => Promise<Response>;

/** How long a fetch (answer and body) may take by default. */
export const DEFAULT_SPEC_FETCH_TIMEOUT_MS = 10_000;

/** Largest document read from a URL; a bigger answer is refused rather than held in memory. */
export const MAX_FETCHED_SPEC_BYTES = 20 * 1024 * 1024;

/** The text of the document, or why there is none. */
export type FetchedSpec = { text: string } | { error: Extract<SpecProcessErrorCode, 'FETCH_ERROR' | 'FETCH_TIMEOUT'> };

const ACCEPT = 'application/json, application/yaml, application/x-yaml, text/yaml, text/plain;q=0.9, */*;q=0.8';

/**
 * Fetches `url` within `timeoutMs`. Never rejects: network failures and non-2xx answers are `FETCH_ERROR`,
 * running out of time is `FETCH_TIMEOUT` (the request is aborted, and a fetch that ignores the abort is
 * simply no longer waited for).
 */
export async function fetchSpecText(fetch: SpecFetch, url: string, timeoutMs: number): Promise<FetchedSpec> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<FetchedSpec>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ error: 'FETCH_TIMEOUT' });
    }, timeoutMs);
  });
  try {
    return await Promise.race([attempt(fetch, url, controller), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function attempt(fetch: SpecFetch, url: string, controller: AbortController): Promise<FetchedSpec> {
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: ACCEPT } });
    if (!response.ok) return { error: 'FETCH_ERROR' };
    const declared = Number(response.headers.get('content-length'));
    if (declared > MAX_FETCHED_SPEC_BYTES) return { error: 'FETCH_ERROR' };
    const text = await response.text();
    if (text.length > MAX_FETCHED_SPEC_BYTES) return { error: 'FETCH_ERROR' };
    return { text };
  } catch {
    return { error: controller.signal.aborted ? 'FETCH_TIMEOUT' : 'FETCH_ERROR' };
  }
}

/**
 * Which URLs the server fetches for spec sources. Any member who may edit specs chooses the URL, so a server
 * reachable by others should not fetch wherever it is told:
 * - `any`: every http(s) URL (the default: the service itself fetches public URLs);
 * - `loopback`: only `localhost`, `*.localhost`, `127.0.0.0/8` and `[::1]`, for specs served next to the tests;
 * - `none`: no URL at all; URL sources end with `FETCH_ERROR` without a request.
 */
export type SpecFetchPolicy = 'any' | 'loopback' | 'none';

/** The policies, for flags and validation. */
export const SPEC_FETCH_POLICIES: readonly SpecFetchPolicy[] = ['any', 'loopback', 'none'];

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** True when `policy` lets the server fetch `url` (an http(s) URL it can parse, on an allowed host). */
export function fetchAllowed(url: string, policy: SpecFetchPolicy): boolean {
  if (policy === 'none' || !URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return policy === 'any' || isLoopbackHost(parsed.hostname);
}

/** The default fetcher: the platform's `fetch`, looked up at call time so a later polyfill or mock applies. */
export const platformFetch: SpecFetch = (url, init) => globalThis.fetch(url, init);
