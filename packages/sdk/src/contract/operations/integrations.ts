/** Operations on integrations: the marketplace, publishing, and what is installed on a space. */
import * as z from 'zod';
import { listOf } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { publishIntegrationBody } from '../resources/integration-publish.js';
import {
  integration,
  integrationName,
  integrationScript,
  listIntegrationsQuery,
  listSpaceIntegrationsQuery,
  spaceIntegrationBlocks,
} from '../resources/integration.js';

export const integrationsOperations = defineOperations({
  listSpaceIntegrations: {
    area: 'integrations',
    method: 'GET',
    path: '/spaces/{spaceId}/integrations',
    summary: 'List the integrations installed on a space',
    query: listSpaceIntegrationsQuery,
    response: listOf(integration),
    status: 200,
    paginated: true,
  },
  getSpaceIntegrationBlocks: {
    area: 'integrations',
    method: 'GET',
    path: '/spaces/{spaceId}/integration-blocks',
    summary: "Get the blocks of a space's installed integrations, per integration",
    response: z.array(spaceIntegrationBlocks),
    status: 200,
  },
  getSpaceIntegrationScripts: {
    area: 'integrations',
    method: 'GET',
    path: '/spaces/{spaceId}/integration-scripts',
    summary: "Get the scripts a space's installed integrations inject",
    response: z.array(integrationScript),
    status: 200,
  },
  listIntegrations: {
    area: 'integrations',
    method: 'GET',
    path: '/integrations',
    summary: 'List the integrations of the marketplace',
    query: listIntegrationsQuery,
    response: listOf(integration),
    status: 200,
    paginated: true,
  },
  getIntegration: {
    area: 'integrations',
    method: 'GET',
    path: '/integrations/{integrationName}',
    summary: 'Get an integration',
    params: { integrationName: integrationName() },
    response: integration,
    status: 200,
  },
  // The first publication creates the integration, and still answers 200, as the published service does.
  publishIntegration: {
    area: 'integrations',
    method: 'POST',
    path: '/integrations/{integrationName}',
    summary: 'Publish a version of an integration',
    params: { integrationName: integrationName() },
    body: publishIntegrationBody,
    response: integration,
    status: 200,
  },
});
