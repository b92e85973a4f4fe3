/**
 * Site sections: top-level parts of a site, each publishing its own site spaces. Section paths are unique
 * within the site (409 on a clash), and the site keeps exactly one default section while it has any.
 */
import type { updateSiteSectionBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { SpaceRecord } from '../../store/records.js';
import type { SiteRecord, SiteSectionRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { endPosition, insertAt, placementIndex, type Placement, type Positioned } from './ordering.js';
import { slugify, uniquePath } from './paths.js';
import { removeDanglingRedirects } from './redirects.js';
import { checkCondition } from '../../visitor/conditions.js';
import { insertSiteSpace, siteSpaceOfSite } from './site-spaces.js';
import {
  hasSections,
  repairDefaultSection,
  sectionsIn,
  sectionsOfSite,
  siteSpacesIn,
  topLevelEntries,
} from './structure.js';

/** A section of `site`, or 404 (`what` names it in the message, e.g. the body field that referenced it). */
export function sectionOfSite(store: Store, site: SiteRecord, sectionId: string, what = 'section'): SiteSectionRecord {
  const section = store.data.siteSections.get(sectionId);
  if (!section || section.siteId !== site.id) throw notFound(`${what} '${sectionId}'`);
  return section;
}

export interface NewSection {
  /** Fixed ids (the demo world's); generated from the seed when absent. */
  id?: string;
  siteSpaceId?: string;
  title: string;
  path?: string;
  description?: string;
  icon?: string;
}

/**
 * Creates a section publishing `space`, last among the site's top-level entries. A site that published its
 * site spaces at the root first gets them moved into a section of their own (titled after the site, keeping
 * their default), because a site's structure is either root site spaces or sections, never both.
 */
export function insertSection(store: Store, site: SiteRecord, space: SpaceRecord, input: NewSection): SiteSectionRecord {
  if (!hasSections(store, site.id) && siteSpacesIn(store, site.id, undefined).length > 0) adoptRoot(store, site);
  const section = newSection(store, site, input);
  insertSiteSpace(store, site, section.id, space, input.siteSpaceId === undefined ? {} : { id: input.siteSpaceId });
  repairDefaultSection(store, site);
  return section;
}

function newSection(store: Store, site: SiteRecord, input: NewSection): SiteSectionRecord {
  const taken = new Set(sectionsOfSite(store, site.id).map((section) => section.path));
  const record: SiteSectionRecord = {
    id: input.id ?? nextId(store, 'site-section'),
    siteId: site.id,
    title: input.title,
    path: input.path ?? uniquePath(slugify(input.title, 'section'), taken),
    position: endPosition(topLevelEntries(store, site.id).map((entry) => entry.record)),
    seq: nextSeq(store),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.icon === undefined ? {} : { icon: input.icon }),
  };
  store.data.siteSections.set(record.id, record);
  return record;
}

/** Moves the root site spaces into a new section, which becomes the default. */
function adoptRoot(store: Store, site: SiteRecord): void {
  const section = newSection(store, site, { title: site.title });
  for (const siteSpace of siteSpacesIn(store, site.id, undefined)) siteSpace.sectionId = section.id;
  if (site.defaultSiteSpaceId !== undefined) section.defaultSiteSpaceId = site.defaultSiteSpaceId;
  delete site.defaultSiteSpaceId;
  site.defaultSectionId = section.id;
}

/**
 * Deletes a section with its site spaces and the redirects that led to it or to its site spaces (they would lead nowhere). When it
 * was the default, the first remaining section in reading order becomes the default.
 */
export function removeSection(store: Store, site: SiteRecord, section: SiteSectionRecord): void {
  for (const siteSpace of siteSpacesIn(store, site.id, section.id)) store.data.siteSpaces.delete(siteSpace.id);
  store.data.siteSections.delete(section.id);
  removeDanglingRedirects(store, site);
  repairDefaultSection(store, site);
}

/** A PATCH body of a section, as the contract parses it (`condition`, `icon`, `description`: null removes). */
export type SectionChanges = z.output<typeof updateSiteSectionBody>;

/** Applies a PATCH: the path (409) and the default site space (404/400) are checked before anything changes. */
export function updateSection(store: Store, site: SiteRecord, section: SiteSectionRecord, changes: SectionChanges): void {
  checkCondition(changes.condition);
  if (changes.path !== undefined) {
    const holder = sectionsOfSite(store, site.id).find((other) => other.path === changes.path && other.id !== section.id);
    if (holder) throw conflict(`path: '${changes.path}' is already used by section '${holder.id}'`);
  }
  if (changes.defaultSiteSpace !== undefined) {
    const siteSpace = siteSpaceOfSite(store, site, changes.defaultSiteSpace, 'defaultSiteSpace site space');
    if (siteSpace.sectionId !== section.id) {
      throw badRequest('defaultSiteSpace', `site space '${siteSpace.id}' is not in section '${section.id}'`);
    }
  }
  if (changes.title !== undefined) section.title = changes.title;
  if (changes.path !== undefined) section.path = changes.path;
  if (changes.defaultSiteSpace !== undefined) section.defaultSiteSpaceId = changes.defaultSiteSpace;
  setOrRemove(section, 'condition', changes.condition);
  setOrRemove(section, 'icon', changes.icon);
  setOrRemove(section, 'description', changes.description);
}

/** PATCH semantics of a nullable field: omitted keeps, `null` removes, a value sets. */
export function setOrRemove<T extends object, K extends keyof T>(record: T, key: K, value: T[K] | null | undefined): void {
  if (value === null) delete record[key];
  else if (value !== undefined) record[key] = value;
}

/**
 * Moves a section before or after another section of the site, into that section's place: into its group, or
 * to the top level. Without a placement the section goes to the end of where it is.
 */
export function moveSection(store: Store, site: SiteRecord, section: SiteSectionRecord, placement: Placement | undefined): void {
  const reference = placement ? store.data.siteSections.get(placement.id) : section;
  if (!reference || reference.siteId !== site.id || (placement && reference.id === section.id)) {
    throw badRequest(placement!.field, `'${placement!.id}' is not another section of the site`);
  }
  const groupId = reference.groupId;
  const siblings: Positioned[] = (
    groupId === undefined ? topLevelEntries(store, site.id).map((entry) => entry.record) : sectionsIn(store, site.id, groupId)
  ).filter((sibling) => sibling.id !== section.id);
  const index = placement ? placementIndex(siblings, placement, 'another section of the site') : siblings.length;
  insertAt(siblings, section, index);
  if (groupId === undefined) delete section.groupId;
  else section.groupId = groupId;
}
