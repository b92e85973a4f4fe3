/**
 * What the reference server stores of docs sites: the site itself, its structure (sections, section groups,
 * site spaces) and what governs how readers reach it (redirects, share links, publishing auth).
 *
 * Order and defaults are kept the way they can be checked cheaply: `position` orders siblings (renumbered on
 * every move, see domain/sites/ordering.ts), and a default is one pointer on the container
 * (`defaultSiteSpaceId`, `defaultSectionId`), so "exactly one default" holds by construction.
 */
import { closedEnum, redirectDestinationUpdate, SITE_TYPES, SITE_VISIBILITIES, type customization } from '@docpub/sdk/contract';
import type { z } from 'zod';
import {
  dataOf,
  derived,
  filledPosition,
  filledSeq,
  filledTime,
  flag,
  id,
  mapping,
  name,
  textField,
  time,
  type Stored,
} from './record-fields.js';

/** Visitor authentication of a site. `privateKey` is a secret: random, never derived from the seed. */
export const publishingAuthRecord = mapping({
  backend: textField().optional(),
  privateKey: name(),
  fallbackURL: textField().optional(),
  integration: textField().optional(),
});
export type PublishingAuthRecord = Stored<typeof publishingAuthRecord>;

type Customization = z.input<typeof customization>;

/** What a new site is, when neither its creator nor its world-file entry says (docs/behaviour.md, "Sites"). */
export const DEFAULT_SITE_TYPE = 'basic';
export const DEFAULT_SITE_VISIBILITY = 'public';

export const siteRecord = mapping({
  id: id(),
  organizationId: id(),
  title: name(),
  type: closedEnum(SITE_TYPES).default(DEFAULT_SITE_TYPE),
  visibility: closedEnum(SITE_VISIBILITIES).default(DEFAULT_SITE_VISIBILITY),
  published: flag().default(false),
  /** Path prefix of the site on the organization's host; unique among the organization's sites; the site's id when a world file gives none. */
  basename: derived(name()),
  /** Host plus path prefix the site is served behind, as given to PATCH. */
  proxy: textField().optional(),
  adaptiveContent: flag().default(false),
  /** Default section, while the site has sections; the first by position when a world file names none. */
  defaultSectionId: id().optional(),
  /** Default site space at the root, while the site has no sections; the first by position when a world file names none. */
  defaultSiteSpaceId: id().optional(),
  /** The site-wide customization of the published site: only the settings set (the rest read as defaults). */
  customization: dataOf<Customization>().default({}),
  /** When the customization was last replaced; absent while it never was. */
  customizationUpdatedAt: time().optional(),
  /** Visitor authentication; a random `privateKey` is drawn for each world when a world file gives none. */
  publishingAuth: derived(publishingAuthRecord),
  createdAt: filledTime(),
  seq: filledSeq(),
});
export type SiteRecord = Stored<typeof siteRecord>;

export const siteSectionRecord = mapping({
  id: id(),
  siteId: id(),
  title: name(),
  description: textField().optional(),
  /** Path on the site; unique among the site's sections. */
  path: name(),
  condition: textField().optional(),
  icon: textField().optional(),
  /** The group holding the section; absent at the site's top level. */
  groupId: id().optional(),
  /** Order among the section's siblings: the site's top-level entries, or the sections of its group. */
  position: filledPosition(),
  /** Its default site space; the first by position when a world file names none. */
  defaultSiteSpaceId: id().optional(),
  seq: filledSeq(),
});
export type SiteSectionRecord = Stored<typeof siteSectionRecord>;

export const siteSectionGroupRecord = mapping({
  id: id(),
  siteId: id(),
  title: name(),
  icon: textField().optional(),
  /** Order among the site's top-level entries (ungrouped sections and groups). */
  position: filledPosition(),
  seq: filledSeq(),
});
export type SiteSectionGroupRecord = Stored<typeof siteSectionGroupRecord>;

export const siteSpaceRecord = mapping({
  id: id(),
  siteId: id(),
  /** The section holding it; absent at the root of a site without sections. */
  sectionId: id().optional(),
  spaceId: id(),
  /** Path under its section (or the site); unique among its siblings. */
  path: name(),
  condition: textField().optional(),
  /** Settings this site space shows instead of its site's (only those overridden). */
  customization: dataOf<Customization>().optional(),
  /** When the override last changed. */
  customizationUpdatedAt: time().optional(),
  /** Order among the site spaces of the same section (or the root). */
  position: filledPosition(),
  seq: filledSeq(),
});
export type SiteSpaceRecord = Stored<typeof siteSpaceRecord>;

/** A stored destination: any request kind but `path`, which is resolved to the `site-page` it names when written. */
export type RedirectDestinationRecord = z.output<typeof redirectDestinationUpdate>;

export const siteRedirectRecord = mapping({
  id: id(),
  siteId: id(),
  /** Unique per site. */
  source: name(),
  /** Where it leads: a section, a site space, a page of a site space, or an external URL. */
  destination: redirectDestinationUpdate,
  /** Kept but not live. */
  draft: flag().default(false),
  /** Sources follow the API reference's pattern, which has no wildcard: kept and shown as given. */
  captureWildcard: flag().default(false),
  permanent: flag().default(false),
  createdAt: filledTime(),
  /** Set on every change after creation. */
  updatedAt: time().optional(),
  seq: filledSeq(),
});
export type SiteRedirectRecord = Stored<typeof siteRedirectRecord>;

export const shareLinkRecord = mapping({
  id: id(),
  siteId: id(),
  name: name(),
  /** The secret that opens the site (`?share=<key>`); random, unique. */
  key: name(),
  active: flag().default(true),
  createdAt: filledTime(),
  seq: filledSeq(),
});
export type ShareLinkRecord = Stored<typeof shareLinkRecord>;
