/**
 * Trimming slashes in linear time. `/\/+$/` looks like it, but a regex engine tries it from every slash of a
 * long run that does not end the text, which is quadratic in the run (a 68 KB path of slashes took seconds).
 */

const SLASH = 0x2f;

/** `text` without the slashes that end it: `a/b//` → `a/b`. */
export function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === SLASH) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the slashes that start or end it: `//a/b/` → `a/b`. */
export function trimSlashes(text: string): string {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) === SLASH) start++;
  return trimTrailingSlashes(text.slice(start));
}

/** `text` up to its first `?` or `#` (a path without its query and fragment). */
export function withoutQueryAndFragment(text: string): string {
  const cut = text.search(/[?#]/);
  return cut < 0 ? text : text.slice(0, cut);
}
