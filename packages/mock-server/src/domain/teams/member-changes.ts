/**
 * The rules of changing a team's members: how a body names people (user id or e-mail address of an
 * organization member) and the bulk update's order. Who may change them is the policy table's `team` rule.
 */
import type { TeamRole } from '@docpub/sdk/contract';
import { badRequest } from '../../core/http-error.js';
import { setTeamMember } from './teams.js';
import { membershipKey, teamMemberKey } from '../../store/keys.js';
import type { Store } from '../../store/store.js';

/**
 * Finds organization members by user id or e-mail address (case-insensitive), for the bodies that accept
 * either. The e-mail index is built once per request.
 */
export class MemberDirectory {
  private byEmail: Map<string, string> | undefined;

  constructor(
    private readonly store: Store,
    private readonly organizationId: string,
  ) {}

  /** True when `userId` is a member of the organization. */
  isMember(userId: string): boolean {
    return this.store.data.memberships.has(membershipKey(this.organizationId, userId));
  }

  /**
   * The user id `identifier` names.
   * @throws HttpError 400 naming `field` when it names no member of the organization.
   */
  resolve(identifier: string, field: string): string {
    if (this.isMember(identifier)) return identifier;
    const userId = this.emails().get(identifier.trim().toLowerCase());
    if (userId === undefined) {
      throw badRequest(field, `'${identifier}' is not a member of organization '${this.organizationId}'`);
    }
    return userId;
  }

  private emails(): Map<string, string> {
    if (!this.byEmail) {
      this.byEmail = new Map();
      for (const membership of this.store.data.memberships.values()) {
        if (membership.organizationId !== this.organizationId) continue;
        const email = this.store.data.users.get(membership.userId)?.email;
        if (email) this.byEmail.set(email.toLowerCase(), membership.userId);
      }
    }
    return this.byEmail;
  }
}

/** A bulk update body: `add`, then `memberships`, then `remove` (docs/behaviour.md, "Team members"). */
export interface TeamMembersChange {
  add?: string[] | undefined;
  remove?: string[] | undefined;
  memberships?: Record<string, { role: TeamRole }> | undefined;
}

/** A bulk update with every person resolved to a user id. */
interface ResolvedChange {
  add: string[];
  roles: [userId: string, role: TeamRole][];
  remove: string[];
}

/**
 * Resolves every person a bulk update names before anything changes, so that one unknown entry refuses the
 * whole request and the team stays as it was.
 */
export function resolveChange(directory: MemberDirectory, change: TeamMembersChange): ResolvedChange {
  return {
    add: (change.add ?? []).map((who, index) => directory.resolve(who, `add.${index}`)),
    roles: Object.entries(change.memberships ?? {}).map(([who, { role }]) => [
      directory.resolve(who, `memberships.${who}`),
      role,
    ]),
    remove: (change.remove ?? []).map((who, index) => directory.resolve(who, `remove.${index}`)),
  };
}

/**
 * Applies a resolved bulk update in the documented order: `add` (as `member`; someone already in the team
 * keeps their role), then `memberships` (sets the role, adding who is not in yet, as `PUT .../{userId}`
 * does), then `remove` — so a person named in `add` and `remove` ends removed.
 */
export function applyChange(store: Store, teamId: string, change: ResolvedChange): void {
  for (const userId of change.add) {
    if (!store.data.teamMembers.has(teamMemberKey(teamId, userId))) setTeamMember(store, teamId, userId, 'member');
  }
  for (const [userId, role] of change.roles) setTeamMember(store, teamId, userId, role);
  for (const userId of change.remove) store.data.teamMembers.delete(teamMemberKey(teamId, userId));
}
