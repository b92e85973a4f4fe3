/** Handlers of a space's primary content: the primary revision, its pages and its files. */
import type { HandlerTable } from '../core/types.js';
import { authorizeSpace, type AccessContext } from '../domain/access.js';
import { specSourceOf } from '../domain/content/computed-pages.js';
import { listFiles, readFile, readPageById, readPageByPath, readPages, revisionOf, type ContentView } from '../domain/content/reads.js';
import { primaryRevision } from '../domain/spaces.js';

/** Authorizes the caller on the space of the path and gives its primary content to read. */
function primaryView(ctx: AccessContext & { params: { spaceId: string } }): ContentView {
  const { space } = authorizeSpace(ctx, ctx.params.spaceId);
  const specs = specSourceOf(ctx.store, space.organizationId);
  return { revision: primaryRevision(ctx.store, space), place: { kind: 'primary', spaceId: space.id }, specs };
}

export const contentHandlers = {
  getSpaceContent: (ctx) => revisionOf(primaryView(ctx), ctx.query),

  getSpaceContentPages: (ctx) => readPages(primaryView(ctx), ctx.query),

  getSpaceContentPageById: (ctx) => readPageById(primaryView(ctx), ctx.params.pageId, ctx.query),

  getSpaceContentPageByPath: (ctx) => readPageByPath(primaryView(ctx), ctx.params.pagePath, ctx.query),

  // One scope per space, not per revision: files keep their keys as the primary revision moves on, so a
  // listing that spans an edit neither repeats nor skips a file.
  listSpaceContentFiles: (ctx) => listFiles(primaryView(ctx), ctx.query, `files:${ctx.params.spaceId}`),

  getSpaceContentFile: (ctx) => readFile(primaryView(ctx), ctx.params.fileId),
} satisfies HandlerTable;
