/** Docs sites: creating, finding, changing and deleting them. */
import type { updateSiteBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { badRequest, conflict, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { SpaceRecord } from '../../store/records.js';
import { DEFAULT_SITE_TYPE, DEFAULT_SITE_VISIBILITY, type SiteRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';
import { slugify, uniquePath } from './paths.js';
import { newPrivateKey } from './secrets.js';
import { sectionOfSite } from './sections.js';
import { insertSiteSpace, siteSpaceOfSite } from './site-spaces.js';
import { hasSections } from './structure.js';
import { proxyUrl } from './urls.js';

/** The title of a site created without one. */
export const UNTITLED_SITE = 'Untitled site';

/** The site `siteId` of the organization, or 404 (a site of another organization is not found here either). */
export function siteOfOrganization(store: Store, organizationId: string, siteId: string): SiteRecord {
  const site = store.data.sites.get(siteId);
  if (!site || site.organizationId !== organizationId) throw notFound(`site '${siteId}'`);
  return site;
}

/** The sites of an organization, in no particular order. */
export function sitesOfOrganization(store: Store, organizationId: string): SiteRecord[] {
  return [...store.data.sites.values()].filter((site) => site.organizationId === organizationId);
}

export interface NewSite {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  organizationId: string;
  title?: string | undefined;
  type?: SiteRecord['type'] | undefined;
  visibility?: SiteRecord['visibility'] | undefined;
  /** Checked spaces to publish at the root, in order; the first becomes the default. */
  spaces?: readonly SpaceRecord[];
  basename?: string;
  customization?: SiteRecord['customization'];
}

/** Stores a new, unpublished site and publishes `spaces` at its root. */
export function insertSite(store: Store, clock: Clock, input: NewSite): SiteRecord {
  const title = input.title ?? UNTITLED_SITE;
  const taken = new Set(sitesOfOrganization(store, input.organizationId).map((site) => site.basename));
  const site: SiteRecord = {
    id: input.id ?? nextId(store, 'site'),
    organizationId: input.organizationId,
    title,
    type: input.type ?? DEFAULT_SITE_TYPE,
    visibility: input.visibility ?? DEFAULT_SITE_VISIBILITY,
    published: false,
    basename: input.basename ?? uniquePath(slugify(title, 'site'), taken),
    adaptiveContent: false,
    customization: input.customization ?? {},
    publishingAuth: { privateKey: newPrivateKey() },
    createdAt: isoNow(clock),
    seq: nextSeq(store),
  };
  store.data.sites.set(site.id, site);
  for (const space of input.spaces ?? []) insertSiteSpace(store, site, undefined, space);
  return site;
}

/** Deletes a site with everything it holds. */
export function removeSite(store: Store, site: SiteRecord): void {
  const tables = [
    store.data.siteSections,
    store.data.siteSectionGroups,
    store.data.siteSpaces,
    store.data.siteRedirects,
    store.data.shareLinks,
  ];
  for (const table of tables) {
    for (const [id, record] of table) if (record.siteId === site.id) table.delete(id);
  }
  store.data.sites.delete(site.id);
}

/** A PATCH body of a site, as the contract parses it (`proxy: null` removes the proxy). */
export type SiteChanges = z.output<typeof updateSiteBody>;

/**
 * Applies a PATCH. Everything is checked before anything changes: the basename is unique in the organization
 * (409), the proxy is a host plus path (400), the default section is the site's (404), and the default site
 * space is the site's (404) and sits at the root or in the (new) default section (400).
 */
export function updateSite(store: Store, site: SiteRecord, changes: SiteChanges): void {
  if (changes.basename !== undefined) checkBasenameFree(store, site, changes.basename);
  const proxy = typeof changes.proxy === 'string' ? proxyUrl(changes.proxy) : changes.proxy;
  const section =
    changes.defaultSiteSection === undefined
      ? undefined
      : sectionOfSite(store, site, changes.defaultSiteSection, 'defaultSiteSection section');
  const defaultSectionId = section?.id ?? site.defaultSectionId;
  if (changes.defaultSiteSpace !== undefined) {
    const siteSpace = siteSpaceOfSite(store, site, changes.defaultSiteSpace, 'defaultSiteSpace site space');
    const expected = hasSections(store, site.id) ? defaultSectionId : undefined;
    if (siteSpace.sectionId !== expected) {
      throw badRequest('defaultSiteSpace', `site space '${siteSpace.id}' is not at the root or in the default section`);
    }
  }

  if (changes.title !== undefined) site.title = changes.title;
  if (changes.visibility !== undefined) site.visibility = changes.visibility;
  if (changes.basename !== undefined) site.basename = changes.basename;
  if (changes.adaptiveContent !== undefined) site.adaptiveContent = changes.adaptiveContent.enabled;
  if (proxy === null) delete site.proxy;
  else if (proxy !== undefined) site.proxy = proxy;
  if (section) site.defaultSectionId = section.id;
  if (changes.defaultSiteSpace !== undefined) {
    const holder = section ?? (defaultSectionId === undefined ? site : store.data.siteSections.get(defaultSectionId)!);
    holder.defaultSiteSpaceId = changes.defaultSiteSpace;
  }
}

function checkBasenameFree(store: Store, site: SiteRecord, basename: string): void {
  const holder = sitesOfOrganization(store, site.organizationId).find(
    (other) => other.basename === basename && other.id !== site.id,
  );
  if (holder) throw conflict(`basename: '${basename}' is already used by site '${holder.id}'`);
}
