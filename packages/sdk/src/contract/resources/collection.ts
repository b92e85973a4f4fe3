import * as z from 'zod';
import { resource, str, text } from '../rules.js';

/** A collection: a folder of spaces (and of other collections) in an organization. */
export const collection = resource({
  object: z.literal('collection'),
  id: str(),
  /** The collection's title. */
  title: str(),
  /** Id of the organization that owns the collection. */
  organization: str(),
  /** Id of the collection holding this one; absent at the top of the organization. */
  parent: str().optional(),
});
export type Collection = z.infer<typeof collection>;

/** Body of `POST /orgs/{organizationId}/collections`. */
export const createCollectionBody = z.object({
  /** Title of the new collection (1 to 50 characters). */
  title: text(1, 50),
  /** Id of the collection to create it in; at the top of the organization when absent. */
  parent: str().optional(),
});
