/**
 * Records of discussions: comments on a space's content, their replies and reactions.
 *
 * Replies live inside their comment: a reply never outlives it (deleting a comment deletes its replies),
 * `replies` is the array's length and so can never drift, and a snapshot copies the thread whole.
 */
import { closedEnum, COMMENT_STATUSES } from '@docpub/sdk/contract';
import { derived, filledSeq, filledTime, id, list, mapping, name, textField, time, type Stored } from './record-fields.js';

/** One user's reaction with one emoji. A user holds at most one per emoji (docs/behaviour.md, "Comments"). */
export const reactionRecord = mapping({ emoji: name(), userId: id(), reactedAt: filledTime() });
export type ReactionRecord = Stored<typeof reactionRecord>;

/** What a comment and a reply share. */
const messageFields = {
  id: id(),
  authorId: id(),
  postedAt: filledTime(),
  /** Set when the body was edited. */
  editedAt: time().optional(),
  markdown: textField(),
  /** In the order they were made; presenters group them by emoji. */
  reactions: list(reactionRecord).default([]),
  /** Store-wide creation sequence: the list order and page key. */
  seq: filledSeq(),
};

/** A reply to a comment. */
export const messageRecord = mapping(messageFields);
export type MessageRecord = Stored<typeof messageRecord>;
export type CommentReplyRecord = MessageRecord;

/** A comment on a space. Starts `open`; `resolvedAt`/`resolvedById` are set exactly while it is resolved. */
export const commentRecord = mapping({
  ...messageFields,
  spaceId: id(),
  /**
   * Where the comment points. The page is the one of `revisionId` (the space's primary revision when the
   * comment was posted, and when a world file names none), so a comment keeps saying what it was about after
   * the page changes.
   */
  target: derived(mapping({ revisionId: derived(id()), pageId: id().optional(), nodeId: textField().optional() })),
  status: closedEnum(COMMENT_STATUSES).default('open'),
  resolvedAt: time().optional(),
  resolvedById: id().optional(),
  replies: list(messageRecord).default([]),
});
export type CommentRecord = Stored<typeof commentRecord>;
export type CommentTargetRecord = CommentRecord['target'];
