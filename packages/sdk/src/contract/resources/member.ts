import * as z from 'zod';
import { resource, str, timestamp } from '../rules.js';
import { role } from './role.js';
import { user } from './user.js';

/** A user's membership of an organization. */
export const member = resource({
  object: z.literal('member'),
  /** Id of the member's user. */
  id: str(),
  /** The member's role in the organization; `null` for a guest. */
  role: role.nullable(),
  /** The user who is a member. */
  user,
  /** True when the membership is suspended: the user cannot reach the organization's content. */
  disabled: z.boolean().optional(),
  /** True when the member may sign in with the organization's single sign-on. */
  sso: z.boolean().optional(),
  /** When the user joined the organization (ISO 8601 date-time). */
  joinedAt: timestamp(),
  /** When the user was last active in the organization (ISO 8601 date-time). */
  lastSeenAt: timestamp().optional(),
  /** Number of spaces the member has access to. */
  spaces: z.number().int().optional(),
  /** Number of teams the member belongs to. */
  teams: z.number().int().optional(),
  /** Number of sites the member has access to (a field of the published service; the API reference does not show it). */
  sites: z.number().optional(),
});
export type Member = z.infer<typeof member>;
