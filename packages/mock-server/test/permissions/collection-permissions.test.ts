import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { testWorld } from '../support/world.js';
import { all, expectError, expectNoChange } from '../support/collaboration.js';

const { spaces, users, teams, collections } = DEMO;

describe('grants on a collection flow to the spaces inside', () => {
  it('gives a user a role on a space of a nested collection', async () => {
    const { clientFor } = testWorld();
    const creator = clientFor('create');
    // Space api sits in collection api, inside collection guides; `create` holds nothing on either.
    await expectError(creator.spaces.get(spaces.api), 404);
    await clientFor('admin').collections.permissions.grant(collections.guides, { role: 'edit', users: [users.create] });
    expect((await creator.spaces.get(spaces.api)).permissions).toMatchObject({ access: true, edit: true, review: false });
  });

  it('gives a team a role on the spaces inside', async () => {
    const { clientFor } = testWorld();
    await clientFor('admin').collections.permissions.grant(collections.api, { role: 'admin', teams: [teams.writers] });
    const editor = clientFor('edit');
    expect((await editor.spaces.update(spaces.api, { emoji: '🛠' })).emoji).toBe('🛠');
  });

  it('stops flowing once removed', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.collections.permissions.grant(collections.api, { role: 'comment', users: [users.create] });
    expect((await clientFor('create').spaces.get(spaces.api)).permissions.comment).toBe(true);
    await admin.collections.permissions.removeUser(collections.api, users.create);
    await expectError(clientFor('create').spaces.get(spaces.api), 404);
  });

  it('lets a collection admin manage the collection but not its parent', async () => {
    const { clientFor } = testWorld();
    await clientFor('admin').collections.permissions.grant(collections.api, { role: 'admin', users: [users.comment] });
    const manager = clientFor('comment');
    await manager.collections.permissions.grant(collections.api, { role: 'read', users: [users.create] });
    expect((await clientFor('create').spaces.get(spaces.api)).permissions.access).toBe(true);
    await expectError(manager.collections.permissions.grant(collections.guides, { role: 'read', users: [users.create] }), 403, 'admin role');
  });
});

describe('direct user permissions of a collection', () => {
  it('lists grants to users, changes them with PATCH and removes them with null or DELETE', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    expect(await all(admin.collections.permissions.listUsers(collections.guides))).toEqual([]);

    await admin.collections.permissions.grant(collections.guides, { role: 'read', users: [users.create, users.read] });
    await admin.collections.permissions.updateUser(collections.guides, users.create, { role: 'review' });
    const listed = await all(admin.collections.permissions.listUsers(collections.guides));
    expect(listed.map((item) => [item.user.id, item.permission])).toEqual([
      [users.create, 'review'],
      [users.read, 'read'],
    ]);

    await admin.collections.permissions.updateUser(collections.guides, users.create, { role: null });
    await admin.collections.permissions.removeUser(collections.guides, users.read);
    expect(await all(admin.collections.permissions.listUsers(collections.guides))).toEqual([]);
    await expectError(admin.collections.permissions.removeUser(collections.guides, users.read), 404, 'permission of user');
    await expectError(admin.collections.permissions.updateUser(collections.guides, 'user-nope', { role: 'read' }), 404);
  });

  it('refuses unknown principals and grants nothing then', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, () =>
      expectError(
        clientFor('admin').collections.permissions.grant(collections.api, { role: 'edit', users: [users.read], teams: ['team-nope'] }),
        400,
        'teams.0',
      ),
    );
  });
});

describe('effective roles on a collection (aggregate)', () => {
  it('lists every member (at least read) and the grants from the collection and its parents', async () => {
    const { clientFor } = testWorld();
    const items = await all(clientFor('read').collections.permissions.aggregate(collections.api));
    expect(Object.fromEntries(items.map((item) => [item.user.id, item.permission]))).toEqual({
      [users.admin]: 'admin',
      [users.create]: 'read',
      [users.edit]: 'edit', // writers on guides, the parent
      [users.comment]: 'edit',
      [users.review]: 'review', // reviewers on api
      [users.read]: 'review',
    });
    const editors = await all(clientFor('read').collections.permissions.aggregate(collections.api, { role: 'edit' }));
    expect(editors.map((item) => item.user.id)).toEqual([users.comment, users.edit]);
  });
});

describe('who may see and change the permissions of a collection', () => {
  it('lets members list and only collection admins change', async () => {
    const { server, clientFor } = testWorld();
    expect((await clientFor('read').collections.permissions.listUsers(collections.guides)).count).toBe(0);
    await expectNoChange(server, async () => {
      for (const who of ['create', 'edit', 'review', 'read'] as const) {
        const client = clientFor(who);
        await expectError(client.collections.permissions.grant(collections.guides, { role: 'admin', users: [users[who]] }), 403);
        await expectError(client.collections.permissions.updateUser(collections.guides, users[who], { role: 'admin' }), 403);
        await expectError(client.collections.permissions.removeUser(collections.guides, users.read), 403);
      }
    });
  });

  it('answers 404 to guests and outsiders, and for an unknown collection', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, async () => {
      for (const who of ['guest', 'outsider'] as const) {
        await expectError(clientFor(who).collections.permissions.listUsers(collections.guides), 404);
        await expectError(clientFor(who).collections.permissions.aggregate(collections.guides), 404);
        await expectError(
          clientFor(who).collections.permissions.grant(collections.guides, { role: 'admin', users: [users[who]] }),
          404,
        );
      }
      await expectError(clientFor('admin').collections.permissions.listUsers('collection-nope'), 404);
    });
  });
});
