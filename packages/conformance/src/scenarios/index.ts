/** The built-in scenarios, in report order. */
import type { Scenario } from '../scenario.js';
import { changeRequestScenarios } from './change-requests.js';
import { commentScenarios } from './comments.js';
import { contentScenarios } from './content.js';
import { gitSyncScenarios } from './git-sync.js';
import { integrationScenarios } from './integrations.js';
import { openapiScenarios } from './openapi.js';
import { organizationScenarios } from './organizations.js';
import { permissionScenarios } from './permissions.js';
import { publishedSiteScenarios } from './published-site.js';
import { publishingAuthScenarios } from './publishing-auth.js';
import { readOnlyTourScenarios } from './read-only-tour.js';
import { redirectScenarios } from './redirects.js';
import { shareLinkScenarios } from './share-links.js';
import { siteStructureScenarios } from './site-structure.js';
import { siteScenarios } from './sites.js';
import { spaceScenarios } from './spaces.js';
import { teamScenarios } from './teams.js';
import { translationScenarios } from './translations.js';
import { userScenarios } from './users.js';

/** Every scenario of the suite. */
export const scenarios: readonly Scenario[] = [
  ...userScenarios,
  ...organizationScenarios,
  ...spaceScenarios,
  ...contentScenarios,
  ...changeRequestScenarios,
  ...commentScenarios,
  ...permissionScenarios,
  ...teamScenarios,
  ...siteScenarios,
  ...siteStructureScenarios,
  ...redirectScenarios,
  ...shareLinkScenarios,
  ...publishingAuthScenarios,
  ...openapiScenarios,
  ...translationScenarios,
  ...integrationScenarios,
  ...publishedSiteScenarios,
  ...gitSyncScenarios,
  // Last: it only reads, and finds more to read once the other scenarios have run.
  ...readOnlyTourScenarios,
];
