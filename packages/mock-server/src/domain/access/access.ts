/**
 * Authorization of a request against the POLICY table: find the resource of the path, resolve the caller's
 * role on it, and answer 404 when the caller may not see it at all or 403 when its role is too low
 * (docs/roles.md; docs/wire-conventions.md, "Error body").
 *
 * `authorizeRequest` runs before every handler of the server's table (handlers/index.ts): it reads the
 * operation's row, resolves the resource the path names and puts what it authorized on `ctx.granted`, so a
 * handler does not restate which rule applies. The `authorize*` functions stay for checks a row cannot express
 * (a second organization named by the body) and for handlers written before the stage; called on the resource
 * the stage already authorized they return its grant instead of resolving the role again.
 */
import type { OperationId, Role } from '@docpub/sdk/contract';
import type { HandlerContext } from '../../core/types.js';
import { forbidden, notFound } from '../../core/http-error.js';
import { teamMemberKey } from '../../store/keys.js';
import type { CollectionRecord, OrganizationRecord, SpaceRecord, TeamRecord } from '../../store/records.js';
import { POLICY, type Requirement } from './policy.js';
import { AccessView, atLeast } from './roles.js';

/** The parts of a handler context authorization reads. */
export type AccessContext = Pick<HandlerContext, 'store' | 'user' | 'operation'> & { granted?: Grant | undefined };

/** What authorizing on each kind of resource finds: the resource, the caller's role on it, the caller's view. */
export interface Grants {
  token: { view: AccessView };
  organization: { organization: OrganizationRecord; role: Role; view: AccessView };
  collection: { collection: CollectionRecord; role: Role; view: AccessView };
  team: { organization: OrganizationRecord; team: TeamRecord };
  space: { space: SpaceRecord; role: Role; view: AccessView };
}

/** A request whose POLICY row authorized it on a resource of kind `On`, for helpers shared by handlers. */
export type Authorized<On extends keyof Grants> = Omit<AccessContext, 'granted'> & { granted: Grants[On] };

/** Any grant; `undefined` for the rows a handler resolves itself. */
export type Grant = Grants[keyof Grants] | undefined;

type Policy = typeof POLICY;

/** The grant the serving stage hands the handler of operation `Id`, read off its POLICY row. */
export type GrantOf<Id extends OperationId> = Policy[Id] extends { resolvedBy: 'handler' }
  ? undefined
  : Grants[Policy[Id]['on']];

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

/** For operations open to any valid token (the core has already authenticated the caller). */
export function authorizeToken(ctx: AccessContext): AccessView {
  requirement(ctx, 'token');
  return (ctx.granted as Partial<Grants['token']> | undefined)?.view ?? new AccessView(ctx.store, ctx.user);
}

/** Authorizes an operation on an organization; non-members get 404. */
export function authorizeOrganization(
  ctx: AccessContext,
  organizationId: string,
): Grants['organization'] {
  const rule = requirement(ctx, 'organization');
  const granted = ctx.granted as Partial<Grants['organization']> | undefined;
  if (granted?.organization?.id === organizationId && 'role' in granted) return granted as Grants['organization'];
  return organizationWithRole(ctx, organizationId, rule.role);
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
): Grants['team'] {
  const rule = requirement(ctx, 'team');
  const granted = ctx.granted as Partial<Grants['team']> | undefined;
  if (granted?.team?.id === teamId && granted.organization?.id === organizationId) return granted as Grants['team'];
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
): Grants['collection'] {
  const rule = requirement(ctx, 'collection');
  const granted = ctx.granted as Partial<Grants['collection']> | undefined;
  if (granted?.collection?.id === collectionId) return granted as Grants['collection'];
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
): Grants['space'] {
  const rule = requirement(ctx, 'space');
  const granted = ctx.granted as Partial<Grants['space']> | undefined;
  if (granted?.space?.id === spaceId) return granted as Grants['space'];
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

/** A request as the serving stage sees it: the access context and the decoded path parameters. */
export type RequestToAuthorize = AccessContext & { params: Readonly<Record<string, string>> };

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
      return row.resolvedBy === 'handler' ? undefined : authorizeOrganization(ctx, pathParam(ctx, 'organizationId'));
    case 'collection':
      return authorizeCollection(ctx, pathParam(ctx, 'collectionId'));
    case 'team':
      return authorizeTeam(ctx, pathParam(ctx, 'organizationId'), pathParam(ctx, 'teamId'));
    case 'space':
      return row.resolvedBy === 'handler' ? undefined : authorizeSpace(ctx, pathParam(ctx, 'spaceId'));
  }
}
