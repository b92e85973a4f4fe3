/**
 * The reference server's handlers, one table keyed by operation id. Each area keeps its handlers in its
 * own file and is spread in here.
 */
import type { Handler, HandlerTable } from '../core/types.js';
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
  ...siteCustomizationHandlers,
});
