/**
 * The part of a page's text a result quotes, and the query's words marked in it: `<mark>` around every word that
 * answers a query word, everything else escaped (docs/published-sites.md, "Search"). One forward pass each.
 */
import { escapeHtml } from '../html-text.js';
import { answers, wordsAt } from './words.js';

/** The most characters a snippet quotes. */
export const SNIPPET_LENGTH = 200;
/** How much of the text before the first hit a snippet keeps. */
const LEAD = 60;

const matchesAny = (word: string, terms: readonly string[]) => terms.some((term) => answers(word, term));

/** Where the first word of `text` answering a query word starts; undefined when none does. */
function firstHit(text: string, terms: readonly string[]): number | undefined {
  for (const at of wordsAt(text)) if (matchesAny(at.word, terms)) return at.start;
  return undefined;
}

/** The end of the word `index` sits in (or `index` itself at a space), looking no further than `limit`. */
function wordBoundary(text: string, index: number, limit: number): number {
  const space = text.slice(index, limit).search(/\s/);
  return space < 0 ? index : index + space;
}

/**
 * The quote of `text` around its first hit (its start when nothing in it answers), on one line, cut at word
 * boundaries, with `…` where it was cut.
 */
export function snippetOf(text: string, terms: readonly string[]): string {
  const hit = firstHit(text, terms) ?? 0;
  let start = Math.max(0, hit - LEAD);
  if (start > 0) start = wordBoundary(text, start, hit);
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > hit) end = space;
  }
  const quote = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '… ' : ''}${quote}${end < text.length ? ' …' : ''}`;
}

/** `text` as HTML: escaped, with every word answering a query word in `<mark>`. */
export function highlight(text: string, terms: readonly string[]): string {
  let html = '';
  let from = 0;
  for (const at of wordsAt(text)) {
    if (!matchesAny(at.word, terms)) continue;
    html += `${escapeHtml(text.slice(from, at.start))}<mark>${escapeHtml(text.slice(at.start, at.end))}</mark>`;
    from = at.end;
  }
  return html + escapeHtml(text.slice(from));
}
