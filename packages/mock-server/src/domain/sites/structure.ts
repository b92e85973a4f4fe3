/**
 * Reading a site's structure: its sections, groups and site spaces, each kind in the order readers see it.
 *
 * A site either publishes its site spaces at its root (no sections), or arranges them in sections; its top
 * level is then a sequence of entries, each an ungrouped section or a group of sections.
 */
import type {
  SiteRecord,
  SiteSectionGroupRecord,
  SiteSectionRecord,
  SiteSpaceRecord,
} from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { compareOrder, inOrder } from './ordering.js';

/** A top-level entry of a site with sections. */
export type SiteEntry =
  | { kind: 'section'; record: SiteSectionRecord }
  | { kind: 'group'; record: SiteSectionGroupRecord };

/** Every section of a site, in no particular order. */
export function sectionsOfSite(store: Store, siteId: string): SiteSectionRecord[] {
  return [...store.data.siteSections.values()].filter((section) => section.siteId === siteId);
}

/** True when the site arranges its site spaces in sections. */
export function hasSections(store: Store, siteId: string): boolean {
  for (const section of store.data.siteSections.values()) if (section.siteId === siteId) return true;
  return false;
}

/** Every group of a site, in no particular order. */
export function groupsOfSite(store: Store, siteId: string): SiteSectionGroupRecord[] {
  return [...store.data.siteSectionGroups.values()].filter((group) => group.siteId === siteId);
}

/** Every site space of a site, in no particular order. */
export function siteSpacesOfSite(store: Store, siteId: string): SiteSpaceRecord[] {
  return [...store.data.siteSpaces.values()].filter((siteSpace) => siteSpace.siteId === siteId);
}

/** The site spaces of one section (`undefined`: the site's root), in order. */
export function siteSpacesIn(store: Store, siteId: string, sectionId: string | undefined): SiteSpaceRecord[] {
  const found: SiteSpaceRecord[] = [];
  for (const siteSpace of store.data.siteSpaces.values()) {
    if (siteSpace.siteId === siteId && siteSpace.sectionId === sectionId) found.push(siteSpace);
  }
  return inOrder(found);
}

/** The sections of one group (`undefined`: the ungrouped ones), in order. */
export function sectionsIn(store: Store, siteId: string, groupId: string | undefined): SiteSectionRecord[] {
  return inOrder(sectionsOfSite(store, siteId).filter((section) => section.groupId === groupId));
}

/** The site's top-level entries, in order: ungrouped sections and groups share one ordering. */
export function topLevelEntries(store: Store, siteId: string): SiteEntry[] {
  const entries = [
    ...sectionsIn(store, siteId, undefined).map((record) => ({ kind: 'section' as const, record })),
    ...groupsOfSite(store, siteId).map((record) => ({ kind: 'group' as const, record })),
  ];
  return entries.sort((a, b) => compareOrder(a.record, b.record));
}

/** Every section of a site in reading order: top-level entries, each group's sections in place of the group. */
export function sectionsInReadingOrder(store: Store, siteId: string): SiteSectionRecord[] {
  return topLevelEntries(store, siteId).flatMap((entry) =>
    entry.kind === 'section' ? [entry.record] : sectionsIn(store, siteId, entry.record.id),
  );
}

/** What holds a site space and its default pointer: its section, or the site itself at the root. */
export function containerOf(store: Store, site: SiteRecord, sectionId: string | undefined): SiteRecord | SiteSectionRecord {
  if (sectionId === undefined) return site;
  const section = store.data.siteSections.get(sectionId);
  if (!section) throw new Error(`site space of unknown section ${sectionId}`);
  return section;
}

/** True for the default site space of its section (or of the root). */
export function isDefaultSiteSpace(store: Store, site: SiteRecord, siteSpace: SiteSpaceRecord): boolean {
  return containerOf(store, site, siteSpace.sectionId).defaultSiteSpaceId === siteSpace.id;
}

/**
 * Keeps exactly one default among a container's site spaces: the current one while it is still there, else
 * the first in order; none when the container is empty.
 */
export function repairDefaultSiteSpace(store: Store, site: SiteRecord, sectionId: string | undefined): void {
  const container = containerOf(store, site, sectionId);
  const members = siteSpacesIn(store, site.id, sectionId);
  if (members.some((member) => member.id === container.defaultSiteSpaceId)) return;
  if (members.length > 0) container.defaultSiteSpaceId = members[0]!.id;
  else delete container.defaultSiteSpaceId;
}

/** Keeps exactly one default section while the site has sections: the current one, else the first read. */
export function repairDefaultSection(store: Store, site: SiteRecord): void {
  const sections = sectionsInReadingOrder(store, site.id);
  if (sections.some((section) => section.id === site.defaultSectionId)) return;
  if (sections.length > 0) site.defaultSectionId = sections[0]!.id;
  else delete site.defaultSectionId;
}
