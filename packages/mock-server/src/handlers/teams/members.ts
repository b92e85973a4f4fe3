/**
 * Handlers of a team's members: any member of the organization may list them; organization admins and the
 * team's owners change them (the policy table's `team` rows; team-member-changes.ts holds the body rules).
 */
import { notFound } from '../../core/http-error.js';
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { membershipOf } from '../../domain/organizations/organizations.js';
import { memberStats, presentMember } from '../../domain/organizations/present-member.js';
import { setTeamMember } from '../../domain/teams/teams.js';
import { teamMemberKey } from '../../store/keys.js';
import type { MembershipRecord, TeamMemberRecord } from '../../store/records.js';
import { applyChange, MemberDirectory, resolveChange } from '../../domain/teams/member-changes.js';

export const teamMemberHandlers = {
  listTeamMembers: (ctx) => {
    const { organization, team } = ctx.granted;
    const entries: { seq: number; entry: TeamMemberRecord; membership: MembershipRecord }[] = [];
    for (const entry of ctx.store.data.teamMembers.values()) {
      const membership = entry.teamId === team.id ? membershipOf(ctx.store, organization.id, entry.userId) : undefined;
      if (membership) entries.push({ seq: entry.seq, entry, membership });
    }
    const stats = memberStats(ctx.store, organization.id);
    return listPage(entries, ctx.query, `team-members:${team.id}`, ({ entry, membership }) => ({
      organization: presentMember(ctx, membership, stats.get(entry.userId)),
      team: { role: entry.role },
      // Whoever may list a team's members may see each of them.
      permissions: { view: true },
    }));
  },

  updateTeamMembers: (ctx) => {
    const { organization, team } = ctx.granted;
    const change = resolveChange(new MemberDirectory(ctx.store, organization.id), ctx.body);
    applyChange(ctx.store, team.id, change);
  },

  setTeamMember: (ctx) => {
    const { organization, team } = ctx.granted;
    const { userId } = ctx.params;
    if (!new MemberDirectory(ctx.store, organization.id).isMember(userId)) {
      throw notFound(`member '${userId}' of organization '${organization.id}'`);
    }
    const current = ctx.store.data.teamMembers.get(teamMemberKey(team.id, userId));
    setTeamMember(ctx.store, team.id, userId, ctx.body.role ?? current?.role ?? 'member');
  },

  removeTeamMember: (ctx) => {
    const { team } = ctx.granted;
    const key = teamMemberKey(team.id, ctx.params.userId);
    if (!ctx.store.data.teamMembers.delete(key)) throw notFound(`member '${ctx.params.userId}' of team '${team.id}'`);
  },
} satisfies HandlerTable;
