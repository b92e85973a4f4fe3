/** `client.changeRequests.content`: the content of a change request. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type {
  EditChangeRequestContentParams,
  EditContentResult,
  GetChangeRequestContentPageByIdParams,
  GetChangeRequestContentPageByPathParams,
  GetChangeRequestContentPagesParams,
  GetChangeRequestContentParams,
  Page,
  PageTree,
  Revision,
} from '../types/index.js';

/**
 * A change request's revision: read like a space's content (`read` role), and edited page by page with
 * {@link ChangeRequestContent.apply} (`edit` role).
 *
 * @category Change requests
 */
export class ChangeRequestContent extends APIResource {
  /**
   * Gets the change request's current revision.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests/{changeRequestId}/content`.
   */
  get(
    spaceId: string,
    changeRequestId: string | number,
    params?: GetChangeRequestContentParams,
    options?: RequestOptions,
  ): APIPromise<Revision> {
    return this._client.call(operations.getChangeRequestContent, [spaceId, changeRequestId], params, options);
  }

  /**
   * Gets the page tree of the change request's revision.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests/{changeRequestId}/content/pages`.
   */
  pages(
    spaceId: string,
    changeRequestId: string | number,
    params?: GetChangeRequestContentPagesParams,
    options?: RequestOptions,
  ): APIPromise<PageTree> {
    return this._client.call(operations.getChangeRequestContentPages, [spaceId, changeRequestId], params, options);
  }

  /**
   * Gets a page of the change request's revision by id.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}`.
   */
  page(
    spaceId: string,
    changeRequestId: string | number,
    pageId: string,
    params?: GetChangeRequestContentPageByIdParams,
    options?: RequestOptions,
  ): APIPromise<Page> {
    return this._client.call(
      operations.getChangeRequestContentPageById,
      [spaceId, changeRequestId, pageId],
      params,
      options,
    );
  }

  /**
   * Gets a page of the change request's revision by its path (`guides/intro`), sent URL-encoded as one
   * segment; pass it unencoded.
   *
   * @remarks `GET /spaces/{spaceId}/change-requests/{changeRequestId}/content/path/{pagePath}`.
   */
  pageByPath(
    spaceId: string,
    changeRequestId: string | number,
    pagePath: string,
    params?: GetChangeRequestContentPageByPathParams,
    options?: RequestOptions,
  ): APIPromise<Page> {
    return this._client.call(
      operations.getChangeRequestContentPageByPath,
      [spaceId, changeRequestId, pagePath],
      params,
      options,
    );
  }

  /**
   * Inserts, updates and deletes pages of the change request: 1 to 50 `changes`, applied atomically as one new
   * revision (whose parent is the previous one), or not at all. An inserted page may be given a `ref` (a name
   * unique in the batch) that later changes of the batch use as `into`, so one call can build a whole tree;
   * the answer's `created` gives the id of each page the batch inserted, with its change index and `ref`.
   *
   * @remarks `POST /spaces/{spaceId}/change-requests/{changeRequestId}/content`. Needs the `edit` role.
   * @throws `BadRequestError` naming the change that cannot be applied (e.g. `changes.2.into: no such page
   *   'guide'` for a ref not given earlier in the batch); then nothing is applied.
   * @example
   * ```ts
   * const { created } = await client.changeRequests.content.apply('space-1', '3', {
   *   changes: [
   *     { operation: 'insert_page', ref: 'guide', title: 'Guide', document: { markdown: '# Guide' } },
   *     { operation: 'insert_page', into: 'guide', title: 'Install', document: { markdown: '# Install' } },
   *     { operation: 'update_page', page: 'page-intro', title: 'Introduction' },
   *   ],
   * });
   * const guideId = created?.find((page) => page.ref === 'guide')?.id;
   * ```
   */
  apply(
    spaceId: string,
    changeRequestId: string | number,
    body: EditChangeRequestContentParams,
    options?: RequestOptions,
  ): APIPromise<EditContentResult> {
    return this._client.call(operations.editChangeRequestContent, [spaceId, changeRequestId], body, options);
  }
}
