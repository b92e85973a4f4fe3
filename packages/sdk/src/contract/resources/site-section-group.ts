/** Site section groups: named groups of sections in a site's navigation. */
import * as z from 'zod';
import { arrayOf, maxText, resource, str, text, variantError } from '../rules.js';
import { siteExternalLink } from './site-external-link.js';
import { siteSection } from './site-section.js';
import { positionOf } from './space.js';
import { draftField, localizedField } from './published-request-fields.js';

/** A group of sections. */
export const siteSectionGroup = resource({
  object: z.literal('site-section-group'),
  id: str(),
  /** The group's title, shown in the site's navigation (1 to 100 characters). */
  title: str(),
  /** The sections in the group, in order. */
  sections: z.array(siteSection),
  /** Name of the icon shown next to the title (at most 50 characters). */
  icon: z.string().optional(),
  /** True while the group is a draft, not yet live on the site. */
  draft: z.boolean().optional(),
  // A getter lets the schema refer to itself: a group of the published service may hold groups.
  /**
   * Everything nested under the group, in order: sections, groups and external links, each naming its kind in
   * `object` (a field of the published service, which deprecates `sections` for it). DocPub's groups hold
   * sections only.
   */
  get children() {
    return z.array(z.discriminatedUnion('object', [siteSection, siteSectionGroup, siteExternalLink])).optional();
  },
});
export type SiteSectionGroup = z.infer<typeof siteSectionGroup>;

/** Body of `POST .../section-groups`. */
export const createSiteSectionGroupBody = z.object({
  /** The group's title (1 to 100 characters). */
  title: text(1, 100),
  /** Name of the icon shown next to the title (at most 50 characters). */
  icon: maxText(50).optional(),
  /** Ids of sections to put in the group, in order. */
  sections: arrayOf(str(), 100).optional(),
  /** A group to nest the new group in. Accepted, not kept: DocPub section groups do not nest. */
  parent: str().optional(),
  /** Create it as a draft. Accepted, not kept: DocPub has no draft site structure, every change is live. */
  draft: draftField().optional(),
});

/** Body of `PATCH .../section-groups/{siteSectionGroupId}`; `icon: null` removes the icon, as on sections. */
export const updateSiteSectionGroupBody = z.object({
  /** New title (1 to 100 characters). */
  title: text(1, 100).optional(),
  /** Name of the icon (at most 50 characters); `null` removes it. */
  icon: maxText(50).nullable().optional(),
  /** The title per language. Accepted, not kept: DocPub keeps one title per group. */
  localizedTitle: localizedField(128).optional(),
  /** Keep it as a draft or make it live. Accepted, not kept: every DocPub site change is live at once. */
  draft: draftField().optional(),
  /** A group to move the group into (`null`: the root). Accepted, not kept: DocPub section groups do not nest. */
  parentSectionGroupId: str().nullable().optional(),
});

/** Body of `POST .../section-groups/{siteSectionGroupId}/sections`. */
export const addSiteSectionToGroupBody = z.object({
  /** Id of the section to put in the group. */
  sectionId: str(),
});

const SITE_ENTRY_TYPES = ['site-section', 'site-section-group'] as const;

/**
 * Reference to a top-level entry of a site, in a group's move position. Groups sit among the site's top-level
 * sections and other groups, so the entry is either; the API reference's form `{type:'site-section', id}` is
 * kept, and `{type:'site-section-group', id}` names a group the same way.
 */
export const siteEntryRef = z.discriminatedUnion(
  'type',
  [
    z.object({
      /** `site-section` or `site-section-group`. */
      type: z.literal('site-section'),
      /** Id of the section or group. */
      id: str(),
    }),
    z.object({ type: z.literal('site-section-group'), id: str() }),
  ],
  { error: variantError(SITE_ENTRY_TYPES) },
);

/** Body of `POST .../section-groups/{siteSectionGroupId}/move`; without a position the group goes last. */
export const moveSiteSectionGroupBody = z.object({
  /** Where to put the group among the site's top-level entries; last when absent. */
  position: positionOf(siteEntryRef).optional(),
});
