/** Handlers of change requests: list, create, read, change subject or status, update from primary, merge. */
import { conflict } from '../../core/http-error.js';
import type { HandlerContext, HandlerTable } from '../../core/types.js';
import type { Authorized } from '../../domain/access/access.js';
import { mergeChangeRequest, updateFromPrimary, type FlowContext } from '../../domain/content/change-request-flow.js';
import {
  changeRequestsOf,
  findChangeRequest,
  insertChangeRequest,
  presentChangeRequest,
  recountChangeRequests,
} from '../../domain/content/change-requests.js';
import { listPage } from '../../domain/listing.js';
import { isoNow } from '../../domain/time.js';
import type { ChangeRequestRecord } from '../../store/content-records.js';
import type { SpaceRecord } from '../../store/records.js';

type ChangeRequestContext = Authorized<'space'> & { params: { spaceId: string; changeRequestId: string } };

/** Finds, in the space the POLICY row authorized, the change request of the path (id or number). */
export function changeRequestOf(ctx: ChangeRequestContext): { space: SpaceRecord; record: ChangeRequestRecord } {
  const { space } = ctx.granted;
  return { space, record: findChangeRequest(ctx.store, space, ctx.params.changeRequestId) };
}

/** What the content flows need from a request. */
export function flowOf(ctx: Pick<HandlerContext, 'store' | 'clock' | 'user'>, space: SpaceRecord): FlowContext {
  return { store: ctx.store, clock: ctx.clock, space, userId: ctx.user.id };
}

export const changeRequestHandlers = {
  listChangeRequests: (ctx) => {
    const { space } = ctx.granted;
    const { status = 'open', contributor } = ctx.query;
    const matching = changeRequestsOf(ctx.store, space.id).filter(
      (record) =>
        record.status === status &&
        (contributor === undefined || record.contributorIds.includes(contributor)),
    );
    return listPage(matching, ctx.query, `change-requests:${space.id}`, (record) => presentChangeRequest(ctx, space, record));
  },

  createChangeRequest: (ctx) => {
    const { space } = ctx.granted;
    const { subject } = ctx.body;
    const record = insertChangeRequest(ctx.store, ctx.clock, space, {
      createdById: ctx.user.id,
      ...(subject === undefined ? {} : { subject }),
    });
    // `changeRequest` repeats the id for clients written before 2022-06-30 (API reference, Versioning).
    return { ...presentChangeRequest(ctx, space, record), changeRequest: record.id };
  },

  getChangeRequest: (ctx) => {
    const { space, record } = changeRequestOf(ctx);
    return presentChangeRequest(ctx, space, record);
  },

  updateChangeRequest: (ctx) => {
    const { space, record } = changeRequestOf(ctx);
    const { subject, status } = ctx.body;
    if (status !== undefined && record.status === 'merged') {
      throw conflict(`change request ${record.number} is merged; its status cannot change`);
    }
    const changed = (subject !== undefined && subject !== record.subject) || (status !== undefined && status !== record.status);
    if (subject !== undefined) record.subject = subject;
    if (status !== undefined) record.status = status;
    if (changed) {
      record.updatedAt = isoNow(ctx.clock);
      recountChangeRequests(ctx.store, space);
    }
    return presentChangeRequest(ctx, space, record);
  },

  mergeChangeRequest: (ctx) => {
    const { space, record } = changeRequestOf(ctx);
    return mergeChangeRequest(flowOf(ctx, space), record);
  },

  updateChangeRequestFromPrimary: (ctx) => {
    const { space, record } = changeRequestOf(ctx);
    return updateFromPrimary(flowOf(ctx, space), record);
  },
} satisfies HandlerTable;
