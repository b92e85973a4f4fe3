import type { team } from '@docpub/sdk/contract';
import type { z } from 'zod';
import { teamMemberKey } from '../../store/keys.js';
import type { TeamRecord, UserRecord } from '../../store/records.js';
import { orgRole } from '../access/roles.js';
import type { Store } from '../../store/store.js';

/** The wire shape of a Team. */
export type TeamWire = z.input<typeof team>;

/** How many members a team has and on how many (live) spaces it holds a grant. */
export interface TeamStats {
  members: number;
  spaces: number;
}

/** The stats of every team of an organization, counted in one pass over memberships and grants. */
export function teamStats(store: Store, organizationId: string): Map<string, TeamStats> {
  const stats = new Map<string, TeamStats>();
  for (const team of store.data.teams.values()) {
    if (team.organizationId === organizationId) stats.set(team.id, { members: 0, spaces: 0 });
  }
  for (const entry of store.data.teamMembers.values()) {
    const found = stats.get(entry.teamId);
    if (found) found.members += 1;
  }
  for (const grant of store.data.grants.values()) {
    if (grant.targetKind !== 'space' || grant.principalKind !== 'team') continue;
    const found = stats.get(grant.principalId);
    if (found && store.data.spaces.get(grant.targetId)?.deletedAt === undefined) found.spaces += 1;
  }
  return stats;
}

/** What the caller may do with a team: see it (any member of its organization), manage it (admins, its owners). */
export type TeamPermissions = {
  admin: boolean;
  view: boolean;
};

/** The caller's permissions on a team, from its organization role and its own membership of the team. */
export function teamPermissions(store: Store, user: UserRecord, team: TeamRecord): TeamPermissions {
  const role = orgRole(store, user, team.organizationId);
  const owner = store.data.teamMembers.get(teamMemberKey(team.id, user.id))?.role === 'owner';
  return { admin: role === 'admin' || owner, view: role !== null };
}

/** A team as the API shows it to a caller with `permissions` on it. */
export function presentTeam(record: TeamRecord, stats: TeamStats | undefined, permissions: TeamPermissions): TeamWire {
  return {
    object: 'team',
    id: record.id,
    title: record.title,
    members: stats?.members ?? 0,
    spaces: stats?.spaces ?? 0,
    createdAt: record.createdAt,
    permissions,
  };
}
