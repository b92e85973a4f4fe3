/**
 * Fetching a content import's URL (docs/operations-beyond-the-reference.md, "Importing content"), through the
 * checked fetcher Git sync uses (domain/git/transport/checked-http.ts): every redirect hop and every resolved
 * address judged by the server's fetch policy, at most 5 redirects, the URL's credentials sent once as basic auth
 * to its own origin (dropped on a redirect to another), bytes counted while they stream in. Loaded on a content
 * import's first use, so servers that never import do not load it.
 *
 * Every failure is an {@link ImportFailure} whose message names why without the URL's credentials or query.
 */
import { GitSyncError } from '../git/transport/git-sync-error.js';
import { collect, ReceiveBudget, shownUrl } from '../git/transport/checked-http.js';
import { clientForUrl } from '../git/transport/remote.js';
import type { PlainFetch } from '../../fetching/node-fetch.js';
import type { FetchPolicy } from '../../fetching/fetch-policy.js';
import { documentKind, readDocument, UnreadableDocument, type ImportedDocument } from './import-document.js';
import type { ContentImportLimits } from './import-limits.js';

/** Why an import read nothing: answered as a 422, the space left as it was. */
export class ImportFailure extends Error {
  override readonly name = 'ImportFailure';
}

/** What fetching needs. */
export interface ImportFetchOptions {
  policy: FetchPolicy;
  limits: ContentImportLimits;
  /** The fetcher; the server's checked fetcher for `policy` by default. */
  fetch?: PlainFetch | undefined;
}

/** `type/subtype` of a Content-Type header, lower-cased; and its charset. */
function mediaTypeOf(header: string | undefined): { type: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters.map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter)?.[1]).find(Boolean);
  return { type: type.trim().toLowerCase(), ...(charset === undefined ? {} : { charset: charset.toLowerCase() }) };
}

function decode(bytes: Uint8Array, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    // An encoding the platform does not know: read as UTF-8, which never fails (bad sequences become U+FFFD).
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Fetches `rawUrl` and reads it as a page. @throws ImportFailure */
export async function fetchDocument(rawUrl: string, options: ImportFetchOptions): Promise<ImportedDocument> {
  const url = new URL(rawUrl);
  const shown = shownUrl(rawUrl);
  // The credentials go in the header, once; the query stays in the request (it may be what opens the document).
  const budget = new ReceiveBudget(options.limits.maxBytes);
  const signal = AbortSignal.timeout(options.limits.timeoutMs);
  const { http: client, authorization } = clientForUrl(url, { policy: options.policy, fetch: options.fetch, budget, signal });
  url.username = '';
  url.password = '';
  url.hash = '';
  try {
    const response = await client.request({ url: url.href, method: 'GET', headers: { accept: 'text/markdown, text/plain;q=0.9, text/html;q=0.8' } });
    if (response.statusCode === 401 || response.statusCode === 403) {
      throw new ImportFailure(`the source refused access (HTTP ${response.statusCode})${authorization === undefined ? '' : ': the credentials in the URL were not accepted'}`);
    }
    if (response.statusCode < 200 || response.statusCode > 299) throw new ImportFailure(`the source answered HTTP ${response.statusCode}`);
    const { type, charset } = mediaTypeOf(response.headers?.['content-type']);
    // Refused before its body is read: a type DocPub cannot read costs nothing more.
    if (documentKind(type) === undefined) {
      throw new ImportFailure(`DocPub cannot read a document of type ${type || '(none given)'} (it reads text/markdown, text/plain and text/html)`);
    }
    const bytes = response.body === undefined ? new Uint8Array() : await collect(response.body);
    // Relative links resolve against the address without credentials or query: neither reaches the page.
    return readDocument(decode(bytes, charset), type, shown);
  } catch (error) {
    throw failure(error, signal, options.limits, shown);
  }
}

function failure(error: unknown, signal: AbortSignal, limits: ContentImportLimits, shown: string): ImportFailure {
  if (error instanceof ImportFailure) return error;
  if (error instanceof UnreadableDocument) return new ImportFailure(error.message);
  if (signal.aborted) return new ImportFailure(`the source did not answer whole within ${limits.timeoutMs} ms`);
  if (error instanceof GitSyncError) {
    if (error.kind === 'limit') return new ImportFailure(`the source sent more than ${limits.maxBytes} bytes, the most an import reads`);
    return new ImportFailure(error.message);
  }
  return new ImportFailure(`could not read ${shown}`);
}
