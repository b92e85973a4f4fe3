/** Site sections: top-level parts of a site, each publishing one or more site spaces. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { href, maxText, resource, str, text } from '../rules.js';
import { shareKeyQuery } from './site.js';
import { siteSpace } from './site-space.js';
import { positionOf } from './space.js';

/** A section of a site. */
export const siteSection = resource({
  object: z.literal('site-section'),
  id: str(),
  /** 2..128 characters. */
  title: str(),
  description: z.string().optional(),
  /** True for the section shown by default. */
  default: z.boolean().optional(),
  /** Path on the site, 1..100 characters. */
  path: str(),
  /** Expression deciding whether a visitor sees it. */
  condition: z.string().optional(),
  /** Id of the group holding it, if any. */
  sectionGroup: z.string().optional(),
  siteSpaces: z.array(siteSpace),
  // The API reference requires `urls`; the published service may leave out `published` (not yet published).
  urls: resource({ published: href().optional() }),
  /** Icon name. */
  icon: z.string().optional(),
  /** The published service also says whether the section is a draft (not yet published). */
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
  spaceId: str(),
  title: text(2, 64).optional(),
});

/** Body of `PATCH .../sections/{siteSectionId}`. For the nullable fields, omitted keeps and `null` removes. */
export const updateSiteSectionBody = z.object({
  title: text(2, 128).optional(),
  path: text(1, 100).optional(),
  defaultSiteSpace: str().optional(),
  condition: text(1, 1024).nullable().optional(),
  icon: maxText(50).nullable().optional(),
  description: maxText(256).nullable().optional(),
});

/** Reference to a section, in a move position. */
export const siteSectionRef = z.object({
  type: z.literal('site-section', { error: "must be 'site-section'" }),
  siteSection: str(),
});

/** Body of `POST .../sections/{siteSectionId}/move`. */
export const moveSiteSectionBody = z.object({ position: positionOf(siteSectionRef).optional() });
