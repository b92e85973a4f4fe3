/** Operations on collections: folders that group an organization's spaces. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { collection, createCollectionBody } from '../resources/collection.js';

export const collectionsOperations = defineOperations({
  listCollections: {
    area: 'collections',
    method: 'GET',
    path: '/orgs/{organizationId}/collections',
    summary: "List an organization's collections",
    query: pageQuery,
    response: listOf(collection),
    status: 200,
    paginated: true,
  },
  createCollection: {
    area: 'collections',
    method: 'POST',
    path: '/orgs/{organizationId}/collections',
    summary: 'Create a collection',
    body: createCollectionBody,
    response: collection,
    status: 201,
  },
  getCollection: {
    area: 'collections',
    method: 'GET',
    path: '/collections/{collectionId}',
    summary: 'Get a collection',
    response: collection,
    status: 200,
  },
});
