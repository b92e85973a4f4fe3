/** `client.teams.members`: the members of a team. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  ListTeamMembersParams,
  SetTeamMemberParams,
  TeamMember,
  UpdateTeamMembersParams,
} from '../types/index.js';

/**
 * The members of a team, each an `owner` (manages the team's members) or a `member`. Changes need the
 * organization's `admin` role or the team's `owner` role.
 *
 * @category Teams
 */
export class TeamMembers extends APIResource {
  /**
   * Lists a team's members: each entry is the organization membership and the team role.
   *
   * @remarks `GET /orgs/{organizationId}/teams/{teamId}/members`, paginated.
   */
  list(
    organizationId: string,
    teamId: string,
    params?: ListTeamMembersParams,
    options?: RequestOptions,
  ): PagePromise<TeamMember> {
    return this._client.list(operations.listTeamMembers, [organizationId, teamId], params, options);
  }

  /**
   * Changes a team's members in bulk: applies `add` (user ids or e-mail addresses), then `memberships` (team
   * roles by user), then `remove`, so a user named in both `add` and `remove` ends up removed.
   *
   * @remarks `PUT /orgs/{organizationId}/teams/{teamId}/members` → 204.
   * @example
   * ```ts
   * await client.teams.members.update('org-1', 'team-1', {
   *   add: ['user-3'],
   *   memberships: { 'user-3': { role: 'owner' } },
   *   remove: ['user-4'],
   * });
   * ```
   */
  update(
    organizationId: string,
    teamId: string,
    body?: UpdateTeamMembersParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(operations.updateTeamMembers, [organizationId, teamId], body, options);
  }

  /**
   * Adds a user to a team, or changes their team role.
   *
   * @remarks `PUT /orgs/{organizationId}/teams/{teamId}/members/{userId}` → 204.
   */
  set(
    organizationId: string,
    teamId: string,
    userId: string,
    body?: SetTeamMemberParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(operations.setTeamMember, [organizationId, teamId, userId], body, options);
  }

  /**
   * Removes a user from a team.
   *
   * @remarks `DELETE /orgs/{organizationId}/teams/{teamId}/members/{userId}` → 204.
   */
  remove(organizationId: string, teamId: string, userId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.removeTeamMember, [organizationId, teamId, userId], undefined, options);
  }
}
