/** Operations on an organization's OpenAPI specifications and their versions. */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import {
  createOpenApiSpecBody,
  openApiSpec,
  openApiSpecVersion,
  openApiSpecVersionContent,
  putOpenApiSpecBody,
  specSlug,
} from '../resources/openapi-spec.js';

const SPECS = '/orgs/{organizationId}/openapi';
const SPEC = `${SPECS}/{specSlug}` as const;
const params = { specSlug: specSlug() };

export const openapiOperations = defineOperations({
  listOpenApiSpecs: {
    area: 'openapi',
    method: 'GET',
    path: SPECS,
    summary: "List an organization's OpenAPI specs",
    query: pageQuery,
    response: listOf(openApiSpec),
    status: 200,
    paginated: true,
  },
  createOpenApiSpec: {
    area: 'openapi',
    method: 'POST',
    path: SPECS,
    summary: 'Create an OpenAPI spec from a URL or a text (processed after the answer)',
    body: createOpenApiSpecBody,
    response: openApiSpec,
    status: 201,
  },
  getOpenApiSpec: {
    area: 'openapi',
    method: 'GET',
    path: SPEC,
    summary: 'Get an OpenAPI spec',
    params,
    response: openApiSpec,
    status: 200,
  },
  // Creates the spec when the slug is new: the server then answers 201 with a Location, not the 200 listed here.
  upsertOpenApiSpec: {
    area: 'openapi',
    method: 'PUT',
    path: SPEC,
    summary: 'Create an OpenAPI spec or replace its source (201 when created)',
    params,
    body: putOpenApiSpecBody,
    response: openApiSpec,
    status: 200,
  },
  deleteOpenApiSpec: {
    area: 'openapi',
    method: 'DELETE',
    path: SPEC,
    summary: 'Delete an OpenAPI spec',
    params,
    status: 204,
  },
  listOpenApiSpecVersions: {
    area: 'openapi',
    method: 'GET',
    path: `${SPEC}/versions`,
    summary: "List an OpenAPI spec's versions",
    params,
    query: pageQuery,
    response: listOf(openApiSpecVersion),
    status: 200,
    paginated: true,
  },
  getLatestOpenApiSpecVersion: {
    area: 'openapi',
    method: 'GET',
    path: `${SPEC}/versions/latest`,
    summary: "Get an OpenAPI spec's newest version",
    params,
    response: openApiSpecVersion,
    status: 200,
  },
  getLatestOpenApiSpecVersionContent: {
    area: 'openapi',
    method: 'GET',
    path: `${SPEC}/versions/latest/content`,
    summary: "Get the content of an OpenAPI spec's newest version",
    params,
    response: openApiSpecVersionContent,
    status: 200,
  },
  getOpenApiSpecVersion: {
    area: 'openapi',
    method: 'GET',
    path: `${SPEC}/versions/{versionId}`,
    summary: 'Get a version of an OpenAPI spec',
    params,
    response: openApiSpecVersion,
    status: 200,
  },
  getOpenApiSpecVersionContent: {
    area: 'openapi',
    method: 'GET',
    path: `${SPEC}/versions/{versionId}/content`,
    summary: 'Get the content of a version of an OpenAPI spec',
    params,
    response: openApiSpecVersionContent,
    status: 200,
  },
});
