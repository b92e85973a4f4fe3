/** `client.sites.redirects`: redirects of a site. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  CreateSiteRedirectParams,
  ListSiteRedirectsParams,
  LookupSiteRedirectParams,
  SiteRedirect,
  SiteRedirectLookup,
  UpdateSiteRedirectParams,
} from '../types/index.js';

/**
 * Redirects: old paths of a site (`source`, e.g. `/old/intro`) that send readers to a section of the site or to
 * a URL. Sources are unique per site.
 *
 * @category Site access
 */
export class SiteRedirects extends APIResource {
  /**
   * Lists a site's redirects.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/redirects`, paginated.
   */
  list(
    organizationId: string,
    siteId: string,
    params?: ListSiteRedirectsParams,
    options?: RequestOptions,
  ): PagePromise<SiteRedirect> {
    return this._client.list(operations.listSiteRedirects, [organizationId, siteId], params, options);
  }

  /**
   * Creates a redirect.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/redirects` → 201.
   * @throws `ConflictError` when the site already has a redirect from that `source`.
   * @example
   * ```ts
   * await client.sites.redirects.create('org-1', 'site-1', {
   *   source: '/old/intro',
   *   destination: { kind: 'site-section', siteSectionId: 'section-1' },
   * });
   * ```
   */
  create(
    organizationId: string,
    siteId: string,
    body: CreateSiteRedirectParams,
    options?: RequestOptions,
  ): APIPromise<SiteRedirect> {
    return this._client.call(operations.createSiteRedirect, [organizationId, siteId], body, options);
  }

  /**
   * Changes a redirect's source or destination.
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}/redirects/{siteRedirectId}`.
   * @throws `ConflictError` when another redirect of the site has the new `source`.
   */
  update(
    organizationId: string,
    siteId: string,
    siteRedirectId: string,
    body?: UpdateSiteRedirectParams,
    options?: RequestOptions,
  ): APIPromise<SiteRedirect> {
    return this._client.call(operations.updateSiteRedirect, [organizationId, siteId, siteRedirectId], body, options);
  }

  /**
   * Deletes a redirect.
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}/redirects/{siteRedirectId}` → 204.
   */
  delete(organizationId: string, siteId: string, siteRedirectId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteSiteRedirect, [organizationId, siteId, siteRedirectId], undefined, options);
  }

  /**
   * Finds the redirect of an exact `source` and the published URL it leads to (`shareKey` resolves it for a
   * `share-link` site).
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/redirect?source=…`.
   * @throws `NotFoundError` when no redirect has that source.
   * @example
   * ```ts
   * const { target } = await client.sites.redirects.lookup('org-1', 'site-1', { source: '/old/intro' });
   * ```
   */
  lookup(
    organizationId: string,
    siteId: string,
    params: LookupSiteRedirectParams,
    options?: RequestOptions,
  ): APIPromise<SiteRedirectLookup> {
    return this._client.call(operations.lookupSiteRedirect, [organizationId, siteId], params, options);
  }
}
