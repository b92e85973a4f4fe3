/** Share links: secret URLs that open a site whose visibility is `share-link`. */
import * as z from 'zod';
import { bool, href, resource, str, text, timestamp } from '../rules.js';

/** A share link of a site. */
export const shareLink = resource({
  object: z.literal('share-link'),
  id: str(),
  createdAt: timestamp(),
  /** The link's name, to tell links apart (at most 50 characters). */
  name: z.string().optional(),
  /** An inactive link's key resolves nothing. */
  active: z.boolean().optional(),
  /** `published` carries the link's secret key. */
  urls: resource({ published: href().optional() }),
});
export type ShareLink = z.infer<typeof shareLink>;

/** Body of `POST .../share-links`. */
export const createShareLinkBody = z.object({
  /** The link's name (1 to 50 characters). */
  name: text(1, 50),
});

/** Body of `PATCH .../share-links/{shareLinkId}`. */
export const updateShareLinkBody = z
  .object({
    /** `false` turns the link off: its key then opens nothing. */
    active: bool().optional(),
    /** New name (1 to 50 characters). */
    name: text(1, 50).optional(),
  })
  .refine((body) => body.active !== undefined || body.name !== undefined, {
    error: 'must set active or name',
    path: ['active'],
  });
