import * as z from 'zod';
import { resource, str, timestamp } from '../rules.js';
import { role } from './role.js';
import { user } from './user.js';

/** A user's membership of an organization. */
export const member = resource({
  object: z.literal('member'),
  id: str(),
  role: role.nullable(),
  user,
  disabled: z.boolean().optional(),
  sso: z.boolean().optional(),
  joinedAt: timestamp(),
  lastSeenAt: timestamp().optional(),
  spaces: z.number().int().optional(),
  teams: z.number().int().optional(),
});
export type Member = z.infer<typeof member>;
