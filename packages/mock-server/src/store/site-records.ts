/**
 * What the reference server stores of docs sites: the site itself, its structure (sections, section groups,
 * site spaces) and what governs how readers reach it (redirects, share links, publishing auth).
 *
 * Order and defaults are kept the way they can be checked cheaply: `position` orders siblings (renumbered on
 * every move, see domain/sites/ordering.ts), and a default is one pointer on the container
 * (`defaultSiteSpaceId`, `defaultSectionId`), so "exactly one default" holds by construction.
 */
import type { customization, redirectDestinationInput } from '@docpub/sdk/contract';
import type { z } from 'zod';

/** Visitor authentication of a site. `privateKey` is a secret: random, never derived from the seed. */
export interface PublishingAuthRecord {
  backend?: string;
  privateKey: string;
  fallbackURL?: string;
  integration?: string;
}

export interface SiteRecord {
  id: string;
  organizationId: string;
  title: string;
  type: string;
  visibility: string;
  published: boolean;
  /** Path prefix of the site on the organization's host; unique among the organization's sites. */
  basename: string;
  /** Host plus path prefix the site is served behind, as given to PATCH. */
  proxy?: string;
  adaptiveContent: boolean;
  /** Default section, while the site has sections. */
  defaultSectionId?: string;
  /** Default site space at the root, while the site has no sections. */
  defaultSiteSpaceId?: string;
  /** The site-wide customization of the published site: only the settings set (the rest read as defaults). */
  customization: z.input<typeof customization>;
  /** When the customization was last replaced; absent while it never was. */
  customizationUpdatedAt?: string;
  publishingAuth: PublishingAuthRecord;
  createdAt: string;
  seq: number;
}

export interface SiteSectionRecord {
  id: string;
  siteId: string;
  title: string;
  description?: string;
  /** Path on the site; unique among the site's sections. */
  path: string;
  condition?: string;
  icon?: string;
  /** The group holding the section; absent at the site's top level. */
  groupId?: string;
  /** Order among the section's siblings: the site's top-level entries, or the sections of its group. */
  position: number;
  defaultSiteSpaceId?: string;
  seq: number;
}

export interface SiteSectionGroupRecord {
  id: string;
  siteId: string;
  title: string;
  icon?: string;
  /** Order among the site's top-level entries (ungrouped sections and groups). */
  position: number;
  seq: number;
}

export interface SiteSpaceRecord {
  id: string;
  siteId: string;
  /** The section holding it; absent at the root of a site without sections. */
  sectionId?: string;
  spaceId: string;
  /** Path under its section (or the site); unique among its siblings. */
  path: string;
  condition?: string;
  /** Settings this site space shows instead of its site's (only those overridden). */
  customization?: z.input<typeof customization>;
  /** When the override last changed. */
  customizationUpdatedAt?: string;
  /** Order among the site spaces of the same section (or the root). */
  position: number;
  seq: number;
}

/** Where a redirect sends readers, in the forms requests accept. */
/** A stored destination: any request kind but `path`, which is resolved to the `site-page` it names when written. */
export type RedirectDestinationRecord = Exclude<z.output<typeof redirectDestinationInput>, { kind: 'path' }>;

export interface SiteRedirectRecord {
  id: string;
  siteId: string;
  /** Unique per site. */
  source: string;
  destination: RedirectDestinationRecord;
  /** Kept but not live. */
  draft: boolean;
  /** Sources follow the API reference's pattern, which has no wildcard: kept and shown as given. */
  captureWildcard: boolean;
  permanent: boolean;
  createdAt: string;
  /** Set on every change after creation. */
  updatedAt?: string;
  seq: number;
}

export interface ShareLinkRecord {
  id: string;
  siteId: string;
  name: string;
  /** The secret that opens the site (`?share=<key>`); random, unique. */
  key: string;
  active: boolean;
  createdAt: string;
  seq: number;
}
