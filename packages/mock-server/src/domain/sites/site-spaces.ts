/**
 * Site spaces: a space published on a site, at its root or in a section. Each keeps a path unique among its
 * siblings, and each container (section or root) keeps exactly one default while it has site spaces.
 */
import type { updateSiteSpaceBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { SpaceRecord } from '../../store/records.js';
import type { SiteRecord, SiteSpaceRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { endPosition, insertAt, placementIndex, type Placement } from './ordering.js';
import { slugify, uniquePath } from './paths.js';
import { containerOf, repairDefaultSiteSpace, siteSpacesIn } from './structure.js';
import { removeDanglingRedirects } from './redirects.js';
import { checkCondition } from '../../visitor/conditions.js';

/**
 * The space a body names to publish (`field`): 404 when unknown, soft-deleted or of another organization (a
 * site publishes its own organization's spaces), with the same answer in each case, so that an outsider
 * cannot learn which ids exist.
 */
export function publishableSpace(store: Store, organizationId: string, spaceId: string, field: string): SpaceRecord {
  const space = store.data.spaces.get(spaceId);
  if (!space || space.deletedAt !== undefined || space.organizationId !== organizationId) {
    throw notFound(`${field} space '${spaceId}'`);
  }
  return space;
}

/** A site space of `site`, or 404 (`what` names it in the message). */
export function siteSpaceOfSite(store: Store, site: SiteRecord, siteSpaceId: string, what = 'site space'): SiteSpaceRecord {
  const siteSpace = store.data.siteSpaces.get(siteSpaceId);
  if (!siteSpace || siteSpace.siteId !== site.id) throw notFound(`${what} '${siteSpaceId}'`);
  return siteSpace;
}

/** 409 when the space is already published in that section (or at the root): a second copy shows nothing new. */
export function checkNotPublishedIn(store: Store, site: SiteRecord, sectionId: string | undefined, spaceId: string): void {
  const existing = siteSpacesIn(store, site.id, sectionId).find((siteSpace) => siteSpace.spaceId === spaceId);
  if (existing) {
    const where = sectionId === undefined ? 'at the root of the site' : `in section '${sectionId}'`;
    throw conflict(`space '${spaceId}' is already published ${where} (site space '${existing.id}')`);
  }
}

/** 409 when `path` is taken by another of `siblings`. */
export function checkPathFree(siblings: readonly { id: string; path: string }[], path: string, exceptId: string, what: string): void {
  const holder = siblings.find((sibling) => sibling.path === path && sibling.id !== exceptId);
  if (holder) throw conflict(`path: '${path}' is already used by ${what} '${holder.id}'`);
}

export interface NewSiteSpace {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  /** Defaults to the space's title, made unique among the siblings. */
  path?: string;
}

/**
 * Publishes `space` in a section of `site` (`undefined`: the root), last among its siblings; it becomes the
 * default when the container has none. Callers check the space and the section first.
 */
export function insertSiteSpace(
  store: Store,
  site: SiteRecord,
  sectionId: string | undefined,
  space: SpaceRecord,
  input: NewSiteSpace = {},
): SiteSpaceRecord {
  const siblings = siteSpacesIn(store, site.id, sectionId);
  const taken = new Set(siblings.map((sibling) => sibling.path));
  const record: SiteSpaceRecord = {
    id: input.id ?? nextId(store, 'site-space'),
    siteId: site.id,
    spaceId: space.id,
    path: input.path ?? uniquePath(slugify(space.title, 'space'), taken),
    position: endPosition(siblings),
    seq: nextSeq(store),
    ...(sectionId === undefined ? {} : { sectionId }),
  };
  store.data.siteSpaces.set(record.id, record);
  const container = containerOf(store, site, sectionId);
  container.defaultSiteSpaceId ??= record.id;
  return record;
}

/**
 * Removes a site space with the redirects that led to it or its pages; its container picks the first
 * remaining one as default if it was the default.
 */
export function removeSiteSpace(store: Store, site: SiteRecord, siteSpace: SiteSpaceRecord): void {
  store.data.siteSpaces.delete(siteSpace.id);
  removeDanglingRedirects(store, site);
  repairDefaultSiteSpace(store, site, siteSpace.sectionId);
}

/** A PATCH body of a site space, as the contract parses it (`condition: null` removes the condition). */
export type SiteSpaceChanges = z.output<typeof updateSiteSpaceBody>;

/** Applies a PATCH; the path is checked (409) before anything changes. */
export function updateSiteSpace(store: Store, site: SiteRecord, siteSpace: SiteSpaceRecord, changes: SiteSpaceChanges): void {
  checkCondition(changes.condition);
  if (changes.path !== undefined) {
    checkPathFree(siteSpacesIn(store, site.id, siteSpace.sectionId), changes.path, siteSpace.id, 'site space');
    siteSpace.path = changes.path;
  }
  if (changes.condition === null) delete siteSpace.condition;
  else if (changes.condition !== undefined) siteSpace.condition = changes.condition;
}

/**
 * Moves a site space among the site spaces of its own section (or the root): before or after one of them, or
 * to the end. A reference elsewhere is a 400 (moving between sections would change its URL and its section's
 * default; delete and create for that).
 */
export function moveSiteSpace(store: Store, site: SiteRecord, siteSpace: SiteSpaceRecord, placement: Placement | undefined): void {
  const siblings = siteSpacesIn(store, site.id, siteSpace.sectionId).filter((sibling) => sibling.id !== siteSpace.id);
  const index = placement ? placementIndex(siblings, placement, 'another site space of the same section') : siblings.length;
  insertAt(siblings, siteSpace, index);
}

/** Removes every site space that publishes `space` (a space purged for good), repairing defaults. */
export function removeSiteSpacesOfSpace(store: Store, space: SpaceRecord): void {
  for (const siteSpace of [...store.data.siteSpaces.values()]) {
    if (siteSpace.spaceId !== space.id) continue;
    const site = store.data.sites.get(siteSpace.siteId);
    if (site) removeSiteSpace(store, site, siteSpace);
    else store.data.siteSpaces.delete(siteSpace.id);
  }
}
