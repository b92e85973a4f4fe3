/** A link to an outside address among a site's sections and groups. */
import * as z from 'zod';
import { resource } from '../rules.js';

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
