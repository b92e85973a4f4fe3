/**
 * The sidebar of a site's pages (docs/published-sites.md, "Layout"): labelled lists of the sections (grouped
 * under their groups), the site spaces of the current section, and the current site space's page tree. The
 * current section, site space and page are marked `aria-current="page"`; hidden pages and what the visitor's
 * claims exclude are left out. On narrow screens it is folded behind a checkbox ("Menu"), without script.
 */
import { siteSpaceCustomizationOf } from '../domain/sites/customization.js';
import type { SiteSectionRecord, SiteSpaceRecord } from '../store/site-records.js';
import { escapeHtml } from './html-text.js';
import { anchor, labelledList, linkUrl } from './html-parts.js';
import type { ReaderPage } from './reader-pages.js';
import type { SiteFrame } from './site-frame-types.js';
import { visibleEntries, visibleSiteSpaces } from './structure.js';

function sectionList(frame: SiteFrame): string {
  const { view, links, place } = frame;
  const item = (section: SiteSectionRecord) => `<li>${anchor(links.section(section), section.title, undefined, section.id === place.section?.id && 'true')}</li>`;
  const items = visibleEntries(view).map((entry) =>
    entry.kind === 'section'
      ? item(entry.section)
      : `<li><span class="nav-group">${escapeHtml(entry.group.title)}</span><ul>${entry.sections.map(item).join('')}</ul></li>`,
  );
  return labelledList('Sections', 'nav-sections', items);
}

function siteSpaceList(frame: SiteFrame): string {
  const { view, links, place } = frame;
  const siteSpaces = visibleSiteSpaces(view, place.section?.id);
  if (siteSpaces.length < 2) return '';
  const title = (siteSpace: SiteSpaceRecord) => siteSpaceCustomizationOf(view.store, view.site, siteSpace).title ?? siteSpace.path;
  const items = siteSpaces.map((siteSpace) => `<li>${anchor(links.siteSpace(siteSpace), title(siteSpace), undefined, siteSpace.id === place.siteSpace.id && 'true')}</li>`);
  return labelledList('Spaces', 'nav-site-spaces', items);
}

function treeItems(frame: SiteFrame, pages: readonly ReaderPage[]): string[] {
  return pages
    .filter((page) => !page.hidden)
    .map((page) => {
      const below = treeItems(frame, page.children);
      const children = below.length === 0 ? '' : `<ul>${below.join('')}</ul>`;
      if (page.kind === 'group') return `<li><span class="nav-group">${escapeHtml(page.title)}</span>${children}</li>`;
      if (page.kind === 'link') {
        const href = linkUrl(page.href);
        return `<li>${href === undefined ? escapeHtml(page.title) : anchor(href, page.title)}${children}</li>`;
      }
      return `<li>${anchor(frame.links.page(frame.place.siteSpace, page.path), page.title, undefined, page.id === frame.currentPageId && 'page')}${children}</li>`;
    });
}

/** The sidebar: a "Menu" switch for narrow screens, then the labelled lists. */
export function sidebar(frame: SiteFrame): string {
  const pagesLabel = frame.customization.title ?? 'Pages';
  const lists = sectionList(frame) + siteSpaceList(frame) + labelledList(pagesLabel, 'nav-pages', treeItems(frame, frame.content.roots));
  return (
    '<input type="checkbox" id="nav-toggle" class="nav-toggle"><label for="nav-toggle" class="nav-toggle-label">Menu</label>' +
    `<aside class="sidebar" aria-label="Site navigation">${lists}</aside>`
  );
}
