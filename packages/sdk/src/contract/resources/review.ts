/** Reviews of a change request. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { closedEnum, href, openEnum, resource, str, timestamp } from '../rules.js';
import { comment } from './comment.js';
import { contentFormat, messageMarkdown } from './document.js';
import { user } from './user.js';

export const REVIEW_STATUSES = ['changes-requested', 'approved'] as const;

/** A review: a reviewer's verdict on one revision of a change request. */
export const changeRequestReview = resource({
  object: z.literal('change-request-review'),
  id: str(),
  /** The revision reviewed. */
  revision: str(),
  /** The user who gave the verdict. */
  reviewer: user,
  /** Who asked for the review, when somebody did. */
  requestedBy: user.optional(),
  /** The verdict: `approved` or `changes-requested`. */
  status: openEnum(REVIEW_STATUSES),
  /** The comment posted with the verdict. */
  comment: comment.optional(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  // Fields the published service also sends; the API reference does not show them.
  /** True once a newer review request or verdict has superseded this one. */
  outdated: z.boolean().optional(),
  /** Where the review can be found. */
  urls: resource({
    /** Address of the review in the API. */
    location: href().optional(),
  }).optional(),
});
export type ChangeRequestReview = z.infer<typeof changeRequestReview>;

/** Query of `GET .../reviews`. */
export const listReviewsQuery = pageQuery.extend({
  /** Format of each review comment's body in the answer: `markdown` or `document`. */
  format: contentFormat.optional(),
});

/** Body of `POST .../reviews`. */
export const createReviewBody = z.object({
  /** The verdict: `approved` or `changes-requested`. */
  status: closedEnum(REVIEW_STATUSES),
  /** A comment to post with the verdict, as markdown. */
  comment: messageMarkdown.optional(),
});
