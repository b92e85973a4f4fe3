import { describe } from 'vitest';
import { another, examples } from './fixtures.js';
import { created, itCalls, itLists, noContent, ok } from './harness.js';

const { space, gitSyncInfo, embed, permissionItem, teamPermission, revision, pageTree, page, file, integration } = examples;
const S = '/spaces/space-handbook';

describe('client.spaces', () => {
  itLists([
    {
      name: 'spaces.list',
      list: (client) => client.spaces.list('org-acme', { limit: 1 }),
      path: '/orgs/org-acme/spaces',
      query: { limit: '1' },
      items: [space, another(space, { id: 'space-api', title: 'API' })],
    },
  ]);
  itCalls([
    {
      name: 'spaces.create',
      call: (client) => client.spaces.create('org-acme', { title: 'Handbook', emoji: '📘', parent: 'collection-guides' }),
      method: 'POST',
      path: '/orgs/org-acme/spaces',
      body: { title: 'Handbook', emoji: '📘', parent: 'collection-guides' },
      reply: created(space),
    },
    {
      name: 'spaces.get',
      call: (client) => client.spaces.get('space-handbook'),
      method: 'GET',
      path: S,
      reply: ok(space),
    },
    {
      name: 'spaces.get (shareKey, an id that needs encoding)',
      call: (client) => client.spaces.get('space handbook/2', { shareKey: 'k/1' }),
      method: 'GET',
      path: '/spaces/space%20handbook%2F2',
      query: { shareKey: 'k/1' },
      reply: ok(another(space, { deletedAt: '2024-03-03T00:00:00.000Z' })),
    },
    {
      name: 'spaces.update',
      call: (client) => client.spaces.update('space-handbook', { title: 'Staff handbook', defaultLevel: null }),
      method: 'PATCH',
      path: S,
      body: { title: 'Staff handbook', defaultLevel: null },
      reply: ok(another(space, { title: 'Staff handbook' })),
    },
    {
      name: 'spaces.delete',
      call: (client) => client.spaces.delete('space-handbook'),
      method: 'DELETE',
      path: S,
      reply: noContent,
    },
    {
      name: 'spaces.duplicate',
      call: (client) => client.spaces.duplicate('space-handbook'),
      method: 'POST',
      path: `${S}/duplicate`,
      reply: created(another(space, { id: 'space-handbook-copy', title: 'Handbook (copy)' })),
    },
    {
      name: 'spaces.restore',
      call: (client) => client.spaces.restore('space-handbook'),
      method: 'POST',
      path: `${S}/restore`,
      reply: ok(space),
    },
    {
      name: 'spaces.move',
      call: (client) =>
        client.spaces.move('space-handbook', { parent: null, position: { after: { type: 'space', space: 'space-api' } } }),
      method: 'POST',
      path: `${S}/move`,
      body: { parent: null, position: { after: { type: 'space', space: 'space-api' } } },
      reply: ok(another(space, { parent: undefined })),
    },
    {
      name: 'spaces.transfer',
      call: (client) => client.spaces.transfer('space-handbook', { organization: 'org-other' }),
      method: 'POST',
      path: `${S}/transfer`,
      body: { organization: 'org-other' },
      reply: ok(another(space, { organization: 'org-other' })),
    },
    {
      name: 'spaces.embed',
      call: (client) => client.spaces.embed('space-handbook', { url: 'https://status.acme.test/?a=1&b=2' }),
      method: 'GET',
      path: `${S}/embed`,
      query: { url: 'https://status.acme.test/?a=1&b=2' },
      reply: ok(embed),
    },
  ]);
});

describe('client.spaces.git', () => {
  itCalls([
    {
      name: 'spaces.git.import',
      call: (client) =>
        client.spaces.git.import('space-handbook', {
          url: 'https://github.com/acme/handbook.git',
          ref: 'refs/heads/main',
          standalone: true,
          gitInfo: { provider: 'github' },
        }),
      method: 'POST',
      path: `${S}/git/import`,
      body: { url: 'https://github.com/acme/handbook.git', ref: 'refs/heads/main', standalone: true, gitInfo: { provider: 'github' } },
      reply: noContent,
    },
    {
      name: 'spaces.git.export',
      call: (client) =>
        client.spaces.git.export('space-handbook', {
          url: 'https://github.com/acme/handbook.git',
          ref: 'refs/heads/docs',
          commitMessage: 'Sync from DocPub',
          timestamp: '2024-03-02T16:45:00.000Z',
          force: true,
        }),
      method: 'POST',
      path: `${S}/git/export`,
      body: {
        url: 'https://github.com/acme/handbook.git',
        ref: 'refs/heads/docs',
        commitMessage: 'Sync from DocPub',
        timestamp: '2024-03-02T16:45:00.000Z',
        force: true,
      },
      reply: noContent,
    },
    {
      name: 'spaces.git.info',
      call: (client) => client.spaces.git.info('space-handbook'),
      method: 'GET',
      path: `${S}/git/info`,
      reply: ok(gitSyncInfo),
    },
  ]);
});

