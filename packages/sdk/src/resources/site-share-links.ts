/** `client.sites.shareLinks`: secret links to a site. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type { CreateShareLinkParams, ListShareLinksParams, ShareLink, UpdateShareLinkParams } from '../types/index.js';

/**
 * Share links: secret URLs (`urls.published` carries the key) that open a site whose visibility is
 * `share-link`. A link starts active; an inactive link's key resolves nothing.
 *
 * @category Site access
 */
export class SiteShareLinks extends APIResource {
  /**
   * Lists a site's share links.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/share-links`, paginated.
   */
  list(
    organizationId: string,
    siteId: string,
    params?: ListShareLinksParams,
    options?: RequestOptions,
  ): PagePromise<ShareLink> {
    return this._client.list(operations.listShareLinks, [organizationId, siteId], params, options);
  }

  /**
   * Creates an active share link.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/share-links` → 201.
   * @example
   * ```ts
   * const link = await client.sites.shareLinks.create('org-1', 'site-1', { name: 'Beta testers' });
   * console.log(link.urls.published);
   * ```
   */
  create(
    organizationId: string,
    siteId: string,
    body: CreateShareLinkParams,
    options?: RequestOptions,
  ): APIPromise<ShareLink> {
    return this._client.call(operations.createShareLink, [organizationId, siteId], body, options);
  }

  /**
   * Renames a share link, or deactivates (`active: false`) or reactivates it.
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}`.
   */
  update(
    organizationId: string,
    siteId: string,
    shareLinkId: string,
    body?: UpdateShareLinkParams,
    options?: RequestOptions,
  ): APIPromise<ShareLink> {
    return this._client.call(operations.updateShareLink, [organizationId, siteId, shareLinkId], body, options);
  }

  /**
   * Deletes a share link; its key stops working.
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}` → 204.
   */
  delete(organizationId: string, siteId: string, shareLinkId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteShareLink, [organizationId, siteId, shareLinkId], undefined, options);
  }
}
