/** `client.sites.publishingAuth`: visitor authentication of a site. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PublishingAuth, UpdatePublishingAuthParams } from '../types/index.js';

/**
 * How visitors of a `visitor-auth` site are authenticated: a JWT signed with the site's `privateKey`, and a
 * `fallbackURL` for those without one. The private key is a secret shown to the organization's admins only.
 *
 * @category Site access
 */
export class SitePublishingAuth extends APIResource {
  /**
   * Gets a site's visitor authentication settings.
   *
   * @remarks `GET /orgs/{organizationId}/sites/{siteId}/publishing/auth`.
   */
  get(organizationId: string, siteId: string, options?: RequestOptions): APIPromise<PublishingAuth> {
    return this._client.call(operations.getPublishingAuth, [organizationId, siteId], undefined, options);
  }

  /**
   * Changes the backend or the fallback URL.
   *
   * @remarks `PATCH /orgs/{organizationId}/sites/{siteId}/publishing/auth`.
   * @example
   * ```ts
   * await client.sites.publishingAuth.update('org-1', 'site-1', { fallbackURL: 'https://acme.test/login' });
   * ```
   */
  update(
    organizationId: string,
    siteId: string,
    body?: UpdatePublishingAuthParams,
    options?: RequestOptions,
  ): APIPromise<PublishingAuth> {
    return this._client.call(operations.updatePublishingAuth, [organizationId, siteId], body, options);
  }

  /**
   * Replaces the private key with a new random one; JWTs signed with the old key stop working.
   *
   * @remarks `POST /orgs/{organizationId}/sites/{siteId}/publishing/auth/regenerate`. Not retried by default.
   */
  regenerate(organizationId: string, siteId: string, options?: RequestOptions): APIPromise<PublishingAuth> {
    return this._client.call(operations.regeneratePublishingAuth, [organizationId, siteId], undefined, options);
  }
}
