/** Reviews of change requests: a reviewer's verdict on one revision, with an optional message. */
import type { changeRequestReview, comment } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { ChangeRequestRecord, ReviewRecord } from '../../store/content-records.js';
import type { Store } from '../../store/store.js';
import type { PresentContext } from '../present-context.js';
import { presentUser } from '../users/present.js';
import { isoNow } from '../time.js';
import { markdownToDocument } from './document-format.js';

export type ReviewWire = z.input<typeof changeRequestReview>;
type CommentWire = z.input<typeof comment>;

export interface NewReview {
  reviewerId: string;
  status: ReviewRecord['status'];
  markdown?: string | undefined;
}

/** Stores a review of the change request's current revision. */
export function insertReview(store: Store, clock: Clock, record: ChangeRequestRecord, input: NewReview): ReviewRecord {
  const now = isoNow(clock);
  const review: ReviewRecord = {
    id: nextId(store, 'review'),
    spaceId: record.spaceId,
    changeRequestId: record.id,
    revisionId: record.revisionId,
    reviewerId: input.reviewerId,
    // A change request is put up for review by its author: that is who asked anyone else for this review.
    ...(record.createdById === input.reviewerId ? {} : { requestedById: record.createdById }),
    status: input.status,
    ...(input.markdown === undefined ? {} : { comment: { id: nextId(store, 'review-comment'), markdown: input.markdown, postedAt: now } }),
    createdAt: now,
    updatedAt: now,
    seq: nextSeq(store),
  };
  store.data.reviews.set(review.id, review);
  return review;
}

/** The reviews of a change request. */
export function reviewsOf(store: Store, changeRequestId: string): ReviewRecord[] {
  return [...store.data.reviews.values()].filter((review) => review.changeRequestId === changeRequestId);
}

function userWire(ctx: PresentContext, userId: string) {
  const user = ctx.store.data.users.get(userId);
  if (!user) throw new Error(`review by unknown user ${userId}`);
  return presentUser(user, ctx.baseUrl);
}

/**
 * The message of a review, shown as a Comment. It lives with its review, not among the space's comments, so
 * its location is the list of reviews that holds it.
 */
function presentReviewComment(ctx: PresentContext, review: ReviewRecord, format: 'markdown' | 'document' | undefined): CommentWire | undefined {
  const message = review.comment;
  if (!message) return undefined;
  return {
    object: 'comment',
    id: message.id,
    postedBy: userWire(ctx, review.reviewerId),
    postedAt: message.postedAt,
    reactions: [],
    body: format === 'document' ? { document: markdownToDocument(message.markdown) } : { markdown: message.markdown },
    urls: { location: `${ctx.baseUrl}/spaces/${review.spaceId}/change-requests/${review.changeRequestId}/reviews` },
    replies: 0,
    repliers: [],
    // A review's message is fixed once posted: the API has no operation that edits, deletes or answers it.
    permissions: { view: true, edit: false, delete: false, reply: false },
    target: { changeRequest: review.changeRequestId, review: review.id, space: review.spaceId, revision: review.revisionId },
    status: 'open',
  };
}

/**
 * A review. It is `outdated` once the change request's content has moved on from the revision it reviewed;
 * its location is the list of reviews that holds it (the API has no operation reading one review).
 */
export function presentReview(ctx: PresentContext, review: ReviewRecord, format?: 'markdown' | 'document'): ReviewWire {
  const message = presentReviewComment(ctx, review, format);
  const changeRequest = ctx.store.data.changeRequests.get(review.changeRequestId);
  return {
    object: 'change-request-review',
    id: review.id,
    revision: review.revisionId,
    reviewer: userWire(ctx, review.reviewerId),
    ...(review.requestedById === undefined || !ctx.store.data.users.has(review.requestedById)
      ? {}
      : { requestedBy: userWire(ctx, review.requestedById) }),
    status: review.status,
    ...(message === undefined ? {} : { comment: message }),
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    outdated: changeRequest !== undefined && changeRequest.revisionId !== review.revisionId,
    urls: { location: `${ctx.baseUrl}/spaces/${review.spaceId}/change-requests/${review.changeRequestId}/reviews` },
  };
}
