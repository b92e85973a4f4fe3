/**
 * Authorization of a request against the POLICY table: find the resource of the path, resolve the caller's
 * role on it, and answer 404 when the caller may not see it at all or 403 when its role is too low
 * (docs/roles.md; docs/wire-conventions.md, "Error body"). Handlers call these before they change anything.
 */
import type { OperationId, Role } from '@docpub/sdk/contract';
import type { HandlerContext } from '../core/types.js';
import { forbidden, notFound } from '../core/http-error.js';
import { teamMemberKey } from '../store/keys.js';
import type { CollectionRecord, OrganizationRecord, SpaceRecord, TeamRecord } from '../store/records.js';
import { POLICY, type Requirement } from './policy.js';
import { AccessView, atLeast } from './roles.js';

/** The parts of a handler context authorization reads. */
export type AccessContext = Pick<HandlerContext, 'store' | 'user' | 'operation'>;

/**
 * Checks a resolved role: null → 404 (the caller may not know the resource exists), below `minimum` → 403.
 * `resource` names it for the message, e.g. `space 'abc'`.
 */
export function requireRole(role: Role | null, minimum: Role, resource: string): Role {
  if (role === null) throw notFound(resource);
  if (!atLeast(role, minimum)) {
    throw forbidden(`this operation needs the ${minimum} role on ${resource}; the caller has ${role}`);
  }
  return role;
}

/** The operation's row of the POLICY table; a missing or mismatched row is a server bug. */
function requirement<On extends Requirement['on']>(ctx: AccessContext, on: On): Extract<Requirement, { on: On }> {
  const row = POLICY[ctx.operation.id as OperationId];
  if (!row) throw new Error(`no access rule for operation ${ctx.operation.id} in domain/policy.ts`);
  if (row.on !== on) throw new Error(`operation ${ctx.operation.id} is authorized on '${row.on}', not '${on}'`);
  return row as Extract<Requirement, { on: On }>;
}

/** For operations open to any valid token (the core has already authenticated the caller). */
export function authorizeToken(ctx: AccessContext): AccessView {
  requirement(ctx, 'token');
  return new AccessView(ctx.store, ctx.user);
}

/** Authorizes an operation on an organization; non-members get 404. */
export function authorizeOrganization(
  ctx: AccessContext,
  organizationId: string,
): { organization: OrganizationRecord; role: Role; view: AccessView } {
  return organizationWithRole(ctx, organizationId, requirement(ctx, 'organization').role);
}

function organizationWithRole(
  ctx: AccessContext,
  organizationId: string,
  minimum: Role,
): { organization: OrganizationRecord; role: Role; view: AccessView } {
  const view = new AccessView(ctx.store, ctx.user);
  const organization = ctx.store.data.organizations.get(organizationId);
  const role = requireRole(organization ? view.orgRole(organizationId) : null, minimum, `organization '${organizationId}'`);
  return { organization: organization!, role, view };
}

/**
 * Authorizes an operation on a team of an organization. Members of the organization can see its teams, so a
 * caller who may not manage the team gets 403, not 404.
 */
export function authorizeTeam(
  ctx: AccessContext,
  organizationId: string,
  teamId: string,
): { organization: OrganizationRecord; team: TeamRecord } {
  const rule = requirement(ctx, 'team');
  const { organization, role } = organizationWithRole(ctx, organizationId, rule.role);
  const team = ctx.store.data.teams.get(teamId);
  if (!team || team.organizationId !== organization.id) throw notFound(`team '${teamId}'`);
  const isOwner = ctx.store.data.teamMembers.get(teamMemberKey(team.id, ctx.user.id))?.role === 'owner';
  if (rule.manage && role !== 'admin' && !isOwner) {
    throw forbidden(`managing the members of team '${team.id}' needs the admin role in the organization or the owner role in the team`);
  }
  return { organization, team };
}

/** Authorizes an operation on a collection. */
export function authorizeCollection(
  ctx: AccessContext,
  collectionId: string,
): { collection: CollectionRecord; role: Role; view: AccessView } {
  const rule = requirement(ctx, 'collection');
  const view = new AccessView(ctx.store, ctx.user);
  const collection = ctx.store.data.collections.get(collectionId);
  const role = requireRole(collection ? view.collectionRole(collection) : null, rule.role, `collection '${collectionId}'`);
  return { collection: collection!, role, view };
}

/**
 * Authorizes an operation on a space. A soft-deleted space is 404 except to the operations whose row says
 * it stays visible (get, restore).
 */
export function authorizeSpace(
  ctx: AccessContext,
  spaceId: string,
): { space: SpaceRecord; role: Role; view: AccessView } {
  const rule = requirement(ctx, 'space');
  const view = new AccessView(ctx.store, ctx.user);
  const found = ctx.store.data.spaces.get(spaceId);
  const space = found && (found.deletedAt === undefined || rule.softDeleted === 'visible') ? found : undefined;
  const role = requireRole(space ? view.spaceRole(space) : null, rule.role, `space '${spaceId}'`);
  if (rule.organizationRole && !atLeast(view.orgRole(space!.organizationId), rule.organizationRole)) {
    throw forbidden(
      `this operation needs the ${rule.organizationRole} role in organization '${space!.organizationId}'`,
    );
  }
  return { space: space!, role, view };
}
