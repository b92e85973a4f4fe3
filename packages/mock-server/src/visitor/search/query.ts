/**
 * A visitor's search, from the query they typed to the pages they are shown (docs/published-sites.md,
 * "Search"): the query is bounded (length, words), the index is asked only for pages of the site spaces this
 * visitor may see, and what it finds is ordered by the strongest field it was found in (title, description,
 * text), ties in page-tree order, then counted and cut to the first results.
 */
import { visibleSiteSpacesInOrder, type VisitorSite } from '../structure.js';
import { FIELDS, siteIndex, type Field, type SearchDocument } from './index.js';
import { MIN_PREFIX_LENGTH, wordsOf } from './words.js';

/** The longest query taken, in characters; a longer one is answered 400. */
export const MAX_QUERY_LENGTH = 256;
/** The most words a query may hold; more are answered 400. */
export const MAX_QUERY_WORDS = 12;
/** The most results shown; the count says how many pages matched. */
export const MAX_RESULTS = 50;

/** A query read from the request: nothing to search, too long, or the words to search for. */
export type SearchQuery =
  | { kind: 'empty' }
  | { kind: 'refused'; text: string; problem: string }
  | { kind: 'words'; text: string; words: string[] };

/** Reads the `q` a visitor sent (the first, when repeated). */
export function readQuery(value: string | string[] | undefined): SearchQuery {
  const text = (Array.isArray(value) ? value[0] : value) ?? '';
  if (text.length > MAX_QUERY_LENGTH) return { kind: 'refused', text: text.slice(0, MAX_QUERY_LENGTH), problem: `The search is longer than ${MAX_QUERY_LENGTH} characters: shorten it.` };
  const words = [...new Set(wordsOf(text))];
  if (words.length > MAX_QUERY_WORDS) return { kind: 'refused', text, problem: `The search has more than ${MAX_QUERY_WORDS} words: use fewer.` };
  if (text.trim() === '') return { kind: 'empty' };
  return { kind: 'words', text, words };
}

/** A page found, with the field that ranked it. */
export interface SearchHit {
  document: SearchDocument;
  field: Field;
}

/** What a search found for one visitor: how many pages match, and the first of them in order. */
export interface SearchOutcome {
  total: number;
  hits: SearchHit[];
}

const rank = (field: string) => FIELDS.indexOf(field as Field);

/** The strongest field any query word was found in. */
function strongestField(match: Record<string, string[]>): Field {
  let best = FIELDS.length - 1;
  for (const fields of Object.values(match)) for (const field of fields) best = Math.min(best, rank(field));
  return FIELDS[best]!;
}

/** The pages of the site this visitor may see that hold every word of the query. */
export function search(view: VisitorSite, words: readonly string[]): SearchOutcome {
  if (words.length === 0) return { total: 0, hits: [] };
  const index = siteIndex(view.store, view.site);
  // The visitor's site spaces, read before the index is asked: nothing else is ranked, counted or quoted.
  const visible = new Set(visibleSiteSpacesInOrder(view).map((entry) => entry.siteSpace.id));
  const found = index.engine.search(words.join(' '), {
    combineWith: 'AND',
    prefix: (term) => term.length >= MIN_PREFIX_LENGTH,
    fuzzy: false,
    filter: (result) => visible.has(index.documents.get(result.id as number)!.siteSpace.id),
  });
  const hits = found.map((result): SearchHit => {
    const document = index.documents.get(result.id as number)!;
    return { document, field: strongestField(result.match) };
  });
  hits.sort((a, b) => rank(a.field) - rank(b.field) || a.document.order - b.document.order);
  return { total: hits.length, hits: hits.slice(0, MAX_RESULTS) };
}
