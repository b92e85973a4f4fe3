/** `client.spaces.content`: a space's primary content. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  GetSpaceContentFileParams,
  GetSpaceContentPageByIdParams,
  GetSpaceContentPageByPathParams,
  GetSpaceContentPagesParams,
  GetSpaceContentParams,
  ListSpaceContentFilesParams,
  Page,
  PageTree,
  Revision,
  RevisionFile,
  ImportContentParams,
} from '../types/index.js';

/**
 * Reads of a space's primary content: the revision the space currently publishes (`space.revision`). For any
 * other revision use `client.revisions`; for a change request's, `client.changeRequests.content`. Each read
 * needs the `read` role and takes `metadata: false` (leave out mutable Git metadata) and `computed: false`
 * (do not compute computed pages).
 *
 * @category Content
 */
export class SpaceContent extends APIResource {
  /**
   * Gets the primary revision: its page tree, files and reusable contents.
   *
   * @remarks `GET /spaces/{spaceId}/content`.
   * @example
   * ```ts
   * const revision = await client.spaces.content.get('space-1', { metadata: false });
   * ```
   */
  get(
    spaceId: string,
    params?: GetSpaceContentParams,
    options?: RequestOptions,
  ): APIPromise<Revision> {
    return this._client.call(operations.getSpaceContent, [spaceId], params, options);
  }

  /**
   * Gets the page tree of the primary revision (sub-pages nested under `pages`).
   *
   * @remarks `GET /spaces/{spaceId}/content/pages`.
   */
  pages(
    spaceId: string,
    params?: GetSpaceContentPagesParams,
    options?: RequestOptions,
  ): APIPromise<PageTree> {
    return this._client.call(operations.getSpaceContentPages, [spaceId], params, options);
  }

  /**
   * Gets a page of the primary revision by id, its content as markdown (or `format: 'document'`).
   *
   * @remarks `GET /spaces/{spaceId}/content/page/{pageId}`.
   */
  page(
    spaceId: string,
    pageId: string,
    params?: GetSpaceContentPageByIdParams,
    options?: RequestOptions,
  ): APIPromise<Page> {
    return this._client.call(operations.getSpaceContentPageById, [spaceId, pageId], params, options);
  }

  /**
   * Gets a page of the primary revision by its path (`guides/intro`): the slugs of its ancestors and its own,
   * joined with `/`. The path is sent URL-encoded as one segment (`guides%2Fintro`); pass it unencoded.
   *
   * @remarks `GET /spaces/{spaceId}/content/path/{pagePath}`.
   * @throws `NotFoundError` when no page has that path.
   * @example
   * ```ts
   * const intro = await client.spaces.content.pageByPath('space-1', 'guides/intro');
   * ```
   */
  pageByPath(
    spaceId: string,
    pagePath: string,
    params?: GetSpaceContentPageByPathParams,
    options?: RequestOptions,
  ): APIPromise<Page> {
    return this._client.call(operations.getSpaceContentPageByPath, [spaceId, pagePath], params, options);
  }

  /**
   * Lists the files (images, attachments) of the primary revision.
   *
   * @remarks `GET /spaces/{spaceId}/content/files`, paginated.
   */
  files(
    spaceId: string,
    params?: ListSpaceContentFilesParams,
    options?: RequestOptions,
  ): PagePromise<RevisionFile> {
    return this._client.list(operations.listSpaceContentFiles, [spaceId], params, options);
  }

  /**
   * Gets a file of the primary revision.
   *
   * @remarks `GET /spaces/{spaceId}/content/files/{fileId}`.
   */
  file(
    spaceId: string,
    fileId: string,
    params?: GetSpaceContentFileParams,
    options?: RequestOptions,
  ): APIPromise<RevisionFile> {
    return this._client.call(operations.getSpaceContentFile, [spaceId, fileId], params, options);
  }

  /**
   * Imports content from a URL into the primary content, as a new primary revision. `source` says what kind of source it is (e.g. `website`).
   *
   * @remarks `POST /spaces/{spaceId}/content/import` → 200 with the new primary revision. Needs the `edit` role
   * on the space. The reference server does not fetch the URL: the new page names the source.
   * @throws `BadRequestError` naming the field, e.g. `url: must be an absolute URL`.
   * @example
   * ```ts
   * const revision = await client.spaces.content.import('space-1', { url: 'https://example.com/guide', source: 'website' });
   * ```
   */
  import(
    spaceId: string,
    body: ImportContentParams,
    options?: RequestOptions,
  ): APIPromise<Revision> {
    return this._client.call(operations.importContent, [spaceId], body, options);
  }
}
