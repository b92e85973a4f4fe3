/**
 * Role resolution (docs/roles.md): what role a user has in an organization, on a space and on a collection.
 *
 * A space role is the highest of: the space's `defaultLevel` (organization members only), the user's direct
 * grant, grants to the user's teams, and grants on the collection holding the space and on that collection's
 * parents (user and team grants). Organization admins are `admin` on everything of their organization.
 * A user outside the organization (a guest) gets only the grants made to it directly on the space.
 */
import { ROLES, type Role } from '@docpub/sdk/contract';
import { grantKey, membershipKey, type GrantTarget } from '../../store/keys.js';
import type { CollectionRecord, SpaceRecord, UserRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';

/** Every role, highest first (docs/roles.md, "Order of roles"). */
export const ROLE_ORDER: readonly Role[] = ROLES;

/** A role's rank: higher ranks include the rights of lower ones. `null` (no role) ranks below every role. */
export function roleRank(role: Role | null | undefined): number {
  return role ? ROLE_ORDER.length - ROLE_ORDER.indexOf(role) : 0;
}

/** True when `role` includes the rights of `minimum`. */
export function atLeast(role: Role | null | undefined, minimum: Role): boolean {
  return roleRank(role) >= roleRank(minimum);
}

/** The highest of some roles, or null when there is none. */
export function highest(...roles: (Role | null | undefined)[]): Role | null {
  let best: Role | null = null;
  for (const role of roles) if (roleRank(role) > roleRank(best)) best = role ?? null;
  return best;
}

/** Guards against a parent cycle in collections turning a lookup into an endless loop. */
const MAX_COLLECTION_DEPTH = 64;

/**
 * The roles of one user, with the lookups a request repeats (memberships, teams) done once. Build one per
 * request; it reads the store as it is, so do not keep it across changes to memberships or teams.
 */
export class AccessView {
  private teams: string[] | undefined;

  constructor(
    private readonly store: Store,
    readonly user: UserRecord,
  ) {}

  /** The user's role in an organization, or null when the user is not a member. */
  orgRole(organizationId: string): Role | null {
    return this.store.data.memberships.get(membershipKey(organizationId, this.user.id))?.role ?? null;
  }

  /** The user's role on a space, or null when the space must look absent to the user. */
  spaceRole(space: SpaceRecord): Role | null {
    const member = this.orgRole(space.organizationId);
    if (member === 'admin') return 'admin';
    const target: GrantTarget = { kind: 'space', id: space.id };
    if (member === null) return this.userGrant(target);
    const fromCollections = space.parentId === undefined ? null : this.chainGrant(space.parentId);
    return highest(space.defaultLevel, this.grant(target), fromCollections);
  }

  /**
   * The user's role on a collection. Every member of the organization can read its collections (they are
   * folders; the spaces inside keep their own access); grants on the collection or its parents raise that.
   * A guest sees only a collection granted to it directly.
   */
  collectionRole(collection: CollectionRecord): Role | null {
    const member = this.orgRole(collection.organizationId);
    if (member === 'admin') return 'admin';
    if (member === null) return this.userGrant({ kind: 'collection', id: collection.id });
    return highest('read', this.chainGrant(collection.id));
  }

  /** Ids of the teams the user belongs to. */
  teamIds(): readonly string[] {
    if (!this.teams) {
      this.teams = [];
      for (const entry of this.store.data.teamMembers.values()) {
        if (entry.userId === this.user.id) this.teams.push(entry.teamId);
      }
    }
    return this.teams;
  }

  /** The highest grant on a collection and its parents, to the user or its teams. */
  private chainGrant(collectionId: string): Role | null {
    let best: Role | null = null;
    let current = this.store.data.collections.get(collectionId);
    for (let depth = 0; current && depth < MAX_COLLECTION_DEPTH; depth += 1) {
      best = highest(best, this.grant({ kind: 'collection', id: current.id }));
      current = current.parentId === undefined ? undefined : this.store.data.collections.get(current.parentId);
    }
    return best;
  }

  /** The highest grant on a target, to the user or one of its teams. */
  private grant(target: GrantTarget): Role | null {
    let best = this.userGrant(target);
    for (const teamId of this.teamIds()) {
      best = highest(best, this.store.data.grants.get(grantKey(target, { kind: 'team', id: teamId }))?.role);
    }
    return best;
  }

  private userGrant(target: GrantTarget): Role | null {
    return this.store.data.grants.get(grantKey(target, { kind: 'user', id: this.user.id }))?.role ?? null;
  }
}

/** The user's role in an organization; null for a non-member (organization resources then answer 404). */
export function orgRole(store: Store, user: UserRecord, organizationId: string): Role | null {
  return new AccessView(store, user).orgRole(organizationId);
}

/** The user's role on a space; null when the space must answer 404 to the user. */
export function spaceRole(store: Store, user: UserRecord, space: SpaceRecord): Role | null {
  return new AccessView(store, user).spaceRole(space);
}

/** The user's role on a collection; null when the collection must answer 404 to the user. */
export function collectionRole(store: Store, user: UserRecord, collection: CollectionRecord): Role | null {
  return new AccessView(store, user).collectionRole(collection);
}
