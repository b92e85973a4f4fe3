import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { BASE_URL, call, demoWorld, errorOf, serve, statusOf, type World } from './world.js';

const { users, teams, collections } = DEMO;
const organizationId = DEMO.organization;
const params = { organizationId };

/** Serves a create as the admin and returns its status, body and Location. */
function created(world: World, id: 'createTeam' | 'createCollection', body: unknown) {
  const response = serve(world, id, 'admin', { params, body });
  return { status: response.status, body: response.body as any, location: response.headers.location };
}

describe('the caller and organizations', () => {
  it('answers the caller', () => {
    expect(call(demoWorld(), 'getCurrentUser', 'review')).toEqual({
      object: 'user',
      id: users.review,
      displayName: 'Rita Reviewer',
      email: 'rita@acme.test',
      urls: { location: `${BASE_URL}/users/${users.review}` },
    });
  });

  it("lists the caller's organizations with its permissions in each", () => {
    const world = demoWorld();
    const admin = call(world, 'listOrganizations', 'admin');
    expect(admin.items.map((o: { id: string }) => o.id)).toEqual([organizationId]);
    const everything = {
      view: true,
      access: true,
      admin: true,
      ownTeam: true,
      createContent: true,
      createOpenAPISpec: true,
      viewBilling: true,
      listMembers: true,
      listTeams: true,
      listIntegrations: true,
      listInstallations: true,
      installIntegration: true,
    };
    expect(admin.items[0].permissions).toEqual(everything);
    // What only admins may do is refused to a creator; what every member may do is not.
    expect(call(world, 'listOrganizations', 'create').items[0].permissions).toEqual({
      ...everything,
      admin: false,
      createOpenAPISpec: false,
      viewBilling: false,
      listInstallations: false,
      installIntegration: false,
    });
    // What DocPub has none of reads as off.
    expect(admin.items[0]).toMatchObject({ inviteLinks: false, mergeRules: { type: 'none' }, trial: { status: 'notapplicable', count: 0 } });
    expect(call(world, 'listOrganizations', 'outsider').items.map((o: { id: string }) => o.id)).toEqual([DEMO.otherOrganization]);
    expect(call(world, 'listOrganizations', 'guest')).toEqual({ items: [], count: 0 });
  });

  it('gets an organization with its urls', () => {
    const organization = call(demoWorld(), 'getOrganization', 'read', { params });
    expect(organization).toMatchObject({ object: 'organization', id: organizationId, title: 'Acme', defaultRole: 'read' });
    expect(organization.urls.location).toBe(`${BASE_URL}/orgs/${organizationId}`);
    expect(organization.permissions).toMatchObject({ view: true, admin: false, createContent: false, createOpenAPISpec: false, listMembers: true });
  });
});

describe('members', () => {
  it('lists every member with role, team and space counts', () => {
    const list = call(demoWorld(), 'listMembers', 'read', { params });
    expect(list.count).toBe(6);
    const byId = new Map(list.items.map((m: { id: string }) => [m.id, m]));
    expect(byId.has(users.guest)).toBe(false);
    expect(byId.get(users.admin)).toMatchObject({ object: 'member', role: 'admin', user: { id: users.admin }, teams: 0 });
    expect(byId.get(users.comment)).toMatchObject({ role: 'comment', teams: 1, spaces: 1 });
    expect(byId.get(users.edit)).toMatchObject({ role: 'edit', teams: 1, spaces: 0 });
  });

  it('pages', () => {
    const world = demoWorld();
    const first = call(world, 'listMembers', 'read', { params, query: { limit: 4 } });
    const second = call(world, 'listMembers', 'read', { params, query: { limit: 4, page: first.next.page } });
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(second.next).toBeUndefined();
  });
});

describe('teams', () => {
  it('lists teams with member and space counts', () => {
    const list = call(demoWorld(), 'listTeams', 'comment', { params });
    expect(list.items).toEqual([
      expect.objectContaining({ object: 'team', id: teams.writers, title: 'Writers', members: 2, spaces: 0 }),
      expect.objectContaining({ id: teams.reviewers, members: 2, spaces: 1 }),
    ]);
  });

  it('creates a team (organization admins only) answering 201 with a Location', () => {
    const world = demoWorld();
    const result = created(world, 'createTeam', { title: 'Docs guild', members: [users.read, users.edit, users.read] });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ object: 'team', title: 'Docs guild', members: 2, spaces: 0 });
    expect(result.location).toBe(`${BASE_URL}/orgs/${organizationId}/teams/${result.body.id}/members`);
    expect(call(world, 'listTeams', 'read', { params }).count).toBe(3);
    expect(statusOf(() => call(world, 'createTeam', 'create', { params, body: { title: 'No' } }))).toBe(403);
  });

  it('refuses members outside the organization, naming the entry, and creates nothing', () => {
    const world = demoWorld();
    const error = errorOf(() => call(world, 'createTeam', 'admin', { params, body: { title: 'T', members: [users.read, users.guest] } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`members.1: '${users.guest}' is not a member of the organization`);
    expect(world.store.data.teams.size).toBe(2);
  });
});

describe('collections', () => {
  it('lists, creates (nested) and gets collections', () => {
    const world = demoWorld();
    const readerSees = { view: true, admin: false, viewInviteLinks: false, create: false };
    const urlsOf = (id: string) => ({ location: `${BASE_URL}/collections/${id}`, app: `https://app.docpub.test/c/${id}` });
    expect(call(world, 'listCollections', 'read', { params }).items).toEqual([
      {
        object: 'collection',
        id: collections.guides,
        title: 'Guides',
        organization: organizationId,
        urls: urlsOf(collections.guides),
        defaultLevel: 'inherit',
        permissions: readerSees,
      },
      {
        object: 'collection',
        id: collections.api,
        title: 'API',
        organization: organizationId,
        parent: collections.guides,
        urls: urlsOf(collections.api),
        defaultLevel: 'inherit',
        permissions: readerSees,
      },
    ]);
    // Team writers holds edit on guides: an editor of the team may not administer it either, an admin may.
    expect(call(world, 'getCollection', 'admin', { params: { collectionId: collections.guides } }).permissions).toEqual({
      view: true,
      admin: true,
      viewInviteLinks: true,
      create: true,
    });
    const result = created(world, 'createCollection', { title: 'SDKs', parent: collections.api });
    expect(result.status).toBe(201);
    expect(result.location).toBe(`${BASE_URL}/collections/${result.body.id}`);
    // The same collection, seen by a reader rather than by the admin who created it.
    expect(call(world, 'getCollection', 'read', { params: { collectionId: result.body.id } })).toEqual({ ...result.body, permissions: readerSees });
  });

  it('needs the create role to create and hides collections from non-members', () => {
    const world = demoWorld();
    expect(statusOf(() => call(world, 'createCollection', 'edit', { params, body: { title: 'x' } }))).toBe(403);
    expect(statusOf(() => call(world, 'createCollection', 'create', { params, body: { title: 'x', parent: 'nope' } }))).toBe(404);
    expect(call(world, 'createCollection', 'create', { params, body: { title: 'Mine' } }).title).toBe('Mine');
    expect(statusOf(() => call(world, 'getCollection', 'guest', { params: { collectionId: collections.guides } }))).toBe(404);
    expect(statusOf(() => call(world, 'getCollection', 'outsider', { params: { collectionId: collections.guides } }))).toBe(404);
    expect(statusOf(() => call(world, 'getCollection', 'admin', { params: { collectionId: 'nope' } }))).toBe(404);
  });
});
