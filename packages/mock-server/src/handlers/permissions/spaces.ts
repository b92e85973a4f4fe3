/**
 * Handlers of a space's permissions: granting roles to users and teams, the direct grants per user and per
 * team, and every user's effective role (docs/roles.md, "Minimum role per operation": `admin` on the space to change
 * them, `read` to list).
 */
import { notFound } from '../../core/http-error.js';
import type { HandlerTable } from '../../core/types.js';
import type { GrantTarget } from '../../store/keys.js';
import {
  aggregatePage,
  grantAll,
  granteesOf,
  patchGrant,
  pathTeam,
  pathUser,
  removeGrant,
  teamGrantPage,
  userGrantPage,
} from '../../domain/permissions/grant-requests.js';

const onSpace = (spaceId: string): GrantTarget => ({ kind: 'space', id: spaceId });

export const spacePermissionHandlers = {
  grantSpacePermissions: (ctx) => {
    const { space } = ctx.granted;
    const grantees = granteesOf(ctx.store, space.organizationId, ctx.body);
    grantAll(ctx.store, onSpace(space.id), grantees, ctx.body.role);
  },

  listSpaceUserPermissions: (ctx) => {
    const { space } = ctx.granted;
    return userGrantPage(ctx, onSpace(space.id), ctx.query);
  },

  updateSpaceUserPermission: (ctx) => {
    const { space } = ctx.granted;
    const user = pathUser(ctx.store, ctx.params.userId);
    patchGrant(ctx.store, onSpace(space.id), { kind: 'user', id: user.id }, ctx.body.role);
  },

  revokeSpaceUserPermission: (ctx) => {
    const { space } = ctx.granted;
    const user = pathUser(ctx.store, ctx.params.userId);
    if (!removeGrant(ctx.store, onSpace(space.id), { kind: 'user', id: user.id })) {
      throw notFound(`permission of user '${user.id}' on space '${space.id}'`);
    }
  },

  listSpaceTeamPermissions: (ctx) => {
    const { space } = ctx.granted;
    return teamGrantPage(ctx, space.organizationId, onSpace(space.id), ctx.query);
  },

  updateSpaceTeamPermission: (ctx) => {
    const { space } = ctx.granted;
    const team = pathTeam(ctx.store, space.organizationId, ctx.params.teamId);
    patchGrant(ctx.store, onSpace(space.id), { kind: 'team', id: team.id }, ctx.body.role);
  },

  revokeSpaceTeamPermission: (ctx) => {
    const { space } = ctx.granted;
    const team = pathTeam(ctx.store, space.organizationId, ctx.params.teamId);
    if (!removeGrant(ctx.store, onSpace(space.id), { kind: 'team', id: team.id })) {
      throw notFound(`permission of team '${team.id}' on space '${space.id}'`);
    }
  },

  listSpaceAggregatePermissions: (ctx) => {
    const { space } = ctx.granted;
    return aggregatePage(ctx, space.organizationId, onSpace(space.id), ctx.query, (view) => view.spaceRole(space));
  },
} satisfies HandlerTable;
