/** The schemes of URLs as a browser reads them, and the ones a published page may link to. */

/** Schemes a link or an image may use as they are; a URL without a scheme (relative, `#anchor`) is read apart. */
export const SAFE_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** The scheme of a URL as a browser would read it (lower-cased, with its colon): control characters and blanks dropped first. */
export function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^[a-z][a-z0-9+.-]*:/.exec(cleaned)?.[0];
}

/** Whether a link or image URL is safe to send to a browser as it is. */
export function isSafeUrl(url: string): boolean {
  const scheme = schemeOf(url);
  // `\\` or `//` starting a URL names another host, which is fine for a link; a scheme must be a safe one.
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
}
