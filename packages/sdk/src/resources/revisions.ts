/** `client.revisions`: any revision of a space, by id. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  GetRevisionChangesParams,
  GetRevisionFileParams,
  GetRevisionPageByIdParams,
  GetRevisionPageByPathParams,
  GetRevisionPagesParams,
  GetRevisionParams,
  GetRevisionReusableContentParams,
  ListRevisionFilesParams,
  Page,
  PageTree,
  ReusableContent,
  Revision,
  RevisionChanges,
  RevisionFile,
} from '../types/index.js';

/**
 * Revisions: immutable snapshots of a space's pages, files and reusable contents. Every read needs the `read`
 * role on the space and takes `metadata: false` (leave out mutable Git metadata) and `computed: false` (do not
 * compute computed pages). For the current content use `client.spaces.content`.
 *
 * @category Content
 */
export class Revisions extends APIResource {
  /**
   * Gets a revision: its page tree, files, reusable contents and parents.
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}`.
   * @example
   * ```ts
   * const { revision } = await client.spaces.get('space-1');
   * const snapshot = await client.revisions.get('space-1', revision);
   * ```
   */
  get(
    spaceId: string,
    revisionId: string,
    params?: GetRevisionParams,
    options?: RequestOptions,
  ): APIPromise<Revision> {
    return this._client.call(operations.getRevision, [spaceId, revisionId], params, options);
  }

  /**
   * Lists what changed between a revision and its first parent: the first `limit` changes (default 10) and how
   * many `more` there are.
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}/changes` (not paginated: raise `limit`, up to 1000).
   * @example
   * ```ts
   * const { changes, more } = await client.revisions.changes('space-1', 'rev-2', { limit: 50 });
   * ```
   */
  changes(
    spaceId: string,
    revisionId: string,
    params?: GetRevisionChangesParams,
    options?: RequestOptions,
  ): APIPromise<RevisionChanges> {
    return this._client.call(operations.getRevisionChanges, [spaceId, revisionId], params, options);
  }

  /**
   * Gets a revision's page tree (sub-pages nested under `pages`).
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}/pages`.
   */
  pages(
    spaceId: string,
    revisionId: string,
    params?: GetRevisionPagesParams,
    options?: RequestOptions,
  ): APIPromise<PageTree> {
    return this._client.call(operations.getRevisionPages, [spaceId, revisionId], params, options);
  }

  /**
   * Lists a revision's files (images, attachments).
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}/files`, paginated.
   */
  files(
    spaceId: string,
    revisionId: string,
    params?: ListRevisionFilesParams,
    options?: RequestOptions,
  ): PagePromise<RevisionFile> {
    return this._client.list(operations.listRevisionFiles, [spaceId, revisionId], params, options);
  }

  /**
   * Gets a file of a revision.
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}/files/{fileId}`.
   */
  file(
    spaceId: string,
    revisionId: string,
    fileId: string,
    params?: GetRevisionFileParams,
    options?: RequestOptions,
  ): APIPromise<RevisionFile> {
    return this._client.call(operations.getRevisionFile, [spaceId, revisionId, fileId], params, options);
  }

  /**
   * Gets a page of a revision by id, its content as markdown (or `format: 'document'`).
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}/page/{pageId}`.
   */
  page(
    spaceId: string,
    revisionId: string,
    pageId: string,
    params?: GetRevisionPageByIdParams,
    options?: RequestOptions,
  ): APIPromise<Page> {
    return this._client.call(operations.getRevisionPageById, [spaceId, revisionId, pageId], params, options);
  }

  /**
   * Gets a page of a revision by its path (`guides/intro`), sent URL-encoded as one segment; pass it unencoded.
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}/path/{pagePath}`.
   * @throws `NotFoundError` when no page of the revision has that path.
   */
  pageByPath(
    spaceId: string,
    revisionId: string,
    pagePath: string,
    params?: GetRevisionPageByPathParams,
    options?: RequestOptions,
  ): APIPromise<Page> {
    return this._client.call(operations.getRevisionPageByPath, [spaceId, revisionId, pagePath], params, options);
  }

  /**
   * Gets a reusable content (a block written once and included in several pages) of a revision.
   *
   * @remarks `GET /spaces/{spaceId}/revisions/{revisionId}/reusable-contents/{reusableContentId}`.
   */
  reusableContent(
    spaceId: string,
    revisionId: string,
    reusableContentId: string,
    params?: GetRevisionReusableContentParams,
    options?: RequestOptions,
  ): APIPromise<ReusableContent> {
    return this._client.call(
      operations.getRevisionReusableContent,
      [spaceId, revisionId, reusableContentId],
      params,
      options,
    );
  }
}
