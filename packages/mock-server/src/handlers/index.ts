/**
 * The reference server's handlers, one table keyed by operation id. Each area keeps its handlers in its
 * own file and is spread in here.
 */
import type { Handler, HandlerTable } from '../core/types.js';
import { purgeExpiredSpaces } from '../domain/purge.js';
import { collectionHandlers } from './collections.js';
import { gitHandlers } from './git.js';
import { orgHandlers } from './orgs.js';
import { spaceHandlers } from './spaces.js';
import { teamHandlers } from './teams.js';
import { userHandlers } from './users.js';

/**
 * Runs time-driven housekeeping before every handler: soft-deleted spaces past their 7 days are purged
 * first, so no handler (of any area) can observe one, and none has to remember to ask.
 */
function withHousekeeping(table: HandlerTable): HandlerTable {
  const wrapped: Record<string, Handler> = {};
  for (const [operationId, handler] of Object.entries(table) as [string, Handler][]) {
    wrapped[operationId] = (ctx) => {
      purgeExpiredSpaces(ctx.store, ctx.clock);
      return handler(ctx);
    };
  }
  return wrapped as HandlerTable;
}

/** Every handler of the reference server. */
export const handlerTable: HandlerTable = withHousekeeping({
  ...userHandlers,
  ...orgHandlers,
  ...spaceHandlers,
  ...gitHandlers,
  ...collectionHandlers,
  ...teamHandlers,
});
