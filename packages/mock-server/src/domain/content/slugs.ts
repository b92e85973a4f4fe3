/** Page slugs: derived from titles when not given, unique among siblings (paths must name one page). */
import { PAGE_SLUG_MAX } from '@docpub/sdk/contract';
import { trimAround, trimTrailing } from '../../core/trim-slashes.js';

/** The slug of a title that has no letters or digits at all (e.g. an emoji). */
const FALLBACK_SLUG = 'page';

/**
 * A URL-friendly form of a title: accents dropped, lower-cased, words joined by single hyphens, at most `max`
 * characters; `fallback` when no letter or digit is left. Page slugs and site paths alike.
 */
export function slugOf(title: string, max: number, fallback: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const cut = trimTrailing(trimAround(words, '-').slice(0, max), '-');
  return cut === '' ? fallback : cut;
}

/**
 * `base` if no sibling holds it, else `base-2`, `base-3`, … shortened to stay within `max` characters.
 */
export function uniqueWithin(base: string, taken: ReadonlySet<string>, max: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${trimTrailing(base.slice(0, max - suffix.length), '-')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A page slug made from a title; it always satisfies the contract's slug pattern ({@link PAGE_SLUG_MAX}). */
export function slugify(title: string): string {
  return slugOf(title, PAGE_SLUG_MAX, FALLBACK_SLUG);
}

/**
 * `base` if no sibling holds it, else `base-2`, `base-3`, … (shortened to stay within the maximum). Used for
 * slugs the server chose; a slug the caller chose is never renamed, it is refused when taken.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  return uniqueWithin(base, taken, PAGE_SLUG_MAX);
}
