/**
 * What the permission operations of spaces and collections share: checking who a grant body names, applying
 * it, and the `{permission, user}` / `{permission, team}` lists (direct grants and effective roles).
 *
 * Spaces and collections differ only in the grant target and in how an effective role is resolved, so both
 * handler files pass those in and the rules live here once.
 */
import type { permissionItem, Role, teamPermission } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { badRequest, notFound } from '../../core/http-error.js';
import { paginate, sortByKey, type PageQuery } from '../../core/pagination.js';
import { grantsOn, setGrant } from './grants.js';
import { listPage, type ListWire } from '../listing.js';
import type { PresentContext } from '../present-context.js';
import { presentTeam, teamPermissions, teamStats } from '../teams/present.js';
import { presentUser } from '../users/present.js';
import { AccessView } from '../access/roles.js';
import { grantKey, type GrantPrincipal, type GrantTarget } from '../../store/keys.js';
import type { GrantPrincipalKind, TeamRecord, UserRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';

/** A `{permission, user}` entry. */
export type UserPermissionWire = z.input<typeof permissionItem>;

/** A `{permission, team}` entry. */
export type TeamPermissionWire = z.input<typeof teamPermission>;

/** A grant body: `role` for the named teams and users. */
export interface GrantBody {
  role: Role;
  teams?: string[] | undefined;
  users?: string[] | undefined;
}

/**
 * The principals a grant body names, every one checked before anything is granted, so that a body with one
 * bad id grants nothing. Teams must belong to `organizationId`; users may be anyone with an account (a user
 * outside the organization becomes a guest of what is granted).
 * @throws HttpError 400 naming the first unknown entry (`teams.1: no team 'x' in organization 'acme'`).
 */
export function granteesOf(store: Store, organizationId: string, body: GrantBody): GrantPrincipal[] {
  const teams = body.teams ?? [];
  const users = body.users ?? [];
  if (teams.length === 0 && users.length === 0) throw badRequest('users', 'name at least one user or team');
  teams.forEach((teamId, index) => {
    if (store.data.teams.get(teamId)?.organizationId !== organizationId) {
      throw badRequest(`teams.${index}`, `no team '${teamId}' in organization '${organizationId}'`);
    }
  });
  users.forEach((userId, index) => {
    if (!store.data.users.has(userId)) throw badRequest(`users.${index}`, `no user '${userId}'`);
  });
  return [
    ...teams.map((id): GrantPrincipal => ({ kind: 'team', id })),
    ...users.map((id): GrantPrincipal => ({ kind: 'user', id })),
  ];
}

/** Grants `role` on `target` to every principal (replacing their earlier grant there). */
export function grantAll(store: Store, target: GrantTarget, principals: readonly GrantPrincipal[], role: Role): void {
  for (const principal of principals) setGrant(store, target, principal, role);
}

/**
 * A PATCH of one principal's role: a role sets it (granting it when there was none), `null` removes it,
 * an absent role changes nothing.
 */
export function patchGrant(store: Store, target: GrantTarget, principal: GrantPrincipal, role: Role | null | undefined): void {
  if (role === undefined) return;
  if (role === null) removeGrant(store, target, principal);
  else setGrant(store, target, principal, role);
}

/** Removes one principal's grant on a target; true when there was one. */
export function removeGrant(store: Store, target: GrantTarget, principal: GrantPrincipal): boolean {
  return store.data.grants.delete(grantKey(target, principal));
}

/**
 * The user of a path, for a PATCH/DELETE of its permission.
 * @throws HttpError 404 for an unknown user id.
 */
export function pathUser(store: Store, userId: string): UserRecord {
  const user = store.data.users.get(userId);
  if (!user) throw notFound(`user '${userId}'`);
  return user;
}

/**
 * The team of a path, which must belong to the organization holding the target.
 * @throws HttpError 404 for an unknown team or one of another organization.
 */
export function pathTeam(store: Store, organizationId: string, teamId: string): TeamRecord {
  const team = store.data.teams.get(teamId);
  if (!team || team.organizationId !== organizationId) throw notFound(`team '${teamId}'`);
  return team;
}

/** The grants on a target to principals of one kind, as a page (oldest grant first). */
function grantPage<W>(
  store: Store,
  target: GrantTarget,
  kind: GrantPrincipalKind,
  query: PageQuery,
  present: (principalId: string, role: Role) => W | undefined,
): ListWire<W> {
  const shown: { seq: number; wire: W }[] = [];
  for (const grant of grantsOn(store, target)) {
    const wire = grant.principalKind === kind ? present(grant.principalId, grant.role) : undefined;
    if (wire !== undefined) shown.push({ seq: grant.seq, wire });
  }
  return listPage(shown, query, `${target.kind}-${kind}-grants:${target.id}`, (entry) => entry.wire);
}

/** The direct user grants on a target as `{permission, user}` items. */
export function userGrantPage(ctx: PresentContext, target: GrantTarget, query: PageQuery): ListWire<UserPermissionWire> {
  const store = ctx.store;
  return grantPage(store, target, 'user', query, (userId, permission) => {
    const user = store.data.users.get(userId);
    return user && { permission, user: presentUser(user, ctx.baseUrl) };
  });
}

/** The team grants on a target as `{permission, team}` items; `organizationId` owns the teams. */
export function teamGrantPage(
  ctx: PresentContext,
  organizationId: string,
  target: GrantTarget,
  query: PageQuery,
): ListWire<TeamPermissionWire> {
  const store = ctx.store;
  const stats = teamStats(store, organizationId);
  return grantPage(store, target, 'team', query, (teamId, permission) => {
    const team = store.data.teams.get(teamId);
    return team && { permission, team: presentTeam(team, stats.get(teamId), teamPermissions(store, ctx.user, team)) };
  });
}

/** The query of an aggregate list: a page, optionally only the users holding exactly `role`. */
export interface AggregateQuery extends PageQuery {
  role?: Role | undefined;
}

/**
 * Every user's effective role on a target, from every source (organization role, default level, direct,
 * team and collection grants), as `{permission, user}` items. The candidates are the organization's members
 * and the users granted the target directly (guests); those left without a role are not listed.
 *
 * Users have no creation sequence of their own, so the list is ordered by user id: as stable a key as
 * keyset paging needs, whatever is granted or revoked between pages.
 */
export function aggregatePage(
  ctx: PresentContext,
  organizationId: string,
  target: GrantTarget,
  query: AggregateQuery,
  roleOf: (view: AccessView) => Role | null,
): ListWire<UserPermissionWire> {
  const store = ctx.store;
  const candidates = new Set<string>();
  for (const membership of store.data.memberships.values()) {
    if (membership.organizationId === organizationId) candidates.add(membership.userId);
  }
  for (const grant of grantsOn(store, target)) if (grant.principalKind === 'user') candidates.add(grant.principalId);

  const entries: { user: UserRecord; permission: Role }[] = [];
  for (const userId of candidates) {
    const user = store.data.users.get(userId);
    const permission = user && roleOf(new AccessView(store, user));
    if (!permission || (query.role !== undefined && permission !== query.role)) continue;
    entries.push({ user: user!, permission });
  }
  const byUser = (entry: { user: UserRecord }) => entry.user.id;
  const scope = `${target.kind}-aggregate:${target.id}:${query.role ?? 'any'}`;
  const page = paginate(sortByKey(entries, byUser), query, { key: byUser, scope });
  return {
    items: page.items.map(({ user, permission }) => ({ permission, user: presentUser(user, ctx.baseUrl) })),
    count: page.count,
    ...(page.next === undefined ? {} : { next: page.next }),
  };
}
