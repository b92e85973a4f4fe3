/**
 * Handlers of a comment's replies, under the rules of comments: `read` lists, `comment` replies, reacts and
 * edits or deletes its own replies, `admin` edits or deletes anybody's.
 */
import type { HandlerTable } from '../../core/types.js';
import { listPage } from '../../domain/listing.js';
import { applyMessageChange, checkMessageChange, requireAuthorOrAdmin } from '../../domain/comments/message-edits.js';
import { CommentPresenter } from '../../domain/comments/present.js';
import { commentOfSpace, deleteReply, insertReply, replyOfComment } from '../../domain/comments/threads.js';

const label = (spaceId: string, replyId: string) => `reply '${replyId}' in space '${spaceId}'`;

export const replyHandlers = {
  listCommentReplies: (ctx) => {
    const { space } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    const presenter = new CommentPresenter(ctx, space, ctx.query.format);
    return listPage(comment.replies, ctx.query, `replies:${comment.id}`, (reply) => presenter.reply(comment, reply));
  },

  createCommentReply: (ctx) => {
    const { space } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    const reply = insertReply(ctx.store, ctx.clock, comment, { authorId: ctx.user.id, markdown: ctx.body.body.markdown });
    return new CommentPresenter(ctx, space).reply(comment, reply);
  },

  getCommentReply: (ctx) => {
    const { space } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    const reply = replyOfComment(comment, ctx.params.commentReplyId);
    return new CommentPresenter(ctx, space, ctx.query.format).reply(comment, reply);
  },

  updateCommentReply: (ctx) => {
    const { space, role } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    const reply = replyOfComment(comment, ctx.params.commentReplyId);
    checkMessageChange(reply, ctx.body, ctx.user, role, label(space.id, reply.id));
    applyMessageChange(reply, ctx.body, ctx.user, ctx.clock);
    return new CommentPresenter(ctx, space).reply(comment, reply);
  },

  deleteCommentReply: (ctx) => {
    const { space, role } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    const reply = replyOfComment(comment, ctx.params.commentReplyId);
    requireAuthorOrAdmin(reply, ctx.user, role, label(space.id, reply.id));
    deleteReply(comment, reply);
  },
} satisfies HandlerTable;
