import { describe, expect, it } from 'vitest';
import { POLICY } from '../../src/domain/access/policy.js';
import { atLeast, collectionRole, highest, orgRole, spaceRole } from '../../src/domain/access/roles.js';
import { setGrant } from '../../src/domain/permissions/grants.js';
import { insertCollection } from '../../src/domain/collections/collections.js';
import { insertSpace } from '../../src/domain/spaces/spaces.js';
import { setTeamMember } from '../../src/domain/teams/teams.js';
import { handlerTable } from '../../src/handlers/index.js';
import { DEMO, type DemoUser } from '../../src/demo/demo.js';
import { call, demoWorld, statusOf, type World } from './world.js';

const { spaces, collections, teams, users } = DEMO;

function roleOn(world: World, who: DemoUser, spaceId: string) {
  return spaceRole(world.store, world.store.data.users.get(users[who])!, world.store.data.spaces.get(spaceId)!);
}

function roleOnCollection(world: World, who: DemoUser, collectionId: string) {
  return collectionRole(world.store, world.store.data.users.get(users[who])!, world.store.data.collections.get(collectionId)!);
}

describe('role order', () => {
  it('ranks admin > create > review > edit > comment > read > none', () => {
    expect(highest('read', 'admin', 'edit')).toBe('admin');
    expect(highest('comment', null, 'read')).toBe('comment');
    expect(highest(null, undefined)).toBeNull();
    expect(atLeast('create', 'review')).toBe(true);
    expect(atLeast('edit', 'review')).toBe(false);
    expect(atLeast(null, 'read')).toBe(false);
  });
});

describe('space role resolution', () => {
  it("gives every organization member the space's defaultLevel", () => {
    const world = demoWorld();
    expect(roleOn(world, 'read', spaces.handbook)).toBe('read');
    expect(roleOn(world, 'create', spaces.roadmap)).toBe('comment');
  });

  it('gives nothing when defaultLevel is null and nothing is granted', () => {
    const world = demoWorld();
    expect(roleOn(world, 'create', spaces.internal)).toBeNull();
    expect(roleOn(world, 'create', spaces.api)).toBeNull();
  });

  it('counts a direct grant', () => {
    const world = demoWorld();
    expect(roleOn(world, 'comment', spaces.internal)).toBe('comment');
  });

  it("counts the grants of the user's teams", () => {
    const world = demoWorld();
    // `read` is an ordinary member of team reviewers, which holds `review` on space internal.
    expect(roleOn(world, 'read', spaces.internal)).toBe('review');
  });

  it('counts grants on the collection holding the space', () => {
    const world = demoWorld();
    expect(roleOn(world, 'review', spaces.api)).toBe('review');
  });

  it("counts grants on the collection's parents", () => {
    const world = demoWorld();
    // Team writers holds `edit` on guides, the parent of api, which holds the space.
    expect(roleOn(world, 'edit', spaces.api)).toBe('edit');
    expect(roleOn(world, 'comment', spaces.api)).toBe('edit');
  });

  it('counts a user grant on a parent collection too', () => {
    const world = demoWorld();
    setGrant(world.store, { kind: 'collection', id: collections.guides }, { kind: 'user', id: users.create }, 'comment');
    expect(roleOn(world, 'create', spaces.api)).toBe('comment');
  });

  it('makes organization admins admin on every space of their organization', () => {
    const world = demoWorld();
    for (const spaceId of [spaces.handbook, spaces.api, spaces.internal, spaces.roadmap]) {
      expect(roleOn(world, 'admin', spaceId)).toBe('admin');
    }
    expect(roleOn(world, 'admin', spaces.globex)).toBeNull();
  });

  it('takes the highest of every source', () => {
    const world = demoWorld();
    setGrant(world.store, { kind: 'space', id: spaces.handbook }, { kind: 'user', id: users.read }, 'edit');
    expect(roleOn(world, 'read', spaces.handbook)).toBe('edit');
    setGrant(world.store, { kind: 'space', id: spaces.handbook }, { kind: 'team', id: teams.reviewers }, 'create');
    expect(roleOn(world, 'read', spaces.handbook)).toBe('create');
    // A lower grant never lowers what defaultLevel gives.
    setGrant(world.store, { kind: 'space', id: spaces.roadmap }, { kind: 'user', id: users.create }, 'read');
    expect(roleOn(world, 'create', spaces.roadmap)).toBe('comment');
  });

  it('lets a guest see only spaces granted to it directly', () => {
    const world = demoWorld();
    expect(roleOn(world, 'guest', spaces.internal)).toBe('read');
    expect(roleOn(world, 'guest', spaces.handbook)).toBeNull(); // defaultLevel is for members only
    setGrant(world.store, { kind: 'collection', id: collections.api }, { kind: 'user', id: users.guest }, 'admin');
    expect(roleOn(world, 'guest', spaces.api)).toBeNull(); // collection grants do not reach guests
  });

  it('ignores team grants for a guest who is somehow in a team', () => {
    const world = demoWorld();
    setTeamMember(world.store, teams.reviewers, users.guest, 'member');
    expect(roleOn(world, 'guest', spaces.internal)).toBe('read');
  });

  it('shows an outsider nothing of another organization', () => {
    const world = demoWorld();
    for (const spaceId of [spaces.handbook, spaces.api, spaces.internal, spaces.roadmap]) {
      expect(roleOn(world, 'outsider', spaceId)).toBeNull();
    }
    expect(roleOn(world, 'outsider', spaces.globex)).toBe('admin');
  });

  it('survives a cycle of parent collections', () => {
    const world = demoWorld();
    const a = insertCollection(world.store, world.clock, { organizationId: DEMO.organization, title: 'A' });
    const b = insertCollection(world.store, world.clock, { organizationId: DEMO.organization, title: 'B', parentId: a.id });
    a.parentId = b.id;
    const space = insertSpace(world.store, world.clock, { organizationId: DEMO.organization, title: 'Loop', parentId: a.id });
    setGrant(world.store, { kind: 'collection', id: b.id }, { kind: 'user', id: users.read }, 'edit');
    expect(roleOn(world, 'read', space.id)).toBe('edit');
  });
});

