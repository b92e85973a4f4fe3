/** Site redirects: old paths of a site that send readers to a section or elsewhere. Sources are unique per site. */
import { conflict, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { RedirectDestinationRecord, SiteRecord, SiteRedirectRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import type { SiteUrls } from './urls.js';

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

/** 404 when a destination names a section the site does not have. */
export function checkDestination(store: Store, site: SiteRecord, destination: RedirectDestinationRecord): void {
  if (destination.kind !== 'site-section') return;
  const section = store.data.siteSections.get(destination.siteSectionId);
  if (!section || section.siteId !== site.id) {
    throw notFound(`destination.siteSectionId section '${destination.siteSectionId}'`);
  }
}

export interface NewRedirect {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  source: string;
  destination: RedirectDestinationRecord;
}

/** Stores a redirect; the source and destination must have been checked. */
export function insertRedirect(store: Store, site: SiteRecord, input: NewRedirect): SiteRedirectRecord {
  const record: SiteRedirectRecord = {
    id: input.id ?? nextId(store, 'site-redirect'),
    siteId: site.id,
    source: input.source,
    destination: input.destination,
    seq: nextSeq(store),
  };
  store.data.siteRedirects.set(record.id, record);
  return record;
}

/** Removes the redirects that lead to a section (which is being deleted). */
export function removeRedirectsTo(store: Store, site: SiteRecord, sectionId: string): void {
  for (const [id, redirect] of store.data.siteRedirects) {
    const { destination } = redirect;
    if (redirect.siteId === site.id && destination.kind === 'site-section' && destination.siteSectionId === sectionId) {
      store.data.siteRedirects.delete(id);
    }
  }
}

/** The published URL a redirect leads to. */
export function redirectTarget(store: Store, redirect: SiteRedirectRecord, urls: SiteUrls): string {
  const { destination } = redirect;
  if (destination.kind === 'url') return destination.url;
  const section = store.data.siteSections.get(destination.siteSectionId);
  if (!section) throw new Error(`redirect ${redirect.id} leads to unknown section ${destination.siteSectionId}`);
  return urls.section(section);
}
