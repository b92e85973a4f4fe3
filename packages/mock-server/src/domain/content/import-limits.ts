/**
 * How a world's content imports fetch (`createServer({ contentImportLimits, contentImportFetch })`), kept beside
 * its store like its Git sync: options are not data, and snapshots must stay clonable.
 */
import type { PlainFetch } from '../../fetching/node-fetch.js';
import type { Store } from '../../store/store.js';

/** Bounds of one content import. */
export interface ContentImportLimits {
  /** Bytes the source may send, counted while they stream in (2 MiB by default). */
  maxBytes: number;
  /** Time from the first request to the last byte, redirects included (30 s by default). */
  timeoutMs: number;
}

export const DEFAULT_CONTENT_IMPORT_LIMITS: ContentImportLimits = Object.freeze({ maxBytes: 2 * 1024 * 1024, timeoutMs: 30_000 });

/** How one world's content imports fetch. */
export interface ContentImportSettings {
  limits: ContentImportLimits;
  /** The fetcher (a test's fake); the server's checked fetcher for its fetch policy when absent. */
  fetch?: PlainFetch | undefined;
}

const settings = new WeakMap<Store, ContentImportSettings>();

/** Sets how `store`'s content imports fetch. @throws TypeError for a bound that is not a positive integer. */
export function configureContentImport(store: Store, limits: Partial<ContentImportLimits> = {}, fetch?: PlainFetch): void {
  const merged = { ...DEFAULT_CONTENT_IMPORT_LIMITS, ...limits };
  for (const [name, value] of Object.entries(merged)) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new TypeError(`contentImportLimits.${name}: must be a positive integer, got ${String(value)}`);
  }
  settings.set(store, { limits: merged, ...(fetch === undefined ? {} : { fetch }) });
}

/** How `store`'s content imports fetch. */
export function contentImportOf(store: Store): ContentImportSettings {
  return settings.get(store) ?? { limits: DEFAULT_CONTENT_IMPORT_LIMITS };
}
