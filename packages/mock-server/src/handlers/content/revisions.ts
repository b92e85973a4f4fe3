/** Handlers of revisions: any revision of a space by id, its pages, files, reusable contents and changes. */
import { REVISION_CHANGES_LIMIT_DEFAULT } from '@docpub/sdk/contract';
import type { HandlerTable } from '../../core/types.js';
import type { Authorized } from '../../domain/access/access.js';
import { contentChanges } from '../../domain/content/changes.js';
import { specSourceOf } from '../../domain/content/computed-pages.js';
import { revisionPublishedUrls } from '../../domain/sites/space-urls.js';
import { fileDownloads, type DownloadContext } from '../../domain/content/file-downloads.js';
import {
  listFiles,
  readFile,
  readPageById,
  readPageByPath,
  readPages,
  readReusableContent,
  revisionOf,
  type ContentView,
} from '../../domain/content/reads.js';
import { contentOf, firstParentContent, revisionOfSpace } from '../../domain/content/revision-content.js';
import { withMergedFrom } from '../../domain/content/change-requests.js';

type RevisionContext = Authorized<'space'> & DownloadContext & { params: { spaceId: string; revisionId: string } };

/** The revision of the path in the space the POLICY row authorized. */
function revisionView(ctx: RevisionContext): ContentView {
  const { space } = ctx.granted;
  const revision = revisionOfSpace(ctx.store, space, ctx.params.revisionId);
  const specs = specSourceOf(ctx.store, space.organizationId);
  return { revision, place: { kind: 'revision', spaceId: space.id, revisionId: revision.id }, specs, downloads: fileDownloads(ctx, space.id, revision.id) };
}

export const revisionHandlers = {
  getRevision: (ctx) => {
    const view = revisionView(ctx);
    return withMergedFrom(ctx, ctx.granted.space, revisionOf(view, ctx.query, revisionPublishedUrls(ctx.store, view.revision)));
  },

  getRevisionChanges: (ctx) => {
    const { revision, downloads } = revisionView(ctx);
    // A first revision has no parent: nothing of it is deleted, so `before` is never asked for a URL.
    const before = fileDownloads(ctx, ctx.granted.space.id, revision.parents[0] ?? revision.id);
    const changes = contentChanges(firstParentContent(ctx.store, revision), contentOf(revision), { before, after: downloads });
    const limit = ctx.query.limit ?? REVISION_CHANGES_LIMIT_DEFAULT;
    return { changes: changes.slice(0, limit), more: Math.max(0, changes.length - limit) };
  },

  getRevisionPages: (ctx) => readPages(revisionView(ctx), ctx.query),

  listRevisionFiles: (ctx) => listFiles(revisionView(ctx), ctx.query, `files:${ctx.params.spaceId}:${ctx.params.revisionId}`),

  getRevisionFile: (ctx) => readFile(revisionView(ctx), ctx.params.fileId),

  getRevisionPageById: (ctx) => readPageById(revisionView(ctx), ctx.params.pageId, ctx.query),

  getRevisionPageByPath: (ctx) => readPageByPath(revisionView(ctx), ctx.params.pagePath, ctx.query),

  getRevisionReusableContent: (ctx) => readReusableContent(revisionView(ctx), ctx.params.reusableContentId),
} satisfies HandlerTable;
