import * as z from 'zod';
import { href, resource, str } from '../rules.js';

/** A user of the service. */
export const user = resource({
  object: z.literal('user'),
  id: str(),
  /** The user's full name. */
  displayName: str(),
  /** The user's email address; only shown to those allowed to see it. */
  email: str().optional(),
  /** Address of the user's profile picture. */
  photoURL: str().optional(),
  /** Where the user can be found. */
  urls: resource({ location: href() }).optional(),
});
export type User = z.infer<typeof user>;
