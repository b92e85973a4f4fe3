import * as z from 'zod';
import { href, resource, str, text } from '../rules.js';
import { defaultLevel } from './role.js';

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
  // Fields the published service also sends; the API reference does not show them.
  /** Where the collection can be found: in the API and in the web app. */
  urls: resource({
    location: href().optional(),
    app: href().optional(),
  }).optional(),
  /** The role everyone in the organization has on the collection: a role, `null` (guests), or `inherit` (from the parent). */
  defaultLevel: defaultLevel.optional(),
  /** What the caller may do on the collection. */
  permissions: resource({
    /** Whether the caller may see the collection. */
    view: z.boolean().optional(),
    /** Whether the caller may change its title and description. */
    admin: z.boolean().optional(),
    /** Whether the caller may see its invite links. */
    viewInviteLinks: z.boolean().optional(),
    /** Whether the caller may create spaces and collections in it. */
    create: z.boolean().optional(),
  }).optional(),
});
export type Collection = z.infer<typeof collection>;

/** Body of `POST /orgs/{organizationId}/collections`. */
export const createCollectionBody = z.object({
  /** Title of the new collection (1 to 50 characters). */
  title: text(1, 50),
  /** Id of the collection to create it in; at the top of the organization when absent. */
  parent: str().optional(),
});
