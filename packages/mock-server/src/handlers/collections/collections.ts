/** Handlers of collections. */
import type { HandlerTable } from '../../core/types.js';
import { insertCollection, resolveParentCollection } from '../../domain/collections/collections.js';
import { listPage } from '../../domain/listing.js';
import { presentCollection } from '../../domain/collections/present.js';
import type { CollectionRecord } from '../../store/records.js';

export const collectionHandlers = {
  listCollections: (ctx) => {
    const { organization } = ctx.granted;
    const collections: CollectionRecord[] = [];
    for (const collection of ctx.store.data.collections.values()) {
      if (collection.organizationId === organization.id) collections.push(collection);
    }
    return listPage(collections, ctx.query, `collections:${organization.id}`, (collection) =>
      presentCollection(ctx, collection),
    );
  },

  createCollection: (ctx) => {
    const { organization } = ctx.granted;
    const { title, parent } = ctx.body;
    if (parent !== undefined) resolveParentCollection(ctx.store, organization.id, parent, 'parent');
    const collection = insertCollection(ctx.store, ctx.clock, {
      organizationId: organization.id,
      title,
      ...(parent === undefined ? {} : { parentId: parent }),
    });
    // The Location header is given explicitly (the handler answers 201 itself).
    return {
      explicit: true,
      status: 201,
      body: presentCollection(ctx, collection),
      location: `${ctx.baseUrl}/collections/${collection.id}`,
    };
  },

  getCollection: (ctx) => {
    const { collection } = ctx.granted;
    return presentCollection(ctx, collection);
  },
} satisfies HandlerTable;
