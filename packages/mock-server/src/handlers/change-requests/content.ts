/** Handlers of a change request's content: reading its revision, and editing its pages. */
import type { HandlerTable } from '../../core/types.js';
import { editChangeRequestContent } from '../../domain/content/change-request-flow.js';
import { presentChangeRequest } from '../../domain/content/change-requests.js';
import { specSourceOf } from '../../domain/content/computed-pages.js';
import { readPageById, readPageByPath, readPages, revisionOf, type ContentView } from '../../domain/content/reads.js';
import { revisionOfSpace } from '../../domain/content/revision-content.js';
import { fileDownloads, type DownloadContext } from '../../domain/content/file-downloads.js';
import { changeRequestOf, flowOf } from './change-requests.js';

/** The change request of the path, and its current revision to read. */
function changeRequestView(ctx: Parameters<typeof changeRequestOf>[0] & DownloadContext): ContentView {
  const { space, record } = changeRequestOf(ctx);
  const revision = revisionOfSpace(ctx.store, space, record.revisionId);
  const specs = specSourceOf(ctx.store, space.organizationId);
  return { revision, place: { kind: 'change-request', spaceId: space.id, number: record.number }, specs, downloads: fileDownloads(ctx, space.id, revision.id) };
}

export const changeRequestContentHandlers = {
  getChangeRequestContent: (ctx) => revisionOf(changeRequestView(ctx), ctx.query),

  getChangeRequestContentPages: (ctx) => readPages(changeRequestView(ctx), ctx.query),

  getChangeRequestContentPageById: (ctx) => readPageById(changeRequestView(ctx), ctx.params.pageId, ctx.query),

  getChangeRequestContentPageByPath: (ctx) => readPageByPath(changeRequestView(ctx), ctx.params.pagePath, ctx.query),

  editChangeRequestContent: (ctx) => {
    const { space, record } = changeRequestOf(ctx);
    const created = editChangeRequestContent(flowOf(ctx, space), record, ctx.body.changes);
    return { ...presentChangeRequest(ctx, space, record), created };
  },
} satisfies HandlerTable;
