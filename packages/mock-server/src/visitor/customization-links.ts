/**
 * Where the links of a customization lead (header and footer links, the announcement's link): their `to`
 * content reference read for one visitor (docs/published-sites.md, "Customization"). A `url` is kept when its
 * scheme is `http:`, `https:` or `mailto:`; a `page` leads to the page in a site space of this site the visitor
 * may see that publishes its space (the current one first); a `file` to the file served by the current site
 * space. Anything else, or a target the visitor could not open, is no link: the title shows as text.
 */
import type { ContentRef } from '@docpub/sdk/contract';
import type { SiteSpaceRecord } from '../store/site-records.js';
import { readerContent, type ReaderPage } from './reader-pages.js';
import type { SiteFrame } from './site-frame-types.js';
import { visibleSections, visibleSiteSpaces } from './structure.js';
import { linkUrl } from './html-parts.js';

/** The page with `id` in `pages`, depth first. */
function findPage(pages: readonly ReaderPage[], id: string): ReaderPage | undefined {
  for (const page of pages) {
    if (page.id === id) return page;
    const below = findPage(page.children, id);
    if (below) return below;
  }
  return undefined;
}

/** The site spaces of the site the visitor may see, the current one first. */
function siteSpacesSeen(frame: SiteFrame): SiteSpaceRecord[] {
  const { view, place } = frame;
  const sections = visibleSections(view);
  const all = sections.length === 0 ? visibleSiteSpaces(view, undefined) : sections.flatMap((section) => visibleSiteSpaces(view, section.id));
  return [place.siteSpace, ...all.filter((siteSpace) => siteSpace.id !== place.siteSpace.id)];
}

/** The URL of the page `pageId` of space `spaceId` on this site for this visitor, if it has one. */
function pageHref(frame: SiteFrame, spaceId: string, pageId: string): string | undefined {
  for (const siteSpace of siteSpacesSeen(frame)) {
    if (siteSpace.spaceId !== spaceId) continue;
    const pages = siteSpace.id === frame.place.siteSpace.id ? frame.content.roots : readerContent(frame.view.store, siteSpace).roots;
    const page = findPage(pages, pageId);
    if (page?.kind === 'document') return frame.links.page(siteSpace, page.path);
  }
  return undefined;
}

/** Where `to` leads for this visitor, or undefined when it is no link. */
export function customizationHref(to: ContentRef | null | undefined, frame: SiteFrame): string | undefined {
  if (!to) return undefined;
  switch (to.kind) {
    case 'url':
      return linkUrl(to.url);
    case 'page':
      return to.page === undefined ? undefined : pageHref(frame, to.space ?? frame.place.siteSpace.spaceId, to.page);
    case 'file': {
      const file = to.space === undefined || to.space === frame.place.siteSpace.spaceId ? frame.content.files.find((candidate) => candidate.id === to.file) : undefined;
      return file && frame.links.file(frame.place.siteSpace, file.id, file.name);
    }
    default:
      return undefined;
  }
}
