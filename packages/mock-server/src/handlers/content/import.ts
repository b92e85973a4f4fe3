/**
 * Handler of importing content into a space: the URL is read first (prepared: core/types.ts), then the page is
 * added as a new primary revision.
 */
import type { HandlerTable } from '../../core/types.js';
import { specSourceOf } from '../../domain/content/computed-pages.js';
import { fetchImport, importContent } from '../../domain/content/import.js';
import type { ImportedDocument } from '../../domain/content/import-document.js';
import { presentRevision } from '../../domain/content/present.js';
import { fileDownloads } from '../../domain/content/file-downloads.js';
import { revisionPublishedUrls } from '../../domain/sites/space-urls.js';

export const contentImportHandlers = {
  importContent: {
    prepare: (ctx) => fetchImport(ctx.store, ctx.body.url),
    handle: (ctx) => {
      const { space } = ctx.granted;
      const revision = importContent(ctx.store, ctx.clock, space, ctx.prepared as ImportedDocument);
      return presentRevision(revision, fileDownloads(ctx, space.id, revision.id), {}, specSourceOf(ctx.store, space.organizationId), revisionPublishedUrls(ctx.store, revision));
    },
  },
} satisfies HandlerTable;
