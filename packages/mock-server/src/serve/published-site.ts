/** The published site `docpub-mock` shows in its banner: a page a person can open in a browser, as a visitor. */
import type { DocPubServer } from '../compose/assemble.js';
import { hasSections, sectionsInReadingOrder, siteSpacesIn } from '../domain/sites/structure.js';
import type { SiteRecord, SiteSpaceRecord } from '../store/site-records.js';
import { siteLinks } from '../visitor/links.js';
import { firstDocument, readerContent } from '../visitor/reader-pages.js';

function siteSpacesInReadingOrder(server: Pick<DocPubServer, 'store'>, site: SiteRecord): SiteSpaceRecord[] {
  if (!hasSections(server.store, site.id)) return siteSpacesIn(server.store, site.id, undefined);
  return sectionsInReadingOrder(server.store, site.id).flatMap((section) => siteSpacesIn(server.store, site.id, section.id));
}

/**
 * The first published site (in creation order) of the server's own world that anyone may read (`public`, then
 * `unlisted`), with the URL of its first site space that has a page to show; undefined when there is none.
 */
export function firstPublishedSite(server: Pick<DocPubServer, 'store'>): { title: string; url: string } | undefined {
  const open = [...server.store.data.sites.values()]
    .filter((site) => site.published && (site.visibility === 'public' || site.visibility === 'unlisted'))
    .sort((a, b) => Number(a.visibility !== 'public') - Number(b.visibility !== 'public') || a.seq - b.seq);
  for (const site of open) {
    for (const siteSpace of siteSpacesInReadingOrder(server, site)) {
      if (firstDocument(readerContent(server.store, siteSpace).roots)) return { title: site.title, url: siteLinks(server.store, site, undefined).siteSpace(siteSpace) };
    }
  }
  return undefined;
}
