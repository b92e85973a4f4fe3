/** The profile of a published site: what a reader of the site gets, in one answer. */
import * as z from 'zod';
import { openEnum, resource } from '../rules.js';
import { customization } from './customization.js';
import { integrationScript } from './integration.js';
import { site } from './site.js';
import { siteSectionGroup } from './site-section-group.js';
import { siteSection } from './site-section.js';
import { siteSpace } from './site-space.js';

/**
 * A link to an outside address among a published site's sections. DocPub's sites have none, but the service
 * may list them beside sections and groups.
 */
export const siteExternalLink = resource({
  object: z.literal('site-external-link'),
  id: z.string(),
  /** The link's text in the site's navigation. */
  title: z.string(),
  /** The absolute address it opens. */
  url: z.string(),
  /** Short description. */
  description: z.string().optional(),
  /** Name of the icon shown next to the title. */
  icon: z.string().optional(),
  /** Id of the group holding it, if any. */
  sectionGroup: z.string().optional(),
  /** True while the link is a draft, not yet live on the site. */
  draft: z.boolean().optional(),
  /** Expression deciding whether a visitor sees it. */
  condition: z.string().optional(),
});
export type SiteExternalLink = z.infer<typeof siteExternalLink>;

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
