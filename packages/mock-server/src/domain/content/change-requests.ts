/**
 * Change requests as records: finding one by id or number, creating one, the space counters that count
 * them, how they are shown, and their removal with a purged space.
 */
import type { changeRequest } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { conflict, notFound } from '../../core/http-error.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { ChangeRequestRecord } from '../../store/content-records.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { APP_URL, type PresentContext } from '../present-context.js';
import { presentUser } from '../users/present.js';
import { isoNow } from '../time.js';

export type ChangeRequestWire = z.input<typeof changeRequest>;

/** The change requests of a space, in creation order. */
export function changeRequestsOf(store: Store, spaceId: string): ChangeRequestRecord[] {
  return [...store.data.changeRequests.values()].filter((record) => record.spaceId === spaceId);
}

/**
 * A change request of `space` by id or by number (`{changeRequestId}` accepts both). One of another space
 * is as unknown as a missing one.
 */
export function findChangeRequest(store: Store, space: SpaceRecord, idOrNumber: string): ChangeRequestRecord {
  const byId = store.data.changeRequests.get(idOrNumber);
  const found = /^[1-9]\d*$/.test(idOrNumber) && !byId
    ? changeRequestsOf(store, space.id).find((record) => record.number === Number(idOrNumber))
    : byId;
  if (!found || found.spaceId !== space.id) throw notFound(`change request '${idOrNumber}'`);
  return found;
}

/** Refuses changes to a change request that is merged or archived (409): it must be reopened first. */
export function requireActive(record: ChangeRequestRecord, action: string): void {
  if (record.status === 'merged') throw conflict(`change request ${record.number} is merged; it cannot be ${action}`);
  if (record.status === 'archived') {
    throw conflict(`change request ${record.number} is archived; reopen it (status draft or open) before it can be ${action}`);
  }
}

/**
 * Makes the space's counters true again by counting its change requests (docs/behaviour.md, "Change requests").
 * Counting rather than adjusting means no transition can make them drift. `changeRequests` counts every status.
 */
export function recountChangeRequests(store: Store, space: SpaceRecord): void {
  const records = changeRequestsOf(store, space.id);
  space.counters.changeRequests = records.length;
  space.counters.changeRequestsOpen = records.filter((record) => record.status === 'open').length;
  space.counters.changeRequestsDraft = records.filter((record) => record.status === 'draft').length;
}

export interface NewChangeRequest {
  /** A fixed id (the demo world's); generated when absent. */
  id?: string;
  subject?: string;
  createdById: string;
}

/** Creates a draft change request on the primary revision, with the space's next number. */
export function insertChangeRequest(store: Store, clock: Clock, space: SpaceRecord, input: NewChangeRequest): ChangeRequestRecord {
  const now = isoNow(clock);
  const number = Math.max(0, ...changeRequestsOf(store, space.id).map((record) => record.number)) + 1;
  const record: ChangeRequestRecord = {
    id: input.id ?? nextId(store, 'change-request'),
    spaceId: space.id,
    number,
    status: 'draft',
    ...(input.subject === undefined ? {} : { subject: input.subject }),
    createdById: input.createdById,
    createdAt: now,
    updatedAt: now,
    revisionId: space.revisionId,
    revisionInitialId: space.revisionId,
    baseRevisionId: space.revisionId,
    contributorIds: [input.createdById],
    seq: nextSeq(store),
  };
  store.data.changeRequests.set(record.id, record);
  recountChangeRequests(store, space);
  return record;
}

/** Notes `userId` as a contributor (for the list's `contributor` filter). */
export function addContributor(record: ChangeRequestRecord, userId: string): void {
  if (!record.contributorIds.includes(userId)) record.contributorIds.push(userId);
}

/** True while the primary revision differs from the change request's base; a merged one is never outdated. */
export function isOutdated(space: SpaceRecord, record: ChangeRequestRecord): boolean {
  return record.status !== 'merged' && space.revisionId !== record.baseRevisionId;
}

/** Comments on a change request: the messages posted with its reviews. */
function commentCount(store: Store, record: ChangeRequestRecord): number {
  let count = 0;
  for (const review of store.data.reviews.values()) {
    if (review.changeRequestId === record.id && review.comment) count += 1;
  }
  return count;
}

export function presentChangeRequest(ctx: PresentContext, space: SpaceRecord, record: ChangeRequestRecord): ChangeRequestWire {
  const author = ctx.store.data.users.get(record.createdById);
  if (!author) throw new Error(`change request ${record.id} was created by unknown user ${record.createdById}`);
  return {
    object: 'change-request',
    id: record.id,
    number: record.number,
    status: record.status,
    ...(record.subject === undefined ? {} : { subject: record.subject }),
    createdBy: presentUser(author, ctx.baseUrl),
    space: space.id,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    revision: record.revisionId,
    revisionInitial: record.revisionInitialId,
    revisionMergedAncestor: record.baseRevisionId,
    ...(record.revisionMergedId === undefined ? {} : { revisionMerged: record.revisionMergedId }),
    comments: commentCount(ctx.store, record),
    outdated: isOutdated(space, record),
    urls: {
      app: `${APP_URL}/s/${space.id}/~/changes/${record.number}`,
      location: `${ctx.baseUrl}/spaces/${space.id}/change-requests/${record.id}`,
    },
  };
}

/** Removes a purged space's change requests and their reviews (its revisions go with the space). */
export function removeChangeRequestsOf(store: Store, spaceId: string): void {
  for (const [id, record] of store.data.changeRequests) {
    if (record.spaceId === spaceId) store.data.changeRequests.delete(id);
  }
  for (const [id, review] of store.data.reviews) {
    if (review.spaceId === spaceId) store.data.reviews.delete(id);
  }
}

/**
 * A `merge` revision names the change request it merged (`mergedFrom`), as the published service requires;
 * any other revision is answered as it is.
 */
export function withMergedFrom<T extends { type: string; id: string }>(ctx: PresentContext, space: SpaceRecord, revision: T): T {
  if (revision.type !== 'merge') return revision;
  const merged = [...ctx.store.data.changeRequests.values()].find(
    (record) => record.spaceId === space.id && record.revisionMergedId === revision.id,
  );
  return merged === undefined ? revision : { ...revision, mergedFrom: presentChangeRequest(ctx, space, merged) };
}
