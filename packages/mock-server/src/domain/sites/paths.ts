/**
 * Paths of sections and site spaces on a published site, and the basenames of sites. New ones are made from
 * titles and kept unique among their siblings, so creating never fails on a clash; changing one to a taken
 * path is a 409 (docs/behaviour.md, "Sites").
 */
import { slugOf, uniqueWithin } from '../content/slugs.js';

/** The longest section or site-space path (API reference Limits), and the longest basename. */
export const MAX_PATH_LENGTH = 100;

/** A path made from a title (see {@link slugOf}); `fallback` when no letter or digit is left. */
export function slugify(title: string, fallback: string): string {
  return slugOf(title, MAX_PATH_LENGTH, fallback);
}

/** `base`, or `base-2`, `base-3`… — the first not in `taken`, cut so that it stays within the length limit. */
export function uniquePath(base: string, taken: ReadonlySet<string>): string {
  return uniqueWithin(base, taken, MAX_PATH_LENGTH);
}
