/**
 * Fetching a spec from its URL, through an injectable fetch with a timeout, so tests never touch the network
 * and a slow source ends as `FETCH_TIMEOUT` instead of leaving a spec in `progress` for ever.
 *
 * Redirects are followed here, one hop at a time, so that the fetch policy judges every URL the server is sent
 * to; the body is read as a stream and abandoned once it passes the size cap, whatever the source declares.
 */
import type { SpecProcessErrorCode } from '../../store/org-data-records.js';
import { FETCH_POLICIES, urlAllowed, type FetchPolicy } from '../../fetching/fetch-policy.js';
import type { PlainFetch } from '../../fetching/node-fetch.js';

/** Which URLs the server fetches for spec sources: the server's one kind of fetch policy. */
export type SpecFetchPolicy = FetchPolicy;

/** The policies, for flags and validation. */
export const SPEC_FETCH_POLICIES = FETCH_POLICIES;

/**
 * The part of `fetch` the processor uses; `globalThis.fetch` fits, and so does a test double. It is asked not to
 * follow redirects (`redirect: 'manual'`): a 3xx answer with a `Location` is followed by the processor.
 */
export type SpecFetch = PlainFetch;

/** How long a fetch (every hop and the body) may take by default. */
export const DEFAULT_SPEC_FETCH_TIMEOUT_MS = 10_000;

/** Largest document read from a URL; reading stops once a body passes it, and the fetch fails. */
export const MAX_FETCHED_SPEC_BYTES = 20 * 1024 * 1024;

/** Most redirects followed from a spec URL; one more is `FETCH_ERROR`. */
export const MAX_SPEC_REDIRECTS = 5;

/** The text of the document, or why there is none. */
export type FetchedSpec = { text: string } | { error: Extract<SpecProcessErrorCode, 'FETCH_ERROR' | 'FETCH_TIMEOUT'> };

const ACCEPT = 'application/json, application/yaml, application/x-yaml, text/yaml, text/plain;q=0.9, */*;q=0.8';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches `url` within `timeoutMs`, following redirects the `policy` allows. Never rejects: a refused URL,
 * network failures, non-2xx answers and bodies over the cap are `FETCH_ERROR`, running out of time is
 * `FETCH_TIMEOUT` (the request is aborted, and a fetch that ignores the abort is simply no longer waited for).
 */
export async function fetchSpecText(fetch: SpecFetch, url: string, timeoutMs: number, policy: SpecFetchPolicy = 'any'): Promise<FetchedSpec> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<FetchedSpec>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ error: 'FETCH_TIMEOUT' });
    }, timeoutMs);
  });
  try {
    return await Promise.race([attempt(fetch, url, policy, controller), timedOut]);
  } finally {
    clearTimeout(timer);
    // Whatever ended the fetch (an answer, a refusal, the cap), nothing more is read from any hop.
    controller.abort();
  }
}

async function attempt(fetch: SpecFetch, url: string, policy: SpecFetchPolicy, controller: AbortController): Promise<FetchedSpec> {
  try {
    let target = url;
    for (let hop = 0; hop <= MAX_SPEC_REDIRECTS; hop++) {
      if (!urlAllowed(target, policy)) return { error: 'FETCH_ERROR' };
      const response = await fetch(target, { signal: controller.signal, headers: { accept: ACCEPT }, redirect: 'manual' });
      const location = response.headers.get('location');
      if (REDIRECT_STATUSES.has(response.status) && location !== null) {
        await response.body?.cancel().catch(() => undefined);
        if (!URL.canParse(location, target)) return { error: 'FETCH_ERROR' };
        target = new URL(location, target).href;
        continue;
      }
      if (!response.ok) return { error: 'FETCH_ERROR' };
      return await readCapped(response);
    }
    return { error: 'FETCH_ERROR' };
  } catch {
    return { error: controller.signal.aborted ? 'FETCH_TIMEOUT' : 'FETCH_ERROR' };
  }
}

/** The body as text, read chunk by chunk and abandoned once it passes {@link MAX_FETCHED_SPEC_BYTES}. */
async function readCapped(response: Response): Promise<FetchedSpec> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_FETCHED_SPEC_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    return { error: 'FETCH_ERROR' };
  }
  if (response.body === null) return { text: '' };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > MAX_FETCHED_SPEC_BYTES) {
      await reader.cancel().catch(() => undefined);
      return { error: 'FETCH_ERROR' };
    }
    parts.push(decoder.decode(chunk.value, { stream: true }));
  }
  parts.push(decoder.decode());
  return { text: parts.join('') };
}
