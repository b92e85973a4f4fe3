/** Comments on a space's content and their replies. */
import { listOf } from '../envelope.js';
import { defineOperations } from '../operation.js';
import {
  comment,
  commentReadQuery,
  commentReply,
  createCommentBody,
  createCommentReplyBody,
  listCommentRepliesQuery,
  listCommentsQuery,
  updateCommentBody,
  updateCommentReplyBody,
} from '../resources/comment.js';

const threadOperations = defineOperations({
  listComments: {
    area: 'comments',
    method: 'GET',
    path: '/spaces/{spaceId}/comments',
    summary: "List a space's comments (newest first, every status, by default)",
    query: listCommentsQuery,
    response: listOf(comment),
    status: 200,
    paginated: true,
  },
  createComment: {
    area: 'comments',
    method: 'POST',
    path: '/spaces/{spaceId}/comments',
    summary: 'Post a comment',
    body: createCommentBody,
    response: comment,
    // The API reference does not say; the published service answers 200 (no Location).
    status: 200,
  },
  getComment: {
    area: 'comments',
    method: 'GET',
    path: '/spaces/{spaceId}/comments/{commentId}',
    summary: 'Get a comment',
    query: commentReadQuery,
    response: comment,
    status: 200,
  },
  updateComment: {
    area: 'comments',
    method: 'PUT',
    path: '/spaces/{spaceId}/comments/{commentId}',
    summary: 'Edit, resolve or reopen a comment, or react to it',
    body: updateCommentBody,
    response: comment,
    status: 200,
  },
  deleteComment: {
    area: 'comments',
    method: 'DELETE',
    path: '/spaces/{spaceId}/comments/{commentId}',
    summary: 'Delete a comment and its replies',
    status: 204,
  },
});

const replyOperations = defineOperations({
  listCommentReplies: {
    area: 'comments',
    method: 'GET',
    path: '/spaces/{spaceId}/comments/{commentId}/replies',
    summary: "List a comment's replies",
    query: listCommentRepliesQuery,
    response: listOf(commentReply),
    status: 200,
    paginated: true,
  },
  createCommentReply: {
    area: 'comments',
    method: 'POST',
    path: '/spaces/{spaceId}/comments/{commentId}/replies',
    summary: 'Reply to a comment',
    body: createCommentReplyBody,
    response: commentReply,
    // As for a comment: the published service answers 200.
    status: 200,
  },
  getCommentReply: {
    area: 'comments',
    method: 'GET',
    path: '/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}',
    summary: 'Get a reply',
    query: commentReadQuery,
    response: commentReply,
    status: 200,
  },
  updateCommentReply: {
    area: 'comments',
    method: 'PUT',
    path: '/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}',
    summary: 'Edit a reply or react to it',
    body: updateCommentReplyBody,
    response: commentReply,
    status: 200,
  },
  deleteCommentReply: {
    area: 'comments',
    method: 'DELETE',
    path: '/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}',
    summary: 'Delete a reply',
    status: 204,
  },
});

export const commentsOperations = { ...threadOperations, ...replyOperations } as const;
