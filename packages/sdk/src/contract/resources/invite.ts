import * as z from 'zod';
import { arrayOf, bool, resource, str } from '../rules.js';
import { roleOrNull } from './role.js';

/** An e-mail address in a request. */
const email = () => z.email({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be an e-mail address') });

/** The most addresses one invitation takes. */
export const INVITE_EMAILS_MAX = 100;

/**
 * Body of `POST /orgs/{organizationId}/invites`: addresses to make members of, each alone or with its own role;
 * `role` is the role of those named alone (the organization's default role when absent; `null` invites as a
 * guest, without membership).
 */
export const inviteMembersBody = z.object({
  /** Addresses to invite (1 to 100), each alone or as `{email, role}` with its own role. */
  emails: arrayOf(
    z.union([
      email(),
      z.object({
        /** The address to invite. */
        email: email(),
        /** The role for this address; `null` invites as a guest. */
        role: roleOrNull,
      }),
    ]),
    INVITE_EMAILS_MAX,
  ).min(1, {
    error: 'must name at least one address',
  }),
  /** Role of the addresses given alone; the organization's default role when absent, `null` for guests. */
  role: roleOrNull.optional(),
  /** Whether the invited users sign in with the organization's single sign-on. */
  sso: bool().optional(),
});
export type InviteMembersBody = z.input<typeof inviteMembersBody>;

/** Answer of an invitation: the ids of the users it concerns and how many were added to the organization. */
export const inviteMembersResult = resource({
  /** Ids of the users the invitation concerns. */
  users: z.array(str()),
  /** How many were added to the organization. */
  invited: z.number(),
  /** Addresses that could not be invited through single sign-on. */
  failedSSOEmails: z.array(str()).optional(),
});
export type InviteMembersResult = z.infer<typeof inviteMembersResult>;
