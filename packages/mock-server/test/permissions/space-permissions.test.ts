import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { testWorld } from '../support/world.js';
import { all, expectError, expectNoChange } from '../support/collaboration.js';

const { spaces, users, teams } = DEMO;

describe('granting roles on a space', () => {
  it('lets a reader comment once granted comment, and administer once granted admin', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const reader = clientFor('read');
    const post = () => reader.comments.create(spaces.handbook, { body: { markdown: 'Typo in §2' } });

    await expectError(post(), 403, 'comment role');
    await expectError(reader.spaces.update(spaces.handbook, { title: 'Mine' }), 403);

    await admin.spaces.permissions.grant(spaces.handbook, { role: 'comment', users: [users.read] });
    expect((await post()).postedBy.id).toBe(users.read);
    expect((await reader.spaces.get(spaces.handbook)).permissions).toMatchObject({ comment: true, edit: false });
    await expectError(reader.spaces.update(spaces.handbook, { title: 'Mine' }), 403);

    await admin.spaces.permissions.grant(spaces.handbook, { role: 'admin', users: [users.read] });
    expect((await reader.spaces.update(spaces.handbook, { title: 'Mine' })).title).toBe('Mine');
  });

  it('lets a reader granted edit open a change request', async () => {
    const { clientFor } = testWorld();
    const reader = clientFor('read');
    await expectError(reader.changeRequests.create(spaces.handbook, { subject: 'Fix typos' }), 403, 'edit role');
    await clientFor('admin').spaces.permissions.grant(spaces.handbook, { role: 'edit', users: [users.read] });
    const created = await reader.changeRequests.create(spaces.handbook, { subject: 'Fix typos' });
    expect(created).toMatchObject({ subject: 'Fix typos', createdBy: { id: users.read } });
  });

  it('grants through a team: every member of the team gets the role', async () => {
    const { clientFor } = testWorld();
    // Team writers (edit, comment) holds nothing on space internal; `edit` cannot see it at all.
    await expectError(clientFor('edit').spaces.get(spaces.internal), 404);
    await clientFor('admin').spaces.permissions.grant(spaces.internal, { role: 'edit', teams: [teams.writers] });
    expect((await clientFor('edit').spaces.get(spaces.internal)).permissions).toMatchObject({ edit: true, review: false });
    // `comment` had a direct comment grant there; the team's edit is higher and wins.
    expect((await clientFor('comment').spaces.get(spaces.internal)).permissions.edit).toBe(true);
  });

  it('makes a user outside the organization a guest of the space', async () => {
    const { clientFor } = testWorld();
    await expectError(clientFor('guest').spaces.get(spaces.handbook), 404);
    await clientFor('admin').spaces.permissions.grant(spaces.handbook, { role: 'read', users: [users.guest] });
    expect((await clientFor('guest').spaces.get(spaces.handbook)).id).toBe(spaces.handbook);
  });

  it('replaces an earlier grant of the same user instead of adding a second one', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.spaces.permissions.grant(spaces.internal, { role: 'edit', users: [users.guest] });
    const direct = await all(admin.spaces.permissions.listUsers(spaces.internal));
    expect(direct.filter((item) => item.user.id === users.guest)).toEqual([
      expect.objectContaining({ permission: 'edit' }),
    ]);
  });

  it('refuses unknown teams and users by their position, and grants nothing then', async () => {
    const { server, clientFor } = testWorld();
    const admin = clientFor('admin');
    await expectNoChange(server, async () => {
      await expectError(
        admin.spaces.permissions.grant(spaces.handbook, { role: 'edit', teams: [teams.writers, 'team-nope'] }),
        400,
        "teams.1: no team 'team-nope'",
      );
      await expectError(
        admin.spaces.permissions.grant(spaces.handbook, { role: 'edit', teams: [teams.writers], users: [users.read, 'user-nope'] }),
        400,
        "users.1: no user 'user-nope'",
      );
    });
  });

  it('refuses a team of another organization as unknown', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, () =>
      expectError(clientFor('outsider').spaces.permissions.grant(spaces.globex, { role: 'read', teams: [teams.writers] }), 400, 'teams.0'),
    );
  });

  it('refuses a grant that names nobody, and a role that does not exist', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await expectError(admin.spaces.permissions.grant(spaces.handbook, { role: 'edit' }), 400, 'users: name at least one user or team');
    await expectError(
      admin.spaces.permissions.grant(spaces.handbook, { role: 'owner' as never, users: [users.read] }),
      400,
      'role: must be one of',
    );
  });

  it('accepts 100 users in one grant and refuses 101', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.spaces.permissions.grant(spaces.handbook, { role: 'comment', users: Array(100).fill(users.read) });
    await expectError(
      admin.spaces.permissions.grant(spaces.handbook, { role: 'comment', users: Array(101).fill(users.read) }),
      400,
      'users: must have at most 100 items',
    );
  });
});

