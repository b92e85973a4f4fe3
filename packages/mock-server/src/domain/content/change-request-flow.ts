/**
 * What happens to a change request's content (docs/behaviour.md, "Change requests"): page edits make a new revision
 * on top of the previous one; an update from the primary rebases it with a three-way merge; a merge makes a `merge`
 * revision that becomes the space's primary one. Every precondition is checked before anything is stored.
 */
import type { ContentChange, CreatedPage, MergeResult } from '@docpub/sdk/contract';
import type { Clock } from '../../core/clock.js';
import { nextId } from '../../store/ids.js';
import type { ChangeRequestRecord } from '../../store/content-records.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { isoNow } from '../time.js';
import { addContributor, recountChangeRequests, requireActive } from './change-requests.js';
import { applyPageEdits } from './page-edits.js';
import { commitRevision, contentOf, revisionOfSpace, workingCopy } from './revision-content.js';
import { mergeContents, type MergeOutcome } from './three-way-merge.js';

/** The state a flow runs against. */
export interface FlowContext {
  store: Store;
  clock: Clock;
  space: SpaceRecord;
  /** The user acting. */
  userId: string;
}

/** Applies page edits as one new revision of the change request (all or nothing: see page-edits.ts). */
export function editChangeRequestContent(
  ctx: FlowContext,
  record: ChangeRequestRecord,
  changes: readonly ContentChange[],
): CreatedPage[] {
  requireActive(record, 'edited');
  const { store, clock, space } = ctx;
  const content = workingCopy(revisionOfSpace(store, space, record.revisionId));
  const created = applyPageEdits(content, changes, { now: isoNow(clock), newPageId: () => nextId(store, 'page') });
  const revision = commitRevision(store, clock, { spaceId: space.id, parents: [record.revisionId], type: 'edits', content });
  record.revisionId = revision.id;
  touch(ctx, record);
  return created;
}

/** Merges the change request's side (ours) with the primary content (theirs) over its base. */
function mergeWithPrimary(ctx: FlowContext, record: ChangeRequestRecord): MergeOutcome {
  const revisionOf = (id: string) => contentOf(revisionOfSpace(ctx.store, ctx.space, id));
  return mergeContents(revisionOf(record.baseRevisionId), revisionOf(record.revisionId), revisionOf(ctx.space.revisionId));
}

/**
 * Brings the primary content's changes into the change request: a new `update` revision (parents: the
 * change request's revision, then the primary one) whose base is the primary revision. A change request
 * already based on the primary revision is left as it is.
 */
export function updateFromPrimary(ctx: FlowContext, record: ChangeRequestRecord): { revision: string; result: 'update' } {
  requireActive(record, 'updated');
  const { store, clock, space } = ctx;
  if (record.baseRevisionId === space.revisionId) return { revision: record.revisionId, result: 'update' };
  const { content } = mergeWithPrimary(ctx, record);
  const revision = commitRevision(store, clock, {
    spaceId: space.id,
    parents: [record.revisionId, space.revisionId],
    type: 'update',
    content,
  });
  record.revisionId = revision.id;
  record.baseRevisionId = space.revisionId;
  touch(ctx, record);
  return { revision: revision.id, result: 'update' };
}

/**
 * Merges the change request: a `merge` revision with parents [primary, change request] becomes the space's
 * primary revision and the change request is `merged`. `conflicts` says a page changed on both sides (the
 * change request's version was kept).
 */
export function mergeChangeRequest(ctx: FlowContext, record: ChangeRequestRecord): MergeResult {
  requireActive(record, 'merged');
  const { store, clock, space } = ctx;
  const { content, conflicts } = mergeWithPrimary(ctx, record);
  const revision = commitRevision(store, clock, {
    spaceId: space.id,
    parents: [space.revisionId, record.revisionId],
    type: 'merge',
    content,
  });
  const now = isoNow(clock);
  space.revisionId = revision.id;
  space.updatedAt = now;
  record.status = 'merged';
  record.revisionMergedId = revision.id;
  record.updatedAt = now;
  recountChangeRequests(store, space);
  return { revision: revision.id, result: conflicts.length > 0 ? 'conflicts' : 'merge' };
}

function touch(ctx: FlowContext, record: ChangeRequestRecord): void {
  record.updatedAt = isoNow(ctx.clock);
  addContributor(record, ctx.userId);
}
