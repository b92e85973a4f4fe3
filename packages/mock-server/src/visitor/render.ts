/**
 * The HTML of published pages: the site's navigation (section groups, sections, the site spaces of the current
 * section, the current site space's page tree without hidden pages), the page's title, description and
 * rendered content, and the customization that shows (title, logo, primary colour). Every value from the
 * state is escaped; the page's content goes through renderMarkdown (blocks, then the allowlist sanitizer).
 */
import { siteCustomizationOf } from '../domain/sites/customization.js';
import { siteSpaceCustomizationOf } from '../domain/sites/customization.js';
import type { SiteSpaceRecord } from '../store/site-records.js';
import type { SiteLinks } from './links.js';
import { contentContext } from './content-links.js';
import { escapeHtml, isSafeUrl, renderMarkdown } from './markdown.js';
import type { ReaderContent, ReaderPage } from './reader-pages.js';
import { visibleEntries, visibleSiteSpaces, type Place, type VisitorSite } from './structure.js';

/** What a page's HTML is made of. */
export interface PageToRender {
  view: VisitorSite;
  links: SiteLinks;
  place: Place;
  pages: readonly ReaderPage[];
  /** The site space's pages, files and reusable contents, which the page's content refers to. */
  content: ReaderContent;
  page: ReaderPage;
  /** The page asks search engines not to index it. */
  noIndex: boolean;
}

const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

/** How the content's blocks look (docs/published-sites.md, "Blocks"): boxes, labelled tabs, code, cards, tables. */
const CONTENT_STYLE = [
  'main{min-width:0}article{min-width:0;overflow-wrap:break-word}article img{max-width:100%;height:auto}',
  'pre{overflow-x:auto;background:#f5f6f8;padding:.75rem 1rem;border-radius:6px;margin:0}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em}',
  '.code{position:relative;margin:1rem 0}.code-language{display:block;font-size:.75rem;color:#555;background:#eceef2;padding:.2rem 1rem;border-radius:6px 6px 0 0}.code-language+pre{border-radius:0 0 6px 6px}',
  '.code-block{margin:1rem 0}.code-block .code-title{font-family:ui-monospace,monospace;font-size:.85rem;font-weight:600;padding:.3rem 1rem;background:#e2e5ea;border-radius:6px 6px 0 0}.code-block .code{margin:0}.code-block.wrap pre{white-space:pre-wrap}',
  '.hint{border-left:4px solid;border-radius:4px;padding:.25rem 1rem;margin:1rem 0}.hint-label{font-weight:600;margin:.5rem 0 0}',
  '.hint-info{border-color:#346ddb;background:#eef3fd}.hint-success{border-color:#2e8540;background:#edf7ee}.hint-warning{border-color:#c77c02;background:#fdf5e6}.hint-danger{border-color:#c62828;background:#fdecec}',
  '.tabs{border:1px solid #ddd;border-radius:6px;margin:1rem 0}.tab{padding:0 1rem;border-top:1px solid #ddd}.tab:first-child{border-top:0}.tab-title{font-weight:600;margin:.75rem 0 0}',
  '.content-ref a{display:block;border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:1rem 0;text-decoration:none}.content-ref a::before{content:"\\2192  "}',
  '.embed,.file-block{border:1px solid #ddd;border-radius:6px;padding:0 1rem;margin:1rem 0}',
  '.stepper{padding-left:1.5rem}.step{margin:.5rem 0}.columns{display:flex;flex-wrap:wrap;gap:1rem}.column{flex:1 1 15rem;min-width:0}',
  'figure{margin:1rem 0}figcaption{font-size:.9rem;color:#555}',
  '.table-wrap{overflow-x:auto;margin:1rem 0}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.35rem .6rem;text-align:left}th{background:#f5f6f8}',
].join('');

