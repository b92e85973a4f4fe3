/**
 * The published service's own OpenAPI document, used as a test oracle only.
 *
 * The official client package `@gitbook/api` (a devDependency) ships the OpenAPI 3.1 document of the deployed
 * service. DocPub never copies it into its code: tests read it here to check that the SDK reads what the real
 * service sends, that the reference server writes what the real service writes, and that every request the SDK
 * sends is one the real service accepts.
 */
import { createRequire } from 'node:module';
import { operationList } from '@docpub/sdk/contract';
import type { HttpMethod, Operation } from '@docpub/sdk/contract';

const require = createRequire(import.meta.url);

/** A JSON Schema fragment of the published document (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

interface PublishedOperation {
  operationId?: string;
  parameters?: Array<JsonSchema | { $ref: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> } | { $ref: string };
  responses?: Record<string, unknown>;
}

interface PublishedDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

/** The whole published document, parsed once. */
export const publishedDocument: PublishedDocument = require('@gitbook/api/spec/openapi.json');

/** The id under which the published document is registered with ajv, so `$ref`s resolve against it. */
export const PUBLISHED_SCHEMA_ID = 'https://published.example/openapi.json';

/** One operation that DocPub and the published service share (same method, same path template). */
export interface SharedOperation {
  /** DocPub's operation, from the contract's table. */
  operation: Operation;
  /** The path template as the published document spells it (its parameter names may differ). */
  publishedPath: string;
  /** The published operation object. */
  published: PublishedOperation;
  /** The published success status and its JSON schema (undefined when the success answers no body). */
  success: { status: number; schema: JsonSchema | undefined };
  /** The published JSON request body schema, when the operation takes one. */
  requestBody: JsonSchema | undefined;
  /** Whether the published document marks the request body required. */
  requestBodyRequired: boolean;
}

/** `/spaces/{spaceId}/comments/{commentId}` → `/spaces/{}/comments/{}`: parameter names do not matter. */
function templateKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

/** Follows a local `$ref` (`#/components/...`) inside the published document. */
export function deref<T>(value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let hops = 0; hops < 32 && isRef(current); hops++) {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown>)[decodePointer(key)], publishedDocument);
  }
  return current as T;
}

function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The first 2xx response of a published operation, with its JSON schema (if it has a body). */
function successOf(published: PublishedOperation): { status: number; schema: JsonSchema | undefined } {
  const statuses = Object.keys(published.responses ?? {}).filter((status) => /^2\d\d$/.test(status)).sort();
  const status = statuses[0];
  if (status === undefined) throw new Error(`published operation ${published.operationId} has no 2xx response`);
  const response = deref<{ content?: Record<string, { schema?: JsonSchema }> }>(
    published.responses![status] as { $ref: string },
  );
  const schema = response.content?.['application/json']?.schema;
  return { status: Number(status), schema };
}

function requestBodyOf(published: PublishedOperation): { schema: JsonSchema | undefined; required: boolean } {
  if (published.requestBody === undefined) return { schema: undefined, required: false };
  const body = deref<{ content?: Record<string, { schema?: JsonSchema }>; required?: boolean }>(published.requestBody);
  return { schema: body.content?.['application/json']?.schema, required: body.required === true };
}

function buildSharedOperations(): SharedOperation[] {
  const publishedByKey = new Map<string, { path: string; op: PublishedOperation }>();
  for (const [path, item] of Object.entries(publishedDocument.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      publishedByKey.set(templateKey(method, path), { path, op: op as PublishedOperation });
    }
  }
  const shared: SharedOperation[] = [];
  for (const operation of operationList) {
    const match = publishedByKey.get(templateKey(operation.method, operation.path));
    if (match === undefined) continue;
    const body = requestBodyOf(match.op);
    shared.push({
      operation,
      publishedPath: match.path,
      published: match.op,
      success: successOf(match.op),
      requestBody: body.schema,
      requestBodyRequired: body.required,
    });
  }
  return shared;
}

/** Every operation DocPub shares with the published service, in DocPub's table order. */
export const sharedOperations: readonly SharedOperation[] = buildSharedOperations();

/** DocPub operations the published document does not have (they come from the API reference alone). */
export const docpubOnlyOperations: readonly Operation[] = operationList.filter(
  (operation) => !sharedOperations.some((shared) => shared.operation === operation),
);

/** The published query parameters of an operation, by name (with `$ref`s followed). */
export function publishedQueryParameters(shared: SharedOperation): Map<string, { required: boolean; schema: JsonSchema }> {
  const found = new Map<string, { required: boolean; schema: JsonSchema }>();
  for (const raw of shared.published.parameters ?? []) {
    const parameter = deref<{ in?: string; name?: string; required?: boolean; schema?: JsonSchema }>(raw);
    if (parameter.in !== 'query' || parameter.name === undefined) continue;
    found.set(parameter.name, { required: parameter.required === true, schema: parameter.schema ?? {} });
  }
  return found;
}

/** `'GET /spaces/{spaceId}'`: how tests and exception tables name a shared operation. */
export function describeShared(shared: { operation: { method: HttpMethod; path: string } }): string {
  return `${shared.operation.method} ${shared.operation.path}`;
}
