/** Comments on a space's content, their replies and reactions. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { arrayOf, bool, closedEnum, href, openEnum, resource, str, text, timestamp } from '../rules.js';
import { contentFormat, messageBody, messageMarkdown } from './document.js';
import { user } from './user.js';

export const COMMENT_STATUSES = ['open', 'resolved'] as const;
export const COMMENT_ORDERS = ['asc', 'desc'] as const;
/** Longest emoji a reaction may name (a ZWJ sequence or a `:shortcode:`). */
export const REACTION_MAX = 32;
/** Reactions one update may add or remove. */
export const REACTIONS_PER_UPDATE_MAX = 20;

/** One emoji's reactions: how many, and who reacted when. */
export const reaction = resource({
  emoji: str(),
  count: z.number().int(),
  users: z.array(resource({ user, reactedAt: timestamp() })),
});
export type Reaction = z.infer<typeof reaction>;

/** What a comment is attached to: a page (and a node in it), a change request, a review. */
export const commentTarget = resource({
  node: resource({ id: str(), preview: z.string().optional() }).optional(),
  changeRequest: z.string().optional(),
  review: z.string().optional(),
  page: resource({
    id: str(),
    title: z.string().optional(),
    emoji: z.string().optional(),
    icon: z.string().optional(),
    createdAt: timestamp().optional(),
    updatedAt: timestamp().optional(),
    path: z.string().optional(),
    /** True when the page changed since the comment was posted. */
    outdated: z.boolean().optional(),
  }).optional(),
  space: z.string().optional(),
  revision: z.string().optional(),
  tableCell: z.unknown().optional(),
});
export type CommentTarget = z.infer<typeof commentTarget>;

/** Fields a comment and a reply share. */
const messageShape = {
  id: str(),
  postedBy: user,
  postedAt: timestamp(),
  /** Set once the message was edited. */
  editedAt: timestamp().optional(),
  reactions: z.array(reaction),
  body: messageBody,
  urls: resource({ location: href() }),
};

/** A comment: starts `open`; resolving sets `resolvedAt` and `resolvedBy`, reopening clears them. */
export const comment = resource({
  object: z.literal('comment'),
  ...messageShape,
  /** Number of replies. */
  replies: z.number().int(),
  target: commentTarget,
  status: openEnum(COMMENT_STATUSES),
  resolvedAt: timestamp().optional(),
  resolvedBy: user.optional(),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  repliers: z.array(z.unknown()).optional(),
  permissions: z.record(z.string(), z.unknown()).optional(),
});
export type Comment = z.infer<typeof comment>;

/** A reply to a comment. */
export const commentReply = resource({
  object: z.literal('comment-reply'),
  ...messageShape,
});
export type CommentReply = z.infer<typeof commentReply>;

/** An emoji to add or remove as the caller's reaction. */
const reactionEmoji = text(1, REACTION_MAX);
const reactionList = arrayOf(reactionEmoji, REACTIONS_PER_UPDATE_MAX);

/** Query of a single comment or reply read. */
export const commentReadQuery = z.object({ format: contentFormat.optional() });

/** Query of `GET .../comments`: newest first and every status unless told otherwise. */
export const listCommentsQuery = pageQuery.extend({
  order: closedEnum(COMMENT_ORDERS).optional(),
  status: closedEnum([...COMMENT_STATUSES, 'all']).optional(),
  format: contentFormat.optional(),
  /** Only comments on this page (id). */
  targetPage: str().optional(),
});

/** Query of `GET .../comments/{commentId}/replies`. */
export const listCommentRepliesQuery = pageQuery.extend(commentReadQuery.shape);

/** Body of `POST .../comments`: on a page (and a node in it), or on the space when neither is given. */
export const createCommentBody = z.object({
  node: str().optional(),
  page: str().optional(),
  body: messageMarkdown,
});

/** Body of `PUT .../comments/{commentId}`. */
export const updateCommentBody = z.object({
  /** `true` resolves, `false` reopens. */
  resolved: bool().optional(),
  body: messageMarkdown.optional(),
  addedReactions: reactionList.optional(),
  /** Removes the caller's own reactions only. */
  removedReactions: reactionList.optional(),
});

/** Body of `POST .../comments/{commentId}/replies`. */
export const createCommentReplyBody = z.object({ body: messageMarkdown });

/** Body of `PUT .../comments/{commentId}/replies/{commentReplyId}`. */
export const updateCommentReplyBody = updateCommentBody.omit({ resolved: true });
