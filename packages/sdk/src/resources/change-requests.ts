/** `client.changeRequests`: proposed edits to a space, their lifecycle and the namespaces around them. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import { ChangeRequestContent } from './change-request-content.js';
import { ChangeRequestLinks } from './change-request-links.js';
import { ChangeRequestReviews } from './change-request-reviews.js';
import type {
  ChangeRequest,
  CreateChangeRequestParams,
  CreatedChangeRequest,
  ListChangeRequestsParams,
  MergeResult,
  UpdateChangeRequestParams,
  UpdateResult,
} from '../types/index.js';

/**
 * Change requests: edits to a space made apart from its primary content, reviewed, then merged. Wherever a
 * `changeRequestId` is asked for, the change request's `number` works too (`3` or `'3'`).
 *
 * @category Change requests
 */
export class ChangeRequests extends APIResource {
  /** Reviews of a change request. */
  readonly reviews = new ChangeRequestReviews(this._client);
  /** The links in a change request's content, checked. */
  readonly links = new ChangeRequestLinks(this._client);
  /** The content of a change request's revision, read and edited. */
  readonly content = new ChangeRequestContent(this._client);

  /**
   * Lists a space's change requests: the `open` ones unless `status` says otherwise (`'all'` for every one);
   * `contributor` keeps those a user contributed to.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests`, paginated. Needs the `read` role.
   * @example
   * ```ts
   * for await (const cr of client.changeRequests.list('space-1', { status: 'draft' })) console.log(cr.number, cr.subject);
   * ```
   */
  list(
    spaceId: string,
    params?: ListChangeRequestsParams,
    options?: RequestOptions,
  ): PagePromise<ChangeRequest> {
    return this._client.list(operations.listChangeRequests, [spaceId], params, options);
  }

  /**
   * Opens a change request as a `draft`, starting from the primary revision, with the space's next `number`.
   *
   * @remarks `POST /spaces/{spaceId}/change-requests` → 201. Needs the `edit` role. The answer also carries
   * the deprecated `changeRequest` (the id), kept for old clients.
   * @example
   * ```ts
   * const cr = await client.changeRequests.create('space-1', { subject: 'Rewrite the intro' });
   * ```
   */
  create(
    spaceId: string,
    body?: CreateChangeRequestParams,
    options?: RequestOptions,
  ): APIPromise<CreatedChangeRequest> {
    return this._client.call(operations.createChangeRequest, [spaceId], body, options);
  }

  /**
   * Gets a change request by id or number.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests/{changeRequestId}`. Needs the `read` role.
   */
  get(spaceId: string, changeRequestId: string | number, options?: RequestOptions): APIPromise<ChangeRequest> {
    return this._client.call(operations.getChangeRequest, [spaceId, changeRequestId], undefined, options);
  }

  /**
   * Changes a change request's subject or status (`draft`, `open` or `archived`; `merged` is reached only
   * through {@link ChangeRequests.merge}).
   *
   * @remarks `PATCH /spaces/{spaceId}/change-requests/{changeRequestId}`. Needs the `edit` role.
   * @example
   * ```ts
   * await client.changeRequests.update('space-1', '3', { status: 'open' });
   * ```
   */
  update(
    spaceId: string,
    changeRequestId: string | number,
    body?: UpdateChangeRequestParams,
    options?: RequestOptions,
  ): APIPromise<ChangeRequest> {
    return this._client.call(operations.updateChangeRequest, [spaceId, changeRequestId], body, options);
  }

  /**
   * Merges a change request into the primary content: a `merge` revision becomes the space's revision and the
   * change request is `merged`. `result` is `'conflicts'` when a page changed on both sides; the change
   * request's side then wins.
   *
   * @remarks `POST /spaces/{spaceId}/change-requests/{changeRequestId}/merge`. Needs the `review` role. Not
   * retried by default (a POST).
   * @throws `ConflictError` when the change request is already merged or archived.
   * @example
   * ```ts
   * const { revision, result } = await client.changeRequests.merge('space-1', '3');
   * ```
   */
  merge(spaceId: string, changeRequestId: string | number, options?: RequestOptions): APIPromise<MergeResult> {
    return this._client.call(operations.mergeChangeRequest, [spaceId, changeRequestId], undefined, options);
  }

  /**
   * Brings the primary content's latest changes into a change request (a page-level three-way merge), so it
   * is no longer `outdated`. Named so because {@link ChangeRequests.update} is the PATCH.
   *
   * @remarks `POST /spaces/{spaceId}/change-requests/{changeRequestId}/update`. Needs the `edit` role.
   */
  updateFromPrimary(spaceId: string, changeRequestId: string | number, options?: RequestOptions): APIPromise<UpdateResult> {
    return this._client.call(
      operations.updateChangeRequestFromPrimary,
      [spaceId, changeRequestId],
      undefined,
      options,
    );
  }
}
