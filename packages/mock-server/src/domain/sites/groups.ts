/**
 * Section groups: named groups of sections among a site's top-level entries. A section is in at most one
 * group; groups hold sections only (they do not nest).
 */
import { badRequest, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { SiteRecord, SiteSectionGroupRecord, SiteSectionRecord } from '../../store/site-records.js';
import type { Store } from '../../store/store.js';
import { endPosition, insertAt, placementIndex, type Placement } from './ordering.js';
import { sectionOfSite } from './sections.js';
import { sectionsIn, topLevelEntries } from './structure.js';

/** A group of `site`, or 404. */
export function groupOfSite(store: Store, site: SiteRecord, groupId: string): SiteSectionGroupRecord {
  const group = store.data.siteSectionGroups.get(groupId);
  if (!group || group.siteId !== site.id) throw notFound(`section group '${groupId}'`);
  return group;
}

/** The sections a create body lists: each a section of the site (404), none twice (400). */
export function listedSections(store: Store, site: SiteRecord, sectionIds: readonly string[]): SiteSectionRecord[] {
  const seen = new Set<string>();
  return sectionIds.map((sectionId, index) => {
    if (seen.has(sectionId)) throw badRequest(`sections.${index}`, `'${sectionId}' is listed twice`);
    seen.add(sectionId);
    return sectionOfSite(store, site, sectionId, `sections.${index} section`);
  });
}

export interface NewGroup {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  title: string;
  icon?: string;
  /** Checked sections to move into the group, in order; they leave any group they were in. */
  sections: readonly SiteSectionRecord[];
}

/** Creates a group last among the site's top-level entries, holding `sections` in the order given. */
export function insertGroup(store: Store, site: SiteRecord, input: NewGroup): SiteSectionGroupRecord {
  const record: SiteSectionGroupRecord = {
    id: input.id ?? nextId(store, 'site-section-group'),
    siteId: site.id,
    title: input.title,
    position: endPosition(topLevelEntries(store, site.id).map((entry) => entry.record)),
    seq: nextSeq(store),
    ...(input.icon === undefined ? {} : { icon: input.icon }),
  };
  store.data.siteSectionGroups.set(record.id, record);
  input.sections.forEach((section, position) => {
    section.groupId = record.id;
    section.position = position;
  });
  return record;
}

/** Puts a section last in a group, taking it out of the top level or another group; a no-op if it is there. */
export function addSectionToGroup(store: Store, site: SiteRecord, group: SiteSectionGroupRecord, section: SiteSectionRecord): void {
  if (section.groupId === group.id) return;
  section.position = endPosition(sectionsIn(store, site.id, group.id));
  section.groupId = group.id;
}

/** Takes a section out of its group, to the top level right after the group. 404 when it is not in the group. */
export function removeSectionFromGroup(store: Store, site: SiteRecord, group: SiteSectionGroupRecord, section: SiteSectionRecord): void {
  if (section.groupId !== group.id) throw notFound(`section '${section.id}' in section group '${group.id}'`);
  releaseSections(store, site, group, [section]);
}

/** Deletes a group; its sections stay, moved to the top level where the group was, in their order. */
export function removeGroup(store: Store, site: SiteRecord, group: SiteSectionGroupRecord): void {
  releaseSections(store, site, group, sectionsIn(store, site.id, group.id));
  store.data.siteSectionGroups.delete(group.id);
}

/** Moves `sections` of `group` to the top level, right after the group, keeping their order. */
function releaseSections(store: Store, site: SiteRecord, group: SiteSectionGroupRecord, sections: readonly SiteSectionRecord[]): void {
  const entries = topLevelEntries(store, site.id).map((entry) => entry.record);
  const after = entries.findIndex((entry) => entry.id === group.id) + 1;
  entries.splice(after, 0, ...sections);
  entries.forEach((entry, position) => {
    entry.position = position;
  });
  for (const section of sections) delete section.groupId;
}

/** What a group's move position refers to: an ungrouped section or another group. */
export type EntryKind = 'site-section' | 'site-section-group';

/**
 * Moves a group among the site's top-level entries: before or after an ungrouped section or another group
 * (`kind` says which the reference names), or to the end.
 */
export function moveGroup(
  store: Store,
  site: SiteRecord,
  group: SiteSectionGroupRecord,
  placement: (Placement & { kind: EntryKind }) | undefined,
): void {
  const entries = topLevelEntries(store, site.id).filter((entry) => entry.record.id !== group.id);
  const siblings = entries.map((entry) => entry.record);
  let index = siblings.length;
  if (placement) {
    const wanted = placement.kind === 'site-section-group' ? 'group' : 'section';
    const what = wanted === 'group' ? 'another section group of the site' : 'a section at the top level of the site';
    // The reference must be of the kind its `type` names, not merely some top-level entry with that id.
    if (!entries.some((entry) => entry.kind === wanted && entry.record.id === placement.id)) {
      throw badRequest(placement.field, `'${placement.id}' is not ${what}`);
    }
    index = placementIndex(siblings, placement, what);
  }
  insertAt(siblings, group, index);
}
