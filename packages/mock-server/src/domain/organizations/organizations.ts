/** Organizations and their memberships. */
import type { Role } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { nextId, nextSeq } from '../../store/ids.js';
import { membershipKey } from '../../store/keys.js';
import type { MembershipRecord, OrganizationRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

export interface NewOrganization {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  title: string;
  emailDomains?: string[];
  hostname?: string;
  type?: string;
  plan?: string;
  defaultRole?: Role;
  /** Descriptive settings, stored as given. */
  profile?: OrganizationProfile;
}

/** The descriptive settings of an organization (use case, SSO, AI, logo, billing…): seeded, never derived. */
export type OrganizationProfile = Pick<
  OrganizationRecord,
  'useCase' | 'communityType' | 'sso' | 'ai' | 'logo' | 'customHostname' | 'billing' | 'blocked'
>;

/** Stores a new organization. */
export function insertOrganization(store: Store, clock: Clock, input: NewOrganization): OrganizationRecord {
  const record: OrganizationRecord = {
    id: input.id ?? nextId(store, 'organization'),
    title: input.title,
    createdAt: isoNow(clock),
    seq: nextSeq(store),
    emailDomains: input.emailDomains ?? [],
    defaultRole: input.defaultRole ?? 'read',
    ...(input.hostname === undefined ? {} : { hostname: input.hostname }),
    ...(input.type === undefined ? {} : { type: input.type }),
    ...(input.plan === undefined ? {} : { plan: input.plan }),
    ...structuredClone(input.profile ?? {}),
  };
  store.data.organizations.set(record.id, record);
  return record;
}

/** Makes a user a member of an organization with `role` (or changes the role of a member). */
export function addMember(
  store: Store,
  clock: Clock,
  organizationId: string,
  userId: string,
  role: Role,
): MembershipRecord {
  const key = membershipKey(organizationId, userId);
  const existing = store.data.memberships.get(key);
  if (existing) {
    existing.role = role;
    return existing;
  }
  const record: MembershipRecord = { organizationId, userId, role, joinedAt: isoNow(clock), seq: nextSeq(store) };
  store.data.memberships.set(key, record);
  return record;
}

/** The membership of a user in an organization, if the user is a member. */
export function membershipOf(store: Store, organizationId: string, userId: string): MembershipRecord | undefined {
  return store.data.memberships.get(membershipKey(organizationId, userId));
}

/** The organization created first: where users go when no organization is named. */
export function firstOrganization(store: Store): OrganizationRecord | undefined {
  let first: OrganizationRecord | undefined;
  for (const organization of store.data.organizations.values()) {
    if (!first || organization.seq < first.seq) first = organization;
  }
  return first;
}
