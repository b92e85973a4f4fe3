/**
 * The search page's content as HTML and as markdown, from what was found (docs/published-sites.md, "Search").
 * Pure builders: `answer.ts` decides what a visitor is shown and frames the HTML in the site's page.
 * Every value from the state or the query is escaped; the query's words are marked with `<mark>`.
 */
import { escapeHtml } from '../html-text.js';
import { inline } from '../llms.js';
import type { Field } from './index.js';
import { MAX_QUERY_LENGTH, type SearchQuery } from './query.js';
import { highlight } from './snippet.js';

/** One result as shown: everything the visitor may read of a page they may open. */
export interface ResultView {
  title: string;
  url: string;
  markdownUrl: string;
  /** Where the page is read: its section and site space titles. */
  where: string;
  description: string;
  snippet: string;
  field: Field;
}

/** What the search page shows. */
export interface SearchPageModel {
  query: SearchQuery;
  /** Where the form sends the query: the site's search URL, without a query. */
  action: string;
  /** The share key the visitor came with, carried by the form. */
  shareKey?: string;
  total: number;
  results: readonly ResultView[];
}

/** How the search form and the results look. */
export const SEARCH_STYLE =
  '.search-form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:1rem 0}.search-form input[type=search]{flex:1 1 12rem;min-width:0;padding:.4rem .6rem;font:inherit}' +
  '.search-results{padding-left:1.25rem}.search-results li{margin:1rem 0}.search-where,.search-description,.search-snippet{margin:.2rem 0}.search-where{font-size:.85rem;color:#555}mark{background:#fde68a;color:inherit}';

const quoted = (text: string) => `“${text}”`;

function countText(model: SearchPageModel, query: string): string {
  if (model.total === 0) return `No page matches ${quoted(query)}.`;
  const pages = model.total === 1 ? '1 page matches' : `${model.total} pages match`;
  return `${pages} ${quoted(query)}${model.total > model.results.length ? `; the first ${model.results.length} are shown` : ''}.`;
}

/** The search form: a GET to the site's search URL, carrying the share key. */
export function searchForm(action: string, value: string, shareKey: string | undefined): string {
  const share = shareKey === undefined ? '' : `<input type="hidden" name="share" value="${escapeHtml(shareKey)}">`;
  return (
    `<form class="search-form" role="search" method="get" action="${escapeHtml(action)}">` +
    `<label for="search-q">Search this site</label><input id="search-q" type="search" name="q" value="${escapeHtml(value)}" maxlength="${MAX_QUERY_LENGTH}">` +
    `${share}<button type="submit">Search</button></form>`
  );
}

function resultHtml(result: ResultView, words: readonly string[]): string {
  const description = result.description === '' ? '' : `<p class="search-description">${highlight(result.description, words)}</p>`;
  const snippet = result.snippet === '' ? '' : `<p class="search-snippet">${highlight(result.snippet, words)}</p>`;
  return (
    `<li class="search-result" data-field="${result.field}"><a href="${escapeHtml(result.url)}">${highlight(result.title, words)}</a>` +
    `<p class="search-where">${escapeHtml(result.where)}</p>${description}${snippet}</li>`
  );
}

/** The content of the search page (`<main>`), without the site's frame. */
export function searchResultsHtml(model: SearchPageModel): string {
  const { query } = model;
  const value = query.kind === 'empty' ? '' : query.text;
  const form = searchForm(model.action, value, model.shareKey);
  if (query.kind === 'refused') return `<main class="search"><h1>Search</h1>${form}<p class="search-problem" role="alert">${escapeHtml(query.problem)}</p></main>`;
  if (query.kind === 'empty') return `<main class="search"><h1>Search</h1>${form}<p class="search-count">Type words to find the pages that hold them all.</p></main>`;
  const list = model.results.length === 0 ? '' : `<ol class="search-results">${model.results.map((result) => resultHtml(result, query.words)).join('')}</ol>`;
  return `<main class="search"><h1>Search</h1>${form}<p class="search-count" role="status">${escapeHtml(countText(model, query.text))}</p>${list}</main>`;
}

/** The search page as markdown, for tools: the count, then each result linking the page's markdown. */
export function searchResultsMarkdown(model: SearchPageModel): string {
  const { query } = model;
  if (query.kind === 'refused') return `# Search\n\n${query.problem}\n`;
  if (query.kind === 'empty') return '# Search\n\nAsk with `?q=<words>`: the pages that hold them all are listed.\n';
  const lines = [`# Search: ${inline(query.text)}`, '', inline(countText(model, query.text)), ''];
  model.results.forEach((result, index) => {
    lines.push(`${index + 1}. [${inline(result.title)}](${result.markdownUrl}) (${inline(result.where)})`);
    if (result.description !== '') lines.push(`   ${inline(result.description)}`);
    if (result.snippet !== '') lines.push(`   > ${inline(result.snippet)}`);
  });
  return `${lines.join('\n').trimEnd()}\n`;
}
