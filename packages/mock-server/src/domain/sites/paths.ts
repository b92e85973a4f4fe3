/**
 * Paths of sections and site spaces on a published site, and the basenames of sites. New ones are made from
 * titles and kept unique among their siblings, so creating never fails on a clash; changing one to a taken
 * path is a 409 (docs/behaviour.md, "Sites").
 */

/** The longest section or site-space path (API reference Limits), and the longest basename. */
export const MAX_PATH_LENGTH = 100;

/** A URL-friendly form of a title: lower-case letters and digits joined by `-`; `fallback` when none is left. */
export function slugify(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PATH_LENGTH)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`… — the first not in `taken`, cut so that it stays within the length limit. */
export function uniquePath(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_PATH_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
