/** `client.sites.sections`: sections of a site. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  CreateSiteSectionParams,
  ListSiteSectionsParams,
  MoveSiteSectionParams,
  SiteSection,
  UpdateSiteSectionParams,
} from '../types/index.js';

/**
 * Sections: the top-level parts of a site, each publishing one or more site spaces at its own `path`. Paths are
 * unique among siblings; exactly one section is the default.
 *
 * @category Site structure
 */
export class SiteSections extends APIResource {
  /**
   * Lists a site's sections; `shareKey` resolves published URLs of a `share-link` site.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/sections`, paginated.
   */
  list(
    organizationId: string,
    siteId: string,
    params?: ListSiteSectionsParams,
    options?: RequestOptions,
  ): PagePromise<SiteSection> {
    return this._client.list(operations.listSiteSections, [organizationId, siteId], params, options);
  }

  /**
   * Creates a section publishing a space (titled after the space unless `title` is given).
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/sections` → 201.
   * @example
   * ```ts
   * const api = await client.sites.sections.create('org-1', 'site-1', { spaceId: 'space-2', title: 'API' });
   * ```
   */
  create(
    organizationId: string,
    siteId: string,
    body: CreateSiteSectionParams,
    options?: RequestOptions,
  ): APIPromise<SiteSection> {
    return this._client.call(operations.createSiteSection, [organizationId, siteId], body, options);
  }

  /**
   * Changes a section. For `condition`, `icon` and `description`, leaving the field out keeps it and `null`
   * removes it.
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}`.
   * @throws `ConflictError` when another section already has the `path`.
   */
  update(
    organizationId: string,
    siteId: string,
    siteSectionId: string,
    body?: UpdateSiteSectionParams,
    options?: RequestOptions,
  ): APIPromise<SiteSection> {
    return this._client.call(operations.updateSiteSection, [organizationId, siteId, siteSectionId], body, options);
  }

  /**
   * Deletes a section.
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}` → 204.
   */
  delete(organizationId: string, siteId: string, siteSectionId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteSiteSection, [organizationId, siteId, siteSectionId], undefined, options);
  }

  /**
   * Moves a section before or after another (`position: { before | after: { type: 'site-section', siteSection } }`);
   * without a position it goes last.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}/move`.
   */
  move(
    organizationId: string,
    siteId: string,
    siteSectionId: string,
    body?: MoveSiteSectionParams,
    options?: RequestOptions,
  ): APIPromise<SiteSection> {
    return this._client.call(operations.moveSiteSection, [organizationId, siteId, siteSectionId], body, options);
  }
}
