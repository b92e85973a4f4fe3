import { describe, expect, it } from 'vitest';
import { nextId, nextToken } from '../../src/store/ids.js';
import { createStoreData, Store } from '../../src/store/store.js';
import { createUser } from '../../src/domain/users/users.js';
import { ControlledClock } from '../../src/core/clock.js';
import { createDemoWorld, DEMO } from '../../src/demo/demo.js';
import { BASE_URL, call, demoWorld } from './world.js';

const organizationId = DEMO.organization;

describe('ids', () => {
  it('are the same for the same seed and history; tokens too when the seed was chosen', () => {
    const seeded = () => {
      const store = new Store(createStoreData('alpha'));
      store.data.meta.seededTokens = true;
      return store;
    };
    const run = (store: Store) => [nextId(store, 'space'), nextId(store, 'team'), nextId(store, 'space'), nextToken(store)];
    expect(run(seeded())).toEqual(run(seeded()));
    // Without a chosen seed the ids still repeat, the tokens do not: the default seed is public.
    const [a, b] = [run(new Store(createStoreData('alpha'))), run(new Store(createStoreData('alpha')))];
    expect(a.slice(0, 3)).toEqual(b.slice(0, 3));
    expect(a[3]).not.toBe(b[3]);
  });

  it('differ between seeds and never repeat within a kind', () => {
    const a = new Store(createStoreData('alpha'));
    const b = new Store(createStoreData('beta'));
    expect(nextId(a, 'space')).not.toBe(nextId(b, 'space'));
    const ids = new Set(Array.from({ length: 5000 }, () => nextId(a, 'space')));
    expect(ids.size).toBe(5000);
    expect([...ids].filter((id) => !/^[0-9a-z]{14}$/.test(id))).toEqual([]);
  });

  it('make the same world answer with the same ids', () => {
    const create = (seed: string) => call(demoWorld(seed), 'createSpace', 'create', { params: { organizationId }, body: { title: 'Seeded' } });
    const first = create('s1');
    const again = create('s1');
    const other = create('s2');
    expect(again.id).toBe(first.id);
    expect(again.revision).toBe(first.revision);
    expect(other.id).not.toBe(first.id);
  });

  it('keep the demo ids whatever the seed', () => {
    const world = demoWorld('anything');
    expect(call(world, 'getSpace', 'admin', { params: { spaceId: DEMO.spaces.handbook } }).title).toBe('Handbook');
  });
});

describe('snapshot and restore', () => {
  it('gives a snapshot that later changes do not touch', () => {
    const world = demoWorld();
    const snapshot = world.store.snapshot();
    call(world, 'updateSpace', 'admin', { params: { spaceId: DEMO.spaces.handbook }, body: { title: 'Changed' } });
    expect(snapshot.spaces.get(DEMO.spaces.handbook)!.title).toBe('Handbook');
  });

  it('restores the state, id counters included, and stays reusable', () => {
    const world = demoWorld();
    const snapshot = world.store.snapshot();
    const body = { title: 'After snapshot' };
    const first = call(world, 'createSpace', 'admin', { params: { organizationId }, body });
    world.store.restore(snapshot);
    expect(world.store.data.spaces.has(first.id)).toBe(false);
    const second = call(world, 'createSpace', 'admin', { params: { organizationId }, body });
    expect(second.id).toBe(first.id); // the counters came back too
    world.store.restore(snapshot);
    call(world, 'updateSpace', 'admin', { params: { spaceId: DEMO.spaces.handbook }, body: { title: 'Again' } });
    expect(snapshot.spaces.get(DEMO.spaces.handbook)!.title).toBe('Handbook');
  });
});

describe('createUser', () => {
  it('creates a member of the first organization with its default role and a working token', () => {
    const world = demoWorld();
    const { user, token } = createUser(world.store, world.clock, { displayName: 'New Person' });
    expect(user).toMatchObject({ object: 'user', displayName: 'New Person', email: 'new.person@docpub.test' });
    expect(token).toMatch(/^dp_[0-9a-z]{28}$/);
    expect(world.store.userByToken(token)?.id).toBe(user.id);
    const record = world.store.userByToken(token)!;
    expect(call(world, 'getOrganization', record, { params: { organizationId } }).permissions).toMatchObject({
      view: true,
      admin: false,
      createContent: false,
    });
    // The API answers the same user, with its address in the API (the control API has no base to give it).
    expect(call(world, 'getCurrentUser', record)).toEqual({ ...user, urls: { location: `${BASE_URL}/users/${user.id}` } });
  });

  it('honours orgRole, organizationId and a null orgRole (a guest)', () => {
    const world = demoWorld();
    const admin = createUser(world.store, world.clock, { displayName: 'Boss', orgRole: 'admin', organizationId: DEMO.otherOrganization });
    const boss = world.store.userByToken(admin.token)!;
    expect(call(world, 'getOrganization', boss, { params: { organizationId: DEMO.otherOrganization } }).permissions.admin).toBe(true);
    const guest = world.store.userByToken(createUser(world.store, world.clock, { displayName: 'Nobody', orgRole: null }).token)!;
    expect(call(world, 'listOrganizations', guest).items).toEqual([]);
  });

  it('keeps generated e-mail addresses unique and refuses bad input naming the field', () => {
    const world = demoWorld();
    const a = createUser(world.store, world.clock, { displayName: 'Same Name' }).user;
    const b = createUser(world.store, world.clock, { displayName: 'Same Name' }).user;
    expect(a.email).not.toBe(b.email);
    expect(() => createUser(world.store, world.clock, { displayName: '  ' })).toThrow('displayName: must not be empty');
    const users = world.store.data.users.size;
    expect(() => createUser(world.store, world.clock, { displayName: 'X', organizationId: 'nope' })).toThrow(/^organizationId: /);
    expect(world.store.data.users.size).toBe(users);
  });
});

describe('createDemoWorld', () => {
  it('adds the admin token and refuses one that is empty or taken', () => {
    const clock = new ControlledClock();
    expect(createDemoWorld({ clock, adminToken: 'secret-admin' }).userByToken('secret-admin')?.id).toBe(DEMO.users.admin);
    expect(() => createDemoWorld({ clock, adminToken: ' ' })).toThrow('adminToken: must not be empty');
    expect(() => createDemoWorld({ clock, adminToken: DEMO.tokens.read })).toThrow(/^adminToken: already/);
  });
});
