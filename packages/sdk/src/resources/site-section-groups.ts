/** `client.sites.sectionGroups`: groups of sections of a site. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  AddSiteSectionToGroupParams,
  CreateSiteSectionGroupParams,
  ListSiteSectionGroupsParams,
  MoveSiteSectionGroupParams,
  SiteSectionGroup,
  UpdateSiteSectionGroupParams,
} from '../types/index.js';

/** Section groups: named groups of sections in a site's navigation. *
 * @category Site structure
 */
export class SiteSectionGroups extends APIResource {
  /**
   * Lists a site's section groups, each with its sections.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/section-groups`, paginated.
   */
  list(
    organizationId: string,
    siteId: string,
    params?: ListSiteSectionGroupsParams,
    options?: RequestOptions,
  ): PagePromise<SiteSectionGroup> {
    return this._client.list(operations.listSiteSectionGroups, [organizationId, siteId], params, options);
  }

  /**
   * Creates a section group, optionally holding existing `sections` (ids, in order).
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/section-groups` → 201.
   * @example
   * ```ts
   * await client.sites.sectionGroups.create('org-1', 'site-1', { title: 'Reference', sections: ['section-2'] });
   * ```
   */
  create(
    organizationId: string,
    siteId: string,
    body: CreateSiteSectionGroupParams,
    options?: RequestOptions,
  ): APIPromise<SiteSectionGroup> {
    return this._client.call(operations.createSiteSectionGroup, [organizationId, siteId], body, options);
  }

  /**
   * Changes a group's title or icon (`icon: null` removes it).
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}`.
   */
  update(
    organizationId: string,
    siteId: string,
    siteSectionGroupId: string,
    body?: UpdateSiteSectionGroupParams,
    options?: RequestOptions,
  ): APIPromise<SiteSectionGroup> {
    return this._client.call(
      operations.updateSiteSectionGroup,
      [organizationId, siteId, siteSectionGroupId],
      body,
      options,
    );
  }

  /**
   * Deletes a section group.
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}` → 204.
   */
  delete(organizationId: string, siteId: string, siteSectionGroupId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(
      operations.deleteSiteSectionGroup,
      [organizationId, siteId, siteSectionGroupId],
      undefined,
      options,
    );
  }

  /**
   * Moves a group among the site's top-level entries, before or after a section or another group
   * (`position: { before | after: { type: 'site-section' | 'site-section-group', id } }`); without a position it
   * goes last.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/move`.
   */
  move(
    organizationId: string,
    siteId: string,
    siteSectionGroupId: string,
    body?: MoveSiteSectionGroupParams,
    options?: RequestOptions,
  ): APIPromise<SiteSectionGroup> {
    return this._client.call(
      operations.moveSiteSectionGroup,
      [organizationId, siteId, siteSectionGroupId],
      body,
      options,
    );
  }

  /**
   * Puts a section into a group.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections`;
   * answers the group.
   */
  addSection(
    organizationId: string,
    siteId: string,
    siteSectionGroupId: string,
    body: AddSiteSectionToGroupParams,
    options?: RequestOptions,
  ): APIPromise<SiteSectionGroup> {
    return this._client.call(
      operations.addSiteSectionToGroup,
      [organizationId, siteId, siteSectionGroupId],
      body,
      options,
    );
  }

  /**
   * Takes a section out of a group (the section remains on the site).
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}`
   * → 204.
   */
  removeSection(
    organizationId: string,
    siteId: string,
    siteSectionGroupId: string,
    siteSectionId: string,
    options?: RequestOptions,
  ): APIPromise<void> {
    return this._client.call(
      operations.removeSiteSectionFromGroup,
      [organizationId, siteId, siteSectionGroupId, siteSectionId],
      undefined,
      options,
    );
  }
}
