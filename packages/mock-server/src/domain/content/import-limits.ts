/**
 * The bounds of a world's content imports (`createServer({ contentImportLimits })`), kept beside its store like
 * its Git sync: options are not data, and snapshots must stay clonable.
 */
import type { Store } from '../../store/store.js';

/** Bounds of one content import. */
export interface ContentImportLimits {
  /** Bytes the source may send, counted while they stream in (2 MiB by default). */
  maxBytes: number;
  /** Time from the first request to the last byte, redirects included (30 s by default). */
  timeoutMs: number;
}

export const DEFAULT_CONTENT_IMPORT_LIMITS: ContentImportLimits = Object.freeze({ maxBytes: 2 * 1024 * 1024, timeoutMs: 30_000 });

const limits = new WeakMap<Store, ContentImportLimits>();

/** Sets the bounds of `store`'s content imports. @throws TypeError for a bound that is not a positive integer. */
export function configureContentImport(store: Store, options: Partial<ContentImportLimits> = {}): void {
  const merged = { ...DEFAULT_CONTENT_IMPORT_LIMITS, ...options };
  for (const [name, value] of Object.entries(merged)) {
    if (!Number.isSafeInteger(value) || value <= 0) throw new TypeError(`contentImportLimits.${name}: must be a positive integer, got ${String(value)}`);
  }
  limits.set(store, merged);
}

/** The bounds of `store`'s content imports. */
export function contentImportLimitsOf(store: Store): ContentImportLimits {
  return limits.get(store) ?? DEFAULT_CONTENT_IMPORT_LIMITS;
}
