/** `client.orgs`: the organizations the caller belongs to. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type { ListOrganizationsParams, Organization } from '../types/index.js';

/** Organizations: they own spaces, collections, teams, sites, OpenAPI specs and translation settings. *
 * @category Organizations
 */
export class Orgs extends APIResource {
  /**
   * Lists the organizations the caller is a member of.
   *
   * @remarks `GET /orgs`, paginated (`page`, `limit`).
   * @example
   * ```ts
   * for await (const org of client.orgs.list()) console.log(org.id, org.title);
   * ```
   */
  list(params?: ListOrganizationsParams, options?: RequestOptions): PagePromise<Organization> {
    return this._client.list(operations.listOrganizations, [], params, options);
  }

  /**
   * Gets an organization.
   *
   * @remarks `GET /orgs/{organizationId}`. Needs membership of the organization.
   * @throws `NotFoundError` when the organization does not exist or the caller is not a member.
   */
  get(organizationId: string, options?: RequestOptions): APIPromise<Organization> {
    return this._client.call(operations.getOrganization, [organizationId], undefined, options);
  }
}
