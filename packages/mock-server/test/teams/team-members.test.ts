import type { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { testWorld } from '../support/world.js';
import { all, expectError, expectNoChange } from '../support/collaboration.js';

const { users, teams } = DEMO;
const org = DEMO.organization;

/** The team's members as `userId → team role`. */
async function rolesOf(client: DocPub, teamId: string): Promise<Record<string, string>> {
  const items = await all(client.teams.members.list(org, teamId));
  return Object.fromEntries(items.map((item) => [item.organization.user.id, item.team.role]));
}

async function memberCount(client: DocPub, teamId: string): Promise<number> {
  const found = (await all(client.teams.list(org))).find((team) => team.id === teamId);
  return found!.members;
}

describe('listing a team', () => {
  it('shows each member as {organization: Member, team: {role}}, in joining order', async () => {
    const { clientFor } = testWorld();
    const items = await all(clientFor('read').teams.members.list(org, teams.writers));
    expect(items).toEqual([
      expect.objectContaining({
        organization: expect.objectContaining({ object: 'member', id: users.edit, role: 'edit', teams: 1 }),
        team: { role: 'owner' },
      }),
      expect.objectContaining({
        organization: expect.objectContaining({ id: users.comment, user: expect.objectContaining({ displayName: 'Cora Commenter' }) }),
        team: { role: 'member' },
      }),
    ]);
  });

  it('pages without repeating or skipping while members join and leave', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.update(org, teams.writers, { add: [users.read, users.create] });
    const first = await admin.teams.members.list(org, teams.writers, { limit: 2 });
    expect(first.items.map((item) => item.organization.id)).toEqual([users.edit, users.comment]);
    await admin.teams.members.remove(org, teams.writers, users.read);
    await admin.teams.members.set(org, teams.writers, users.review, {});
    const rest = await all(admin.teams.members.list(org, teams.writers, { limit: 2, page: first.next!.page }));
    expect(rest.map((item) => item.organization.id)).toEqual([users.create, users.review]);
  });

  it('answers 404 to outsiders and guests, and for an unknown team or a team of another organization', async () => {
    const { clientFor } = testWorld();
    await expectError(clientFor('outsider').teams.members.list(org, teams.writers), 404);
    await expectError(clientFor('guest').teams.members.list(org, teams.writers), 404);
    await expectError(clientFor('admin').teams.members.list(org, 'team-nope'), 404, "team 'team-nope'");
    await expectError(clientFor('outsider').teams.members.list(DEMO.otherOrganization, teams.writers), 404);
  });
});

describe('bulk update of a team', () => {
  it('applies add, then memberships, then remove', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.update(org, teams.writers, {
      add: [users.read, 'carl@acme.test'], // by id and by e-mail
      memberships: { [users.read]: { role: 'owner' }, [users.comment]: { role: 'owner' } },
      remove: [users.edit],
    });
    expect(await rolesOf(admin, teams.writers)).toEqual({
      [users.comment]: 'owner',
      [users.read]: 'owner',
      [users.create]: 'member',
    });
    expect(await memberCount(admin, teams.writers)).toBe(3);
  });

  it('removes a user named in both add and remove', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.update(org, teams.writers, {
      add: [users.read],
      memberships: { [users.read]: { role: 'owner' } },
      remove: ['REED@acme.test'], // e-mail addresses match whatever their case
    });
    expect(await rolesOf(admin, teams.writers)).toEqual({ [users.edit]: 'owner', [users.comment]: 'member' });
  });

  it('keeps the role of a member who is added again', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.update(org, teams.writers, { add: [users.edit] });
    expect((await rolesOf(admin, teams.writers))[users.edit]).toBe('owner');
  });

  it('adds a user that memberships names, with that role', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.update(org, teams.writers, { memberships: { 'rita@acme.test': { role: 'owner' } } });
    expect((await rolesOf(admin, teams.writers))[users.review]).toBe('owner');
  });

  it('refuses the whole update when one person is unknown, naming the entry', async () => {
    const { server, clientFor } = testWorld();
    const admin = clientFor('admin');
    await expectNoChange(server, async () => {
      await expectError(
        admin.teams.members.update(org, teams.writers, { add: [users.read, 'nobody@acme.test'], remove: [users.edit] }),
        400,
        "add.1: 'nobody@acme.test' is not a member of organization 'acme'",
      );
      // A guest has an account but is not a member of the organization.
      await expectError(admin.teams.members.update(org, teams.writers, { remove: [users.guest] }), 400, 'remove.0');
      await expectError(
        admin.teams.members.update(org, teams.writers, { memberships: { 'user-nope': { role: 'owner' } } }),
        400,
        'memberships.user-nope',
      );
      await expectError(
        admin.teams.members.update(org, teams.writers, { memberships: { [users.read]: { role: 'captain' as never } } }),
        400,
        'role: must be one of owner, member',
      );
    });
  });

  it('accepts 1000 entries in add and refuses 1001', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.update(org, teams.writers, { add: Array(1000).fill(users.read) });
    expect(await memberCount(admin, teams.writers)).toBe(3);
    await expectError(
      admin.teams.members.update(org, teams.writers, { add: Array(1001).fill(users.create) }),
      400,
      'add: must have at most 1000 items',
    );
  });
});

