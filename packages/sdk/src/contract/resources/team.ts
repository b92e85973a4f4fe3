import * as z from 'zod';
import { resource, str, text, arrayOf, timestamp } from '../rules.js';
import { member } from './member.js';
import { role, roleOrNull, teamRole } from './role.js';

/** A team of an organization's members (docs/operations-beyond-the-reference.md, "Teams and collections"). */
export const team = resource({
  object: z.literal('team'),
  id: str(),
  title: str(),
  /** Number of members. */
  members: z.number().int(),
  /** Number of spaces the team holds a permission on. */
  spaces: z.number().int(),
  createdAt: timestamp(),
});
export type Team = z.infer<typeof team>;

/** Body of `PUT /orgs/{organizationId}/teams`. */
export const createTeamBody = z.object({
  title: text(1, 64),
  members: arrayOf(str()).optional(),
});

/** An entry of a team's member list. */
export const teamMember = resource({
  organization: member,
  team: resource({ role: teamRole }),
});
export type TeamMember = z.infer<typeof teamMember>;

/** Body of the bulk `PUT .../teams/{teamId}/members`: `add`, then `memberships`, then `remove`. */
export const updateTeamMembersBody = z.object({
  add: arrayOf(str(), 1000).optional(),
  remove: arrayOf(str(), 1000).optional(),
  memberships: z.record(z.string(), z.object({ role: teamRole })).optional(),
});

/** Body of `PUT .../teams/{teamId}/members/{userId}`. */
export const putTeamMemberBody = z.object({ role: teamRole.optional() });

/** A `{permission, team}` entry of a space's team permissions. */
export const teamPermission = resource({ permission: role, team });
export type TeamPermission = z.infer<typeof teamPermission>;

export { roleOrNull };