/** A whole HTML document around `body`: the pages' shared head (charset, viewport, title, styles) and `head`. */
export function layout(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${head}
<style>body{font-family:system-ui,sans-serif;margin:0;display:flex;min-height:100vh}nav{width:18rem;padding:1rem;border-right:1px solid #ddd}main{padding:1rem 2rem;max-width:50rem}nav ul{list-style:none;padding-left:1rem}a{color:var(--primary,#346DDB)}.current{font-weight:bold}header img{max-height:2rem}${CONTENT_STYLE}</style>
</head><body>${body}</body></html>
`;
}

function link(href: string, text: string, current = false): string {
  return `<a href="${escapeHtml(href)}"${current ? ' class="current" aria-current="page"' : ''}>${escapeHtml(text)}</a>`;
}

function sectionNav(page: PageToRender): string {
  const { view, links, place } = page;
  const entries = visibleEntries(view);
  if (entries.length === 0) return '';
  const item = (section: { id: string; title: string } & Parameters<SiteLinks['section']>[0]) =>
    `<li>${link(links.section(section), section.title, section.id === place.section?.id)}</li>`;
  const items = entries.map((entry) =>
    entry.kind === 'section'
      ? item(entry.section)
      : `<li><strong>${escapeHtml(entry.group.title)}</strong><ul>${entry.sections.map(item).join('')}</ul></li>`,
  );
  return `<ul class="sections">${items.join('')}</ul>`;
}

function siteSpaceNav(page: PageToRender): string {
  const { view, links, place } = page;
  const siteSpaces = visibleSiteSpaces(view, place.section?.id);
  if (siteSpaces.length < 2) return '';
  const title = (siteSpace: SiteSpaceRecord) => siteSpaceCustomizationOf(view.store, view.site, siteSpace).title ?? siteSpace.path;
  const items = siteSpaces.map((siteSpace) => `<li>${link(links.siteSpace(siteSpace), title(siteSpace), siteSpace.id === place.siteSpace.id)}</li>`);
  return `<ul class="site-spaces">${items.join('')}</ul>`;
}

function pageTree(page: PageToRender, pages: readonly ReaderPage[]): string {
  const items = pages
    .filter((entry) => !entry.hidden)
    .map((entry) => {
      const children = entry.children.length === 0 ? '' : pageTree(page, entry.children);
      if (entry.kind === 'group') return `<li><strong>${escapeHtml(entry.title)}</strong>${children}</li>`;
      if (entry.kind === 'link') {
        const href = entry.href !== undefined && isSafeUrl(entry.href) && /^https?:/i.test(entry.href) ? entry.href : undefined;
        return `<li>${href === undefined ? escapeHtml(entry.title) : link(href, entry.title)}${children}</li>`;
      }
      return `<li>${link(page.links.page(page.place.siteSpace, entry.path), entry.title, entry.id === page.page.id)}${children}</li>`;
    });
  return items.length === 0 ? '' : `<ul>${items.join('')}</ul>`;
}

/** The HTML page of a document page. */
export function renderPage(page: PageToRender): string {
  const { view, links, place } = page;
  const customization = siteSpaceCustomizationOf(view.store, view.site, place.siteSpace);
  const siteTitle = siteCustomizationOf(view.site).title ?? view.site.title;
  const primary = customization.styling?.primaryColor?.light;
  const logo = customization.header?.logo?.light;
  const head = [
    page.noIndex ? '<meta name="robots" content="noindex">' : '',
    primary !== undefined && HEX_COLOR.test(primary) ? `<style>:root{--primary:${primary}}</style>` : '',
    `<link rel="alternate" type="text/markdown" href="${escapeHtml(links.page(place.siteSpace, page.page.path, true))}">`,
  ].join('');
  const logoHtml = logo !== undefined && /^https:/i.test(logo) ? `<img src="${escapeHtml(logo)}" alt="">` : '';
  const nav = `<nav><header>${logoHtml}${link(links.site(), siteTitle)}</header>${sectionNav(page)}${siteSpaceNav(page)}${pageTree(page, page.pages)}</nav>`;
  const description = page.page.description === undefined ? '' : `<p class="description">${escapeHtml(page.page.description)}</p>`;
  const main = `<main><h1>${escapeHtml(page.page.title)}</h1>${description}<article>${renderMarkdown(page.page.markdown ?? '', contentContext({ links, siteSpace: place.siteSpace, page: page.page, content: page.content }))}</article></main>`;
  return layout(`${page.page.title} | ${siteTitle}`, head, nav + main);
}

/** The 404 page: it names nothing of the site, so it tells nothing about a gated one. */
export function renderNotFound(): string {
  return layout('Page not found', '<meta name="robots" content="noindex">', '<main><h1>Page not found</h1><p>There is no page at this address.</p></main>');
}

/** The page of a visitor-auth site that has no fallback URL to send visitors to. */
export function renderSignInRequired(): string {
  return layout('Sign-in required', '<meta name="robots" content="noindex">', '<main><h1>Sign-in required</h1><p>This site is open to signed-in visitors only.</p></main>');
}
