/**
 * Site redirects: old paths of a site that send readers to a section, a site space, a page of a site space or
 * a URL outside the site. Sources are unique per site. A request may also name a page by its space and path
 * (`path`): it is resolved when written to the `site-page` it names, the form the redirect is kept and shown in.
 */
import type { RedirectDestinationInput } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { conflict, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { RedirectDestinationRecord, SiteRecord, SiteRedirectRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { PageTree } from '../content/page-tree.js';
import { contentOf } from '../content/revision-content.js';
import { isoNow } from '../time.js';
import type { SiteUrls } from './urls.js';
import { trimSlashes, trimTrailingSlashes } from '../../core/trim-slashes.js';

/** A redirect of `site`, or 404. */
export function redirectOfSite(store: Store, site: SiteRecord, redirectId: string): SiteRedirectRecord {
  const redirect = store.data.siteRedirects.get(redirectId);
  if (!redirect || redirect.siteId !== site.id) throw notFound(`redirect '${redirectId}'`);
  return redirect;
}

/** The redirect of `site` whose source is exactly `source`, if any. */
export function redirectBySource(store: Store, site: SiteRecord, source: string): SiteRedirectRecord | undefined {
  for (const redirect of store.data.siteRedirects.values()) {
    if (redirect.siteId === site.id && redirect.source === source) return redirect;
  }
  return undefined;
}

/** 409 when another redirect of the site already has `source`. */
export function checkSourceFree(store: Store, site: SiteRecord, source: string, exceptId?: string): void {
  const holder = redirectBySource(store, site, source);
  if (holder && holder.id !== exceptId) throw conflict(`source: '${source}' is already redirected by '${holder.id}'`);
}

/** A site space of `site`, or 404 naming the field that referred to it. */
function siteSpaceOf(store: Store, site: SiteRecord, siteSpaceId: string, field: string): SiteSpaceRecord {
  const siteSpace = store.data.siteSpaces.get(siteSpaceId);
  if (!siteSpace || siteSpace.siteId !== site.id) throw notFound(`${field} site space '${siteSpaceId}'`);
  return siteSpace;
}

/** The page tree of the content a site space publishes (its space's primary revision), if it still has one. */
function publishedTree(store: Store, siteSpace: SiteSpaceRecord): PageTree | undefined {
  const space = store.data.spaces.get(siteSpace.spaceId);
  const revision = space && store.data.revisions.get(space.revisionId);
  return revision && new PageTree(contentOf(revision).pages);
}

/**
 * Checks a destination against the site and resolves a `path` destination to the page it names: 404 naming
 * the field when the section, site space, page or space is not the site's; nothing is changed.
 */
export function resolveDestination(store: Store, site: SiteRecord, destination: RedirectDestinationInput): RedirectDestinationRecord {
  switch (destination.kind) {
    case 'site-section': {
      const section = store.data.siteSections.get(destination.siteSectionId);
      if (!section || section.siteId !== site.id) throw notFound(`destination.siteSectionId section '${destination.siteSectionId}'`);
      return destination;
    }
    case 'site-space':
      siteSpaceOf(store, site, destination.siteSpaceId, 'destination.siteSpaceId');
      return destination;
    case 'site-page': {
      const siteSpace = siteSpaceOf(store, site, destination.siteSpaceId, 'destination.siteSpaceId');
      if (!publishedTree(store, siteSpace)?.byId.has(destination.pageId)) {
        throw notFound(`destination.pageId page '${destination.pageId}'`);
      }
      return destination;
    }
    case 'external':
      return destination;
    case 'path':
      return pageAtPath(store, site, destination.spaceId, destination.path);
  }
}

/** `{kind: 'path', spaceId, path}` → the `site-page` of the site space publishing that space. */
function pageAtPath(store: Store, site: SiteRecord, spaceId: string, path: string): RedirectDestinationRecord {
  const siteSpace = [...store.data.siteSpaces.values()].find((entry) => entry.siteId === site.id && entry.spaceId === spaceId);
  if (!siteSpace) throw notFound(`destination.spaceId space '${spaceId}' published on the site`);
  const page = publishedTree(store, siteSpace)?.byPath(trimSlashes(path));
  if (!page) throw notFound(`destination.path page at path '${path}'`);
  return { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: page.id };
}

export interface NewRedirect {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  source: string;
  destination: RedirectDestinationRecord;
  draft?: boolean | undefined;
  captureWildcard?: boolean | undefined;
  permanent?: boolean | undefined;
}

/** Stores a redirect; the source and destination must have been checked. */
export function insertRedirect(store: Store, clock: Clock, site: SiteRecord, input: NewRedirect): SiteRedirectRecord {
  const record: SiteRedirectRecord = {
    id: input.id ?? nextId(store, 'site-redirect'),
    siteId: site.id,
    source: input.source,
    destination: input.destination,
    draft: input.draft ?? false,
    captureWildcard: input.captureWildcard ?? false,
    permanent: input.permanent ?? false,
    createdAt: isoNow(clock),
    seq: nextSeq(store),
  };
  store.data.siteRedirects.set(record.id, record);
  return record;
}

/** What a PATCH changes on a redirect, already checked. */
export type RedirectChanges = Partial<Pick<SiteRedirectRecord, 'source' | 'destination' | 'draft' | 'captureWildcard' | 'permanent'>>;

/** Applies checked changes and stamps `updatedAt`. */
export function updateRedirect(clock: Clock, redirect: SiteRedirectRecord, changes: RedirectChanges): void {
  for (const key of ['source', 'destination', 'draft', 'captureWildcard', 'permanent'] as const) {
    if (changes[key] !== undefined) Object.assign(redirect, { [key]: changes[key] });
  }
  redirect.updatedAt = isoNow(clock);
}

/** Whether what a destination names still exists on the site (a section or site space can be deleted). */
function leadsSomewhere(store: Store, site: SiteRecord, destination: RedirectDestinationRecord): boolean {
  if (destination.kind === 'site-section') return store.data.siteSections.get(destination.siteSectionId)?.siteId === site.id;
  if (destination.kind === 'site-space' || destination.kind === 'site-page') {
    return store.data.siteSpaces.get(destination.siteSpaceId)?.siteId === site.id;
  }
  return true;
}

/** Removes the redirects of a site that lead to a section or site space that is gone (they would lead nowhere). */
export function removeDanglingRedirects(store: Store, site: SiteRecord): void {
  for (const [id, redirect] of store.data.siteRedirects) {
    if (redirect.siteId === site.id && !leadsSomewhere(store, site, redirect.destination)) store.data.siteRedirects.delete(id);
  }
}

/**
 * The published URL a redirect leads to. A `site-page` whose page has since been removed from the content
 * leads to its site space, the nearest thing that still exists.
 */
export function redirectTarget(store: Store, redirect: SiteRedirectRecord, urls: SiteUrls): string {
  const { destination } = redirect;
  switch (destination.kind) {
    case 'external':
      return destination.url;
    case 'site-section': {
      const section = store.data.siteSections.get(destination.siteSectionId);
      if (!section) throw new Error(`redirect ${redirect.id} leads to unknown section ${destination.siteSectionId}`);
      return urls.section(section);
    }
    case 'site-space':
    case 'site-page': {
      const siteSpace = store.data.siteSpaces.get(destination.siteSpaceId);
      if (!siteSpace) throw new Error(`redirect ${redirect.id} leads to unknown site space ${destination.siteSpaceId}`);
      const base = urls.siteSpace(siteSpace);
      if (destination.kind === 'site-space') return base;
      const tree = publishedTree(store, siteSpace);
      const page = tree?.byId.get(destination.pageId);
      return page && tree ? withPath(base, tree.pathOf(page)) : base;
    }
  }
}

/** `https://acme.docpub.site/docs/api?share=k` + `guides/intro` → `https://acme.docpub.site/docs/api/guides/intro?share=k`. */
function withPath(base: string, path: string): string {
  const url = new URL(base);
  url.pathname = `${trimTrailingSlashes(url.pathname)}/${path.split('/').map(encodeURIComponent).join('/')}`;
  return url.toString();
}
