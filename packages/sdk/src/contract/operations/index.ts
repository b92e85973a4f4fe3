/**
 * The table of every operation of the API, keyed by operation id. The SDK calls through it, the reference
 * server routes and validates with it, and the conformance suite counts its coverage against it.
 */
import type { Area } from '../areas.js';
import type { Operation } from '../operation.js';
import { changeRequestOperations } from './change-requests.js';
import { commentOperations } from './comments.js';
import { contentOperations } from './content.js';
import { integrationOperations } from './integrations.js';
import { openapiOperations } from './openapi.js';
import { orgOperations } from './orgs.js';
import { peopleAndInsightOperations } from './people-and-insights.js';
import { permissionOperations } from './permissions.js';
import { sitePublishingOperations } from './site-publishing.js';
import { siteStructureOperations } from './site-structure.js';
import { siteOperations } from './sites.js';
import { spaceOperations } from './spaces.js';
import { translationOperations } from './translations.js';
import { siteCustomizationOperations } from './site-customization.js';

export const operations = {
  ...orgOperations,
  ...spaceOperations,
  ...permissionOperations,
  ...contentOperations,
  ...changeRequestOperations,
  ...commentOperations,
  ...siteOperations,
  ...siteStructureOperations,
  ...sitePublishingOperations,
  ...openapiOperations,
  ...translationOperations,
  ...integrationOperations,
  ...peopleAndInsightOperations,
  ...siteCustomizationOperations,
} as const satisfies { readonly [id: string]: { readonly area: Area } };

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** Every operation, in table order. */
export const operationList: readonly Operation[] = Object.values(operations);
