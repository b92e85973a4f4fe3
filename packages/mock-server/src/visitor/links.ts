/**
 * The URLs a served page links to: the site's own direct URLs (where this server answers, whatever proxy is
 * set), carrying the share key the visitor came with so that a share-link reader stays inside.
 */
import { directSiteUrl, SHARE_PARAMETER } from '../domain/sites/urls.js';
import type { SiteRecord, SiteSectionRecord, SiteSpaceRecord } from '../store/site-records.js';
import type { Store } from '../store/store.js';

/** Builds the URLs of one site for one visitor. */
export interface SiteLinks {
  /** The site's URL without a share key: the base every other URL extends. */
  base: string;
  site(): string;
  section(section: SiteSectionRecord): string;
  siteSpace(siteSpace: SiteSpaceRecord): string;
  /** A page of a site space, by its path; `markdown` for its `.md`. */
  page(siteSpace: SiteSpaceRecord, path: string, markdown?: boolean): string;
  /** Any path below the site, given as decoded segments. */
  below(segments: readonly string[]): string;
  /** A file of a site space's space, served by the site: `<site space>/~files/<id>/<name>`. */
  file(siteSpace: SiteSpaceRecord, fileId: string, name: string): string;
  /** A site space's URL without a share key: the base its pages' relative links resolve against. */
  siteSpaceBase(siteSpace: SiteSpaceRecord): string;
  /**
   * The site's search page, `<site>/~search`, without a share key: it is a GET form's `action`, and a browser
   * drops an action's query, so the form carries the key in a field of its own ({@link SiteLinks.shareKey}).
   */
  search(): string;
  /** The share key the visitor came with, which every link carries on. */
  shareKey?: string;
}

/** The segment below a site under which its search page is served (no section, site-space or page path starts with `~`). */
export const SEARCH_SEGMENT = '~search';

/** The segment below a site space under which its files are served (no page slug starts with `~`). */
export const FILES_SEGMENT = '~files';

const encodePath = (segments: readonly string[]) => segments.filter((segment) => segment !== '').map(encodeURIComponent).join('/');

export function siteLinks(store: Store, site: SiteRecord, shareKey: string | undefined): SiteLinks {
  const base = directSiteUrl(store, site);
  const share = shareKey === undefined ? '' : `?${SHARE_PARAMETER}=${encodeURIComponent(shareKey)}`;
  const at = (segments: readonly string[]) => {
    const path = encodePath(segments);
    return `${base}${path === '' ? '' : `/${path}`}`;
  };
  const siteSpaceSegments = (siteSpace: SiteSpaceRecord) => {
    const section = siteSpace.sectionId === undefined ? undefined : store.data.siteSections.get(siteSpace.sectionId);
    return [...(section ? [section.path] : []), siteSpace.path];
  };
  return {
    base,
    site: () => at([]) + share,
    section: (section) => at([section.path]) + share,
    siteSpace: (siteSpace) => at(siteSpaceSegments(siteSpace)) + share,
    page(siteSpace, path, markdown = false) {
      const segments = [...siteSpaceSegments(siteSpace), ...path.split('/')];
      return `${at(segments)}${markdown ? '.md' : ''}${share}`;
    },
    below: (segments) => at(segments) + share,
    file: (siteSpace, fileId, name) => at([...siteSpaceSegments(siteSpace), FILES_SEGMENT, fileId, name]) + share,
    siteSpaceBase: (siteSpace) => at(siteSpaceSegments(siteSpace)),
    search: () => at([SEARCH_SEGMENT]),
    ...(shareKey === undefined ? {} : { shareKey }),
  };
}

/** The path of a site's URL on its origin, e.g. `/sites/acme.docpub.site/docs`: the session cookie's `Path`. */
export function sitePath(links: SiteLinks): string {
  return new URL(links.base).pathname;
}
