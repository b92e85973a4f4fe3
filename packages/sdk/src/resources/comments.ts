/** `client.comments`: discussions on a space's content. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import { CommentReplies } from './comment-replies.js';
import type {
  Comment,
  CreateCommentParams,
  GetCommentParams,
  ListCommentsParams,
  UpdateCommentParams,
} from '../types/index.js';

/**
 * Comments on a space, a page of it or a node in a page. Reading needs the `read` role; posting, reacting,
 * resolving and editing or deleting one's own comment need `comment`; editing or deleting somebody else's needs
 * `admin`.
 *
 * @category Comments
 */
export class Comments extends APIResource {
  /** Replies to a comment. */
  readonly replies = new CommentReplies(this._client);

  /**
   * Lists a space's comments: newest first and of every status unless `order` and `status` say otherwise;
   * `targetPage` keeps those on one page.
   *
   * @remarks `GET /spaces/{spaceId}/comments`, paginated.
   * @example
   * ```ts
   * const open = await client.comments.list('space-1', { status: 'open', order: 'asc' }).toArray();
   * ```
   */
  list(
    spaceId: string,
    params?: ListCommentsParams,
    options?: RequestOptions,
  ): PagePromise<Comment> {
    return this._client.list(operations.listComments, [spaceId], params, options);
  }

  /**
   * Posts a comment on a page (`page`, and optionally a `node` in it), or on the space when neither is given.
   * It starts `open`.
   *
   * @remarks `POST /spaces/{spaceId}/comments` → 201.
   * @example
   * ```ts
   * await client.comments.create('space-1', { page: 'page-intro', body: { markdown: 'Typo in the title?' } });
   * ```
   */
  create(
    spaceId: string,
    body: CreateCommentParams,
    options?: RequestOptions,
  ): APIPromise<Comment> {
    return this._client.call(operations.createComment, [spaceId], body, options);
  }

  /**
   * Gets a comment.
   *
   * @remarks `GET /spaces/{spaceId}/comments/{commentId}`. `format` chooses the form of its body.
   */
  get(
    spaceId: string,
    commentId: string,
    params?: GetCommentParams,
    options?: RequestOptions,
  ): APIPromise<Comment> {
    return this._client.call(operations.getComment, [spaceId, commentId], params, options);
  }

  /**
   * Edits a comment's body, resolves it (`resolved: true`, which sets `resolvedAt` and `resolvedBy`) or reopens
   * it (`false`, which clears them), and adds or removes the caller's reactions (each emoji counts once per user).
   *
   * @remarks `PUT /spaces/{spaceId}/comments/{commentId}`; fields left out are kept.
   * @example
   * ```ts
   * await client.comments.update('space-1', 'comment-1', { resolved: true, addedReactions: ['👍'] });
   * ```
   */
  update(
    spaceId: string,
    commentId: string,
    body?: UpdateCommentParams,
    options?: RequestOptions,
  ): APIPromise<Comment> {
    return this._client.call(operations.updateComment, [spaceId, commentId], body, options);
  }

  /**
   * Deletes a comment and its replies.
   *
   * @remarks `DELETE /spaces/{spaceId}/comments/{commentId}` → 204.
   */
  delete(spaceId: string, commentId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteComment, [spaceId, commentId], undefined, options);
  }
}
