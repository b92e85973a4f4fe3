/**
 * Inviting people into an organization by e-mail address (`POST /orgs/{organizationId}/invites`).
 *
 * DocPub sends no e-mail: an invitation takes effect at once. A known address (compared without regard to
 * case) names its user; an unknown one gets a new user, named after the address. Each address takes the role
 * given with it, else the body's `role`, else the organization's default role; a `null` role invites as a guest,
 * which makes the user without a membership. Someone already a member keeps their role and is not counted.
 * DocPub has no single sign-on: with `sso: true` the addresses still join as ordinary members and are listed in
 * `failedSSOEmails`.
 */
import type { InviteMembersResult, Role } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import type { OrganizationRecord, UserRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { insertUser } from '../../store/users.js';
import { addMember, membershipOf } from './organizations.js';

export interface Invitation {
  emails: readonly (string | { email: string; role: Role | null })[];
  role?: Role | null | undefined;
  sso?: boolean | undefined;
}

/** Applies an invitation (already validated) to `organization`. */
export function inviteMembers(store: Store, clock: Clock, organization: OrganizationRecord, invitation: Invitation): InviteMembersResult {
  const users: string[] = [];
  const invitedEmails: string[] = [];
  for (const entry of dedupe(invitation.emails)) {
    const { email, role } = typeof entry === 'string' ? { email: entry, role: invitation.role } : entry;
    const user = userByEmail(store, email) ?? insertUser(store, { displayName: displayNameOf(email), email });
    users.push(user.id);
    const wanted = role === undefined ? organization.defaultRole : role;
    if (wanted === null || membershipOf(store, organization.id, user.id)) continue;
    addMember(store, clock, organization.id, user.id, wanted);
    invitedEmails.push(email);
  }
  return {
    users,
    invited: invitedEmails.length,
    ...(invitation.sso === true ? { failedSSOEmails: invitedEmails } : {}),
  };
}

/** The first mention of each address wins (case-insensitively), so a repeated address is invited once. */
function dedupe<T extends string | { email: string }>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = (typeof entry === 'string' ? entry : entry.email).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function userByEmail(store: Store, email: string): UserRecord | undefined {
  const wanted = email.toLowerCase();
  for (const user of store.data.users.values()) if (user.email.toLowerCase() === wanted) return user;
  return undefined;
}

/** `ada.lovelace@example.com` → `ada.lovelace`: the name a user invited by address starts with. */
function displayNameOf(email: string): string {
  return email.slice(0, email.lastIndexOf('@')) || email;
}
