/**
 * The reference server's handlers, one table keyed by operation id. Each area keeps its handlers in its
 * own file and is spread in here.
 */
import type { CompleteHandlerTable, RequestPolicy } from '../core/types.js';
import { authorizeRequest } from '../domain/access/access.js';
import { recordActivity } from '../domain/activity.js';
import { purgeExpiredSpaces } from '../domain/purge.js';
import { collectionPermissionHandlers } from './permissions/collections.js';
import { collectionHandlers } from './collections/collections.js';
import { changeRequestContentHandlers } from './change-requests/content.js';
import { changeRequestHandlers } from './change-requests/change-requests.js';
import { contentHandlers } from './content/content.js';
import { reviewHandlers } from './change-requests/reviews.js';
import { revisionHandlers } from './content/revisions.js';
import { commentHandlers } from './comments/comments.js';
import { gitHandlers } from './spaces/git.js';
import { integrationHandlers } from './integrations/integrations.js';
import { openapiHandlers } from './openapi/openapi.js';
import { orgHandlers } from './organizations/organizations.js';
import { replyHandlers } from './comments/replies.js';
import { organizationInviteHandlers } from './organizations/invites.js';
import { userSpaceHandlers } from './users/spaces.js';
import { spaceInsightHandlers } from './spaces/insights.js';
import { contentImportHandlers } from './content/import.js';
import { siteSpaceCustomizationHandlers } from './site-structure/customization.js';
import { publishingAuthHandlers } from './publishing-auth/publishing-auth.js';
import { shareLinkHandlers } from './share-links/share-links.js';
import { siteRedirectHandlers } from './redirects/redirects.js';
import { siteSectionGroupHandlers } from './site-structure/section-groups.js';
import { siteSectionHandlers } from './site-structure/sections.js';
import { siteSpaceHandlers } from './site-structure/site-spaces.js';
import { siteHandlers } from './sites/sites.js';
import { spacePermissionHandlers } from './permissions/spaces.js';
import { spaceHandlers } from './spaces/spaces.js';
import { teamMemberHandlers } from './teams/members.js';
import { teamHandlers } from './teams/teams.js';
import { translationHandlers } from './translations/translations.js';
import { userHandlers } from './users/account.js';
import { siteCustomizationHandlers } from './sites/customization.js';

/**
 * The reference server's stages of the core's pipeline (core/core.ts): time-driven housekeeping first (soft-deleted
 * spaces past their 7 days are purged, so no handler of any area can observe one, and none has to remember to
 * ask); the caller's activity, for `lastSeenAt`; then the operation's POLICY row, whose grant the handler reads
 * as `ctx.granted` (404 or 403 before the handler runs).
 */
export const requestPolicy: RequestPolicy = {
  purge: purgeExpiredSpaces,
  noteActivity: recordActivity,
  authorize: authorizeRequest,
};

/** Every handler of the reference server, one per operation of the contract. */
export const handlerTable: CompleteHandlerTable = {
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
  ...organizationInviteHandlers,
  ...userSpaceHandlers,
  ...spaceInsightHandlers,
  ...contentImportHandlers,
  ...siteCustomizationHandlers,
  ...siteSpaceCustomizationHandlers,
};
