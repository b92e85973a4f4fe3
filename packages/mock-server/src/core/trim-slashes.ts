/**
 * Trimming slashes (or any one character) in linear time. `/\/+$/` looks like it, but a regex engine tries it from every slash of a
 * long run that does not end the text, which is quadratic in the run (a 68 KB path of slashes took seconds).
 */

/** `text` without the `character`s (one UTF-16 unit) that end it: `trimTrailing('a-b--', '-')` → `a-b`. */
export function trimTrailing(text: string, character: string): string {
  const code = character.charCodeAt(0);
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === code) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the `character`s that start or end it: `trimAround('..a.b.', '.')` → `a.b`. */
export function trimAround(text: string, character: string): string {
  const code = character.charCodeAt(0);
  let start = 0;
  while (start < text.length && text.charCodeAt(start) === code) start++;
  return trimTrailing(text.slice(start), character);
}

/** `text` without the slashes that end it: `a/b//` → `a/b`. */
export const trimTrailingSlashes = (text: string): string => trimTrailing(text, '/');

/** `text` without the slashes that start or end it: `//a/b/` → `a/b`. */
export const trimSlashes = (text: string): string => trimAround(text, '/');

/** `text` up to its first `?` or `#` (a path without its query and fragment). */
export function withoutQueryAndFragment(text: string): string {
  const cut = text.search(/[?#]/);
  return cut < 0 ? text : text.slice(0, cut);
}
