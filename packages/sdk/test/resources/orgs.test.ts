import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, noContent, ok } from './harness.js';

const { user, organization, member, team, teamMember, collection, permissionItem } = examples;
const TEAM = '/orgs/org-acme/teams/team-writers/members';
const C = '/collections/collection-guides';

describe('client.user', () => {
  itCalls([{ name: 'user.get', call: (client) => client.user.get(), method: 'GET', path: '/user', reply: ok(user) }]);
});

describe('client.orgs and client.members', () => {
  itLists([
    {
      name: 'orgs.list',
      list: (client) => client.orgs.list(),
      path: '/orgs',
      items: [organization, another(organization, { id: 'org-side', title: 'Side project' })],
    },
    {
      name: 'members.list',
      list: (client) => client.members.list('org-acme', { limit: 2 }),
      path: '/orgs/org-acme/members',
      query: { limit: '2' },
      items: [member, another(member, { id: 'user-bob', role: 'read', user: another(user, { id: 'user-bob' }) })],
    },
  ]);
  itCalls([
    { name: 'orgs.get', call: (client) => client.orgs.get('org-acme'), method: 'GET', path: '/orgs/org-acme', reply: ok(organization) },
  ]);
});

describe('client.teams', () => {
  itLists([
    {
      name: 'teams.list',
      list: (client) => client.teams.list('org-acme'),
      path: '/orgs/org-acme/teams',
      items: [team, another(team, { id: 'team-reviewers', title: 'Reviewers' })],
    },
    {
      name: 'teams.members.list',
      list: (client) => client.teams.members.list('org-acme', 'team-writers'),
      path: TEAM,
      items: [teamMember, another(teamMember, { team: { role: 'member' } })],
    },
  ]);
  itCalls([
    {
      name: 'teams.create (a PUT)',
      call: (client) => client.teams.create('org-acme', { title: 'Writers', members: ['user-ada'] }),
      method: 'PUT',
      path: '/orgs/org-acme/teams',
      body: { title: 'Writers', members: ['user-ada'] },
      reply: created(team),
    },
    {
      name: 'teams.members.update (bulk)',
      call: (client) =>
        client.teams.members.update('org-acme', 'team-writers', {
          add: ['user-bob', 'carol@acme.test'],
          memberships: { 'user-bob': { role: 'owner' } },
          remove: ['user-dan'],
        }),
      method: 'PUT',
      path: TEAM,
      body: { add: ['user-bob', 'carol@acme.test'], memberships: { 'user-bob': { role: 'owner' } }, remove: ['user-dan'] },
      reply: noContent,
    },
    {
      name: 'teams.members.set',
      call: (client) => client.teams.members.set('org-acme', 'team-writers', 'user-bob', { role: 'member' }),
      method: 'PUT',
      path: `${TEAM}/user-bob`,
      body: { role: 'member' },
      reply: noContent,
    },
    {
      name: 'teams.members.set (no role: a body of {})',
      call: (client) => client.teams.members.set('org-acme', 'team-writers', 'user-bob'),
      method: 'PUT',
      path: `${TEAM}/user-bob`,
      body: {},
      reply: noContent,
    },
    {
      name: 'teams.members.remove',
      call: (client) => client.teams.members.remove('org-acme', 'team-writers', 'user-bob'),
      method: 'DELETE',
      path: `${TEAM}/user-bob`,
      reply: noContent,
    },
  ]);
});

describe('client.collections', () => {
  itLists([
    {
      name: 'collections.list',
      list: (client) => client.collections.list('org-acme'),
      path: '/orgs/org-acme/collections',
      items: [collection, another(collection, { id: 'collection-api', title: 'API' })],
    },
    {
      name: 'collections.permissions.listUsers',
      list: (client) => client.collections.permissions.listUsers('collection-guides'),
      path: `${C}/permissions/users`,
      items: [permissionItem, another(permissionItem, { permission: 'comment' })],
    },
    {
      name: 'collections.permissions.aggregate',
      list: (client) => client.collections.permissions.aggregate('collection-guides', { role: 'admin', limit: 10 }),
      path: `${C}/permissions/aggregate`,
      query: { role: 'admin', limit: '10' },
      items: [permissionItem, another(permissionItem, { permission: 'admin' })],
    },
  ]);
  itCalls([
    {
      name: 'collections.create',
      call: (client) => client.collections.create('org-acme', { title: 'Guides', parent: 'collection-docs' }),
      method: 'POST',
      path: '/orgs/org-acme/collections',
      body: { title: 'Guides', parent: 'collection-docs' },
      reply: created(collection),
    },
    { name: 'collections.get', call: (client) => client.collections.get('collection-guides'), method: 'GET', path: C, reply: ok(collection) },
    {
      name: 'collections.permissions.grant',
      call: (client) => client.collections.permissions.grant('collection-guides', { role: 'read', teams: ['team-writers'] }),
      method: 'POST',
      path: `${C}/permissions`,
      body: { role: 'read', teams: ['team-writers'] },
      reply: noContent,
    },
    {
      name: 'collections.permissions.updateUser',
      call: (client) => client.collections.permissions.updateUser('collection-guides', 'user-bob', { role: 'edit' }),
      method: 'PATCH',
      path: `${C}/permissions/users/user-bob`,
      body: { role: 'edit' },
      reply: noContent,
    },
    {
      name: 'collections.permissions.removeUser',
      call: (client) => client.collections.permissions.removeUser('collection-guides', 'user-bob'),
      method: 'DELETE',
      path: `${C}/permissions/users/user-bob`,
      reply: noContent,
    },
  ]);
});
