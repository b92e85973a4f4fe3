/**
 * Handlers of a space's comments: `read` lists and reads them; `comment` posts, reacts, resolves and edits or
 * deletes one's own; `admin` edits or deletes anybody's (docs/roles.md, "Minimum role per operation").
 */
import { cachedPresenter } from '../../core/item-cache.js';
import type { HandlerTable } from '../../core/types.js';
import type { SpaceRecord } from '../../store/records.js';
import type { PresentContext } from '../../domain/present-context.js';
import type { ContentFormat } from '@docpub/sdk/contract';
import { commentPage } from '../../domain/comments/listing.js';
import {
  applyMessageChange,
  checkMessageChange,
  requireAuthorOrAdmin,
  setResolved,
} from '../../domain/comments/message-edits.js';
import { CommentPresenter } from '../../domain/comments/present.js';
import { newCommentTarget } from '../../domain/comments/targets.js';
import { commentOfSpace, deleteComment, insertComment } from '../../domain/comments/threads.js';

const label = (spaceId: string, commentId: string) => `comment '${commentId}' in space '${spaceId}'`;

export const commentHandlers = {
  listComments: (ctx) => {
    const { space } = ctx.granted;
    return commentPage(ctx.store, space, ctx.query, keptComments(ctx, space));
  },

  createComment: (ctx) => {
    const { space } = ctx.granted;
    const target = newCommentTarget(ctx.store, space, ctx.body);
    const comment = insertComment(ctx.store, ctx.clock, space, {
      authorId: ctx.user.id,
      markdown: ctx.body.body.markdown,
      target,
    });
    return new CommentPresenter(ctx, space).comment(comment);
  },

  getComment: (ctx) => {
    const { space } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    return keptComments(ctx, space)(comment);
  },

  updateComment: (ctx) => {
    const { space, role } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    checkMessageChange(comment, ctx.body, ctx.user, role, label(space.id, comment.id));
    applyMessageChange(comment, ctx.body, ctx.user, ctx.clock);
    if (ctx.body.resolved !== undefined) setResolved(comment, ctx.body.resolved, ctx.user, ctx.clock);
    return new CommentPresenter(ctx, space).comment(comment);
  },

  deleteComment: (ctx) => {
    const { space, role } = ctx.granted;
    const comment = commentOfSpace(ctx.store, space, ctx.params.commentId);
    requireAuthorOrAdmin(comment, ctx.user, role, label(space.id, comment.id));
    deleteComment(ctx.store, space, comment);
  },
} satisfies HandlerTable;

/**
 * Presents comments as a read shows them, kept between reads (a list page and a single read share them).
 * A comment's wire form depends on the base URL, the body format asked for and the caller (its `permissions`
 * say what they may do with it), and on records that change only through writes, which start a new
 * generation of kept items.
 */
function keptComments(ctx: PresentContext & { query: { format?: ContentFormat | undefined } }, space: SpaceRecord) {
  const presenter = new CommentPresenter(ctx, space, ctx.query.format);
  return cachedPresenter(ctx.store, `${ctx.baseUrl} ${ctx.query.format ?? ''} ${ctx.user.id}`, presenter.comment);
}
