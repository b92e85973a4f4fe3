/** Small pieces of the HTML of a site's frame, every value escaped. */
import { escapeHtml } from './html-text.js';
import { SAFE_SCHEMES, schemeOf } from './url-schemes.js';

/**
 * A link; `current` marks where the visitor is: `page` for the page shown, `true` for the section or site space
 * it is in (one `aria-current="page"` per page).
 */
export function anchor(href: string, text: string, className?: string, current?: 'page' | 'true' | false): string {
  const classAttribute = className === undefined ? '' : ` class="${escapeHtml(className)}"`;
  return `<a href="${escapeHtml(href)}"${classAttribute}${current ? ` aria-current="${current}"` : ''}>${escapeHtml(text)}</a>`;
}

/** A labelled list of links: a visible label above it, the same label naming the navigation landmark. */
export function labelledList(label: string, className: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  return `<nav class="${className}" aria-label="${escapeHtml(label)}"><p class="nav-label">${escapeHtml(label)}</p><ul>${items.join('')}</ul></nav>`;
}

/** An owner's image URL that may be shown (an absolute `https:` URL, as the CSP's `img-src` allows), or undefined. */
export function imageUrl(url: string | undefined): string | undefined {
  return url !== undefined && schemeOf(url) === 'https:' ? url : undefined;
}

/** An owner's link URL that may be followed (`http:`, `https:` or `mailto:`), or undefined. */
export function linkUrl(url: string | undefined): string | undefined {
  const scheme = url === undefined ? undefined : schemeOf(url);
  return scheme !== undefined && SAFE_SCHEMES.has(scheme) ? url : undefined;
}
