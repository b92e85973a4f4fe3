/** Teams: their members (one by one and in bulk) and their grants on spaces. */
import type { TeamMember, TeamPermission } from '@docpub/sdk';
import { defineScenario } from '../scenario.js';
import { idsOf, newPrivateSpace, otherUsers } from './support.js';

/** `userId → team role` of a member list. */
function rolesOf(members: readonly TeamMember[]): Record<string, string> {
  return Object.fromEntries(members.map((member) => [member.organization.user.id, member.team.role]));
}

function teamRoleOn(items: readonly TeamPermission[], teamId: string): string | undefined {
  return items.find((item) => item.team.id === teamId)?.permission;
}

const membership = defineScenario({
  area: 'teams',
  name: 'bulk membership applies add, then memberships, then remove',
  operations: ['createTeam', 'listTeams', 'listTeamMembers', 'updateTeamMembers', 'setTeamMember', 'removeTeamMember'],
  needs: ['write'],
  async run(t) {
    // Members of the organization, so they can join a team.
    const [first, second] = await t.step('find two other users', () => otherUsers(t, 2, 'read'));
    const a = first!.id;
    const b = second!.id;
    const team = await t.step('create a team', () => t.client.teams.create(t.org, { title: t.title('Team') }));
    t.leftover(`team "${team.title}" (${team.id})`, 'the API has no operation to delete a team (its members are removed)');
    t.expect(team.members, 'members of a new team').toBe(0);
    const members = () => t.client.teams.members.list(t.org, team.id).toArray();
    t.track(() => t.client.teams.members.update(t.org, team.id, { remove: [a, b] }), `members of team ${team.id}`);

    await t.step('add both, make the first an owner, and remove the second in one call', () =>
      t.client.teams.members.update(t.org, team.id, { add: [a, b], memberships: { [a]: { role: 'owner' } }, remove: [b] }),
    );
    t.expect(rolesOf(await t.step('list the members', members)), 'team members after the bulk update').toEqual({ [a]: 'owner' });

    await t.step('add the second one by one', () => t.client.teams.members.set(t.org, team.id, b, { role: 'member' }));
    t.expect(rolesOf(await t.step('list the members again', members)), 'team members after PUT of one').toEqual({ [a]: 'owner', [b]: 'member' });
    const listed = await t.step('the team list counts them', () => t.client.teams.list(t.org).toArray());
    t.expect(listed.find((entry) => entry.id === team.id)?.members, 'team.members in the list').toBe(2);

    await t.step('remove the second', () => t.client.teams.members.remove(t.org, team.id, b));
    t.expect(rolesOf(await t.step('list the members after removing one', members)), 'team members after DELETE').toEqual({ [a]: 'owner' });
    t.expect(idsOf(listed), 'listed teams').toContain(team.id);
  },
});

const teamGrants = defineScenario({
  area: 'teams',
  name: "a team's grant on a space reaches its members and is changed and revoked",
  operations: ['createTeam', 'grantSpacePermissions', 'listSpaceTeamPermissions', 'updateSpaceTeamPermission', 'revokeSpaceTeamPermission', 'listSpaceAggregatePermissions'],
  needs: ['write'],
  async run(t) {
    const [member] = await t.step('find another user', () => otherUsers(t, 1, 'read'));
    const userId = member!.id;
    const team = await t.step('create a team with them', () => t.client.teams.create(t.org, { title: t.title('Team'), members: [userId] }));
    t.leftover(`team "${team.title}" (${team.id})`, 'the API has no operation to delete a team (its members are removed)');
    t.track(() => t.client.teams.members.remove(t.org, team.id, userId), `member ${userId} of team ${team.id}`);
    const space = await t.step('create a space without a default role', () => newPrivateSpace(t));
    const teams = () => t.client.spaces.permissions.listTeams(space.id).toArray();
    const effective = async () => (await t.client.spaces.permissions.aggregate(space.id).toArray()).find((item) => item.user.id === userId)?.permission;

    await t.step('grant the team read', () => t.client.spaces.permissions.grant(space.id, { role: 'read', teams: [team.id] }));
    t.expect(teamRoleOn(await t.step('list the team grants', teams), team.id), "the team's role").toBe('read');
    t.expect(await t.step("read the member's effective role", effective), "the member's effective role").toBe('read');

    await t.step('change it to edit', () => t.client.spaces.permissions.updateTeam(space.id, team.id, { role: 'edit' }));
    t.expect(teamRoleOn(await t.step('list the team grants again', teams), team.id), "the team's role after PATCH").toBe('edit');
    t.expect(await t.step("read the member's effective role again", effective), "the member's effective role after PATCH").toBe('edit');

    await t.step('revoke it', () => t.client.spaces.permissions.removeTeam(space.id, team.id));
    t.expect(teamRoleOn(await t.step('list the team grants after revoking', teams), team.id), "the team's role after DELETE").toBeUndefined();
    t.expect(await t.step("read the member's effective role after revoking", effective), "the member's effective role after DELETE").toBeUndefined();
  },
});

export const teamScenarios = [membership, teamGrants];