describe('one member of a team', () => {
  it('adds a member as member by default, sets a role, and keeps the role when none is given', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.set(org, teams.writers, users.read);
    expect((await rolesOf(admin, teams.writers))[users.read]).toBe('member');
    await admin.teams.members.set(org, teams.writers, users.read, { role: 'owner' });
    await admin.teams.members.set(org, teams.writers, users.read, {});
    expect((await rolesOf(admin, teams.writers))[users.read]).toBe('owner');
    expect(await memberCount(admin, teams.writers)).toBe(3);
  });

  it('removes a member; removing again, or someone outside the organization, is 404', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    await admin.teams.members.remove(org, teams.writers, users.comment);
    expect(await memberCount(admin, teams.writers)).toBe(1);
    await expectError(admin.teams.members.remove(org, teams.writers, users.comment), 404, "member 'user-comment' of team");
    await expectError(admin.teams.members.set(org, teams.writers, users.guest, { role: 'member' }), 404, 'member');
  });
});

describe('who may change a team', () => {
  it("lets the team's owner manage it", async () => {
    const { clientFor } = testWorld();
    const owner = clientFor('edit'); // owner of writers, an `edit` member of the organization
    await owner.teams.members.update(org, teams.writers, { add: [users.read] });
    await owner.teams.members.set(org, teams.writers, users.read, { role: 'owner' });
    await owner.teams.members.remove(org, teams.writers, users.comment);
    expect(await rolesOf(owner, teams.writers)).toEqual({ [users.edit]: 'owner', [users.read]: 'owner' });
  });

  it('refuses plain members, owners of other teams and other members of the organization with 403', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, async () => {
      // `comment` is a plain member of writers; `review` owns reviewers, not writers; `create` is in no team.
      for (const who of ['comment', 'review', 'create'] as const) {
        const client = clientFor(who);
        await expectError(client.teams.members.update(org, teams.writers, { add: [users[who]] }), 403, 'owner role');
        await expectError(client.teams.members.set(org, teams.writers, users[who], { role: 'owner' }), 403);
        await expectError(client.teams.members.remove(org, teams.writers, users.edit), 403);
      }
    });
  });

  it('answers 404 to outsiders and guests', async () => {
    const { server, clientFor } = testWorld();
    await expectNoChange(server, async () => {
      for (const who of ['outsider', 'guest'] as const) {
        await expectError(clientFor(who).teams.members.update(org, teams.writers, { remove: [users.edit] }), 404);
        await expectError(clientFor(who).teams.members.remove(org, teams.writers, users.edit), 404);
      }
    });
  });

  it('makes team changes change space roles', async () => {
    const { clientFor } = testWorld();
    // Team reviewers holds review on space internal; `create` holds nothing there until it joins.
    await expectError(clientFor('create').spaces.get(DEMO.spaces.internal), 404);
    await clientFor('review').teams.members.set(org, teams.reviewers, users.create);
    expect((await clientFor('create').spaces.get(DEMO.spaces.internal)).permissions.review).toBe(true);
  });
});
