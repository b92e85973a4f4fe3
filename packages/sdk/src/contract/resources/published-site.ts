/** The profile of a published site: what a reader of the site gets, in one answer. */
import * as z from 'zod';
import { openEnum, resource } from '../rules.js';
import { customization } from './customization.js';
import { integrationScript } from './integration.js';
import { site } from './site.js';
import { siteExternalLink } from './site-external-link.js';
import { siteSectionGroup } from './site-section-group.js';
import { siteSection } from './site-section.js';
import { siteSpace } from './site-space.js';

/**
 * One top-level entry of a published site's structure. A site with sections lists its sections, section
 * groups and external links (`type: 'sections'`); a site without sections lists its site spaces
 * (`type: 'siteSpaces'`). Each entry names its kind in `object`.
 */
export const siteStructureEntry = z.discriminatedUnion('object', [siteSection, siteSectionGroup, siteSpace, siteExternalLink]);
export type SiteStructureEntry = z.infer<typeof siteStructureEntry>;

/** `GET /orgs/{organizationId}/sites/{siteId}/published`. */
export const publishedContentSite = resource({
  object: z.literal('published-content-site'),
  /** The site. */
  site,
  /** How the site is arranged: its top-level entries. */
  structure: resource({
    /** `sections` (sections and section groups) or `siteSpaces` (a site without sections). */
    type: openEnum(['sections', 'siteSpaces']),
    /** The top-level entries, in order. */
    structure: z.array(siteStructureEntry),
  }),
  /** The customization readers see: the site's, and each site space's. */
  customizations: resource({
    /** The site's customization. */
    site: customization,
    /** Per site space, keyed by site-space id. */
    siteSpaces: z.record(z.string(), customization),
  }),
  /** Scripts the installed integrations inject into the site. */
  scripts: z.array(integrationScript),
});
export type PublishedContentSite = z.infer<typeof publishedContentSite>;
