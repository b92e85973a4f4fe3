/** Permissions: direct grants on spaces and collections, inherited roles, and their effect on the holder. */
import type { PermissionItem } from '@docpub/sdk';
import { defineScenario } from '../scenario.js';
import { newPrivateSpace, otherUsers, spaceAccess } from './support.js';

/** The role `userId` holds in a permission list, if any. */
function roleOf(items: readonly PermissionItem[], userId: string): string | undefined {
  return items.find((item) => item.user.id === userId)?.permission;
}

const spaceGrants = defineScenario({
  area: 'permissions',
  name: "a user's direct grant on a space is listed, changed and revoked",
  operations: [
    'grantSpacePermissions',
    'listSpaceUserPermissions',
    'updateSpaceUserPermission',
    'listSpaceAggregatePermissions',
    'revokeSpaceUserPermission',
  ],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space without a default role', () => newPrivateSpace(t));
    const [user] = await t.step('find another user', () => otherUsers(t, 1));
    const id = user!.id;
    const direct = () => t.client.spaces.permissions.listUsers(space.id).toArray();

    await t.step('grant read', () => t.client.spaces.permissions.grant(space.id, { role: 'read', users: [id] }));
    t.expect(roleOf(await t.step('list the direct grants', direct), id), 'direct role after granting read').toBe('read');

    await t.step('change it to edit', () => t.client.spaces.permissions.updateUser(space.id, id, { role: 'edit' }));
    t.expect(roleOf(await t.step('list the direct grants again', direct), id), 'direct role after PATCH').toBe('edit');
    await t.step('the effective roles include it', async () => {
      const effective = await t.client.spaces.permissions.aggregate(space.id).toArray();
      t.expect(roleOf(effective, id), 'effective role').toBe('edit');
      const editors = await t.client.spaces.permissions.aggregate(space.id, { role: 'edit' }).toArray();
      t.expect(editors.map((item) => item.permission), 'roles listed when filtering by edit').toSatisfy(
        (roles) => roles.every((role) => role === 'edit'),
        'only edit',
      );
      t.expect(roleOf(editors, id), 'role of the user among editors').toBe('edit');
    });

    await t.step('revoke it', () => t.client.spaces.permissions.removeUser(space.id, id));
    t.expect(roleOf(await t.step('list the direct grants after revoking', direct), id), 'direct role after DELETE').toBeUndefined();
  },
});

const grantEffect = defineScenario({
  area: 'permissions',
  name: 'a granted role takes effect for its holder, and revoking it hides the space',
  operations: ['grantSpacePermissions', 'getSpace', 'createChangeRequest', 'updateSpaceUserPermission', 'revokeSpaceUserPermission'],
  needs: ['write', 'control'],
  async run(t) {
    const space = await t.step('create a space without a default role', () => newPrivateSpace(t));
    const guest = await t.step('make a user outside the organization', () =>
      t.control.createUser({ displayName: t.title('Conformance guest'), orgRole: null }),
    );
    const theirs = t.clientFor(guest.token);
    await t.step('without a role the space is 404 to them', () => t.rejects(theirs.spaces.get(space.id), 404, "a guest's GET of an ungranted space"));

    await t.step('grant read: they see it, but may not edit', async () => {
      await t.client.spaces.permissions.grant(space.id, { role: 'read', users: [guest.user.id] });
      const seen = await theirs.spaces.get(space.id);
      t.expect(seen.permissions.access, 'permissions.access with read').toBe(true);
      t.expect(seen.permissions.edit, 'permissions.edit with read').toBe(false);
      await t.rejects(theirs.changeRequests.create(space.id, { subject: 'not allowed' }), 403, 'a reader creating a change request');
    });
    await t.step('raise it to edit: they may create a change request', async () => {
      await t.client.spaces.permissions.updateUser(space.id, guest.user.id, { role: 'edit' });
      const created = await theirs.changeRequests.create(space.id, { subject: 'allowed' });
      t.expect(created.createdBy.id, 'createdBy of their change request').toBe(guest.user.id);
    });
    await t.step('revoke it: the space is 404 to them again', async () => {
      await t.client.spaces.permissions.removeUser(space.id, guest.user.id);
      await t.rejects(theirs.spaces.get(space.id), 404, "a guest's GET after the grant was revoked");
    });
  },
});

const collectionGrants = defineScenario({
  area: 'permissions',
  name: 'a grant on a collection is listed, changed, revoked and inherited by its spaces',
  operations: [
    'grantCollectionPermissions',
    'listCollectionUserPermissions',
    'updateCollectionUserPermission',
    'listCollectionAggregatePermissions',
    'revokeCollectionUserPermission',
    'listSpaceAggregatePermissions',
  ],
  needs: ['write'],
  async run(t) {
    const collection = await t.step('create a collection', () => t.client.collections.create(t.org, { title: t.title() }));
    t.leftover(`collection "${collection.title}" (${collection.id})`, 'the API has no operation to delete a collection');
    const space = await t.step('create a space in it', async () => {
      const created = await t.client.spaces.create(t.org, { title: t.title(), parent: collection.id });
      await t.created('space', created, spaceAccess(t, created.id));
      return t.client.spaces.update(created.id, { defaultLevel: null });
    });
    // A member of the organization: a guest would hold only roles granted on the space itself (docs/roles.md,
    // "Guests").
    const [user] = await t.step('find another member of the organization', () => otherUsers(t, 1, 'read'));
    const id = user!.id;
    // Revoked at the end even when a step fails, so no grant outlives the run.
    t.track(() => t.client.collections.permissions.removeUser(collection.id, id), `grant of ${id} on collection ${collection.id}`);

    await t.step('grant comment on the collection', () => t.client.collections.permissions.grant(collection.id, { role: 'comment', users: [id] }));
    t.expect(roleOf(await t.step('list its direct grants', () => t.client.collections.permissions.listUsers(collection.id).toArray()), id), 'direct role on the collection').toBe('comment');

    await t.step('change it to review', () => t.client.collections.permissions.updateUser(collection.id, id, { role: 'review' }));
    await t.step('the collection and its space both show it', async () => {
      t.expect(roleOf(await t.client.collections.permissions.aggregate(collection.id).toArray(), id), 'effective role on the collection').toBe('review');
      t.expect(roleOf(await t.client.spaces.permissions.aggregate(space.id).toArray(), id), 'effective role on a space in the collection').toBe('review');
    });

    await t.step('revoke it', () => t.client.collections.permissions.removeUser(collection.id, id));
    await t.step('neither shows it any more', async () => {
      t.expect(roleOf(await t.client.collections.permissions.listUsers(collection.id).toArray(), id), 'direct role after revoking').toBeUndefined();
      t.expect(roleOf(await t.client.spaces.permissions.aggregate(space.id).toArray(), id), 'role inherited by the space after revoking').toBeUndefined();
    });
  },
});

export const permissionScenarios = [spaceGrants, grantEffect, collectionGrants];
