/** `client.members`: an organization's members. */
import { operations } from '../contract/operations/index.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type { ListMembersParams, Member } from '../types/index.js';

/** The members of an organization: each a user with an organization role. *
 * @category Organizations
 */
export class Members extends APIResource {
  /**
   * Lists an organization's members.
   *
   * @remarks `GET /orgs/{organizationId}/members`, paginated. Needs membership of the organization (`read`).
   * @example
   * ```ts
   * const admins = (await client.members.list('org-1').toArray()).filter((m) => m.role === 'admin');
   * ```
   */
  list(
    organizationId: string,
    params?: ListMembersParams,
    options?: RequestOptions,
  ): PagePromise<Member> {
    return this._client.list(operations.listMembers, [organizationId], params, options);
  }
}
