/** Handlers of a space's primary content: the primary revision, its pages and its files. */
import type { HandlerTable } from '../../core/types.js';
import type { Authorized } from '../../domain/access/access.js';
import { specSourceOf } from '../../domain/content/computed-pages.js';
import { listFiles, readFile, readPageById, readPageByPath, readPages, revisionOf, type ContentView } from '../../domain/content/reads.js';
import { revisionPublishedUrls } from '../../domain/sites/space-urls.js';
import { primaryRevision } from '../../domain/spaces/spaces.js';
import { fileDownloads, type DownloadContext } from '../../domain/content/file-downloads.js';
import { withMergedFrom } from '../../domain/content/change-requests.js';

/** The primary content of the space the POLICY row authorized, with the specs its computed pages read. */
function primaryView(ctx: Authorized<'space'> & DownloadContext & { params: { spaceId: string } }): ContentView {
  const { space } = ctx.granted;
  const specs = specSourceOf(ctx.store, space.organizationId);
  const revision = primaryRevision(ctx.store, space);
  return { revision, place: { kind: 'primary', spaceId: space.id }, specs, downloads: fileDownloads(ctx, space.id, revision.id) };
}

export const contentHandlers = {
  getSpaceContent: (ctx) => {
    const view = primaryView(ctx);
    return withMergedFrom(ctx, ctx.granted.space, revisionOf(view, ctx.query, revisionPublishedUrls(ctx.store, view.revision)));
  },

  getSpaceContentPages: (ctx) => readPages(primaryView(ctx), ctx.query),

  getSpaceContentPageById: (ctx) => readPageById(primaryView(ctx), ctx.params.pageId, ctx.query),

  getSpaceContentPageByPath: (ctx) => readPageByPath(primaryView(ctx), ctx.params.pagePath, ctx.query),

  // One scope per space, not per revision: files keep their keys as the primary revision moves on, so a
  // listing that spans an edit neither repeats nor skips a file.
  listSpaceContentFiles: (ctx) => listFiles(primaryView(ctx), ctx.query, `files:${ctx.params.spaceId}`),

  getSpaceContentFile: (ctx) => readFile(primaryView(ctx), ctx.params.fileId),
} satisfies HandlerTable;
