/**
 * The frame every page of a site is shown in (docs/published-sites.md, "Layout"): the announcement, the
 * header, the sidebar, the main area, the outline column and the footer, in the site space's customization.
 * Pages (render.ts) and any other page of the site (a search results page) wrap their main area with
 * {@link renderSiteFrame}.
 */
import { siteCustomizationOf, siteSpaceCustomizationOf } from '../domain/sites/customization.js';
import { htmlDocument } from './page-frame.js';
import { sidebar } from './sidebar.js';
import type { SiteFrame, SiteFrameInput } from './site-frame-types.js';
import { siteFooter } from './site-footer.js';
import { announcementBanner, siteHeader } from './site-header.js';
import { siteLook } from './site-look.js';
import { siteMeta } from './site-meta.js';

export type { SiteFrame, SiteFrameInput } from './site-frame-types.js';

/** The main area of a page, and what the frame needs to know about it. */
export interface MainArea {
  /** The page's own title; the browser's tab shows `<title> | <site title>`. */
  title: string;
  /** The main area's HTML, every value in it already escaped or sanitized by the caller. */
  html: string;
  /** The outline column's HTML ("On this page"), when the page has one. */
  outline?: string;
  /** False to leave the sidebar out (a page whose `layout.tableOfContents` is off). Default: shown. */
  sidebar?: boolean;
  /** Asks search engines not to index the page (`<meta name="robots" content="noindex">`). */
  noIndex: boolean;
  /** The page's description, for `<meta name="description">` and `og:description`. */
  description?: string;
  /** The page's canonical URL without a share key, for `og:url`. */
  url?: string;
  /** More head elements (HTML made safe by the caller), e.g. `<link rel="alternate">`. */
  head?: string;
}

/** The frame input with the customization its site space shows. */
export function siteFrameOf(input: SiteFrameInput): SiteFrame {
  return { ...input, customization: siteSpaceCustomizationOf(input.view.store, input.view.site, input.place.siteSpace) };
}

/**
 * Wraps a main area in the site's frame and returns the whole HTML document.
 *
 * @param input - The site as the visitor sees it (`view`), the visitor's links (carrying their share key), the
 *   place whose navigation shows (section and site space), that site space's content (`readerContent`), and
 *   the page marked current in the page tree, if any. A {@link SiteFrame} (with its customization) is used as it is.
 * @param main - The main area: its title, its HTML (made safe by the caller), its outline, whether the sidebar
 *   shows, and what the head says about it.
 * @returns The HTML document: header (logo or title, header links, search box, light/dark switch), sidebar
 *   (labelled lists of sections, site spaces and pages), the main area, the outline and the footer, under the
 *   customization's language, theme and styling.
 */
export function renderSiteFrame(input: SiteFrameInput | SiteFrame, main: MainArea): string {
  const frame = 'customization' in input ? input : siteFrameOf(input);
  const look = siteLook(frame.customization);
  const siteTitle = siteCustomizationOf(frame.view.site).title ?? frame.view.site.title;
  const head =
    siteMeta(frame, { title: main.title, siteTitle, noIndex: main.noIndex, ...(main.description === undefined ? {} : { description: main.description }), ...(main.url === undefined ? {} : { url: main.url }) }) +
    (main.head ?? '');
  const withSidebar = main.sidebar !== false;
  const body = [
    '<a class="skip-link" href="#content">Skip to content</a>',
    announcementBanner(frame),
    siteHeader(frame, look, siteTitle),
    `<div class="layout${withSidebar ? '' : ' no-sidebar'}">`,
    withSidebar ? sidebar(frame) : '',
    `<main id="content" class="page">${main.html}</main>`,
    main.outline ?? '',
    '</div>',
    siteFooter(frame),
  ].join('');
  return htmlDocument({ look, title: `${main.title} | ${siteTitle}`, head, body });
}
