/**
 * A page's markdown as HTML, by markdown-it: raw HTML off (tags in the text are shown as text), links and
 * images only with a safe scheme (anything else stays text), no typographic rewriting.
 */
import MarkdownIt from 'markdown-it';

/** Schemes a link or an image may use; a URL without a scheme (relative, `#anchor`) is always allowed. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** The scheme of a URL as a browser would read it: control characters and blanks dropped first. */
function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  return /^[a-z][a-z0-9+.-]*:/.exec(cleaned)?.[0];
}

/** Whether a link or image URL is safe to send to a browser. */
export function isSafeUrl(url: string): boolean {
  const scheme = schemeOf(url);
  // `\\` or `//` starting a URL names another host, which is fine for a link; a scheme must be a safe one.
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
}

const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });
renderer.validateLink = isSafeUrl;

/** The HTML of `markdown`. */
export function renderMarkdown(markdown: string): string {
  return renderer.render(markdown);
}

/** Text safe to put in HTML, attribute values included. */
export function escapeHtml(text: string): string {
  return renderer.utils.escapeHtml(text).replace(/'/g, '&#39;');
}
