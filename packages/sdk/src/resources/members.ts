/** `client.members`: an organization's members. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type { InviteMembersResult, InviteOrganizationMembersParams, ListMembersParams, Member } from '../types/index.js';

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

  /**
   * Invites people into an organization by e-mail address. A known address's user joins the organization; an
   * unknown one gets a new user. Each address takes the role given with it, else `role`, else the organization's
   * default role; a `null` role invites as a guest (no membership). Someone already a member keeps their role.
   *
   * @remarks `POST /orgs/{organizationId}/invites` → 200. Needs the `admin` role in the organization.
   * @throws `BadRequestError` naming the field, e.g. `emails.0: must be an e-mail address`.
   * @example
   * ```ts
   * const { users, invited } = await client.members.invite('org-1', {
   *   emails: ['ada@example.com', { email: 'bob@example.com', role: 'edit' }],
   *   role: 'read',
   * });
   * ```
   */
  invite(
    organizationId: string,
    body: InviteOrganizationMembersParams,
    options?: RequestOptions,
  ): APIPromise<InviteMembersResult> {
    return this._client.call(operations.inviteOrganizationMembers, [organizationId], body, options);
  }
}
