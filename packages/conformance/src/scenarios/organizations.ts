/** The caller, its organizations, their members (invited by address) and collections. */
import { defineScenario } from '../scenario.js';
import { idsOf, newSpace, spaceAccess } from './support.js';

const callerAndOrganizations = defineScenario({
  area: 'organizations',
  name: 'the caller belongs to the organizations it lists, and is among their members',
  operations: ['getCurrentUser', 'listOrganizations', 'getOrganization', 'listMembers'],
  async run(t) {
    const me = await t.step('read the caller', () => t.client.user.get());
    t.expect(me.id, 'user.id').toBe(t.fixtures.user.id);

    const organizations = await t.step('list the organizations', () => t.client.orgs.list().toArray());
    t.expect(idsOf(organizations), 'listed organization ids').toContain(t.org);

    const organization = await t.step('read the organization', () => t.client.orgs.get(t.org));
    t.expect(organization.id, 'organization.id').toBe(t.org);
    t.expect(organization.title, 'organization.title').toEqual(organizations.find((listed) => listed.id === t.org)?.title);

    await t.step('an unknown organization is 404', () => t.rejects(t.client.orgs.get(`${t.slug('missing')}`), 404, 'GET /orgs/{unknown}'));

    const members = await t.step('list its members', () => t.client.members.list(t.org).toArray());
    t.expect(members.map((member) => member.user.id), 'member user ids').toContain(me.id);
    const firstPage = await t.step('read a page of one member', () => t.client.members.list(t.org, { limit: 1 }));
    t.expect(firstPage.items.length, 'members on a page of limit 1').toBe(1);
    const again = await t.step('list the members again', () => t.client.members.list(t.org).toArray());
    // Members may join meanwhile (scenarios running alongside make users), so the count lies between the two.
    const low = Math.min(members.length, again.length);
    const high = Math.max(members.length, again.length);
    t.check(firstPage.count >= low && firstPage.count <= high, 'count of the members', `${low === high ? low : `${low} to ${high}`} (the members listed)`, firstPage.count);
  },
});

const collections = defineScenario({
  area: 'organizations',
  name: 'a collection holds the spaces created in it',
  operations: ['createCollection', 'getCollection', 'listCollections', 'createSpace'],
  needs: ['write'],
  async run(t) {
    const collection = await t.step('create a collection', () => t.client.collections.create(t.org, { title: t.title() }));
    t.leftover(`collection "${collection.title}" (${collection.id})`, 'the API has no operation to delete a collection');
    t.expect(collection.organization, 'collection.organization').toBe(t.org);

    const read = await t.step('read it back', () => t.client.collections.get(collection.id));
    t.expect(read.title, 'collection.title').toBe(collection.title);

    const listed = await t.step('list the collections', () => t.client.collections.list(t.org).toArray());
    t.expect(idsOf(listed), 'listed collection ids').toContain(collection.id);

    const space = await t.step('create a space in it', async () => {
      const created = await t.client.spaces.create(t.org, { title: t.title(), parent: collection.id });
      return t.created('space', created, spaceAccess(t, created.id));
    });
    t.expect(space.parent, 'space.parent').toBe(collection.id);

    await t.step('a space at the root has no parent', async () => {
      const root = await newSpace(t);
      t.expect(root.parent, 'space.parent of a space created without one').toBeUndefined();
    });
  },
});

const invitations = defineScenario({
  area: 'organizations',
  name: 'an invitation makes members of the addresses it names, each with its role',
  operations: ['inviteOrganizationMembers', 'listMembers'],
  needs: ['write'],
  async run(t) {
    const slug = t.slug('invitee');
    const reader = `${slug}.reader@example.com`;
    const editor = `${slug}.editor@example.com`;
    const result = await t.step('invite two addresses, one with a role of its own', () =>
      t.client.members.invite(t.org, { emails: [reader, { email: editor, role: 'edit' }], role: 'read' }),
    );
    t.leftover(`members ${reader} and ${editor}`, 'the API has no operation to delete a member of an organization');
    t.expect(result.users.length, 'users of the invitation').toBe(2);
    t.expect(result.invited, 'invited').toBe(2);

    const members = await t.step('list the members', () => t.client.members.list(t.org).toArray());
    const roleOf = (userId: string | undefined) => members.find((member) => member.user.id === userId)?.role;
    t.expect(roleOf(result.users[0]), `role of ${reader}`).toBe('read');
    t.expect(roleOf(result.users[1]), `role of ${editor}`).toBe('edit');

    const again = await t.step('invite one of them again', () => t.client.members.invite(t.org, { emails: [reader], role: 'admin' }));
    t.expect(again.users, 'users of the repeated invitation').toEqual([result.users[0]]);
    t.expect(again.invited, 'invited by the repeated invitation (already a member)').toBe(0);
    await t.step('a malformed address is refused', () =>
      t.rejects(t.client.members.invite(t.org, { emails: ['not-an-address'] }), 400, 'an invitation of a malformed address'),
    );
  },
});

export const organizationScenarios = [callerAndOrganizations, collections, invitations];
