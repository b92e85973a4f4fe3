/**
 * What a published site serves for machines: a page as markdown (`<page URL>.md`), the site's `llms.txt`
 * (its pages by title, linking their markdown) and `robots.txt`. Each lists exactly what the visitor asking
 * may see: the same conditions and `hidden` flags as the HTML navigation.
 */
import type { SiteLinks } from './links.js';
import { listedDocuments, readerContent, type ReaderPage } from './reader-pages.js';
import { visibleSections, visibleSiteSpaces, type VisitorSite } from './structure.js';
import { siteSpaceCustomizationOf } from '../domain/sites/customization.js';
import { hasSections } from '../domain/sites/structure.js';
import type { SiteSpaceRecord } from '../store/site-records.js';

/** Text for a markdown line: no line breaks, `[`/`]` escaped, so a title cannot forge a link or a heading. */
export function inline(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/([\\[\]])/g, '\\$1');
}

/** A page as markdown: its title, its description, its document as stored (computed pages: as computed). */
export function pageMarkdown(page: ReaderPage): string {
  const description = page.description === undefined ? '' : `${inline(page.description)}\n\n`;
  return `# ${inline(page.title)}\n\n${description}${page.markdown ?? ''}\n`;
}

function siteSpaceLines(view: VisitorSite, links: SiteLinks, siteSpace: SiteSpaceRecord, heading: string): string[] {
  const pages = listedDocuments(readerContent(view.store, siteSpace).roots);
  if (pages.length === 0) return [];
  const title = siteSpaceCustomizationOf(view.store, view.site, siteSpace).title ?? siteSpace.path;
  return [`${heading} ${inline(title)}`, '', ...pages.map((page) => `- [${inline(page.title)}](${links.page(siteSpace, page.path, true)})`), ''];
}

/** The site's `llms.txt`. */
export function llmsText(view: VisitorSite, links: SiteLinks): string {
  const lines = [`# ${inline(view.site.title)}`, ''];
  if (hasSections(view.store, view.site.id)) {
    for (const section of visibleSections(view)) {
      const body = visibleSiteSpaces(view, section.id).flatMap((siteSpace) => siteSpaceLines(view, links, siteSpace, '###'));
      if (body.length > 0) lines.push(`## ${inline(section.title)}`, '', ...body);
    }
  } else {
    for (const siteSpace of visibleSiteSpaces(view, undefined)) lines.push(...siteSpaceLines(view, links, siteSpace, '##'));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The site's `robots.txt`: everything allowed on a public site, nothing on any other. */
export function robotsText(indexable: boolean): string {
  return `User-agent: *\n${indexable ? 'Allow: /' : 'Disallow: /'}\n`;
}
