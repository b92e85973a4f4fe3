/**
 * Site redirects as visitors meet them (docs/published-sites.md, "Redirects"): a live redirect whose `source`
 * is the path asked for (or, with `captureWildcard`, a path below it) answers 308 (permanent) or 307 to its
 * destination on the site, the captured rest appended. Every on-site `Location` is the site's own absolute URL
 * plus encoded segments, so nothing a visitor types can point it at another host.
 */
import { PageTree } from '../domain/content/page-tree.js';
import { contentOf } from '../domain/content/revision-content.js';
import type { SiteRecord, SiteRedirectRecord, SiteSpaceRecord } from '../store/site-records.js';
import type { Store } from '../store/store.js';
import type { SiteLinks } from './links.js';

/** A redirect that applies to a request, and the segments its wildcard captured. */
export interface RedirectMatch {
  redirect: SiteRedirectRecord;
  captured: string[];
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** The live redirect of `site` for the path `rest` (decoded segments below the site), if any. */
export function matchRedirect(store: Store, site: SiteRecord, rest: readonly string[]): RedirectMatch | undefined {
  let best: RedirectMatch | undefined;
  for (const redirect of store.data.siteRedirects.values()) {
    if (redirect.siteId !== site.id || redirect.draft) continue;
    const source = segmentsOf(redirect.source);
    if (source.length === 0 || source.length > rest.length || !source.every((segment, index) => rest[index] === segment)) continue;
    if (source.length < rest.length && !redirect.captureWildcard) continue;
    // The exact source first, then the longest one that captures.
    if (!best || source.length > segmentsOf(best.redirect.source).length) best = { redirect, captured: rest.slice(source.length) };
  }
  return best;
}

function pagePathOf(store: Store, siteSpace: SiteSpaceRecord, pageId: string): string | undefined {
  const space = store.data.spaces.get(siteSpace.spaceId);
  const revision = space && store.data.revisions.get(space.revisionId);
  if (!revision) return undefined;
  const tree = new PageTree(contentOf(revision).pages);
  const page = tree.byId.get(pageId);
  return page && tree.pathOf(page);
}

/** `url` with `segments` appended to its path; undefined for anything but an absolute http(s) URL. */
function external(url: string, segments: readonly string[]): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (segments.length > 0) parsed.pathname = `${parsed.pathname.replace(/\/+$/, '')}/${segments.map(encodeURIComponent).join('/')}`;
  return parsed.toString();
}

/** The absolute URL a redirect leads to, the captured segments appended; undefined when it leads nowhere. */
export function redirectLocation(store: Store, links: SiteLinks, match: RedirectMatch): string | undefined {
  const { redirect, captured } = match;
  const { destination } = redirect;
  const siteSpaceOf = (id: string) => {
    const siteSpace = store.data.siteSpaces.get(id);
    return siteSpace?.siteId === redirect.siteId ? siteSpace : undefined;
  };
  switch (destination.kind) {
    case 'external':
      return external(destination.url, captured);
    case 'site-section': {
      const section = store.data.siteSections.get(destination.siteSectionId);
      return section?.siteId === redirect.siteId ? links.below([section.path, ...captured]) : undefined;
    }
    case 'site-space': {
      const siteSpace = siteSpaceOf(destination.siteSpaceId);
      return siteSpace && links.page(siteSpace, captured.join('/'));
    }
    case 'site-page': {
      const siteSpace = siteSpaceOf(destination.siteSpaceId);
      if (!siteSpace) return undefined;
      // A page since removed from the content leads to its site space, the nearest thing that still exists.
      const path = pagePathOf(store, siteSpace, destination.pageId);
      return links.page(siteSpace, [path ?? '', ...captured].filter((part) => part !== '').join('/'));
    }
  }
}