describe('client.spaces.permissions', () => {
  itCalls([
    {
      name: 'spaces.permissions.grant',
      call: (client) => client.spaces.permissions.grant('space-handbook', { role: 'edit', teams: ['team-writers'], users: ['user-bob'] }),
      method: 'POST',
      path: `${S}/permissions`,
      body: { role: 'edit', teams: ['team-writers'], users: ['user-bob'] },
      reply: noContent,
    },
    {
      name: 'spaces.permissions.updateUser',
      call: (client) => client.spaces.permissions.updateUser('space-handbook', 'user-bob', { role: null }),
      method: 'PATCH',
      path: `${S}/permissions/users/user-bob`,
      body: { role: null },
      reply: noContent,
    },
    {
      name: 'spaces.permissions.removeUser',
      call: (client) => client.spaces.permissions.removeUser('space-handbook', 'user-bob'),
      method: 'DELETE',
      path: `${S}/permissions/users/user-bob`,
      reply: noContent,
    },
    {
      name: 'spaces.permissions.updateTeam',
      call: (client) => client.spaces.permissions.updateTeam('space-handbook', 'team-writers', { role: 'review' }),
      method: 'PATCH',
      path: `${S}/permissions/teams/team-writers`,
      body: { role: 'review' },
      reply: noContent,
    },
    {
      name: 'spaces.permissions.removeTeam',
      call: (client) => client.spaces.permissions.removeTeam('space-handbook', 'team-writers'),
      method: 'DELETE',
      path: `${S}/permissions/teams/team-writers`,
      reply: noContent,
    },
  ]);
  itLists([
    {
      name: 'spaces.permissions.listUsers',
      list: (client) => client.spaces.permissions.listUsers('space-handbook'),
      path: `${S}/permissions/users`,
      items: [permissionItem, another(permissionItem, { permission: 'admin' })],
    },
    {
      name: 'spaces.permissions.listTeams',
      list: (client) => client.spaces.permissions.listTeams('space-handbook', { limit: 50 }),
      path: `${S}/permissions/teams`,
      query: { limit: '50' },
      items: [teamPermission, another(teamPermission, { permission: 'read' })],
    },
    {
      name: 'spaces.permissions.aggregate',
      list: (client) => client.spaces.permissions.aggregate('space-handbook', { role: 'review' }),
      path: `${S}/permissions/aggregate`,
      query: { role: 'review' },
      items: [permissionItem, another(permissionItem, { user: another(examples.user, { id: 'user-bob' }) })],
    },
  ]);
});

describe('client.spaces.content', () => {
  itCalls([
    {
      name: 'spaces.content.get',
      call: (client) => client.spaces.content.get('space-handbook', { metadata: false, computed: false }),
      method: 'GET',
      path: `${S}/content`,
      query: { metadata: 'false', computed: 'false' },
      reply: ok(revision),
    },
    {
      name: 'spaces.content.pages',
      call: (client) => client.spaces.content.pages('space-handbook'),
      method: 'GET',
      path: `${S}/content/pages`,
      reply: ok(pageTree),
    },
    {
      name: 'spaces.content.page',
      call: (client) => client.spaces.content.page('space-handbook', 'page-intro', { format: 'markdown' }),
      method: 'GET',
      path: `${S}/content/page/page-intro`,
      query: { format: 'markdown' },
      reply: ok(page),
    },
    {
      name: 'spaces.content.pageByPath (the path is one encoded segment)',
      call: (client) => client.spaces.content.pageByPath('space-handbook', 'guides/intro'),
      method: 'GET',
      path: `${S}/content/path/guides%2Fintro`,
      reply: ok(page),
    },
    {
      name: 'spaces.content.file',
      call: (client) => client.spaces.content.file('space-handbook', 'file-logo'),
      method: 'GET',
      path: `${S}/content/files/file-logo`,
      reply: ok(file),
    },
  ]);
  itLists([
    {
      name: 'spaces.content.files',
      list: (client) => client.spaces.content.files('space-handbook', { metadata: false }),
      path: `${S}/content/files`,
      query: { metadata: 'false' },
      items: [file, another(file, { id: 'file-diagram', name: 'diagram.svg', contentType: 'image/svg+xml' })],
    },
  ]);
});

describe('client.spaces.integrations', () => {
  itLists([
    {
      name: 'spaces.integrations.list',
      list: (client) => client.spaces.integrations.list('space-handbook', { search: 'analytics' }),
      path: `${S}/integrations`,
      query: { search: 'analytics' },
      items: [integration, another(integration, { name: 'acme-chat', title: 'Acme Chat' })],
    },
  ]);
  itCalls([
    {
      name: 'spaces.integrations.blocks',
      call: (client) => client.spaces.integrations.blocks('space-handbook'),
      method: 'GET',
      path: `${S}/integration-blocks`,
      reply: ok([examples.spaceIntegrationBlocks]),
    },
    {
      name: 'spaces.integrations.scripts',
      call: (client) => client.spaces.integrations.scripts('space-handbook'),
      method: 'GET',
      path: `${S}/integration-scripts`,
      reply: ok([examples.integrationScript]),
    },
  ]);
});
