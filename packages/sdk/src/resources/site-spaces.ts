/** `client.sites.siteSpaces`: the spaces a site publishes. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  CreateSiteSpaceParams,
  ListSiteSpacesParams,
  MoveSiteSpaceParams,
  SiteSpace,
  UpdateSiteSpaceParams,
} from '../types/index.js';
import { SiteSpaceCustomizationSettings } from './site-customization.js';

/**
 * Site spaces: a space published on a site, at the root or inside a section, at its own `path`. Paths are unique
 * among siblings; exactly one site space per section (or at the root) is the default.
 *
 * @category Site structure
 */
export class SiteSpaces extends APIResource {
  /** The customization each site space shows: the site's, with its own overrides. */
  readonly customization = new SiteSpaceCustomizationSettings(this._client);

  /**
   * Lists a site's site spaces; `default: true` keeps only the default one, `false` only the others.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/site-spaces`, paginated.
   */
  list(
    organizationId: string,
    siteId: string,
    params?: ListSiteSpacesParams,
    options?: RequestOptions,
  ): PagePromise<SiteSpace> {
    return this._client.list(operations.listSiteSpaces, [organizationId, siteId], params, options);
  }

  /**
   * Publishes a space on a site, in `sectionId` or else the default section (or the root of a site without
   * sections).
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/site-spaces` → 201.
   * @example
   * ```ts
   * await client.sites.siteSpaces.create('org-1', 'site-1', { spaceId: 'space-3' });
   * ```
   */
  create(
    organizationId: string,
    siteId: string,
    body: CreateSiteSpaceParams,
    options?: RequestOptions,
  ): APIPromise<SiteSpace> {
    return this._client.call(operations.createSiteSpace, [organizationId, siteId], body, options);
  }

  /**
   * Changes a site space's `path` or `condition` (`null` removes the condition).
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}`.
   * @throws `ConflictError` when a sibling already has the `path`.
   */
  update(
    organizationId: string,
    siteId: string,
    siteSpaceId: string,
    body?: UpdateSiteSpaceParams,
    options?: RequestOptions,
  ): APIPromise<SiteSpace> {
    return this._client.call(operations.updateSiteSpace, [organizationId, siteId, siteSpaceId], body, options);
  }

  /**
   * Removes a space from a site (the space itself remains).
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}` → 204.
   */
  delete(organizationId: string, siteId: string, siteSpaceId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteSiteSpace, [organizationId, siteId, siteSpaceId], undefined, options);
  }

  /**
   * Moves a site space before or after another (`position: { before | after: { type: 'site-space', siteSpace } }`);
   * without a position it goes last.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/move`.
   */
  move(
    organizationId: string,
    siteId: string,
    siteSpaceId: string,
    body?: MoveSiteSpaceParams,
    options?: RequestOptions,
  ): APIPromise<SiteSpace> {
    return this._client.call(operations.moveSiteSpace, [organizationId, siteId, siteSpaceId], body, options);
  }
}
