/** `client.teams`: an organization's teams. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import { TeamMembers } from './team-members.js';
import type { CreateTeamParams, ListTeamsParams, Team } from '../types/index.js';

/** Teams: groups of an organization's members, granted roles on spaces and collections together. *
 * @category Teams
 */
export class Teams extends APIResource {
  /** The members of a team. */
  readonly members = new TeamMembers(this._client);

  /**
   * Lists an organization's teams.
   *
   * @remarks `GET /orgs/{organizationId}/teams`, paginated. Needs membership of the organization.
   */
  list(
    organizationId: string,
    params?: ListTeamsParams,
    options?: RequestOptions,
  ): PagePromise<Team> {
    return this._client.list(operations.listTeams, [organizationId], params, options);
  }

  /**
   * Creates a team, optionally with its first `members` (user ids).
   *
   * @remarks `PUT /orgs/{organizationId}/teams` → 201 (the service creates teams with a PUT).
   * @example
   * ```ts
   * const writers = await client.teams.create('org-1', { title: 'Writers', members: ['user-2'] });
   * ```
   */
  create(
    organizationId: string,
    body: CreateTeamParams,
    options?: RequestOptions,
  ): APIPromise<Team> {
    return this._client.call(operations.createTeam, [organizationId], body, options);
  }
}
