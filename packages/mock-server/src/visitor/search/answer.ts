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
import { SEARCH_SEGMENT, type SiteLinks } from '../links.js';
import { htmlDocument } from '../page-frame.js';
import { readerContent } from '../reader-pages.js';
import { renderSiteFrame } from '../site-frame.js';
import { placeOf, type VisitorSite } from '../structure.js';
import type { SearchDocument } from './index.js';
import { readQuery, search, type SearchQuery } from './query.js';
import { searchResultsHtml, searchResultsMarkdown, SEARCH_STYLE, type ResultView, type SearchPageModel } from './results.js';
import { snippetOf } from './snippet.js';

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
  const base = { query, action: links.search(), ...(shareKey === undefined ? {} : { shareKey }) };
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
  const title = query.kind === 'words' ? `Search: ${query.text}` : 'Search';
  const html = searchResultsHtml(model);
  // The results are shown in the frame of the site's first place this visitor may read (its navigation, header
  // and footer); a site with nothing the visitor may read shows them alone.
  const place = placeOf(view, []);
  if (place === undefined) {
    const siteTitle = siteCustomizationOf(view.site).title ?? view.site.title;
    const head = `<meta name="robots" content="noindex"><style>${SEARCH_STYLE}</style>`;
    return textAnswer(status, htmlDocument({ title: `${title} | ${siteTitle}`, head, body: `<main id="content" class="page">${html}</main>` }), exposure, HTML);
  }
  const frame = { view, links, place, content: readerContent(view.store, place.siteSpace) };
  return textAnswer(status, renderSiteFrame(frame, { title, html, noIndex: true, head: `<style>${SEARCH_STYLE}</style>` }), exposure, HTML);
}
