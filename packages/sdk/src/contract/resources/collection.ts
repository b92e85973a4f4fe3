import * as z from 'zod';
import { resource, str, text } from '../rules.js';

/** A collection: a folder of spaces (and of other collections) in an organization. */
export const collection = resource({
  object: z.literal('collection'),
  id: str(),
  title: str(),
  organization: str(),
  parent: str().optional(),
});
export type Collection = z.infer<typeof collection>;

/** Body of `POST /orgs/{organizationId}/collections`. */
export const createCollectionBody = z.object({
  title: text(1, 50),
  parent: str().optional(),
});
