/**
 * Comments and replies in the store: posting, finding and deleting them, with the space's `comments`
 * counter kept true on every change (docs/behaviour.md, "Change requests"). Replies live inside their comment, so its
 * `replies` count is the array's length and cannot drift.
 */
import type { Clock } from '../../core/clock.js';
import { notFound } from '../../core/http-error.js';
import type { CommentRecord, CommentReplyRecord, CommentTargetRecord } from '../../store/collab-records.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';
import { commentIndex } from './space-index.js';

export interface NewComment {
  /** A fixed id (the demo world's); generated from the seed when absent. */
  id?: string;
  authorId: string;
  markdown: string;
  target: CommentTargetRecord;
}

/** Posts an open comment on a space and counts it. */
export function insertComment(store: Store, clock: Clock, space: SpaceRecord, input: NewComment): CommentRecord {
  const record: CommentRecord = {
    id: input.id ?? nextId(store, 'comment'),
    spaceId: space.id,
    authorId: input.authorId,
    postedAt: isoNow(clock),
    markdown: input.markdown,
    reactions: [],
    target: input.target,
    status: 'open',
    replies: [],
    seq: nextSeq(store),
  };
  // Taken before the table changes, so that an index built now does not hold the new comment twice.
  const index = commentIndex(store);
  store.data.comments.set(record.id, record);
  index.add(record);
  space.counters.comments += 1;
  return record;
}

export interface NewReply {
  id?: string;
  authorId: string;
  markdown: string;
}

/** Posts a reply at the end of a comment's thread. */
export function insertReply(store: Store, clock: Clock, comment: CommentRecord, input: NewReply): CommentReplyRecord {
  const record: CommentReplyRecord = {
    id: input.id ?? nextId(store, 'comment-reply'),
    authorId: input.authorId,
    postedAt: isoNow(clock),
    markdown: input.markdown,
    reactions: [],
    seq: nextSeq(store),
  };
  comment.replies.push(record);
  return record;
}

/**
 * A comment of `space` by id. A comment of another space is as unknown as a missing one, so that an id
 * never reveals a discussion the caller may not see.
 * @throws HttpError 404.
 */
export function commentOfSpace(store: Store, space: SpaceRecord, commentId: string): CommentRecord {
  const comment = store.data.comments.get(commentId);
  if (!comment || comment.spaceId !== space.id) throw notFound(`comment '${commentId}'`);
  return comment;
}

/** A reply of `comment` by id. @throws HttpError 404. */
export function replyOfComment(comment: CommentRecord, replyId: string): CommentReplyRecord {
  const reply = comment.replies.find((candidate) => candidate.id === replyId);
  if (!reply) throw notFound(`reply '${replyId}' of comment '${comment.id}'`);
  return reply;
}

/** Deletes a comment with its replies and uncounts it. */
export function deleteComment(store: Store, space: SpaceRecord, comment: CommentRecord): void {
  const index = commentIndex(store);
  if (!store.data.comments.delete(comment.id)) return;
  index.remove(comment);
  space.counters.comments -= 1;
}

/** Deletes one reply of a comment. */
export function deleteReply(comment: CommentRecord, reply: CommentReplyRecord): void {
  comment.replies = comment.replies.filter((candidate) => candidate.id !== reply.id);
}

/** The comments of a space, in posting order: the store's index itself, to read and never to change. */
export function commentsOfSpace(store: Store, spaceId: string): readonly CommentRecord[] {
  return commentIndex(store).of(spaceId);
}

/** Removes every comment of a space that is being purged (a SPACE_PURGE_HOOKS entry). */
export function removeCommentsOf(store: Store, space: SpaceRecord): void {
  const index = commentIndex(store);
  for (const comment of index.of(space.id)) store.data.comments.delete(comment.id);
  index.removeSpace(space.id);
  space.counters.comments = 0;
}
