/** Page slugs: derived from titles when not given, unique among siblings (paths must name one page). */
import { PAGE_SLUG_MAX } from '@docpub/sdk/contract';

/** The slug of a title that has no letters or digits at all (e.g. an emoji). */
const FALLBACK_SLUG = 'page';

/**
 * A slug made from a title: accents dropped, lower-cased, words joined by single hyphens, at most
 * {@link PAGE_SLUG_MAX} characters — so it always satisfies the contract's slug pattern.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = words.slice(0, PAGE_SLUG_MAX).replace(/-+$/, '');
  return cut === '' ? FALLBACK_SLUG : cut;
}

/**
 * `base` if no sibling holds it, else `base-2`, `base-3`, … (shortened to stay within the maximum). Used for
 * slugs the server chose; a slug the caller chose is never renamed, it is refused when taken.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, PAGE_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
