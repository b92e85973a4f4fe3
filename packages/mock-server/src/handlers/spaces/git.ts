/** Handlers of a space's Git sync. */
import type { HandlerTable } from '../../core/types.js';
import { applyGitExport, applyGitImport } from '../../domain/spaces/git-sync.js';
import { presentGitSync } from '../../domain/spaces/present.js';

export const gitHandlers = {
  importGit: (ctx) => {
    const { space } = ctx.granted;
    // A stale import (older timestamp, not forced) is acknowledged and ignored, as the service does.
    applyGitImport(ctx.store, ctx.clock, space, ctx.body);
  },

  exportGit: (ctx) => {
    const { space } = ctx.granted;
    applyGitExport(ctx.store, ctx.clock, space, ctx.body);
  },

  getGitInfo: (ctx) => {
    const { space } = ctx.granted;
    return space.gitSync === undefined ? {} : presentGitSync(space.gitSync);
  },
} satisfies HandlerTable;
