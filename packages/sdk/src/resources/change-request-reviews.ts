/** `client.changeRequests.reviews`: reviews of a change request. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  ChangeRequestReview,
  CreateChangeRequestReviewParams,
  ListChangeRequestReviewsParams,
} from '../types/index.js';

/** Reviews: a reviewer's verdict (`approved`, `changes-requested`) on a revision of a change request. *
 * @category Change requests
 */
export class ChangeRequestReviews extends APIResource {
  /**
   * Lists a change request's reviews.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests/{changeRequestId}/reviews`, paginated. Needs the `read`
   * role. `format` chooses the form of the review comments' bodies.
   */
  list(
    spaceId: string,
    changeRequestId: string | number,
    params?: ListChangeRequestReviewsParams,
    options?: RequestOptions,
  ): PagePromise<ChangeRequestReview> {
    return this._client.list(operations.listChangeRequestReviews, [spaceId, changeRequestId], params, options);
  }

  /**
   * Submits a review of the change request's current revision, optionally with a comment.
   *
   * @remarks `POST /spaces/{spaceId}/change-requests/{changeRequestId}/reviews` → 201. Needs the `review` role.
   * @example
   * ```ts
   * await client.changeRequests.reviews.create('space-1', '3', {
   *   status: 'changes-requested',
   *   comment: { markdown: 'Please add an example.' },
   * });
   * ```
   */
  create(
    spaceId: string,
    changeRequestId: string | number,
    body: CreateChangeRequestReviewParams,
    options?: RequestOptions,
  ): APIPromise<ChangeRequestReview> {
    return this._client.call(operations.createChangeRequestReview, [spaceId, changeRequestId], body, options);
  }
}
