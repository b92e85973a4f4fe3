/**
 * The search page of a published site, answered past the gate (docs/published-sites.md, "Search"):
 * `<site>/~search?q=…` as HTML, `<site>/~search.md?q=…` as markdown. Results link the pages with the visitor's
 * share key; the answer is never indexed by search engines and never kept (the index is: `index.ts`).
 */
import type { PlainRequest, PlainResponse } from '../../core/types.js';
import type { SiteSpaceRecord } from '../../store/site-records.js';
import { siteCustomizationOf, siteSpaceCustomizationOf } from '../../domain/sites/customization.js';
import { MARKDOWN_SUFFIX } from '../address.js';
import type { Admitted } from '../gate.js';
import { HTML, MARKDOWN, textAnswer } from '../headers.js';
import type { SiteLinks } from '../links.js';
import { layout } from '../render.js';
import type { VisitorSite } from '../structure.js';
import type { SearchDocument } from './index.js';
import { readQuery, search, type SearchQuery } from './query.js';
import { searchResultsHtml, searchResultsMarkdown, SEARCH_STYLE, type ResultView, type SearchPageModel } from './results.js';
import { snippetOf } from './snippet.js';

/** The segment below a site that serves its search page (no page slug starts with `~`). */
export const SEARCH_SEGMENT = '~search';
/** The query parameter holding what the visitor searches for. */
export const QUERY_PARAMETER = 'q';

/** Whether the path below a site asks for its search page: as HTML, or as markdown (`~search.md`). */
export function searchRequest(path: readonly string[]): { markdown: boolean } | undefined {
  if (path.length !== 1) return undefined;
  if (path[0] === SEARCH_SEGMENT) return { markdown: false };
  if (path[0] === `${SEARCH_SEGMENT}${MARKDOWN_SUFFIX}`) return { markdown: true };
  return undefined;
}

/** Where a page is read: its section's title (on a site with sections) and its site space's. */
function whereOf(view: VisitorSite, siteSpace: SiteSpaceRecord): string {
  const section = siteSpace.sectionId === undefined ? undefined : view.store.data.siteSections.get(siteSpace.sectionId);
  const siteSpaceTitle = siteSpaceCustomizationOf(view.store, view.site, siteSpace).title ?? siteSpace.path;
  return section === undefined ? siteSpaceTitle : `${section.title} › ${siteSpaceTitle}`;
}

function modelOf(view: VisitorSite, links: SiteLinks, query: SearchQuery, shareKey: string | undefined): SearchPageModel {
  const base = { query, action: `${links.base}/${SEARCH_SEGMENT}`, ...(shareKey === undefined ? {} : { shareKey }) };
  if (query.kind !== 'words') return { ...base, total: 0, results: [] };
  const outcome = search(view, query.words);
  // Read once per site space: a site space's customization is the site's merged with its own.
  const where = new Map<SiteSpaceRecord, string>();
  const whereOfPage = ({ siteSpace }: SearchDocument) => where.get(siteSpace) ?? where.set(siteSpace, whereOf(view, siteSpace)).get(siteSpace)!;
  const results = outcome.hits.map(({ document, field }): ResultView => ({
    title: document.title,
    url: links.page(document.siteSpace, document.path),
    markdownUrl: links.page(document.siteSpace, document.path, true),
    where: whereOfPage(document),
    description: document.description,
    snippet: document.text === '' ? '' : snippetOf(document.text, query.words),
    field,
  }));
  return { ...base, total: outcome.total, results };
}

/** The search page for an admitted visitor: 200, or 400 for a query past the bounds. */
export function searchAnswer(view: VisitorSite, links: SiteLinks, admitted: Admitted, request: PlainRequest, markdown: boolean): PlainResponse {
  const query = readQuery(request.query[QUERY_PARAMETER]);
  const model = modelOf(view, links, query, admitted.shareKey);
  const status = query.kind === 'refused' ? 400 : 200;
  const exposure = { ...admitted.exposure, indexable: false };
  if (markdown) return textAnswer(status, searchResultsMarkdown(model), exposure, MARKDOWN);
  const siteTitle = siteCustomizationOf(view.site).title ?? view.site.title;
  const title = query.kind === 'words' ? `Search: ${query.text} | ${siteTitle}` : `Search | ${siteTitle}`;
  const head = `<meta name="robots" content="noindex"><style>${SEARCH_STYLE}</style>`;
  return textAnswer(status, layout(title, head, searchResultsHtml(model)), exposure, HTML);
}
