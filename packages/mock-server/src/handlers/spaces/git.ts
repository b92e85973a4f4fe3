/** Handlers of a space's Git sync: checked before the answer, run in the background (domain/spaces/git-sync.ts). */
import type { HandlerTable } from '../../core/types.js';
import { requestGitExport, requestGitImport } from '../../domain/spaces/git-sync.js';
import { presentGitSync } from '../../domain/spaces/present.js';

export const gitHandlers = {
  importGit: (ctx) => {
    const { space } = ctx.granted;
    requestGitImport({ store: ctx.store, clock: ctx.clock, space, user: ctx.user, later: ctx.later }, ctx.body);
  },

  exportGit: (ctx) => {
    const { space } = ctx.granted;
    requestGitExport({ store: ctx.store, clock: ctx.clock, space, user: ctx.user, later: ctx.later }, ctx.body);
  },

  getGitInfo: (ctx) => {
    const { space } = ctx.granted;
    return space.gitSync === undefined ? {} : presentGitSync(space.gitSync);
  },
} satisfies HandlerTable;
