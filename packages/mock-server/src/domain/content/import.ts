/**
 * Importing content into a space from a URL (`POST /spaces/{spaceId}/content/import`;
 * docs/operations-beyond-the-reference.md, "Importing content").
 *
 * The import reads its URL before it answers (a prepared handler: core/types.ts): the URL is checked (scheme,
 * the server's fetch policy, a runtime that can reach it), fetched through the checked fetcher
 * (./import-fetch.ts, loaded on first use) and read as a page (./import-document.ts). Then, in the request's
 * transaction, the page is added at the end of the primary content as one new primary revision, like any edit.
 * A source that fails, or that DocPub cannot read, is a 422 naming why, and the space is left as it was. The URL's
 * credentials are used for that one request and never kept; nor is its query: neither reaches the page.
 */
import type { Clock } from '../../core/clock.js';
import { badRequest, HttpError } from '../../core/http-error.js';
import { urlAllowed } from '../../fetching/fetch-policy.js';
import type { RevisionRecord, SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { gitSyncOf } from '../git/sync-runner.js';
import { gitRuntimeAvailable } from '../git/worker/off-thread.js';
import { seedContent } from './content-seed.js';
import type { ImportedDocument } from './import-document.js';
import { contentImportOf } from './import-limits.js';

/** The status of an import that read nothing: the source failed, or is not a document DocPub reads. */
export const IMPORT_FAILED_STATUS = 422;


/**
 * Reads the document at `url` for `store`'s world, under the fetch policy of its Git sync (`--git-fetch`).
 * @throws HttpError 400 naming `url` for a scheme other than http(s) or a host the policy refuses; 422 in a
 *   runtime that cannot fetch (a browser) and for a source that fails or that DocPub cannot read.
 */
export async function fetchImport(store: Store, url: string): Promise<ImportedDocument> {
  if (!gitRuntimeAvailable()) {
    throw new HttpError(IMPORT_FAILED_STATUS, 'content import needs a server runtime: this server runs in a browser, where it cannot fetch URLs');
  }
  const { protocol } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') throw badRequest('url', 'must be an http(s) URL');
  const { policy } = gitSyncOf(store);
  if (!urlAllowed(url, policy)) throw badRequest('url', `the server's fetch policy '${policy}' refuses this host`);
  const { fetchDocument, ImportFailure } = await import('./import-fetch.js');
  try {
    return await fetchDocument(url, { policy, ...contentImportOf(store) });
  } catch (error) {
    if (error instanceof ImportFailure) throw new HttpError(IMPORT_FAILED_STATUS, `content import read nothing: ${error.message}; the space was left as it was`);
    throw error;
  }
}

/** Adds `document` as a page at the end of the primary content of `space`; returns the new primary revision. */
export function importContent(store: Store, clock: Clock, space: SpaceRecord, document: ImportedDocument): RevisionRecord {
  // Seeding applies a page as one new primary revision whose parent is the previous one: an edit like any other.
  const seeded = seedContent(store, clock, {
    kind: 'content',
    spaceId: space.id,
    pages: [{ title: document.title, markdown: document.markdown }],
  });
  return store.data.revisions.get(seeded.revision)!;
}
