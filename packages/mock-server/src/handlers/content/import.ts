/** Handler of importing content into a space: a new primary revision. */
import type { HandlerTable } from '../../core/types.js';
import { specSourceOf } from '../../domain/content/computed-pages.js';
import { importContent } from '../../domain/content/import.js';
import { presentRevision } from '../../domain/content/present.js';
import { fileDownloads } from '../../domain/content/file-downloads.js';
import { revisionPublishedUrls } from '../../domain/sites/space-urls.js';

export const contentImportHandlers = {
  importContent: (ctx) => {
    const { space } = ctx.granted;
    const revision = importContent(ctx.store, ctx.clock, space, ctx.body);
    return presentRevision(revision, fileDownloads(ctx, space.id, revision.id), {}, specSourceOf(ctx.store, space.organizationId), revisionPublishedUrls(ctx.store, revision));
  },
} satisfies HandlerTable;
