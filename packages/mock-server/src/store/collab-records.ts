/**
 * Records of discussions: comments on a space's content, their replies and reactions.
 *
 * Replies live inside their comment: a reply never outlives it (deleting a comment deletes its replies),
 * `replies` is the array's length and so can never drift, and a snapshot copies the thread whole.
 */

/** One user's reaction with one emoji. A user holds at most one per emoji (docs/behaviour.md, "Comments"). */
export interface ReactionRecord {
  emoji: string;
  userId: string;
  reactedAt: string;
}

/** What a comment and a reply share. */
export interface MessageRecord {
  id: string;
  authorId: string;
  postedAt: string;
  /** Set when the body was edited. */
  editedAt?: string;
  markdown: string;
  /** In the order they were made; presenters group them by emoji. */
  reactions: ReactionRecord[];
  /** Store-wide creation sequence: the list order and page key. */
  seq: number;
}

/** A reply to a comment. */
export type CommentReplyRecord = MessageRecord;

/**
 * Where a comment points. The page is the one of `revisionId` (the primary revision when the comment was
 * posted), so a comment keeps saying what it was about after the page changes.
 */
export interface CommentTargetRecord {
  revisionId: string;
  pageId?: string;
  /** A node (block) of the page, as the client named it. */
  nodeId?: string;
}

/** A comment on a space. Starts `open`; `resolvedAt`/`resolvedById` are set exactly while it is resolved. */
export interface CommentRecord extends MessageRecord {
  spaceId: string;
  target: CommentTargetRecord;
  status: 'open' | 'resolved';
  resolvedAt?: string;
  resolvedById?: string;
  replies: CommentReplyRecord[];
}
