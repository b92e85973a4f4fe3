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
  /** The emoji, as a character sequence or a `:shortcode:`. */
  emoji: str(),
  /** How many users reacted with it. */
  count: z.number().int(),
  /** Who reacted with this emoji, and when. */
  users: z.array(
    resource({
      /** The user who reacted. */
      user,
      /** When they reacted (ISO 8601 date-time). */
      reactedAt: timestamp(),
    }),
  ),
});
export type Reaction = z.infer<typeof reaction>;

/** What a comment is attached to: a page (and a node in it), a change request, a review. */
export const commentTarget = resource({
  /** The block of the page the comment is attached to, if any. */
  node: resource({
    /** Id of the block in the page's document. */
    id: str(),
    /** A short extract of the block's text. */
    preview: z.string().optional(),
  }).optional(),
  /** Id of the change request, when the comment is on one. */
  changeRequest: z.string().optional(),
  /** Id of the review, when the comment was posted with one. */
  review: z.string().optional(),
  /** The page the comment is on, if any. */
  page: resource({
    /** Id of the page. */
    id: str(),
    /** The page's title. */
    title: z.string().optional(),
    /** The page's emoji, if set. */
    emoji: z.string().optional(),
    /** The page's icon, if set. */
    icon: z.string().optional(),
    /** When the page was created (ISO 8601 date-time). */
    createdAt: timestamp().optional(),
    /** When the page was last edited (ISO 8601 date-time). */
    updatedAt: timestamp().optional(),
    /** The page's path in the revision. */
    path: z.string().optional(),
    /** True when the page changed since the comment was posted. */
    outdated: z.boolean().optional(),
  }).optional(),
  /** Id of the space. */
  space: z.string().optional(),
  /** Id of the revision the comment was posted on. */
  revision: z.string().optional(),
  /** The table cell the comment is attached to, as the service sends it. */
  tableCell: z.unknown().optional(),
});
export type CommentTarget = z.infer<typeof commentTarget>;

/** Fields a comment and a reply share. */
const messageShape = {
  /** Unique id of the message. */
  id: str(),
  /** The user who posted it. */
  postedBy: user,
  /** When it was posted (ISO 8601 date-time). */
  postedAt: timestamp(),
  /** Set once the message was edited. */
  editedAt: timestamp().optional(),
  /** Emoji reactions, one entry per emoji. */
  reactions: z.array(reaction),
  /** The message's content. */
  body: messageBody,
  /** Where the message can be found in the API. */
  urls: resource({
    /** Address of the message in the API. */
    location: href(),
  }),
};

/** A comment: starts `open`; resolving sets `resolvedAt` and `resolvedBy`, reopening clears them. */
export const comment = resource({
  object: z.literal('comment'),
  ...messageShape,
  /** Number of replies. */
  replies: z.number().int(),
  /** What the comment is attached to. */
  target: commentTarget,
  /** `open` or `resolved`. */
  status: openEnum(COMMENT_STATUSES),
  /** When it was resolved (ISO 8601 date-time); only while resolved. */
  resolvedAt: timestamp().optional(),
  /** The user who resolved it; only while resolved. */
  resolvedBy: user.optional(),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  /** The users who replied. */
  repliers: z.array(z.unknown()).optional(),
  /** What the caller may do on the comment, as the service sends it. */
  permissions: z.record(z.string(), z.unknown()).optional(),
});
export type Comment = z.infer<typeof comment>;

/** A reply to a comment. */
export const commentReply = resource({
  object: z.literal('comment-reply'),
  ...messageShape,
  /** What the caller may do on the reply, as the service sends it (not shown by the API reference). */
  permissions: z.record(z.string(), z.unknown()).optional(),
});
export type CommentReply = z.infer<typeof commentReply>;

/** An emoji to add or remove as the caller's reaction. */
const reactionEmoji = text(1, REACTION_MAX);
const reactionList = arrayOf(reactionEmoji, REACTIONS_PER_UPDATE_MAX);

/** Query of a single comment or reply read. */
export const commentReadQuery = z.object({
  /** Format of the message body in the answer: `markdown` or `document`. */
  format: contentFormat.optional(),
});

/** Query of `GET .../comments`: newest first and every status unless told otherwise. */
export const listCommentsQuery = pageQuery.extend({
  /** Sort by posting time: `desc` (newest first, the default) or `asc`. */
  order: closedEnum(COMMENT_ORDERS).optional(),
  /** Only comments with this status: `open`, `resolved`, or `all` (the default). */
  status: closedEnum([...COMMENT_STATUSES, 'all']).optional(),
  /** Format of the message bodies in the answer: `markdown` or `document`. */
  format: contentFormat.optional(),
  /** Only comments on this page (id). */
  targetPage: str().optional(),
});

/** Query of `GET .../comments/{commentId}/replies`. */
export const listCommentRepliesQuery = pageQuery.extend(commentReadQuery.shape);

/** Body of `POST .../comments`: on a page (and a node in it), or on the space when neither is given. */
export const createCommentBody = z.object({
  /** Id of the block to attach the comment to, in `page`. */
  node: str().optional(),
  /** Id of the page to comment on; the comment is on the whole space when absent. */
  page: str().optional(),
  /** The comment's text, as markdown. */
  body: messageMarkdown,
  /** A cell of a table the comment is on. Accepted, not kept: DocPub comments target pages and nodes. */
  tableCell: z.object({ record: str(), definition: str() }).optional(),
});

/** Body of `PUT .../comments/{commentId}`. */
export const updateCommentBody = z.object({
  /** `true` resolves, `false` reopens. */
  resolved: bool().optional(),
  /** New text, as markdown. */
  body: messageMarkdown.optional(),
  /** Emojis to add as the caller's reactions (at most 20). */
  addedReactions: reactionList.optional(),
  /** Removes the caller's own reactions only. */
  removedReactions: reactionList.optional(),
});

/** Body of `POST .../comments/{commentId}/replies`. */
export const createCommentReplyBody = z.object({
  /** The reply's text, as markdown. */
  body: messageMarkdown,
});

/** Body of `PUT .../comments/{commentId}/replies/{commentReplyId}`. */
export const updateCommentReplyBody = updateCommentBody.omit({ resolved: true });
