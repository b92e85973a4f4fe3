/** `client.spaces.permissions`: roles on a space. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  GrantSpacePermissionsParams,
  ListSpaceAggregatePermissionsParams,
  ListSpaceTeamPermissionsParams,
  ListSpaceUserPermissionsParams,
  PermissionItem,
  TeamPermission,
  UpdateSpaceTeamPermissionParams,
  UpdateSpaceUserPermissionParams,
} from '../types/index.js';

/**
 * Who holds which role on a space. A member's effective role is the highest of the space's `defaultLevel`, their
 * direct grant, their teams' grants and the grants on the collections holding the space. Every operation here
 * needs the `admin` role on the space, except the lists, which need `read`.
 *
 * @category Permissions
 */
export class SpacePermissions extends APIResource {
  /**
   * Grants a role on the space to teams and users at once.
   *
   * @remarks `POST /spaces/{spaceId}/permissions` → 204.
   * @example
   * ```ts
   * await client.spaces.permissions.grant('space-1', { role: 'edit', users: ['user-2'], teams: ['team-1'] });
   * ```
   */
  grant(
    spaceId: string,
    body: GrantSpacePermissionsParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(operations.grantSpacePermissions, [spaceId], body, options);
  }

  /**
   * Lists the roles granted directly to users on the space.
   *
   * @remarks `GET /spaces/{spaceId}/permissions/users`, paginated.
   */
  listUsers(
    spaceId: string,
    params?: ListSpaceUserPermissionsParams,
    options?: RequestOptions,
  ): PagePromise<PermissionItem> {
    return this._client.list(operations.listSpaceUserPermissions, [spaceId], params, options);
  }

  /**
   * Changes a user's direct role on the space; `role: null` makes the user a guest.
   *
   * @remarks `PATCH /spaces/{spaceId}/permissions/users/{userId}` → 204.
   */
  updateUser(
    spaceId: string,
    userId: string,
    body?: UpdateSpaceUserPermissionParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(operations.updateSpaceUserPermission, [spaceId, userId], body, options);
  }

  /**
   * Removes a user's direct role on the space (roles through teams, collections or the default remain).
   *
   * @remarks `DELETE /spaces/{spaceId}/permissions/users/{userId}` → 204.
   */
  removeUser(spaceId: string, userId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.revokeSpaceUserPermission, [spaceId, userId], undefined, options);
  }

  /**
   * Lists the roles teams hold on the space.
   *
   * @remarks `GET /spaces/{spaceId}/permissions/teams`, paginated.
   */
  listTeams(
    spaceId: string,
    params?: ListSpaceTeamPermissionsParams,
    options?: RequestOptions,
  ): PagePromise<TeamPermission> {
    return this._client.list(operations.listSpaceTeamPermissions, [spaceId], params, options);
  }

  /**
   * Changes a team's role on the space; `role: null` takes the role away.
   *
   * @remarks `PATCH /spaces/{spaceId}/permissions/teams/{teamId}` → 204.
   */
  updateTeam(
    spaceId: string,
    teamId: string,
    body?: UpdateSpaceTeamPermissionParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(operations.updateSpaceTeamPermission, [spaceId, teamId], body, options);
  }

  /**
   * Removes a team's role on the space.
   *
   * @remarks `DELETE /spaces/{spaceId}/permissions/teams/{teamId}` → 204.
   */
  removeTeam(spaceId: string, teamId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.revokeSpaceTeamPermission, [spaceId, teamId], undefined, options);
  }

  /**
   * Lists every user's effective role on the space, from every source; `role` keeps only those holding it.
   *
   * @remarks `GET /spaces/{spaceId}/permissions/aggregate`, paginated.
   * @example
   * ```ts
   * const admins = await client.spaces.permissions.aggregate('space-1', { role: 'admin' }).toArray();
   * ```
   */
  aggregate(
    spaceId: string,
    params?: ListSpaceAggregatePermissionsParams,
    options?: RequestOptions,
  ): PagePromise<PermissionItem> {
    return this._client.list(operations.listSpaceAggregatePermissions, [spaceId], params, options);
  }
}
