/** `client.comments.replies`: replies to a comment. */
import { operations } from '../generated/operations.js';
import type { APIPromise } from '../core/api-promise.js';
import { APIResource } from '../core/api-resource.js';
import type { RequestOptions } from '../core/options.js';
import type { PagePromise } from '../core/pagination.js';
import type {
  CommentReply,
  CreateCommentReplyParams,
  GetCommentReplyParams,
  ListCommentRepliesParams,
  UpdateCommentReplyParams,
} from '../types/index.js';

/** Replies to a comment; the comment's `replies` counts them. Roles as for comments. *
 * @category Comments
 */
export class CommentReplies extends APIResource {
  /**
   * Lists a comment's replies.
   *
   * @remarks `GET /spaces/{spaceId}/comments/{commentId}/replies`, paginated.
   */
  list(
    spaceId: string,
    commentId: string,
    params?: ListCommentRepliesParams,
    options?: RequestOptions,
  ): PagePromise<CommentReply> {
    return this._client.list(operations.listCommentReplies, [spaceId, commentId], params, options);
  }

  /**
   * Replies to a comment.
   *
   * @remarks `POST /spaces/{spaceId}/comments/{commentId}/replies` → 201. Needs the `comment` role.
   * @example
   * ```ts
   * await client.comments.replies.create('space-1', 'comment-1', { body: { markdown: 'Fixed, thanks!' } });
   * ```
   */
  create(
    spaceId: string,
    commentId: string,
    body: CreateCommentReplyParams,
    options?: RequestOptions,
  ): APIPromise<CommentReply> {
    return this._client.call(operations.createCommentReply, [spaceId, commentId], body, options);
  }

  /**
   * Gets a reply.
   *
   * @remarks `GET /spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}`.
   */
  get(
    spaceId: string,
    commentId: string,
    commentReplyId: string,
    params?: GetCommentReplyParams,
    options?: RequestOptions,
  ): APIPromise<CommentReply> {
    return this._client.call(operations.getCommentReply, [spaceId, commentId, commentReplyId], params, options);
  }

  /**
   * Edits a reply's body, or adds or removes the caller's reactions to it.
   *
   * @remarks `PUT /spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}`; fields left out are kept.
   */
  update(
    spaceId: string,
    commentId: string,
    commentReplyId: string,
    body?: UpdateCommentReplyParams,
    options?: RequestOptions,
  ): APIPromise<CommentReply> {
    return this._client.call(operations.updateCommentReply, [spaceId, commentId, commentReplyId], body, options);
  }

  /**
   * Deletes a reply.
   *
   * @remarks `DELETE /spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}` → 204.
   */
  delete(spaceId: string, commentId: string, commentReplyId: string, options?: RequestOptions): APIPromise<void> {
    return this._client.call(operations.deleteCommentReply, [spaceId, commentId, commentReplyId], undefined, options);
  }
}
