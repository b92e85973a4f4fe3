/** Who may do what: the roles of users and teams on spaces and collections, direct and inherited. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { grantPermissionBody, permissionItem, updatePermissionBody } from '../resources/permission.js';
import { role } from '../resources/role.js';
import { teamPermission } from '../resources/team.js';

/** The aggregate lists: every user's effective role, optionally only those holding `role`. */
const aggregateQuery = pageQuery.extend({ role: role.optional() });

const spacePermissionOperations = defineOperations({
  grantSpacePermissions: {
    area: 'permissions',
    method: 'POST',
    path: '/spaces/{spaceId}/permissions',
    summary: 'Grant a role on a space to teams and users',
    body: grantPermissionBody,
    status: 204,
  },
  listSpaceTeamPermissions: {
    area: 'permissions',
    method: 'GET',
    path: '/spaces/{spaceId}/permissions/teams',
    summary: "List the teams' roles on a space",
    query: pageQuery,
    response: listOf(teamPermission),
    status: 200,
    paginated: true,
  },
  updateSpaceTeamPermission: {
    area: 'permissions',
    method: 'PATCH',
    path: '/spaces/{spaceId}/permissions/teams/{teamId}',
    summary: "Change a team's role on a space (null: no role)",
    body: updatePermissionBody,
    status: 204,
  },
  revokeSpaceTeamPermission: {
    area: 'permissions',
    method: 'DELETE',
    path: '/spaces/{spaceId}/permissions/teams/{teamId}',
    summary: "Remove a team's role on a space",
    status: 204,
  },
  listSpaceUserPermissions: {
    area: 'permissions',
    method: 'GET',
    path: '/spaces/{spaceId}/permissions/users',
    summary: 'List the roles granted directly to users on a space',
    query: pageQuery,
    response: listOf(permissionItem),
    status: 200,
    paginated: true,
  },
  updateSpaceUserPermission: {
    area: 'permissions',
    method: 'PATCH',
    path: '/spaces/{spaceId}/permissions/users/{userId}',
    summary: "Change a user's role on a space (null: guest)",
    body: updatePermissionBody,
    status: 204,
  },
  revokeSpaceUserPermission: {
    area: 'permissions',
    method: 'DELETE',
    path: '/spaces/{spaceId}/permissions/users/{userId}',
    summary: "Remove a user's direct role on a space",
    status: 204,
  },
  listSpaceAggregatePermissions: {
    area: 'permissions',
    method: 'GET',
    path: '/spaces/{spaceId}/permissions/aggregate',
    summary: "List every user's effective role on a space",
    query: aggregateQuery,
    response: listOf(permissionItem),
    status: 200,
    paginated: true,
  },
});

const collectionPermissionOperations = defineOperations({
  grantCollectionPermissions: {
    area: 'permissions',
    method: 'POST',
    path: '/collections/{collectionId}/permissions',
    summary: 'Grant a role on a collection to teams and users',
    body: grantPermissionBody,
    status: 204,
  },
  listCollectionUserPermissions: {
    area: 'permissions',
    method: 'GET',
    path: '/collections/{collectionId}/permissions/users',
    summary: 'List the roles granted directly to users on a collection',
    query: pageQuery,
    response: listOf(permissionItem),
    status: 200,
    paginated: true,
  },
  updateCollectionUserPermission: {
    area: 'permissions',
    method: 'PATCH',
    path: '/collections/{collectionId}/permissions/users/{userId}',
    summary: "Change a user's role on a collection (null: guest)",
    body: updatePermissionBody,
    status: 204,
  },
  revokeCollectionUserPermission: {
    area: 'permissions',
    method: 'DELETE',
    path: '/collections/{collectionId}/permissions/users/{userId}',
    summary: "Remove a user's direct role on a collection",
    status: 204,
  },
  listCollectionAggregatePermissions: {
    area: 'permissions',
    method: 'GET',
    path: '/collections/{collectionId}/permissions/aggregate',
    summary: "List every user's effective role on a collection",
    query: aggregateQuery,
    response: listOf(permissionItem),
    status: 200,
    paginated: true,
  },
});

export const permissionsOperations = { ...spacePermissionOperations, ...collectionPermissionOperations } as const;
