/**
 * Importing content into a space from a URL (`POST /spaces/{spaceId}/content/import`;
 * docs/operations-beyond-the-reference.md, "Importing content").
 *
 * The reference server does not reach the network for an import: it records what was imported where readers see
 * it. The import is one new primary revision, like any edit, adding a top-level page titled after the source's
 * address whose document names the source and its kind. Credentials inside the URL are dropped before anything
 * is stored, as for Git sync.
 */
import { PAGE_TITLE_MAX } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import type { RevisionRecord, SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { seedContent } from './content-seed.js';

/** The URL without user name or password. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/** `https://example.com/docs/getting-started` → `Getting started`; the host when the path is empty. */
export function importedTitle(url: string): string {
  const parsed = new URL(url);
  const last = parsed.pathname.split('/').filter(Boolean).pop();
  let words = parsed.hostname || url;
  if (last !== undefined) {
    try {
      words = decodeURIComponent(last);
    } catch {
      words = last;
    }
    words = words.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ').trim() || parsed.hostname;
  }
  const title = words.charAt(0).toUpperCase() + words.slice(1);
  return title.slice(0, PAGE_TITLE_MAX);
}

/** Imports `url` into the primary content of `space`; returns the new primary revision. */
export function importContent(store: Store, clock: Clock, space: SpaceRecord, input: { url: string; source?: string | undefined }): RevisionRecord {
  const url = withoutCredentials(input.url);
  const kind = input.source === undefined ? '' : ` (${input.source})`;
  // Seeding applies a page as one new primary revision whose parent is the previous one: an edit like any other.
  const seeded = seedContent(store, clock, {
    kind: 'content',
    spaceId: space.id,
    pages: [{ title: importedTitle(url), markdown: `Imported from <${url}>${kind}.` }],
  });
  return store.data.revisions.get(seeded.revision)!;
}
