/** `client.collections`: folders of spaces. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import { CollectionPermissions } from './collection-permissions.js';
import type { Collection, CreateCollectionParams, ListCollectionsParams } from '../types/index.js';

/**
 * Collections: folders of spaces (and of other collections) in an organization. A role granted on a collection
 * applies to every space inside it.
 *
 * @category Collections
 */
export class Collections extends APIResource {
  /** Roles of users and teams on a collection. */
  readonly permissions = new CollectionPermissions(this._client);

  /**
   * Lists an organization's collections.
   *
   * @remarks `GET /orgs/{organizationId}/collections`, paginated.
   */
  list(
    organizationId: string,
    params?: ListCollectionsParams,
    options?: RequestOptions,
  ): PagePromise<Collection> {
    return this._client.list(operations.listCollections, [organizationId], params, options);
  }

  /**
   * Creates a collection, at the organization's root or inside another collection (`parent`).
   *
   * @remarks `POST /orgs/{organizationId}/collections` → 201. Needs the `create` role in the organization.
   * @example
   * ```ts
   * const guides = await client.collections.create('org-1', { title: 'Guides' });
   * await client.spaces.create('org-1', { title: 'Getting started', parent: guides.id });
   * ```
   */
  create(
    organizationId: string,
    body: CreateCollectionParams,
    options?: RequestOptions,
  ): APIPromise<Collection> {
    return this._client.call(operations.createCollection, [organizationId], body, options);
  }

  /**
   * Gets a collection.
   *
   * @remarks `GET /collections/{collectionId}`.
   */
  get(collectionId: string, options?: RequestOptions): APIPromise<Collection> {
    return this._client.call(operations.getCollection, [collectionId], undefined, options);
  }
}
