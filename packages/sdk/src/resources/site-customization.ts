/** `client.sites.customization` and `client.sites.siteSpaces.customization`: how a published site looks. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { OverrideSiteSpaceCustomizationParams, SiteCustomization, UpdateSiteCustomizationParams } from '../types/index.js';

/**
 * A site's customization: theme, colors, fonts, header, footer, announcement and the features readers see.
 * Reads give every setting, at its default unless set; the published profile shows the same settings.
 *
 * @category Sites
 */
export class SiteCustomizationSettings extends APIResource {
  /**
   * Gets a site's customization.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/customization`.
   */
  get(organizationId: string, siteId: string, options?: RequestOptions): APIPromise<SiteCustomization> {
    return this._client.call(operations.getSiteCustomization, [organizationId, siteId], undefined, options);
  }

  /**
   * Replaces a site's customization: the settings given are set, the others return to their default.
   *
   * @remarks `PUT /orgs/{organizationId}/sites/{siteId}/customization`. Needs the organization's `admin` role.
   * @example
   * ```ts
   * await client.sites.customization.update('org-1', 'site-1', { styling: { theme: 'bold' }, feedback: { enabled: true } });
   * ```
   */
  update(
    organizationId: string,
    siteId: string,
    body: UpdateSiteCustomizationParams,
    options?: RequestOptions,
  ): APIPromise<SiteCustomization> {
    return this._client.call(operations.updateSiteCustomization, [organizationId, siteId], body, options);
  }
}

/**
 * The customization one site space shows: the site's, with settings overridden for this site space only
 * (a translated variant's title, another primary color…).
 *
 * @category Site structure
 */
export class SiteSpaceCustomizationSettings extends APIResource {
  /**
   * Gets the customization a site space shows.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization`.
   */
  get(organizationId: string, siteId: string, siteSpaceId: string, options?: RequestOptions): APIPromise<SiteCustomization> {
    return this._client.call(operations.getSiteSpaceCustomization, [organizationId, siteId, siteSpaceId], undefined, options);
  }

  /**
   * Overrides settings for one site space; a setting set to `null` goes back to the site's.
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization`.
   * @example
   * ```ts
   * await client.sites.siteSpaces.customization.override('org-1', 'site-1', 'ss-1', { title: 'Docs (FR)' });
   * ```
   */
  override(
    organizationId: string,
    siteId: string,
    siteSpaceId: string,
    body: OverrideSiteSpaceCustomizationParams,
    options?: RequestOptions,
  ): APIPromise<SiteCustomization> {
    return this._client.call(operations.overrideSiteSpaceCustomization, [organizationId, siteId, siteSpaceId], body, options);
  }

  /**
   * Removes every override of a site space: it shows the site's customization again.
   *
   * @remarks `DELETE /orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/customization` → 204.
   */
  delete(organizationId: string, siteId: string, siteSpaceId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteSiteSpaceCustomization, [organizationId, siteId, siteSpaceId], undefined, options);
  }
}
