import { describe, expect, it } from 'vitest';
import { addMember } from '../../src/domain/organizations/organizations.js';
import { siblingsOf } from '../../src/domain/spaces/order.js';
import { DEMO } from '../../src/demo/demo.js';
import { BASE_URL, call, DAY, demoWorld, errorOf, statusOf, type World } from './world.js';

const { spaces, collections, users, teams } = DEMO;
const organizationId = DEMO.organization;
const create = (world: World, body: Record<string, unknown>, who: 'admin' | 'create' = 'admin') =>
  call(world, 'createSpace', who, { params: { organizationId }, body });

describe('createSpace', () => {
  it('creates a space with an empty primary revision, visible to its creator', () => {
    const world = demoWorld();
    const space = create(world, { title: 'Guide', emoji: '🚀', parent: collections.guides }, 'create');
    expect(space).toMatchObject({
      object: 'space',
      title: 'Guide',
      emoji: '🚀',
      organization: organizationId,
      parent: collections.guides,
      editMode: 'live',
      defaultLevel: null,
      comments: 0,
      changeRequests: 0,
      urls: { location: `${BASE_URL}/spaces/${space.id}` },
      permissions: { admin: true, access: true },
    });
    expect(space.createdAt).toBe(new Date(world.clock.now()).toISOString());
    expect(world.store.data.revisions.get(space.revision)).toMatchObject({ spaceId: space.id, parents: [], type: 'edits' });
    expect(call(world, 'getSpace', 'create', { params: { spaceId: space.id } }).id).toBe(space.id);
    // defaultLevel null: an ordinary member does not see it.
    expect(statusOf(() => call(world, 'getSpace', 'read', { params: { spaceId: space.id } }))).toBe(404);
  });

  it('needs the create role in the organization', () => {
    const world = demoWorld();
    const error = errorOf(() => call(world, 'createSpace', 'review', { params: { organizationId }, body: { title: 'x' } }));
    expect(error.status).toBe(403);
    expect(error.message).toContain('create');
  });

  it('checks the parent collection before creating anything', () => {
    const world = demoWorld();
    const count = world.store.data.spaces.size;
    expect(statusOf(() => create(world, { title: 'x', parent: 'no-such-collection' }))).toBe(404);
    call(world, 'createCollection', 'outsider', { params: { organizationId: DEMO.otherOrganization }, body: { title: 'Theirs' } });
    const theirs = [...world.store.data.collections.values()].find((c) => c.title === 'Theirs')!;
    const error = errorOf(() => create(world, { title: 'x', parent: theirs.id }));
    // Answered exactly like an unknown id, so an outsider's id reveals nothing.
    expect(error.status).toBe(404);
    expect(error.message).toBe(`parent collection '${theirs.id}' not found`);
    expect(world.store.data.spaces.size).toBe(count);
  });
});