describe('organization and collection roles', () => {
  it('is the membership role, or null outside the organization', () => {
    const world = demoWorld();
    const user = (who: DemoUser) => world.store.data.users.get(users[who])!;
    expect(orgRole(world.store, user('create'), DEMO.organization)).toBe('create');
    expect(orgRole(world.store, user('guest'), DEMO.organization)).toBeNull();
    expect(orgRole(world.store, user('outsider'), DEMO.organization)).toBeNull();
    expect(orgRole(world.store, user('outsider'), DEMO.otherOrganization)).toBe('admin');
  });

  it('lets every member read collections and grants raise it, down the tree', () => {
    const world = demoWorld();
    expect(roleOnCollection(world, 'read', collections.guides)).toBe('read');
    expect(roleOnCollection(world, 'edit', collections.guides)).toBe('edit');
    expect(roleOnCollection(world, 'edit', collections.api)).toBe('edit');
    expect(roleOnCollection(world, 'admin', collections.api)).toBe('admin');
    expect(roleOnCollection(world, 'guest', collections.guides)).toBeNull();
    expect(roleOnCollection(world, 'outsider', collections.guides)).toBeNull();
  });
});

describe('authorization of handlers', () => {
  it('has a POLICY row for every handler', () => {
    for (const id of Object.keys(handlerTable)) expect(POLICY, id).toHaveProperty(id);
  });

  it('answers 404 to a caller who cannot see the space and 403 to one whose role is too low', () => {
    const world = demoWorld();
    const patch = (who: DemoUser, spaceId: string) => () =>
      call(world, 'updateSpace', who, { params: { spaceId }, body: { title: 'New' } });
    expect(statusOf(patch('create', spaces.internal))).toBe(404);
    expect(statusOf(patch('outsider', spaces.handbook))).toBe(404);
    expect(statusOf(patch('read', spaces.handbook))).toBe(403);
    expect(statusOf(patch('review', spaces.internal))).toBe(403);
    expect(call(world, 'updateSpace', 'admin', { params: { spaceId: spaces.internal }, body: { title: 'New' } }).title).toBe('New');
  });

  it('describes the caller in permissions flags', () => {
    const world = demoWorld();
    const asReviewer = call(world, 'getSpace', 'read', { params: { spaceId: spaces.internal } });
    expect(asReviewer.permissions).toEqual({
      view: true,
      access: true,
      comment: true,
      edit: true,
      review: true,
      merge: true,
      admin: false,
      viewInviteLinks: false,
      triggerGitSync: true,
      installIntegration: false,
    });
    const asGuest = call(world, 'getSpace', 'guest', { params: { spaceId: spaces.internal } });
    expect(asGuest.permissions).toEqual({
      view: true,
      access: true,
      comment: false,
      edit: false,
      review: false,
      merge: false,
      admin: false,
      viewInviteLinks: false,
      triggerGitSync: false,
      installIntegration: false,
    });
  });

  it('needs the create role in the organization to duplicate, besides seeing the space', () => {
    const world = demoWorld();
    expect(statusOf(() => call(world, 'duplicateSpace', 'read', { params: { spaceId: spaces.handbook } }))).toBe(403);
    expect(statusOf(() => call(world, 'duplicateSpace', 'guest', { params: { spaceId: spaces.internal } }))).toBe(403);
    expect(statusOf(() => call(world, 'duplicateSpace', 'create', { params: { spaceId: spaces.internal } }))).toBe(404);
    expect(call(world, 'duplicateSpace', 'create', { params: { spaceId: spaces.handbook } }).title).toBe('Handbook (copy)');
  });

  it('answers 404 on organization resources to non-members', () => {
    const world = demoWorld();
    for (const id of ['getOrganization', 'listSpaces', 'listMembers', 'listTeams', 'listCollections'] as const) {
      expect(statusOf(() => call(world, id, 'guest', { params: { organizationId: DEMO.organization } })), id).toBe(404);
      expect(statusOf(() => call(world, id, 'outsider', { params: { organizationId: DEMO.organization } })), id).toBe(404);
    }
    expect(statusOf(() => call(world, 'getOrganization', 'admin', { params: { organizationId: 'nope' } }))).toBe(404);
  });
});
