/**
 * The HTML of published pages (docs/published-sites.md, "Layout" and "Customization"): a document page in the
 * site's frame (site-frame.ts) with its cover, emoji, title, description, content, outline, edit link and
 * previous/next links as its layout and the customization say; and the 404 and sign-in pages, which show
 * nothing of the site. Every value from the state is escaped; the content goes through renderContent (blocks,
 * then the allowlist sanitizer).
 */
import { contentContext } from './content-links.js';
import { escapeHtml } from './html-text.js';
import { linkUrl } from './html-parts.js';
import { renderContent, type RenderedContent } from './markdown.js';
import { htmlDocument } from './page-frame.js';
import { paginationLinks } from './pagination.js';
import type { ReaderContent, ReaderPage } from './reader-pages.js';
import { renderSiteFrame, siteFrameOf, type SiteFrame } from './site-frame.js';
import type { SiteLinks } from './links.js';
import type { Place, VisitorSite } from './structure.js';
import { trimTrailingSlashes } from '../core/trim-slashes.js';

/** What a page's HTML is made of. */
export interface PageToRender {
  view: VisitorSite;
  links: SiteLinks;
  place: Place;
  /** The site space's pages, files and reusable contents, which the page's content refers to. */
  content: ReaderContent;
  page: ReaderPage;
  /** The page asks search engines not to index it. */
  noIndex: boolean;
}

/** Whether the page's layout shows `option` (every option is on until the page turns it off). */
const shows = (page: ReaderPage, option: 'cover' | 'title' | 'description' | 'tableOfContents' | 'outline' | 'pagination') => page.layout?.[option] !== false;

function cover(frame: SiteFrame, page: ReaderPage): string {
  if (!page.cover || !shows(page, 'cover')) return '';
  const file = frame.content.files.find((candidate) => candidate.id === page.cover!.file);
  if (!file) return '';
  const size = page.layout?.coverSize === 'full' ? 'full' : 'hero';
  return `<img class="cover cover-${size}" src="${escapeHtml(frame.links.file(frame.place.siteSpace, file.id, file.name))}" alt="">`;
}

/**
 * The page's one `<h1>`: the markdown's leading `# heading` when it starts with one (the title is then not
 * repeated), else the title, kept for assistive technology but not shown when the layout hides the title.
 */
function titleBlock(page: ReaderPage, rendered: RenderedContent): string {
  const emoji = page.emoji === undefined ? '' : `<span class="page-emoji" aria-hidden="true">${escapeHtml(page.emoji)}</span>`;
  const heading = rendered.lead !== undefined ? `<h1>${rendered.lead}</h1>` : shows(page, 'title') ? `<h1>${escapeHtml(page.title)}</h1>` : `<h1 class="visually-hidden">${escapeHtml(page.title)}</h1>`;
  return `<div class="page-title">${emoji}${heading}</div>`;
}

function outline(page: ReaderPage, rendered: RenderedContent): string {
  if (!shows(page, 'outline') || rendered.outline.length === 0) return '';
  const items = rendered.outline.map((entry) => `<li class="level-${entry.level}"><a href="#${escapeHtml(entry.id)}">${escapeHtml(entry.text)}</a></li>`);
  return `<nav class="outline" aria-label="On this page"><p class="nav-label">On this page</p><ul>${items.join('')}</ul></nav>`;
}

/** A link to the page's file in its Git repository, while the site shows edit links and the space syncs. */
function editLink(frame: SiteFrame, page: ReaderPage): string {
  if (frame.customization.git?.showEditLink !== true || page.gitPath === undefined) return '';
  const tree = linkUrl(frame.view.store.data.spaces.get(frame.place.siteSpace.spaceId)?.gitSync?.repoTreeURL);
  if (tree === undefined || !/^https?:/i.test(tree)) return '';
  const href = `${trimTrailingSlashes(tree)}/${page.gitPath.split('/').filter((segment) => segment !== '').map(encodeURIComponent).join('/')}`;
  return `<p class="edit-link"><a href="${escapeHtml(href)}">Edit on Git</a></p>`;
}

/** The HTML page of a document page. */
export function renderPage(input: PageToRender): string {
  const { links, place, page, content } = input;
  const frame = siteFrameOf({ view: input.view, links, place, content, currentPageId: page.id });
  const rendered = renderContent(page.markdown ?? '', contentContext({ links, siteSpace: place.siteSpace, page, content }));
  const description = page.description !== undefined && shows(page, 'description') ? `<p class="description">${escapeHtml(page.description)}</p>` : '';
  const pagination = frame.customization.pagination?.enabled !== false && shows(page, 'pagination') ? paginationLinks(frame, page) : '';
  const html = `${cover(frame, page)}${titleBlock(page, rendered)}${description}<article>${rendered.html}</article>${editLink(frame, page)}${pagination}`;
  return renderSiteFrame(frame, {
    title: page.title,
    html,
    outline: outline(page, rendered),
    sidebar: shows(page, 'tableOfContents'),
    noIndex: input.noIndex,
    ...(page.description === undefined ? {} : { description: page.description }),
    url: `${links.siteSpaceBase(place.siteSpace)}/${page.path.split('/').map(encodeURIComponent).join('/')}`,
    head: `<link rel="alternate" type="text/markdown" href="${escapeHtml(links.page(place.siteSpace, page.path, true))}">`,
  });
}

/** A page that shows nothing of any site: the default look, no navigation. */
function bareDocument(title: string, message: string): string {
  return htmlDocument({ title, head: '<meta name="robots" content="noindex">', body: `<main id="content" class="page"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main>` });
}

/** The 404 page: it names nothing of the site, so it tells nothing about a gated one. */
export function renderNotFound(): string {
  return bareDocument('Page not found', 'There is no page at this address.');
}

/** The page of a visitor-auth site that has no fallback URL to send visitors to. */
export function renderSignInRequired(): string {
  return bareDocument('Sign-in required', 'This site is open to signed-in visitors only.');
}
