/**
 * Authorization of a request against the POLICY table: find the resource of the path, resolve the caller's
 * role on it, and answer 404 when the caller may not see it at all or 403 when its role is too low
 * (docs/roles.md; docs/wire-conventions.md, "Error body").
 *
 * The core's authorize stage calls {@link authorizeRequest} before every handler: it reads the operation's row,
 * resolves the resource the path names and hands what it authorized to the handler as `ctx.granted`, so a
 * handler does not restate which rule applies. The two rows a path cannot resolve (`resolvedBy: 'handler'`) are
 * authorized by their handler with {@link authorizeSpaceNamed} and {@link authorizeOrganizationNamed}.
 */
import type { OperationId, Role } from '@docpub/sdk/contract';
import { forbidden, notFound } from '../../core/http-error.js';
import { teamMemberKey } from '../../store/keys.js';
import type { AccessContext, Grant, Grants, RequestToAuthorize } from './grants.js';
import { POLICY, type Requirement } from './policy.js';
import { AccessView, atLeast } from './roles.js';

export type { AccessContext, Authorized, Grant, GrantOf, Grants, RequestToAuthorize } from './grants.js';

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
  const row: Requirement | undefined = POLICY[ctx.operation.id as OperationId];
  if (!row) throw new Error(`no access rule for operation ${ctx.operation.id} in domain/access/policy.ts`);
  if (row.on !== on) throw new Error(`operation ${ctx.operation.id} is authorized on '${row.on}', not '${on}'`);
  return row as Extract<Requirement, { on: On }>;
}

/** The caller's role on an organization, at least `minimum`; non-members get 404. */
function organizationGrant(ctx: AccessContext, organizationId: string, minimum: Role): Grants['organization'] {
  const view = new AccessView(ctx.store, ctx.user);
  const organization = ctx.store.data.organizations.get(organizationId);
  const role = requireRole(organization ? view.orgRole(organizationId) : null, minimum, `organization '${organizationId}'`);
  return { organization: organization!, role, view };
}

/**
 * A team of an organization. Members of the organization can see its teams, so a caller who may not manage
 * the team gets 403, not 404.
 */
function teamGrant(ctx: AccessContext, organizationId: string, teamId: string): Grants['team'] {
  const rule = requirement(ctx, 'team');
  const { organization, role } = organizationGrant(ctx, organizationId, rule.role);
  const team = ctx.store.data.teams.get(teamId);
  if (!team || team.organizationId !== organization.id) throw notFound(`team '${teamId}'`);
  const isOwner = ctx.store.data.teamMembers.get(teamMemberKey(team.id, ctx.user.id))?.role === 'owner';
  if (rule.manage && role !== 'admin' && !isOwner) {
    throw forbidden(`managing the members of team '${team.id}' needs the admin role in the organization or the owner role in the team`);
  }
  return { organization, team };
}

function collectionGrant(ctx: AccessContext, collectionId: string): Grants['collection'] {
  const rule = requirement(ctx, 'collection');
  const view = new AccessView(ctx.store, ctx.user);
  const collection = ctx.store.data.collections.get(collectionId);
  const role = requireRole(collection ? view.collectionRole(collection) : null, rule.role, `collection '${collectionId}'`);
  return { collection: collection!, role, view };
}

/**
 * Authorizes an operation on a space by its row. A soft-deleted space is 404 except to the operations whose
 * row says it stays visible (get, restore).
 */
export function authorizeSpaceNamed(ctx: AccessContext, spaceId: string): Grants['space'] {
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

/** Authorizes an operation on an organization its handler names (the body's, not the path's) by its row. */
export function authorizeOrganizationNamed(ctx: AccessContext, organizationId: string): Grants['organization'] {
  return organizationGrant(ctx, organizationId, requirement(ctx, 'organization').role);
}

/** A path parameter the operation's row needs; the contract puts it in every such path (a test holds it to that). */
function pathParam(ctx: RequestToAuthorize, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw new Error(`operation ${ctx.operation.id} has no {${name}} in its path for its POLICY row`);
  return value;
}

/**
 * Authorizes a request by its operation's POLICY row on the resource its path names, and answers what it
 * authorized (the grant a handler reads from `ctx.granted`). Throws the 404 or 403 of the row's rule.
 */
export function authorizeRequest(ctx: RequestToAuthorize): Grant {
  const row: Requirement | undefined = POLICY[ctx.operation.id as OperationId];
  if (!row) throw new Error(`no access rule for operation ${ctx.operation.id} in domain/access/policy.ts`);
  switch (row.on) {
    case 'token':
      return { view: new AccessView(ctx.store, ctx.user) };
    case 'organization':
      return row.resolvedBy === 'handler' ? undefined : authorizeOrganizationNamed(ctx, pathParam(ctx, 'organizationId'));
    case 'collection':
      return collectionGrant(ctx, pathParam(ctx, 'collectionId'));
    case 'team':
      return teamGrant(ctx, pathParam(ctx, 'organizationId'), pathParam(ctx, 'teamId'));
    case 'space':
      return row.resolvedBy === 'handler' ? undefined : authorizeSpaceNamed(ctx, pathParam(ctx, 'spaceId'));
  }
}
