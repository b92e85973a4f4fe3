/**
 * What one visitor may see of a site's structure, and where a path below the site leads: sections and site
 * spaces whose condition the visitor's claims satisfy (while adaptive content is on), the defaults at the root
 * (docs/published-sites.md, "The URL grammar").
 */
import { groupsOfSite, hasSections, sectionsIn, sectionsInReadingOrder, siteSpacesIn, topLevelEntries } from '../domain/sites/structure.js';
import type { SiteRecord, SiteSectionGroupRecord, SiteSectionRecord, SiteSpaceRecord } from '../store/site-records.js';
import type { Store } from '../store/store.js';
import { conditionHolds } from './conditions.js';

/** A site as one visitor sees it. */
export interface VisitorSite {
  store: Store;
  site: SiteRecord;
  /** `visitor.claims`: verified claims, and the unsigned ones under `unsigned`. */
  claims: Record<string, unknown>;
}

/** Whether the visitor may see something guarded by `condition`; conditions count only with adaptive content on. */
export function admits(view: VisitorSite, condition: string | undefined): boolean {
  return condition === undefined || !view.site.adaptiveContent || conditionHolds(condition, view.claims);
}

/** The sections the visitor may see, in reading order. */
export function visibleSections(view: VisitorSite): SiteSectionRecord[] {
  return sectionsInReadingOrder(view.store, view.site.id).filter((section) => admits(view, section.condition));
}

/** The live site spaces of a section (or the root) the visitor may see, in order. */
export function visibleSiteSpaces(view: VisitorSite, sectionId: string | undefined): SiteSpaceRecord[] {
  return siteSpacesIn(view.store, view.site.id, sectionId).filter(
    (siteSpace) => view.store.data.spaces.get(siteSpace.spaceId)?.deletedAt === undefined && admits(view, siteSpace.condition),
  );
}

/** A site space with the section it sits in (none on a site without sections). */
export interface SiteSpaceInSection {
  section?: SiteSectionRecord;
  siteSpace: SiteSpaceRecord;
}

/** The site spaces the visitor may see in reading order: section by section on a site with sections. */
export function visibleSiteSpacesInOrder(view: VisitorSite): SiteSpaceInSection[] {
  if (!hasSections(view.store, view.site.id)) return visibleSiteSpaces(view, undefined).map((siteSpace) => ({ siteSpace }));
  return visibleSections(view).flatMap((section) => visibleSiteSpaces(view, section.id).map((siteSpace) => ({ section, siteSpace })));
}

/** Top-level entries the visitor may see: ungrouped sections, and groups with the sections it may see. */
export type VisibleEntry = { kind: 'section'; section: SiteSectionRecord } | { kind: 'group'; group: SiteSectionGroupRecord; sections: SiteSectionRecord[] };

export function visibleEntries(view: VisitorSite): VisibleEntry[] {
  const { store, site } = view;
  if (groupsOfSite(store, site.id).length === 0 && !hasSections(store, site.id)) return [];
  return topLevelEntries(store, site.id).flatMap((entry): VisibleEntry[] => {
    if (entry.kind === 'section') return admits(view, entry.record.condition) ? [{ kind: 'section' as const, section: entry.record }] : [];
    const sections = sectionsIn(store, site.id, entry.record.id).filter((section) => admits(view, section.condition));
    return sections.length === 0 ? [] : [{ kind: 'group' as const, group: entry.record, sections }];
  });
}

/** Where a path below a site leads: a section (on a site with sections), a site space and a page path. */
export interface Place {
  section?: SiteSectionRecord;
  siteSpace: SiteSpaceRecord;
  /** The page's path below the site space; empty for the site space's own URL. */
  pagePath: string;
}

/** The default when the visitor may see it, else the first they may see. */
function pick<T extends { id: string }>(candidates: readonly T[], defaultId: string | undefined): T | undefined {
  return candidates.find((candidate) => candidate.id === defaultId) ?? candidates[0];
}

/**
 * The place `rest` names for this visitor, or undefined (a 404): a segment naming a section or site space the
 * visitor may not see is not read as a page path.
 */
export function placeOf(view: VisitorSite, rest: readonly string[]): Place | undefined {
  const { store, site } = view;
  let remaining = [...rest];
  let section: SiteSectionRecord | undefined;
  if (hasSections(store, site.id)) {
    const named = sectionsInReadingOrder(store, site.id).find((candidate) => candidate.path === remaining[0]);
    if (named) {
      if (!admits(view, named.condition)) return undefined;
      section = named;
      remaining = remaining.slice(1);
    } else section = pick(visibleSections(view), site.defaultSectionId);
    if (!section) return undefined;
  }
  const container = section ?? site;
  const named = siteSpacesIn(store, site.id, section?.id).find((candidate) => candidate.path === remaining[0]);
  const visible = visibleSiteSpaces(view, section?.id);
  let siteSpace: SiteSpaceRecord | undefined;
  if (named) {
    if (!visible.includes(named)) return undefined;
    siteSpace = named;
    remaining = remaining.slice(1);
  } else siteSpace = pick(visible, container.defaultSiteSpaceId);
  if (!siteSpace) return undefined;
  return { ...(section === undefined ? {} : { section }), siteSpace, pagePath: remaining.join('/') };
}
