import { describe, expect, it } from 'vitest';
import { TRASH_RETENTION_MS } from '../../src/domain/purge.js';
import { DEMO } from '../../src/demo/demo.js';
import { call, DAY, demoWorld, errorOf, statusOf, START, type World } from './world.js';

const { spaces } = DEMO;
const params = { spaceId: spaces.handbook };
const listIds = (world: World, who: 'admin' | 'read' = 'admin') =>
  call(world, 'listSpaces', who, { params: { organizationId: DEMO.organization } }).items.map((s: { id: string }) => s.id);

describe('soft delete', () => {
  it('answers nothing, hides the space from lists and shows it to GET with deletedAt', () => {
    const world = demoWorld();
    expect(call(world, 'deleteSpace', 'admin', { params })).toBeUndefined();
    expect(listIds(world)).not.toContain(spaces.handbook);
    expect(listIds(world, 'read')).not.toContain(spaces.handbook);
    const space = call(world, 'getSpace', 'read', { params });
    expect(space.deletedAt).toBe(new Date(START).toISOString());
  });

  it('answers 404 to every other operation on a deleted space', () => {
    const world = demoWorld();
    call(world, 'deleteSpace', 'admin', { params });
    expect(statusOf(() => call(world, 'updateSpace', 'admin', { params, body: { title: 'x' } }))).toBe(404);
    expect(statusOf(() => call(world, 'deleteSpace', 'admin', { params }))).toBe(404);
    expect(statusOf(() => call(world, 'duplicateSpace', 'admin', { params }))).toBe(404);
    expect(statusOf(() => call(world, 'moveSpace', 'admin', { params, body: { parent: null } }))).toBe(404);
    expect(statusOf(() => call(world, 'getGitInfo', 'admin', { params }))).toBe(404);
    expect(statusOf(() => call(world, 'getSpaceEmbed', 'admin', { params, query: { url: 'https://a.test' } }))).toBe(404);
  });

  it('needs admin to delete', () => {
    const world = demoWorld();
    expect(statusOf(() => call(world, 'deleteSpace', 'read', { params }))).toBe(403);
    expect(call(world, 'getSpace', 'read', { params }).deletedAt).toBeUndefined();
  });

  it('restores within 7 days, without deletedAt and back in lists', () => {
    const world = demoWorld();
    call(world, 'deleteSpace', 'admin', { params });
    world.clock.advance(TRASH_RETENTION_MS - 1);
    const restored = call(world, 'restoreSpace', 'admin', { params });
    expect(restored.deletedAt).toBeUndefined();
    expect(restored.id).toBe(spaces.handbook);
    expect(listIds(world)).toContain(spaces.handbook);
    // Restored for good: time passing no longer purges it.
    world.clock.advance(30 * DAY);
    expect(call(world, 'getSpace', 'read', { params }).id).toBe(spaces.handbook);
  });

  it('answers 409 when restoring a live space, and checks the role first', () => {
    const world = demoWorld();
    const error = errorOf(() => call(world, 'restoreSpace', 'admin', { params }));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/not deleted/);
    expect(statusOf(() => call(world, 'restoreSpace', 'read', { params }))).toBe(403);
    expect(statusOf(() => call(world, 'restoreSpace', 'outsider', { params }))).toBe(404);
  });

  it('purges the space for good after 7 days, with its revisions and grants', () => {
    const world = demoWorld();
    const internal = { spaceId: spaces.internal };
    const revision = call(world, 'getSpace', 'admin', { params: internal }).revision;
    call(world, 'deleteSpace', 'admin', { params: internal });
    world.clock.advance(TRASH_RETENTION_MS);
    expect(statusOf(() => call(world, 'getSpace', 'admin', { params: internal }))).toBe(404);
    expect(statusOf(() => call(world, 'restoreSpace', 'admin', { params: internal }))).toBe(404);
    expect(world.store.data.spaces.has(spaces.internal)).toBe(false);
    expect(world.store.data.revisions.has(revision)).toBe(false);
    expect([...world.store.data.grants.values()].some((grant) => grant.targetId === spaces.internal)).toBe(false);
    expect(world.store.data.trash.size).toBe(0);
  });

  it('purges lazily on whatever request comes next, not only on space requests', () => {
    const world = demoWorld();
    call(world, 'deleteSpace', 'admin', { params });
    world.clock.advance(7 * DAY + 1);
    call(world, 'getCurrentUser', 'read');
    expect(world.store.data.spaces.has(spaces.handbook)).toBe(false);
  });

  it('keeps counting the 7 days from the deletion, not from the last request', () => {
    const world = demoWorld();
    call(world, 'deleteSpace', 'admin', { params });
    for (let day = 0; day < 6; day += 1) {
      world.clock.advance(DAY);
      expect(call(world, 'getSpace', 'admin', { params }).deletedAt).toBeDefined();
    }
    world.clock.advance(DAY);
    expect(statusOf(() => call(world, 'getSpace', 'admin', { params }))).toBe(404);
  });
});
