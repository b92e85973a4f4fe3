/** Teams of an organization's members. */
import type { TeamRole } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { nextId, nextSeq } from '../../store/ids.js';
import { teamMemberKey } from '../../store/keys.js';
import type { TeamMemberRecord, TeamRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';

export interface NewTeam {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  organizationId: string;
  title: string;
  /** Members to add; each must already be a member of the organization. */
  members?: readonly { userId: string; role: TeamRole }[];
}

/** Stores a new team and its first members. */
export function insertTeam(store: Store, clock: Clock, input: NewTeam): TeamRecord {
  const record: TeamRecord = {
    id: input.id ?? nextId(store, 'team'),
    organizationId: input.organizationId,
    title: input.title,
    createdAt: isoNow(clock),
    seq: nextSeq(store),
  };
  store.data.teams.set(record.id, record);
  for (const member of input.members ?? []) setTeamMember(store, record.id, member.userId, member.role);
  return record;
}

/** Adds a user to a team, or changes the role of a member. */
export function setTeamMember(store: Store, teamId: string, userId: string, role: TeamRole): TeamMemberRecord {
  const key = teamMemberKey(teamId, userId);
  const existing = store.data.teamMembers.get(key);
  if (existing) {
    existing.role = role;
    return existing;
  }
  const record: TeamMemberRecord = { teamId, userId, role, seq: nextSeq(store) };
  store.data.teamMembers.set(key, record);
  return record;
}
