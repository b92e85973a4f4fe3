/** Handlers of an organization's teams. */
import { badRequest } from '../../core/http-error.js';
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { membershipOf } from '../../domain/organizations/organizations.js';
import { presentTeam, teamPermissions, teamStats } from '../../domain/teams/present.js';
import { insertTeam } from '../../domain/teams/teams.js';
import type { TeamRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';

/** The distinct user ids of a create body, each checked to be a member of the organization. */
function checkedMembers(store: Store, organizationId: string, userIds: readonly string[]): string[] {
  userIds.forEach((userId, index) => {
    if (!membershipOf(store, organizationId, userId)) {
      throw badRequest(`members.${index}`, `'${userId}' is not a member of the organization`);
    }
  });
  return [...new Set(userIds)];
}

export const teamHandlers = {
  listTeams: (ctx) => {
    const { organization } = ctx.granted;
    const teams: TeamRecord[] = [];
    for (const team of ctx.store.data.teams.values()) {
      if (team.organizationId === organization.id) teams.push(team);
    }
    const stats = teamStats(ctx.store, organization.id);
    return listPage(teams, ctx.query, `teams:${organization.id}`, (team) =>
      presentTeam(team, stats.get(team.id), teamPermissions(ctx.store, ctx.user, team)),
    );
  },

  createTeam: (ctx) => {
    const { organization } = ctx.granted;
    const userIds = checkedMembers(ctx.store, organization.id, ctx.body.members ?? []);
    const team = insertTeam(ctx.store, ctx.clock, {
      organizationId: organization.id,
      title: ctx.body.title,
      members: userIds.map((userId) => ({ userId, role: 'member' as const })),
    });
    // A team has no `urls`; its Location is where its members are managed.
    return {
      explicit: true,
      status: 201,
      body: presentTeam(team, teamStats(ctx.store, organization.id).get(team.id), teamPermissions(ctx.store, ctx.user, team)),
      // The API has no GET of one team; its members list is the team's own addressable resource.
      location: `${ctx.baseUrl}/orgs/${organization.id}/teams/${team.id}/members`,
    };
  },
} satisfies HandlerTable;