describe('direct user permissions of a space', () => {
  it('lists the users granted directly, oldest grant first', async () => {
    const { clientFor } = testWorld();
    const items = await all(clientFor('admin').spaces.permissions.listUsers(spaces.internal));
    expect(items.map((item) => [item.user.id, item.permission])).toEqual([
      [users.guest, 'read'],
      [users.comment, 'comment'],
    ]);
    expect(items[0]!.user).toMatchObject({ object: 'user', displayName: 'Gus Guest' });
  });

  it('changes a role with PATCH, and removes it with null', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.spaces.permissions.updateUser(spaces.internal, users.guest, { role: 'comment' });
    expect((await clientFor('guest').spaces.get(spaces.internal)).permissions.comment).toBe(true);

    await admin.spaces.permissions.updateUser(spaces.internal, users.guest, { role: null });
    await expectError(clientFor('guest').spaces.get(spaces.internal), 404);
    const left = await all(admin.spaces.permissions.listUsers(spaces.internal));
    expect(left.map((item) => item.user.id)).toEqual([users.comment]);
  });

  it('grants with PATCH a user who had no direct role, and changes nothing without a role', async () => {
    const { server, clientFor } = testWorld();
    const admin = clientFor('admin');
    await expectNoChange(server, () => admin.spaces.permissions.updateUser(spaces.internal, users.create, {}));
    await admin.spaces.permissions.updateUser(spaces.internal, users.create, { role: 'review' });
    expect((await clientFor('create').spaces.get(spaces.internal)).permissions.review).toBe(true);
  });

  it('removes a direct role with DELETE; a second DELETE is 404', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.spaces.permissions.removeUser(spaces.internal, users.comment);
    // `comment` is not in team reviewers and the space has no default level: nothing is left.
    await expectError(clientFor('comment').spaces.get(spaces.internal), 404);
    await expectError(admin.spaces.permissions.removeUser(spaces.internal, users.comment), 404, 'permission of user');
  });

  it('answers 404 for an unknown user', async () => {
    const { clientFor } = testWorld();
    await expectError(clientFor('admin').spaces.permissions.updateUser(spaces.internal, 'user-nope', { role: 'read' }), 404, "user 'user-nope'");
    await expectError(clientFor('admin').spaces.permissions.removeUser(spaces.internal, 'user-nope'), 404);
  });
});

describe('team permissions of a space', () => {
  it('lists {permission, team} with the team shown whole', async () => {
    const { clientFor } = testWorld();
    const items = await all(clientFor('read').spaces.permissions.listTeams(spaces.internal));
    expect(items).toEqual([
      expect.objectContaining({
        permission: 'review',
        team: expect.objectContaining({ object: 'team', id: teams.reviewers, title: 'Reviewers', members: 2, spaces: 1 }),
      }),
    ]);
  });

  it('changes and removes a team role; its members follow', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.spaces.permissions.updateTeam(spaces.internal, teams.reviewers, { role: 'read' });
    expect((await clientFor('read').spaces.get(spaces.internal)).permissions).toMatchObject({ access: true, comment: false });

    await admin.spaces.permissions.removeTeam(spaces.internal, teams.reviewers);
    await expectError(clientFor('read').spaces.get(spaces.internal), 404);
    expect(await all(admin.spaces.permissions.listTeams(spaces.internal))).toEqual([]);
    await expectError(admin.spaces.permissions.removeTeam(spaces.internal, teams.reviewers), 404, 'permission of team');
  });

  it('removes a team role with PATCH null, and grants one with PATCH', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.spaces.permissions.updateTeam(spaces.internal, teams.reviewers, { role: null });
    await admin.spaces.permissions.updateTeam(spaces.internal, teams.writers, { role: 'comment' });
    const items = await all(admin.spaces.permissions.listTeams(spaces.internal));
    expect(items.map((item) => [item.team.id, item.permission])).toEqual([[teams.writers, 'comment']]);
  });

  it('answers 404 for an unknown team and a team of another organization', async () => {
    const { clientFor } = testWorld();
    await expectError(clientFor('admin').spaces.permissions.updateTeam(spaces.internal, 'team-nope', { role: 'read' }), 404, "team 'team-nope'");
    await expectError(clientFor('outsider').spaces.permissions.updateTeam(spaces.globex, teams.writers, { role: 'read' }), 404);
  });
});

