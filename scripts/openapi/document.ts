/**
 * The OpenAPI 3.1 document of the DocPub API, generated from the contract's operation table: one path item
 * per path, one operation per table entry (its `operationId` is the table's id), parameters from the path
 * template and the query schema, the JSON body, the success response and the error body every 4xx carries.
 * Each operation is tagged with its area and described by the TSDoc of the SDK method that calls it; schemas
 * and their properties by the TSDoc of the contract (see `tsdoc.ts`).
 */
import type { z } from 'zod';
import { VERSION } from '@docpub/sdk';
import { errorBody, OPERATION_TAGS, operationList, operationTag, type Operation } from '@docpub/sdk/contract';
import { buildComponents, componentRef, inlineSchema, pascalCase, type ComponentNames, type Components, type JsonSchema } from './components.js';
import { pruneUnreferenced } from './prune.js';
import { operationDescriptions, schemaDescriptions } from './tsdoc.js';

/** An OpenAPI 3.1 document as plain data. */
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> } & Record<string, unknown>;
};

/** The parts of an OpenAPI operation object this generator writes. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

const ref = (path: string) => ({ $ref: path });

const rateLimitHeaders = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  'X-RateLimit-Limit': { description: 'Requests allowed in the window.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the window resets (epoch seconds).', schema: { type: 'integer' } },
};

/** Responses shared by every operation: the error body, and the headers of a 429. */
const sharedResponses = {
  Error: {
    description: 'The request failed: `error.code` is the HTTP status, `error.message` names the field and the rule.',
    content: { 'application/json': { schema: ref(componentRef('ErrorBody')) } },
  },
  RateLimited: {
    description: 'Rate limited: retry after `Retry-After` seconds.',
    headers: rateLimitHeaders,
    content: { 'application/json': { schema: ref(componentRef('ErrorBody')) } },
  },
};

function pathParameters(operation: Operation): JsonSchema[] {
  const rules = operation.params as Readonly<Record<string, z.ZodType | undefined>> | undefined;
  return operation.pathParams.map((name) => {
    const rule = rules?.[name];
    return { name, in: 'path', required: true, schema: rule ? inlineSchema(rule, 'input') : { type: 'string' } };
  });
}

function queryParameters(operation: Operation): JsonSchema[] {
  if (!operation.query) return [];
  // The typed form (`io: 'output'`): a query string carries text, but it stands for these values.
  const schema = inlineSchema(operation.query, 'output') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
    // Lists repeat the parameter (`?type=a&type=b`), OpenAPI's default for arrays in a query.
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

function successResponse(operation: Operation, names: ComponentNames): JsonSchema {
  const name = names.responses.get(operation.id);
  const described = operation.status === 204 ? 'No content.' : operation.status === 201 ? 'Created.' : 'OK.';
  return {
    description: described,
    ...(operation.status === 201
      ? { headers: { Location: { description: 'URL of the created resource.', schema: { type: 'string' } } } }
      : {}),
    ...(name ? { content: { 'application/json': { schema: ref(componentRef(name)) } } } : {}),
  };
}

function operationObject(operation: Operation, components: Components, description: string | undefined): OpenApiOperation {
  const { names, schemas } = components;
  const parameters = [...pathParameters(operation), ...queryParameters(operation)];
  const body = names.bodies.get(operation.id);
  // A body whose every field is optional may be left out altogether.
  const bodyRequired = body !== undefined && ((schemas[body]?.required as string[] | undefined)?.length ?? 0) > 0;
  return {
    operationId: operation.id,
    tags: [operationTag(operation).name],
    summary: operation.summary,
    ...(description ? { description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? { requestBody: { required: bodyRequired, content: { 'application/json': { schema: ref(componentRef(body)) } } } }
      : {}),
    responses: {
      [String(operation.status)]: successResponse(operation, names),
      '429': ref('#/components/responses/RateLimited'),
      '4XX': ref('#/components/responses/Error'),
    },
  };
}

/** Gives each component and its properties the contract's TSDoc, where the schema has no description yet. */
function describeSchemas(schemas: Record<string, JsonSchema>): void {
  for (const [exportName, doc] of schemaDescriptions()) {
    const schema = schemas[pascalCase(exportName)];
    if (!schema) continue;
    if (doc.description && schema.description === undefined) schema.description = doc.description;
    const properties = schema.properties as Record<string, JsonSchema> | undefined;
    for (const [name, text] of doc.properties) {
      const property = properties?.[name];
      if (property && property.description === undefined) property.description = text;
    }
  }
}

/** Builds the document from an operation table (the contract's by default). */
export function buildOpenApiDocument(table: readonly Operation[] = operationList): OpenApiDocument {
  const components = buildComponents(table);
  const { schemas } = components;
  schemas.ErrorBody = inlineSchema(errorBody, 'output');
  describeSchemas(schemas);
  const descriptions = operationDescriptions();
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of table) {
    const item = (paths[operation.path] ??= {});
    item[operation.method.toLowerCase()] = operationObject(operation, components, descriptions.get(operation.id));
  }
  const usedTags = new Set(table.map((operation) => operationTag(operation).name));
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'DocPub documentation-publishing API',
      version: VERSION,
      description: 'Generated from the contract of `@docpub/sdk` (its zod schemas and operation table).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '{origin}/v1', variables: { origin: { default: 'http://127.0.0.1:4010' } } }],
    security: [{ bearerAuth: [] }],
    tags: OPERATION_TAGS.filter((tag) => usedTags.has(tag.name)).map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas,
      responses: sharedResponses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    },
  };
  return pruneUnreferenced(document);
}
