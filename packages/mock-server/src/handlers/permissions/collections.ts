/**
 * Handlers of a collection's permissions. A grant on a collection flows to every space inside it and inside
 * its sub-collections (domain/access/roles.ts resolves it); changing them takes `admin` on the collection, which
 * organization admins always have.
 */
import { notFound } from '../../core/http-error.js';
import type { HandlerTable } from '../../core/types.js';
import type { GrantTarget } from '../../store/keys.js';
import { aggregatePage, grantAll, granteesOf, patchGrant, pathUser, removeGrant, userGrantPage } from '../../domain/permissions/grant-requests.js';

const onCollection = (collectionId: string): GrantTarget => ({ kind: 'collection', id: collectionId });

export const collectionPermissionHandlers = {
  grantCollectionPermissions: (ctx) => {
    const { collection } = ctx.granted;
    const grantees = granteesOf(ctx.store, collection.organizationId, ctx.body);
    grantAll(ctx.store, onCollection(collection.id), grantees, ctx.body.role);
  },

  listCollectionUserPermissions: (ctx) => {
    const { collection } = ctx.granted;
    return userGrantPage(ctx, onCollection(collection.id), ctx.query);
  },

  updateCollectionUserPermission: (ctx) => {
    const { collection } = ctx.granted;
    const user = pathUser(ctx.store, ctx.params.userId);
    patchGrant(ctx.store, onCollection(collection.id), { kind: 'user', id: user.id }, ctx.body.role);
  },

  revokeCollectionUserPermission: (ctx) => {
    const { collection } = ctx.granted;
    const user = pathUser(ctx.store, ctx.params.userId);
    if (!removeGrant(ctx.store, onCollection(collection.id), { kind: 'user', id: user.id })) {
      throw notFound(`permission of user '${user.id}' on collection '${collection.id}'`);
    }
  },

  listCollectionAggregatePermissions: (ctx) => {
    const { collection } = ctx.granted;
    return aggregatePage(ctx, collection.organizationId, onCollection(collection.id), ctx.query, (view) =>
      view.collectionRole(collection),
    );
  },
} satisfies HandlerTable;
