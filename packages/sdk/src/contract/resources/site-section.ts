/** Site sections: top-level parts of a site, each publishing one or more site spaces. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { href, maxText, resource, str, text } from '../rules.js';
import { shareKeyQuery } from './site.js';
import { siteSpace } from './site-space.js';
import { positionOf } from './space.js';
import { draftField, localizedField, unmodelledObject } from './published-request-fields.js';

/** A section of a site. */
export const siteSection = resource({
  object: z.literal('site-section'),
  id: str(),
  /** The section's title, shown in the site's navigation (2 to 128 characters). */
  title: str(),
  /** Short description of the section (at most 256 characters). */
  description: z.string().optional(),
  /** True for the section shown by default. */
  default: z.boolean().optional(),
  /** Path on the site, 1..100 characters. */
  path: str(),
  /** Expression deciding whether a visitor sees it. */
  condition: z.string().optional(),
  /** Id of the group holding it, if any. */
  sectionGroup: z.string().optional(),
  /** The site spaces the section publishes. */
  siteSpaces: z.array(siteSpace),
  // The API reference requires `urls`; the published service may leave out `published` (not yet published).
  /** Where the section is published. */
  urls: resource({
    /** Address of the section on the published site; absent until published. */
    published: href().optional(),
  }),
  /** Name of the icon shown next to the title (at most 50 characters). */
  icon: z.string().optional(),
  /** True while the section is a draft, not yet live on the site. */
  draft: z.boolean().optional(),
});
export type SiteSection = z.infer<typeof siteSection>;

/** Query of `GET .../sections`. */
export const listSiteSectionsQuery = pageQuery.extend(shareKeyQuery.shape);

/**
 * Body of `POST .../sections`. The title is capped at 64 on create (the API's limit) and must still be at
 * least 2 characters, the minimum of every section title; without it the space's title is used.
 */
export const createSiteSectionBody = z.object({
  /** Id of the space the new section publishes first. */
  spaceId: str(),
  /** The section's title (2 to 64 characters); the space's title when absent. */
  title: text(2, 64).optional(),
  /** Name of the icon shown next to the title (at most 50 characters). */
  icon: maxText(50).nullable().optional(),
  /** A template for a new space. Accepted, not applied: DocPub has no content templates (and `spaceId` is required). */
  template: unmodelledObject().optional(),
  /** Create it as a draft. Accepted, not kept: DocPub has no draft site structure, every change is live. */
  draft: draftField().optional(),
  /** A page of the space to show at the section's root. Accepted, not kept: a section shows its space's first page. */
  pageId: str().optional(),
  /**
   * The group to create the section in. Accepted, not kept: a section joins a group through
   * `POST .../section-groups/{id}/sections`, as the API reference tables it.
   */
  siteSectionGroupId: str().optional(),
});

/** Body of `PATCH .../sections/{siteSectionId}`. For the nullable fields, omitted keeps and `null` removes. */
export const updateSiteSectionBody = z.object({
  /** New title (2 to 128 characters). */
  title: text(2, 128).optional(),
  /** New path on the site (1 to 100 characters). */
  path: text(1, 100).optional(),
  /** Id of the site space to show by default in the section. */
  defaultSiteSpace: str().optional(),
  /** Expression deciding whether a visitor sees the section (1 to 1024 characters); `null` removes it. */
  condition: text(1, 1024).nullable().optional(),
  /** Name of the icon shown next to the title (at most 50 characters); `null` removes it. */
  icon: maxText(50).nullable().optional(),
  /** Short description (at most 256 characters); `null` removes it. */
  description: maxText(256).nullable().optional(),
  /** The title per language. Accepted, not kept: DocPub keeps one title per section. */
  localizedTitle: localizedField(128).optional(),
  /** The description per language. Accepted, not kept. */
  localizedDescription: localizedField(256).optional(),
  /** Keep it as a draft or make it live. Accepted, not kept: every DocPub site change is live at once. */
  draft: draftField().optional(),
  /**
   * The group to move the section into (`null`: the root). Accepted, not kept: a section joins or leaves a
   * group through `.../section-groups/{id}/sections`, as the API reference tables it.
   */
  siteSectionGroupId: str().nullable().optional(),
});

/** Reference to a section, in a move position. */
export const siteSectionRef = z.object({
  /** Always `site-section`. */
  type: z.literal('site-section', { error: "must be 'site-section'" }),
  /** Id of the section. */
  siteSection: str(),
});

/** Body of `POST .../sections/{siteSectionId}/move`. */
export const moveSiteSectionBody = z.object({
  /** Where to put it among its siblings: before or after another section; at the end when absent. */
  position: positionOf(siteSectionRef).optional(),
});
