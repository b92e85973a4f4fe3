/**
 * The table of every operation of the API, keyed by operation id. The SDK calls through it, the reference
 * server routes and validates with it, and the conformance suite counts its coverage against it.
 *
 * One file per area, named after it, holds that area's rows; the table lists the areas in reading order
 * (`areas.ts`).
 */
import type { Area } from '../areas.js';
import type { Operation } from '../operation.js';
import { changeRequestsOperations } from './change-requests.js';
import { collectionsOperations } from './collections.js';
import { commentsOperations } from './comments.js';
import { contentOperations } from './content.js';
import { integrationsOperations } from './integrations.js';
import { openapiOperations } from './openapi.js';
import { organizationsOperations } from './organizations.js';
import { permissionsOperations } from './permissions.js';
import { publishingAuthOperations } from './publishing-auth.js';
import { redirectsOperations } from './redirects.js';
import { shareLinksOperations } from './share-links.js';
import { siteStructureOperations } from './site-structure.js';
import { sitesOperations } from './sites.js';
import { spacesOperations } from './spaces.js';
import { teamsOperations } from './teams.js';
import { translationsOperations } from './translations.js';
import { usersOperations } from './users.js';

export const operations = {
  ...usersOperations,
  ...organizationsOperations,
  ...teamsOperations,
  ...collectionsOperations,
  ...spacesOperations,
  ...permissionsOperations,
  ...contentOperations,
  ...changeRequestsOperations,
  ...commentsOperations,
  ...sitesOperations,
  ...siteStructureOperations,
  ...redirectsOperations,
  ...shareLinksOperations,
  ...publishingAuthOperations,
  ...openapiOperations,
  ...translationsOperations,
  ...integrationsOperations,
} as const satisfies { readonly [id: string]: { readonly area: Area } };

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** Every operation, in table order. */
export const operationList: readonly Operation[] = Object.values(operations);
