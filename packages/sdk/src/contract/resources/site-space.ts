/** Site spaces: a space published on a site, at the root or inside a section. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { bool, href, queryBool, resource, str, text } from '../rules.js';
import { shareKeyQuery } from './site.js';
import { positionOf, space } from './space.js';
import { draftField, unmodelledObject } from './published-request-fields.js';

/** A space published on a site. */
export const siteSpace = resource({
  object: z.literal('site-space'),
  id: str(),
  /** Path on the site, 1..100 characters. */
  path: str(),
  /** Id of the section holding it; absent at the root of a site without sections. */
  section: z.string().optional(),
  /** The space published. */
  space,
  /** The site space's title, shown in the site's navigation (the space's title unless changed). */
  title: str(),
  /** True for the one site space shown by default in its section (or at the root). */
  default: z.boolean().optional(),
  /** Expression deciding whether a visitor sees it. */
  condition: z.string().optional(),
  /** Whether the site space may have customization of its own beyond the site's. */
  hasAdvancedCustomizationFeature: z.boolean().optional(),
  /** True while the site space is a draft, not yet live on the site. */
  draft: z.boolean().optional(),
  // The API reference requires `urls`; the published service may leave out `published` (not yet published).
  /** Where the site space is published. */
  urls: resource({
    /** Address of the site space on the published site; absent until published. */
    published: href().optional(),
  }),
});
export type SiteSpace = z.infer<typeof siteSpace>;

/** Query of `GET .../site-spaces`. */
export const listSiteSpacesQuery = pageQuery.extend({
  ...shareKeyQuery.shape,
  /** `true` only the default site space, `false` only the others, absent all. */
  default: queryBool().optional(),
});

/** Body of `POST .../site-spaces`. */
export const createSiteSpaceBody = z.object({
  /** Id of the space to publish on the site. */
  spaceId: str(),
  /** Section to publish into; the default section (or the root of a site without sections) when absent. */
  sectionId: str().optional(),
  /** A template for a new space. Accepted, not applied: DocPub has no content templates (and `spaceId` is required). */
  template: unmodelledObject().optional(),
  /** Create it as a draft. Accepted, not kept: DocPub has no draft site structure, every change is live. */
  draft: draftField().optional(),
  /** A page to show at the site space's root. Accepted, not kept: a site space shows its space's first page. */
  pageId: str().nullable().optional(),
  /** A title for the site space. Accepted, not kept: a site space shows the title of its space. */
  title: text(2, 128).optional(),
});

/** Body of `PATCH .../site-spaces/{siteSpaceId}`. */
export const updateSiteSpaceBody = z.object({
  /** New path on the site (1 to 100 characters). */
  path: text(1, 100).optional(),
  /** Omitted keeps the condition, `null` removes it. */
  condition: text(1, 1024).nullable().optional(),
  /** A page to show at the site space's root. Accepted, not kept: a site space shows its space's first page. */
  pageId: str().nullable().optional(),
  /** Another space to publish. Accepted, not kept: a site space keeps its space; publish another with a new site space. */
  spaceId: str().optional(),
  /** Hide it from the site's navigation. Accepted, not kept: remove the site space or give it a condition. */
  hidden: bool().optional(),
  /** Keep it as a draft or make it live. Accepted, not kept: every DocPub site change is live at once. */
  draft: draftField().optional(),
});

/** Reference to a site space, in a move position. */
export const siteSpaceRef = z.object({
  /** Always `site-space`. */
  type: z.literal('site-space', { error: "must be 'site-space'" }),
  /** Id of the site space. */
  siteSpace: str(),
});

/** Body of `POST .../site-spaces/{siteSpaceId}/move`. */
export const moveSiteSpaceBody = z.object({
  /** Where to put it among its siblings: before or after another site space; at the end when absent. */
  position: positionOf(siteSpaceRef).optional(),
});
