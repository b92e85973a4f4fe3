import * as z from 'zod';
import { href, resource, str } from '../rules.js';

/** A user of the service. */
export const user = resource({
  object: z.literal('user'),
  id: str(),
  displayName: str(),
  email: str().optional(),
  photoURL: str().optional(),
  urls: resource({ location: href() }).optional(),
});
export type User = z.infer<typeof user>;
