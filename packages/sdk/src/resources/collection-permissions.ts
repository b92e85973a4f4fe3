/** `client.collections.permissions`: roles on a collection. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  GrantCollectionPermissionsParams,
  ListCollectionAggregatePermissionsParams,
  ListCollectionUserPermissionsParams,
  PermissionItem,
  UpdateCollectionUserPermissionParams,
} from '../types/index.js';

/**
 * Who holds which role on a collection; the roles apply to the spaces (and collections) inside it. Changes need
 * the `admin` role; the lists need `read`.
 *
 * @category Permissions
 */
export class CollectionPermissions extends APIResource {
  /**
   * Grants a role on the collection to teams and users at once.
   *
   * @remarks `POST /collections/{collectionId}/permissions` → 204.
   * @example
   * ```ts
   * await client.collections.permissions.grant('collection-1', { role: 'read', teams: ['team-1'] });
   * ```
   */
  grant(
    collectionId: string,
    body: GrantCollectionPermissionsParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(operations.grantCollectionPermissions, [collectionId], body, options);
  }

  /**
   * Lists the roles granted directly to users on the collection.
   *
   * @remarks `GET /collections/{collectionId}/permissions/users`, paginated.
   */
  listUsers(
    collectionId: string,
    params?: ListCollectionUserPermissionsParams,
    options?: RequestOptions,
  ): PagePromise<PermissionItem> {
    return this._client.list(operations.listCollectionUserPermissions, [collectionId], params, options);
  }

  /**
   * Changes a user's direct role on the collection; `role: null` makes the user a guest.
   *
   * @remarks `PATCH /collections/{collectionId}/permissions/users/{userId}` → 204.
   */
  updateUser(
    collectionId: string,
    userId: string,
    body?: UpdateCollectionUserPermissionParams,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(operations.updateCollectionUserPermission, [collectionId, userId], body, options);
  }

  /**
   * Removes a user's direct role on the collection.
   *
   * @remarks `DELETE /collections/{collectionId}/permissions/users/{userId}` → 204.
   */
  removeUser(collectionId: string, userId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.revokeCollectionUserPermission, [collectionId, userId], undefined, options);
  }

  /**
   * Lists every user's effective role on the collection; `role` keeps only those holding it.
   *
   * @remarks `GET /collections/{collectionId}/permissions/aggregate`, paginated.
   */
  aggregate(
    collectionId: string,
    params?: ListCollectionAggregatePermissionsParams,
    options?: RequestOptions,
  ): PagePromise<PermissionItem> {
    return this._client.list(operations.listCollectionAggregatePermissions, [collectionId], params, options);
  }
}