describe('effective roles on a space (aggregate)', () => {
  it("lists every user's role from all sources, by user id", async () => {
    const { clientFor } = testWorld();
    const items = await all(clientFor('guest').spaces.permissions.aggregate(spaces.internal));
    expect(items.map((item) => [item.user.id, item.permission])).toEqual([
      [users.admin, 'admin'], // organization admin
      [users.comment, 'comment'], // direct grant
      [users.guest, 'read'], // direct grant to a user outside the organization
      [users.read, 'review'], // team reviewers
      [users.review, 'review'], // team reviewers
    ]);
  });

  it('counts collection grants and the default level', async () => {
    const { clientFor } = testWorld();
    const api = await all(clientFor('admin').spaces.permissions.aggregate(spaces.api));
    expect(Object.fromEntries(api.map((item) => [item.user.id, item.permission]))).toEqual({
      [users.admin]: 'admin',
      [users.edit]: 'edit', // writers on collection guides, the parent of api
      [users.comment]: 'edit',
      [users.review]: 'review', // reviewers on collection api
      [users.read]: 'review',
    });
    const handbook = await all(clientFor('admin').spaces.permissions.aggregate(spaces.handbook, { role: 'read' }));
    expect(handbook.map((item) => item.user.id)).toEqual(
      [users.comment, users.create, users.edit, users.read, users.review].sort(),
    );
  });

  it('filters by role, exactly', async () => {
    const { clientFor } = testWorld();
    const reviewers = await all(clientFor('admin').spaces.permissions.aggregate(spaces.internal, { role: 'review' }));
    expect(reviewers.map((item) => item.user.id)).toEqual([users.read, users.review]);
    const page = await clientFor('admin').spaces.permissions.aggregate(spaces.internal, { role: 'edit' });
    expect(page.count).toBe(0);
  });

  it('pages without repeating or skipping while roles change between pages', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const first = await admin.spaces.permissions.aggregate(spaces.internal, { limit: 3 });
    expect(first.items.map((item) => item.user.id)).toEqual([users.admin, users.comment, users.guest]);
    // Users sorting before the cursor gain a role, one after it too; those after it holding a team role lose it.
    await admin.spaces.permissions.grant(spaces.internal, { role: 'read', users: [users.create, users.edit, users.outsider] });
    await admin.spaces.permissions.removeTeam(spaces.internal, teams.reviewers);
    const rest = await all(admin.spaces.permissions.aggregate(spaces.internal, { limit: 3, page: first.next!.page }));
    expect(rest.map((item) => item.user.id)).toEqual([users.outsider]);
  });

  it('refuses a limit of 0 and of 1001, and accepts 1000', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    expect((await admin.spaces.permissions.aggregate(spaces.internal, { limit: 1000 })).items).toHaveLength(5);
    await expectError(admin.spaces.permissions.aggregate(spaces.internal, { limit: 1001 }), 400, 'limit');
    await expectError(admin.spaces.permissions.aggregate(spaces.internal, { limit: 0 }), 400, 'limit');
  });
});

describe('who may see and change the permissions of a space', () => {
  it('lets readers list (guests included) but only admins change', async () => {
    const { server, clientFor } = testWorld();
    // Team reviewers gives `read` the review role on internal: it can see, not administer.
    expect((await clientFor('read').spaces.permissions.listUsers(spaces.internal)).count).toBe(2);
    expect((await clientFor('guest').spaces.permissions.listTeams(spaces.internal)).count).toBe(1);
    await expectNoChange(server, async () => {
      for (const who of ['read', 'review', 'guest', 'comment'] as const) {
        const client = clientFor(who);
        await expectError(client.spaces.permissions.grant(spaces.internal, { role: 'admin', users: [users[who]] }), 403, 'admin role');
        await expectError(client.spaces.permissions.updateUser(spaces.internal, users.guest, { role: 'admin' }), 403);
        await expectError(client.spaces.permissions.removeUser(spaces.internal, users.guest), 403);
        await expectError(client.spaces.permissions.updateTeam(spaces.internal, teams.reviewers, { role: 'admin' }), 403);
        await expectError(client.spaces.permissions.removeTeam(spaces.internal, teams.reviewers), 403);
      }
    });
  });

  it('answers 404 to those who cannot see the space at all', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, async () => {
      for (const who of ['outsider', 'create'] as const) {
        const client = clientFor(who);
        await expectError(client.spaces.permissions.listUsers(spaces.internal), 404);
        await expectError(client.spaces.permissions.aggregate(spaces.internal), 404);
        await expectError(client.spaces.permissions.grant(spaces.internal, { role: 'admin', users: [users[who]] }), 404);
      }
    });
  });

  it('answers 404 for a soft-deleted space', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.spaces.delete(spaces.internal);
    await expectError(admin.spaces.permissions.listUsers(spaces.internal), 404);
    await expectError(admin.spaces.permissions.grant(spaces.internal, { role: 'read', users: [users.read] }), 404);
  });
});
