/**
 * Site redirects as visitors meet them (docs/published-sites.md, "Redirects"): a live redirect whose `source`
 * is the path asked for (or, with `captureWildcard`, a path below it) answers 308 (permanent) or 307 to its
 * destination on the site, the captured rest appended. Every on-site `Location` is the site's own absolute URL
 * plus encoded segments, so nothing a visitor types can point it at another host.
 */
import { MAX_REDIRECT_URL_CHARS } from '@docpub/sdk/contract';
import { trimTrailingSlashes } from '../core/trim-slashes.js';
import { PageTree } from '../domain/content/page-tree.js';
import { contentOf } from '../domain/content/revision-content.js';
import type { SiteRecord, SiteRedirectRecord, SiteSpaceRecord } from '../store/site-records.js';
import { generationOf } from '../store/generation.js';
import type { Store } from '../store/store.js';
import type { SiteLinks } from './links.js';

/**
 * Longest `Location` a redirect answers with: room for a destination at the contract's cap and a long path
 * below the source. Clients refuse longer headers (undici's are 16 KiB in all); a longer one answers 414.
 */
export const MAX_LOCATION_CHARS = 8192;

/** A redirect that applies to a request, and the segments its wildcard captured. */
export interface RedirectMatch {
  redirect: SiteRedirectRecord;
  captured: string[];
}

/** The live redirects of one source (its segments joined by `/`): the first of all, and the first that captures. */
interface SourceEntry {
  any: SiteRedirectRecord;
  wildcard?: SiteRedirectRecord;
}

/** The live redirects of a world by site and source, and the longest source key, for one generation of its state. */
interface RedirectIndex {
  generation: number;
  bySite: Map<string, Map<string, SourceEntry>>;
  longestKey: number;
}

const indexes = new WeakMap<Store, RedirectIndex>();

const sourceKey = (source: string) => source.split('/').filter((segment) => segment !== '').join('/');

function buildIndex(store: Store, generation: number): RedirectIndex {
  const bySite = new Map<string, Map<string, SourceEntry>>();
  let longestKey = 0;
  for (const redirect of store.data.siteRedirects.values()) {
    if (redirect.draft) continue;
    const key = sourceKey(redirect.source);
    if (key === '') continue;
    let sources = bySite.get(redirect.siteId);
    if (!sources) bySite.set(redirect.siteId, (sources = new Map()));
    const entry = sources.get(key);
    if (!entry) sources.set(key, { any: redirect, ...(redirect.captureWildcard ? { wildcard: redirect } : {}) });
    else if (redirect.captureWildcard) entry.wildcard ??= redirect;
    longestKey = Math.max(longestKey, key.length);
  }
  return { generation, bySite, longestKey };
}

/**
 * The live redirect of `site` for the path `rest` (decoded segments below the site), if any: the exact source
 * first, then the longest one that captures. The redirects are indexed once per generation of the state, so a
 * visit reads at most as much of its path as the longest source holds, however many redirects there are.
 */
export function matchRedirect(store: Store, site: SiteRecord, rest: readonly string[]): RedirectMatch | undefined {
  const generation = generationOf(store);
  let index = indexes.get(store);
  if (index?.generation !== generation) indexes.set(store, (index = buildIndex(store, generation)));
  const sources = index.bySite.get(site.id);
  if (!sources) return undefined;
  let best: RedirectMatch | undefined;
  let key = '';
  for (let depth = 0; depth < rest.length; depth++) {
    key = depth === 0 ? rest[0]! : `${key}/${rest[depth]}`;
    if (key.length > index.longestKey) break;
    const entry = sources.get(key);
    const redirect = depth === rest.length - 1 ? entry?.any : entry?.wildcard;
    if (redirect) best = { redirect, captured: rest.slice(depth + 1) };
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

/**
 * `url` with `segments` appended to its path; undefined for anything but an absolute http(s) URL, and for a
 * URL past the contract's cap, which only a state put together in process can hold (the API and world files
 * refuse it): it is never parsed, and never becomes a `Location`.
 */
function external(url: string, segments: readonly string[]): string | undefined {
  if (url.length > MAX_REDIRECT_URL_CHARS) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (segments.length > 0) parsed.pathname = `${trimTrailingSlashes(parsed.pathname)}/${segments.map(encodeURIComponent).join('/')}`;
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