describe('listSpaces', () => {
  const ids = (world: World, who: 'admin' | 'create' | 'read', query: Record<string, unknown> = {}) =>
    call(world, 'listSpaces', who, { params: { organizationId }, query });

  it('lists only the spaces the caller can see', () => {
    const world = demoWorld();
    const seen = (who: 'admin' | 'create' | 'read') => ids(world, who).items.map((s: { id: string }) => s.id);
    expect(seen('admin')).toEqual([spaces.handbook, spaces.api, spaces.internal, spaces.roadmap]);
    expect(seen('create')).toEqual([spaces.handbook, spaces.roadmap]);
    expect(seen('read')).toEqual([spaces.handbook, spaces.api, spaces.internal, spaces.roadmap]);
    expect(ids(world, 'create').count).toBe(2);
    const roadmap = ids(world, 'create').items[1];
    expect(roadmap.permissions).toMatchObject({ comment: true, edit: false });
  });

  it('pages without repeating or skipping while spaces come and go', () => {
    const world = demoWorld();
    for (let i = 0; i < 7; i += 1) create(world, { title: `Space ${i}` });
    const seen: string[] = [];
    let page: string | undefined;
    let deletedMidway = false;
    do {
      const result = ids(world, 'admin', { limit: '3', ...(page ? { page } : {}) });
      seen.push(...result.items.map((s: { id: string }) => s.id));
      page = result.next?.page;
      if (!deletedMidway) {
        deletedMidway = true;
        call(world, 'deleteSpace', 'admin', { params: { spaceId: seen[0]! } }); // already served
        create(world, { title: 'Late arrival' });
      }
    } while (page);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(12); // 4 demo + 7 + the late arrival
    expect(seen).toContain(spaces.roadmap);
  });

  it('at limit 1, serves every space present throughout exactly once while others are copied, moved and transferred', () => {
    const world = demoWorld();
    addMember(world.store, world.clock, DEMO.otherOrganization, users.admin, 'admin');
    const seen: string[] = [];
    const changes = [
      () => call(world, 'duplicateSpace', 'admin', { params: { spaceId: spaces.handbook } }),
      () => call(world, 'moveSpace', 'admin', { params: { spaceId: spaces.roadmap }, body: { parent: null, position: { before: { type: 'space', space: spaces.handbook } } } }),
      () => call(world, 'transferSpace', 'admin', { params: { spaceId: spaces.internal }, body: { organization: DEMO.otherOrganization } }),
      () => create(world, { title: 'Late arrival' }),
    ];
    let page: string | undefined;
    do {
      const result = ids(world, 'admin', { limit: '1', ...(page ? { page } : {}) });
      seen.push(...result.items.map((s: { id: string }) => s.id));
      page = result.next?.page;
      changes.shift()?.();
    } while (page);
    // The order is the creation sequence, which neither a move nor a transfer changes: the transferred space
    // was served before it left, the copy and the late arrival come last.
    expect(seen.slice(0, 4)).toEqual([spaces.handbook, spaces.api, spaces.internal, spaces.roadmap]);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it('skips a space that is soft-deleted when the pages pass it, even if it is restored before the listing ends', () => {
    const world = demoWorld();
    const first = ids(world, 'admin', { limit: '1' });
    call(world, 'deleteSpace', 'admin', { params: { spaceId: spaces.api } });
    const second = ids(world, 'admin', { limit: '1', page: first.next.page });
    call(world, 'restoreSpace', 'admin', { params: { spaceId: spaces.api } });
    const rest = ids(world, 'admin', { limit: '10', page: second.next.page });
    const seen = [...first.items, ...second.items, ...rest.items].map((s: { id: string }) => s.id);
    expect(seen).toEqual([spaces.handbook, spaces.internal, spaces.roadmap]);
    expect(ids(world, 'admin').items.map((s: { id: string }) => s.id)).toContain(spaces.api);
  });

  it('refuses a page token of another list', () => {
    const world = demoWorld();
    for (let i = 0; i < 3; i += 1) call(world, 'createTeam', 'admin', { params: { organizationId }, body: { title: `T${i}` } });
    const token = call(world, 'listTeams', 'admin', { params: { organizationId }, query: { limit: 1 } }).next.page;
    expect(errorOf(() => ids(world, 'admin', { page: token })).message).toBe('page: invalid page token');
  });
});

describe('updateSpace', () => {
  it('changes the given fields only, and updatedAt when something changed', () => {
    const world = demoWorld();
    const params = { spaceId: spaces.handbook };
    const before = call(world, 'getSpace', 'admin', { params });
    world.clock.advance(DAY);
    expect(call(world, 'updateSpace', 'admin', { params, body: {} }).updatedAt).toBe(before.updatedAt);
    const after = call(world, 'updateSpace', 'admin', { params, body: { title: 'Staff handbook', editMode: 'locked', defaultLevel: null } });
    expect(after).toMatchObject({ title: 'Staff handbook', editMode: 'locked', defaultLevel: null, emoji: before.emoji });
    expect(after.updatedAt).not.toBe(before.updatedAt);
    expect(statusOf(() => call(world, 'getSpace', 'read', { params }))).toBe(404);
  });
});

describe('duplicateSpace', () => {
  it('copies settings, grants and content into a new space right after the source', () => {
    const world = demoWorld();
    const source = call(world, 'getSpace', 'admin', { params: { spaceId: spaces.internal } });
    const copy = call(world, 'duplicateSpace', 'admin', { params: { spaceId: spaces.api } });
    expect(copy.parent).toBe(collections.api);
    const internalCopy = call(world, 'duplicateSpace', 'admin', { params: { spaceId: spaces.internal } });
    expect(internalCopy).toMatchObject({ title: 'Internal notes (copy)', defaultLevel: source.defaultLevel, changeRequests: 0 });
    expect(internalCopy.id).not.toBe(source.id);
    expect(internalCopy.revision).not.toBe(source.revision);
    expect(world.store.data.revisions.get(internalCopy.revision)!.spaceId).toBe(internalCopy.id);
    // The guest's direct grant came along.
    expect(call(world, 'getSpace', 'guest', { params: { spaceId: internalCopy.id } }).permissions.access).toBe(true);
    const order = siblingsOf(world.store, organizationId, undefined).map((s) => s.id);
    expect(order.indexOf(internalCopy.id)).toBe(order.indexOf(spaces.internal) + 1);
  });

  it('leaves Git sync behind', () => {
    const world = demoWorld();
    const params = { spaceId: spaces.handbook };
    call(world, 'importGit', 'admin', { params, body: { url: 'https://github.com/a/b', ref: 'refs/heads/main' } });
    expect(call(world, 'duplicateSpace', 'admin', { params }).gitSync).toBeUndefined();
  });
});

describe('moveSpace', () => {
  const order = (world: World, parentId?: string) => siblingsOf(world.store, organizationId, parentId).map((s) => s.id);

  it('moves into a collection, to the root, and among siblings', () => {
    const world = demoWorld();
    const params = { spaceId: spaces.roadmap };
    expect(call(world, 'moveSpace', 'admin', { params, body: { parent: collections.api } }).parent).toBe(collections.api);
    expect(order(world, collections.api)).toEqual([spaces.api, spaces.roadmap]);
    call(world, 'moveSpace', 'admin', { params, body: { position: { before: { type: 'space', space: spaces.api } } } });
    expect(order(world, collections.api)).toEqual([spaces.roadmap, spaces.api]);
    const atRoot = call(world, 'moveSpace', 'admin', { params, body: { parent: null, position: { after: { type: 'space', space: spaces.handbook } } } });
    expect(atRoot.parent).toBeUndefined();
    expect(order(world)).toEqual([spaces.handbook, spaces.roadmap, spaces.internal]);
    call(world, 'moveSpace', 'admin', { params, body: { parent: null } });
    expect(order(world)).toEqual([spaces.handbook, spaces.internal, spaces.roadmap]);
  });

  it('refuses a position next to a space that is not a sibling, changing nothing', () => {
    const world = demoWorld();
    const params = { spaceId: spaces.roadmap };
    const error = errorOf(() =>
      call(world, 'moveSpace', 'admin', { params, body: { parent: null, position: { before: { type: 'space', space: spaces.api } } } }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^position\.before\.space: /);
    expect(order(world)).toEqual([spaces.handbook, spaces.internal, spaces.roadmap]);
  });

  it('refuses an unknown parent and one of another organization alike (404)', () => {
    const world = demoWorld();
    const params = { spaceId: spaces.roadmap };
    expect(statusOf(() => call(world, 'moveSpace', 'admin', { params, body: { parent: 'nope' } }))).toBe(404);
    const theirs = call(world, 'createCollection', 'outsider', { params: { organizationId: DEMO.otherOrganization }, body: { title: 'G' } });
    expect(statusOf(() => call(world, 'moveSpace', 'admin', { params, body: { parent: theirs.id } }))).toBe(404);
  });

  it('changes roles that come from collections', () => {
    const world = demoWorld();
    expect(statusOf(() => call(world, 'getSpace', 'edit', { params: { spaceId: spaces.internal } }))).toBe(404);
    call(world, 'moveSpace', 'admin', { params: { spaceId: spaces.internal }, body: { parent: collections.guides } });
    expect(call(world, 'getSpace', 'edit', { params: { spaceId: spaces.internal } }).permissions.edit).toBe(true);
  });
});

describe('transferSpace', () => {
  it('needs admin in the target organization: 404 for a non-member, 403 for a member', () => {
    const world = demoWorld();
    const params = { spaceId: spaces.internal };
    const body = { organization: DEMO.otherOrganization };
    expect(statusOf(() => call(world, 'transferSpace', 'admin', { params, body }))).toBe(404);
    addMember(world.store, world.clock, DEMO.otherOrganization, users.admin, 'edit');
    expect(statusOf(() => call(world, 'transferSpace', 'admin', { params, body }))).toBe(403);
    expect(statusOf(() => call(world, 'transferSpace', 'admin', { params, body: { organization: 'nope' } }))).toBe(404);
    expect(call(world, 'getSpace', 'admin', { params }).organization).toBe(organizationId);
  });

  it('moves the space to the root of the target, dropping team grants and keeping user grants', () => {
    const world = demoWorld();
    addMember(world.store, world.clock, DEMO.otherOrganization, users.admin, 'admin');
    const moved = call(world, 'transferSpace', 'admin', { params: { spaceId: spaces.api }, body: { organization: DEMO.otherOrganization } });
    expect(moved).toMatchObject({ organization: DEMO.otherOrganization });
    expect(moved.parent).toBeUndefined();
    const internal = call(world, 'transferSpace', 'admin', { params: { spaceId: spaces.internal }, body: { organization: DEMO.otherOrganization } });
    expect(internal.organization).toBe(DEMO.otherOrganization);
    const grants = [...world.store.data.grants.values()].filter((g) => g.targetId === spaces.internal);
    expect(grants.map((g) => g.principalId).sort()).toEqual([users.comment, users.guest].sort());
    expect(grants.some((g) => g.principalId === teams.reviewers)).toBe(false);
    // The outsider administers globex, so now administers the space.
    expect(call(world, 'getSpace', 'outsider', { params: { spaceId: spaces.internal } }).permissions.admin).toBe(true);
    // The guest keeps its direct grant.
    expect(call(world, 'getSpace', 'guest', { params: { spaceId: spaces.internal } }).permissions.access).toBe(true);
  });

  it('is a no-op to the organization that already holds the space', () => {
    const world = demoWorld();
    const before = call(world, 'getSpace', 'admin', { params: { spaceId: spaces.api } });
    const after = call(world, 'transferSpace', 'admin', { params: { spaceId: spaces.api }, body: { organization: organizationId } });
    expect(after).toEqual(before);
  });
});

describe('getSpaceEmbed', () => {
  it('describes an http(s) URL by its host, deterministically', () => {
    const world = demoWorld();
    const embed = (url: string) => call(world, 'getSpaceEmbed', 'read', { params: { spaceId: spaces.handbook }, query: { url } });
    expect(embed('https://user:pw@www.example.com/some/page?q=1')).toEqual({
      title: 'example.com',
      site: 'example.com',
      icon: 'https://www.example.com/favicon.ico',
      type: 'link',
    });
    expect(errorOf(() => embed('mailto:someone@example.com')).message).toBe('url: must be an http or https URL');
  });
});
