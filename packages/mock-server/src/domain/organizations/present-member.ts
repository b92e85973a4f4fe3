import type { member } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { MembershipRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import type { PresentContext } from '../present-context.js';
import { lastSeen } from '../activity.js';
import { presentUser } from '../users/present.js';

/** The wire shape of a Member. */
export type MemberWire = z.input<typeof member>;

/** How many spaces (direct grants) and teams a member of an organization has. */
export interface MemberStats {
  spaces: number;
  teams: number;
}

/** The stats of every member of an organization, counted in one pass over grants and team memberships. */
export function memberStats(store: Store, organizationId: string): Map<string, MemberStats> {
  const stats = new Map<string, MemberStats>();
  const of = (userId: string) => {
    let entry = stats.get(userId);
    if (!entry) stats.set(userId, (entry = { spaces: 0, teams: 0 }));
    return entry;
  };
  for (const grant of store.data.grants.values()) {
    if (grant.targetKind !== 'space' || grant.principalKind !== 'user') continue;
    const space = store.data.spaces.get(grant.targetId);
    if (space && space.organizationId === organizationId && space.deletedAt === undefined) of(grant.principalId).spaces += 1;
  }
  for (const entry of store.data.teamMembers.values()) {
    if (store.data.teams.get(entry.teamId)?.organizationId === organizationId) of(entry.userId).teams += 1;
  }
  return stats;
}

/** A membership as the API shows it; the member's id is its user's id. */
export function presentMember(
  ctx: Pick<PresentContext, 'store' | 'baseUrl'>,
  record: MembershipRecord,
  stats: MemberStats | undefined,
): MemberWire {
  const store = ctx.store;
  const user = store.data.users.get(record.userId);
  if (!user) throw new Error(`membership of unknown user ${record.userId}`);
  const lastSeenAt = lastSeen(store, record.userId, record.lastSeenAt);
  return {
    object: 'member',
    id: record.userId,
    role: record.role,
    user: presentUser(user, ctx.baseUrl),
    disabled: false,
    sso: false,
    joinedAt: record.joinedAt,
    ...(lastSeenAt === undefined ? {} : { lastSeenAt }),
    spaces: stats?.spaces ?? 0,
    teams: stats?.teams ?? 0,
    // Sites are granted to the organization as a whole, never to one member: no member holds a site directly.
    sites: 0,
  };
}
