import * as z from 'zod';
import { resource, str, text, arrayOf, timestamp } from '../rules.js';
import { member } from './member.js';
import { role, roleOrNull, teamRole } from './role.js';

/** A team of an organization's members (docs/operations-beyond-the-reference.md, "Teams and collections"). */
export const team = resource({
  object: z.literal('team'),
  id: str(),
  /** The team's name. */
  title: str(),
  /** Number of members. */
  members: z.number().int(),
  /** Number of spaces the team holds a permission on. */
  spaces: z.number().int(),
  createdAt: timestamp(),
  /** What the caller may do with the team (a field of the published service; the API reference does not show it). */
  permissions: resource({
    /** Whether the caller may manage the team and its members. */
    admin: z.boolean().optional(),
    /** Whether the caller may see the team and list its members. */
    view: z.boolean().optional(),
  }).optional(),
});
export type Team = z.infer<typeof team>;

/** Body of `PUT /orgs/{organizationId}/teams`. */
export const createTeamBody = z.object({
  /** Name of the new team (1 to 64 characters). */
  title: text(1, 64),
  /** User ids of the organization members to put in the team. */
  members: arrayOf(str()).optional(),
});

/** An entry of a team's member list. */
export const teamMember = resource({
  /** The user's membership of the organization. */
  organization: member,
  /** The user's place in the team. */
  team: resource({
    /** `owner` (may manage the team's members) or `member`. */
    role: teamRole,
  }),
  /** What the caller may do with this entry (a field of the published service; the API reference does not show it). */
  permissions: resource({
    /** Whether the caller may see the team member. */
    view: z.boolean().optional(),
  }).optional(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** Body of the bulk `PUT .../teams/{teamId}/members`: `add`, then `memberships`, then `remove`. */
export const updateTeamMembersBody = z.object({
  /** User ids to add to the team (at most 1000). */
  add: arrayOf(str(), 1000).optional(),
  /** User ids to remove from the team (at most 1000). */
  remove: arrayOf(str(), 1000).optional(),
  /** New team role of each listed user, by user id. */
  memberships: z
    .record(
      z.string(),
      z.object({
        /** The user's new team role: `owner` or `member`. */
        role: teamRole,
      }),
    )
    .optional(),
});

/** Body of `PUT .../teams/{teamId}/members/{userId}`. */
export const putTeamMemberBody = z.object({
  /** The user's team role: `owner` (may manage members) or `member`. */
  role: teamRole.optional(),
});

/** A `{permission, team}` entry of a space's team permissions. */
export const teamPermission = resource({
  /** The role the team holds. */
  permission: role,
  /** The team. */
  team,
});
export type TeamPermission = z.infer<typeof teamPermission>;

export { roleOrNull };
