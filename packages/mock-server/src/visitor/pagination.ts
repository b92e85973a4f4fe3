/**
 * Previous and next links at the end of a page (docs/published-sites.md, "Layout"): the neighbours of the page
 * among the document pages its site space lists, in page-tree order. Hidden pages (and pages under them) are
 * not listed, so they are skipped, and a hidden page shows no neighbours; the site space is one the visitor
 * may see (the gate let them in), so every page linked is one they may open.
 */
import { escapeHtml } from './html-text.js';
import { listedDocuments, type ReaderPage } from './reader-pages.js';
import type { SiteFrame } from './site-frame-types.js';

/** The document pages before and after `current` in reading order, skipping what is not listed. */
export function neighbours(pages: readonly ReaderPage[], current: ReaderPage): { previous?: ReaderPage; next?: ReaderPage } {
  const listed = listedDocuments(pages);
  const at = listed.findIndex((page) => page.id === current.id);
  if (at < 0) return {};
  const [previous, next] = [listed[at - 1], listed[at + 1]];
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** The previous/next navigation of `current`, or nothing when it has no neighbour. */
export function paginationLinks(frame: SiteFrame, current: ReaderPage): string {
  const { previous, next } = neighbours(frame.content.roots, current);
  const link = (page: ReaderPage, rel: 'prev' | 'next', label: string) =>
    `<a class="${rel === 'prev' ? 'previous' : 'next'}" rel="${rel}" href="${escapeHtml(frame.links.page(frame.place.siteSpace, page.path))}"><small>${label}</small>${escapeHtml(page.title)}</a>`;
  const items = [previous ? link(previous, 'prev', 'Previous') : '', next ? link(next, 'next', 'Next') : ''].join('');
  return items === '' ? '' : `<nav class="pagination" aria-label="Previous and next pages">${items}</nav>`;
}
