/**
 * Published URLs of a site and of what it publishes (docs/published-sites.md, "The URL grammar").
 *
 * A site lives at `<published origin>[/worlds/<worldId>]/sites/<site hostname>/<basename>`, the site hostname
 * being `<org-host>.docpub.site` (`<org-host>`: the organization's hostname, or its id when it has none), or at
 * its proxy's URL when one is set. A section is at `<site>/<section path>`; a site space at
 * `<section>/<site-space path>` (at the root: `<site>/<path>`). Paths are always spelled out, defaults included,
 * so two things never share a URL. A share-link key rides along as `?share=<key>`.
 */
import { badRequest } from '../../core/http-error.js';
import type { SiteRecord, SiteSectionRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { trimTrailingSlashes } from '../../core/trim-slashes.js';

/** The domain published sites are served under. */
export const PUBLISHED_DOMAIN = 'docpub.site';

/** The query parameter that carries a share-link key. */
export const SHARE_PARAMETER = 'share';

/** The path segment under which a world's published sites are served: `/sites/<site hostname>/<basename>`. */
export const SITES_SEGMENT = 'sites';

/**
 * The path segment, below a world's published base, of the API's file downloads (`/~files/<spaceId>/…`: see
 * domain/content/file-downloads.ts). `~` keeps it apart from any site's path.
 */
export const DOWNLOADS_SEGMENT = '~files';

/** The path segment that names a world made by the control API: `/worlds/<worldId>/sites/…`. */
export const WORLDS_SEGMENT = 'worlds';

/** The published origin of an in-process server when nothing else is known. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://docpub.test';

/**
 * Where each store's sites are served: its server's published origin plus the world's prefix. Kept beside the
 * store, not in it: it is where the server is reached, not state a snapshot holds.
 */
const publishedBases = new WeakMap<Store, () => string>();

/** Serves `store`'s sites under `base()` (`http://127.0.0.1:4010` or `http://127.0.0.1:4010/worlds/w_…`). */
export function servePublishedSitesAt(store: Store, base: () => string): void {
  publishedBases.set(store, base);
}

/** The base `store`'s site URLs start with, e.g. `http://docpub.test/worlds/w_…`. */
export function publishedBase(store: Store): string {
  return publishedBases.get(store)?.() ?? DEFAULT_PUBLIC_ORIGIN;
}

/** The host of an organization's published sites, e.g. `acme.docpub.site`. */
export function siteHostname(store: Store, site: SiteRecord): string {
  const organization = store.data.organizations.get(site.organizationId);
  if (!organization) throw new Error(`site ${site.id} of unknown organization ${site.organizationId}`);
  return `${organization.hostname ?? organization.id}.${PUBLISHED_DOMAIN}`;
}

/** Where the site is served by the server itself, whatever proxy is in front of it. */
export function directSiteUrl(store: Store, site: SiteRecord): string {
  return `${publishedBase(store)}/${SITES_SEGMENT}/${encodeURIComponent(siteHostname(store, site))}/${encodeURIComponent(site.basename)}`;
}

/**
 * The URL a proxy setting serves the site at: a host plus an optional path prefix (`docs.example.com/help`),
 * an `https://` in front allowed.
 * @throws HttpError 400 `proxy: …` for anything else.
 */
export function proxyUrl(proxy: string): string {
  const refuse = () => badRequest('proxy', 'must be a host plus an optional path prefix, e.g. docs.example.com/help');
  const text = /^https?:\/\//i.test(proxy) ? proxy : `https://${proxy}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse();
  }
  if (url.username || url.password || url.search || url.hash || text.endsWith('?') || text.endsWith('#')) throw refuse();
  if (!url.hostname.includes('.') || /\s/.test(proxy)) throw refuse();
  return `https://${url.host}${trimTrailingSlashes(url.pathname)}`;
}

/** The published URLs of one site, all carrying `shareKey` when one is given. */
export interface SiteUrls {
  site: string;
  section(section: SiteSectionRecord): string;
  siteSpace(siteSpace: SiteSpaceRecord): string;
}

/** The published URLs of `site`; `shareKey`, when given, must already be resolved (see share-links.ts). */
export function siteUrls(store: Store, site: SiteRecord, shareKey?: string): SiteUrls {
  const base = site.proxy ?? directSiteUrl(store, site);
  const share = shareKey === undefined ? '' : `?${SHARE_PARAMETER}=${encodeURIComponent(shareKey)}`;
  const sectionBase = (section: SiteSectionRecord) => `${base}/${encodeURIComponent(section.path)}`;
  return {
    site: base + share,
    section: (section) => sectionBase(section) + share,
    siteSpace(siteSpace) {
      const section = siteSpace.sectionId === undefined ? undefined : store.data.siteSections.get(siteSpace.sectionId);
      const parent = section ? sectionBase(section) : base;
      return `${parent}/${encodeURIComponent(siteSpace.path)}${share}`;
    },
  };
}

/** The path below a site where a visitor starts signing in to a `visitor-auth` site (its `urls.login`). */
export const LOGIN_PATH = '~login';

/** `urls.login` of a published `visitor-auth` site: the site's own sign-in start, which leads to its fallback URL. */
export function loginUrl(store: Store, site: SiteRecord): string {
  return `${siteUrls(store, site).site}/${LOGIN_PATH}`;
}
