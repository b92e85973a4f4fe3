/**
 * The demo world's OpenAPI specs, in organization acme (ids in `DEMO.openapi`):
 * - `petstore`: from an inline JSON text (OpenAPI 3.1), processed `complete` with one version;
 * - `webhooks`: from a URL, processed `complete` with one version read from the YAML (Swagger 2.0) this step
 *   stands in for (the demo world never touches the network; processing it again does fetch the URL).
 */
import { completeProcessing } from '../domain/openapi/processing.js';
import { insertSpec } from '../domain/openapi/specs.js';
import { DEMO } from './ids.js';
import type { DemoStep } from './step.js';

const PETSTORE = JSON.stringify(
  {
    openapi: '3.1.0',
    info: { title: 'Acme Petstore', version: '1.0.0' },
    servers: [{ url: 'https://api.acme.test/v1' }],
    paths: {
      '/pets': {
        get: {
          operationId: 'listPets',
          summary: 'List pets',
          responses: { '200': { description: 'A page of pets' } },
        },
      },
      '/pets/{petId}': {
        get: {
          operationId: 'getPet',
          summary: 'Get a pet',
          parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The pet' }, '404': { description: 'No such pet' } },
        },
      },
    },
  },
  null,
  2,
);

const WEBHOOKS = `swagger: "2.0"
info:
  title: Acme Webhooks
  version: "2024-06"
host: hooks.acme.test
paths:
  /subscriptions:
    post:
      summary: Subscribe to events
      responses:
        "201":
          description: Subscribed
`;

export const buildOpenApiSpecs: DemoStep = ({ store, clock }) => {
  const { specs, versions, slugs } = DEMO.openapi;
  const petstore = insertSpec(store, clock, {
    id: specs.petstore,
    organizationId: DEMO.organization,
    slug: slugs.petstore,
    source: { kind: 'text', text: PETSTORE },
  });
  completeProcessing(store, clock, petstore, { text: PETSTORE }, versions.petstore);

  const webhooks = insertSpec(store, clock, {
    id: specs.webhooks,
    organizationId: DEMO.organization,
    slug: slugs.webhooks,
    source: { kind: 'url', url: 'https://specs.acme.test/webhooks.yaml' },
  });
  completeProcessing(store, clock, webhooks, { text: WEBHOOKS }, versions.webhooks);
};
