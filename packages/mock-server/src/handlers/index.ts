/**
 * The reference server's handlers, one table keyed by operation id. Each area keeps its handlers in its
 * own file and is spread in here.
 */
import type { CompleteHandlerTable, Handler, HandlerContext } from '../core/types.js';
import { authorizeRequest } from '../domain/access.js';
import { recordActivity } from '../domain/activity.js';
import { purgeExpiredSpaces } from '../domain/purge.js';
import { collectionPermissionHandlers } from './collection-permissions.js';
import { collectionHandlers } from './collections.js';
import { changeRequestContentHandlers } from './change-request-content.js';
import { changeRequestHandlers } from './change-requests.js';
import { contentHandlers } from './content.js';
import { reviewHandlers } from './reviews.js';
import { revisionHandlers } from './revisions.js';
import { commentHandlers } from './comments.js';
import { gitHandlers } from './git.js';
import { integrationHandlers } from './integrations.js';
import { openapiHandlers } from './openapi.js';
import { orgHandlers } from './orgs.js';
import { replyHandlers } from './replies.js';
import { peopleAndInsightHandlers } from './people-and-insights.js';
import { publishingAuthHandlers } from './publishing-auth.js';
import { shareLinkHandlers } from './share-links.js';
import { siteRedirectHandlers } from './site-redirects.js';
import { siteSectionGroupHandlers } from './site-section-groups.js';
import { siteSectionHandlers } from './site-sections.js';
import { siteSpaceHandlers } from './site-spaces.js';
import { siteHandlers } from './sites.js';
import { spacePermissionHandlers } from './space-permissions.js';
import { spaceHandlers } from './spaces.js';
import { teamMemberHandlers } from './team-members.js';
import { teamHandlers } from './teams.js';
import { translationHandlers } from './translations.js';
import { userHandlers } from './users.js';
import { siteCustomizationHandlers } from './site-customization.js';

/**
 * The stage every handler runs behind. Time-driven housekeeping first: soft-deleted spaces past their 7 days
 * are purged, so no handler (of any area) can observe one, and none has to remember to ask; and the caller's
 * activity is noted, for `lastSeenAt`. Then the operation's POLICY row is applied to the resource of the path
 * and what it authorized is handed to the handler as `ctx.granted` (404 or 403 before the handler runs).
 */
function behindPolicy(table: CompleteHandlerTable): CompleteHandlerTable {
  const wrapped: Record<string, Handler> = {};
  for (const [operationId, handler] of Object.entries(table) as [string, Handler][]) {
    wrapped[operationId] = (ctx: HandlerContext) => {
      purgeExpiredSpaces(ctx.store, ctx.clock);
      // The caller's token made a request: its members' `lastSeenAt` moves on (kept outside the state).
      recordActivity(ctx.store, ctx.clock, ctx.user.id);
      ctx.granted = authorizeRequest(ctx);
      return handler(ctx);
    };
  }
  return wrapped as unknown as CompleteHandlerTable;
}

/** Every handler of the reference server, one per operation of the contract. */
export const handlerTable: CompleteHandlerTable = behindPolicy({
  ...userHandlers,
  ...orgHandlers,
  ...spaceHandlers,
  ...gitHandlers,
  ...collectionHandlers,
  ...teamHandlers,
  ...openapiHandlers,
  ...translationHandlers,
  ...integrationHandlers,
  ...commentHandlers,
  ...replyHandlers,
  ...spacePermissionHandlers,
  ...collectionPermissionHandlers,
  ...teamMemberHandlers,
  ...contentHandlers,
  ...revisionHandlers,
  ...changeRequestHandlers,
  ...reviewHandlers,
  ...changeRequestContentHandlers,
  ...siteHandlers,
  ...siteSectionHandlers,
  ...siteSectionGroupHandlers,
  ...siteSpaceHandlers,
  ...siteRedirectHandlers,
  ...shareLinkHandlers,
  ...publishingAuthHandlers,
  ...peopleAndInsightHandlers,
  ...siteCustomizationHandlers,
});
