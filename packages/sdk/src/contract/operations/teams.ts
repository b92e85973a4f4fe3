/** Operations on an organization's teams and their members. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { createTeamBody, putTeamMemberBody, team, teamMember, updateTeamMembersBody } from '../resources/team.js';

const teamOperations = defineOperations({
  listTeams: {
    area: 'teams',
    method: 'GET',
    path: '/orgs/{organizationId}/teams',
    summary: "List an organization's teams",
    query: pageQuery,
    response: listOf(team),
    status: 200,
    paginated: true,
  },
  createTeam: {
    area: 'teams',
    method: 'PUT',
    path: '/orgs/{organizationId}/teams',
    summary: 'Create a team',
    body: createTeamBody,
    response: team,
    status: 201,
  },
});

const teamMemberOperations = defineOperations({
  listTeamMembers: {
    area: 'teams',
    method: 'GET',
    path: '/orgs/{organizationId}/teams/{teamId}/members',
    summary: "List a team's members",
    query: pageQuery,
    response: listOf(teamMember),
    status: 200,
    paginated: true,
  },
  updateTeamMembers: {
    area: 'teams',
    method: 'PUT',
    path: '/orgs/{organizationId}/teams/{teamId}/members',
    summary: "Add, update and remove a team's members in one call",
    body: updateTeamMembersBody,
    status: 204,
  },
  setTeamMember: {
    area: 'teams',
    method: 'PUT',
    path: '/orgs/{organizationId}/teams/{teamId}/members/{userId}',
    summary: 'Add a member to a team or change their team role',
    body: putTeamMemberBody,
    status: 204,
  },
  removeTeamMember: {
    area: 'teams',
    method: 'DELETE',
    path: '/orgs/{organizationId}/teams/{teamId}/members/{userId}',
    summary: 'Remove a member from a team',
    status: 204,
  },
});

export const teamsOperations = { ...teamOperations, ...teamMemberOperations } as const;
