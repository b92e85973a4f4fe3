/** `client.changeRequests.links`: links in a change request's content. */
import { operations } from '../generated/operations.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type { ChangeRequestLink, ChangeRequestLinkList, ListChangeRequestLinksParams } from '../types/index.js';

/** The links of a change request's content, each checked against its revision (`ok`, `broken`, `in-app`). *
 * @category Change requests
 */
export class ChangeRequestLinks extends APIResource {
  /**
   * Lists the links of a change request's content. Each page's `body.stats` counts every link and the broken
   * ones (in total, and those the change request introduced), whatever the `status` filter.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests/{changeRequestId}/links`, paginated. Needs the `read` role.
   * @example
   * ```ts
   * const page = await client.changeRequests.links.list('space-1', '3', { status: 'broken' });
   * console.log(`${page.body.stats.broken.changeRequest} broken link(s) introduced`);
   * ```
   */
  list(
    spaceId: string,
    changeRequestId: string | number,
    params?: ListChangeRequestLinksParams,
    options?: RequestOptions,
  ): PagePromise<ChangeRequestLink, ChangeRequestLinkList> {
    return this._client.list(operations.listChangeRequestLinks, [spaceId, changeRequestId], params, options);
  }
}
