/**
 * Named JSON Schemas of the contract, for `components.schemas` of the OpenAPI document.
 *
 * zod 4 turns a registry of schemas into JSON Schemas that refer to each other by id, which keeps shared
 * resources (`Space`, `User`, `Page`) written once and lets the recursive page tree point at itself.
 * Responses are converted with `io: 'output'` (what a client receives) and request bodies with
 * `io: 'input'` (what a client sends), in two registries, because the same zod schema may read differently
 * in the two directions (defaults, preprocessing).
 */
import { z } from 'zod';
import * as contract from '@docpub/sdk/contract';
import type { Operation } from '@docpub/sdk/contract';

/** A JSON Schema as plain data. */
export type JsonSchema = Record<string, unknown>;

type Registry = z.core.$ZodRegistry<{ id: string }>;

/** Where components live in the document; also how one component refers to another. */
export const componentRef = (id: string) => `#/components/schemas/${id}`;

/** `changeRequestReview` → `ChangeRequestReview`, `listSpaces` → `ListSpaces`. */
export const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Request-side exports (bodies, queries) are not resources; they get their own names on the input side. */
const isRequestSchemaName = (name: string) => /(Body|Query|Input)$/.test(name);

/** The contract's exported zod schemas, by export name. */
function exportedSchemas(): [string, z.ZodType][] {
  const entries: [string, unknown][] = Object.entries(contract);
  return entries.filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
}

function nameOf(registry: Registry, schema: z.ZodType): string | undefined {
  return registry.get(schema)?.id;
}

function addOnce(registry: Registry, schema: z.ZodType, id: string): string {
  const existing = nameOf(registry, schema);
  if (existing !== undefined) return existing;
  registry.add(schema, { id });
  return id;
}

/** The component name each operation's request body or response has. */
export interface ComponentNames {
  responses: Map<string, string>;
  bodies: Map<string, string>;
}

/** The generated components, and which one each operation uses. */
export interface Components {
  schemas: Record<string, JsonSchema>;
  names: ComponentNames;
}

/** Drops the per-schema `$schema`/`$id` zod adds: in an OpenAPI document the dialect is the document's. */
function asComponent(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

function convert(registry: Registry, io: 'input' | 'output'): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    uri: componentRef,
    // Preprocessing steps (query text → number) have no JSON Schema form; the typed value is what matters.
    unrepresentable: 'any',
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, asComponent(schema)]));
}

/** Builds every component the operations of `table` need. */
export function buildComponents(table: readonly Operation[]): Components {
  const output: Registry = z.registry<{ id: string }>();
  const input: Registry = z.registry<{ id: string }>();
  const exported = exportedSchemas();
  for (const [name, schema] of exported) {
    if (!isRequestSchemaName(name)) addOnce(output, schema, pascalCase(name));
  }
  const bodyNames = new Map(exported.filter(([name]) => /Body$/.test(name)).map(([name, schema]) => [schema, name]));

  const names: ComponentNames = { responses: new Map(), bodies: new Map() };
  for (const operation of table) {
    if (operation.response) {
      names.responses.set(operation.id, addOnce(output, operation.response, `${pascalCase(operation.id)}Response`));
    }
    if (operation.body) {
      const exportName = bodyNames.get(operation.body);
      const id = exportName ? pascalCase(exportName) : `${pascalCase(operation.id)}Body`;
      names.bodies.set(operation.id, addOnce(input, operation.body, id));
    }
  }
  const responses = convert(output, 'output');
  const requests = convert(input, 'input');
  const clashes = Object.keys(requests).filter((id) => id in responses);
  if (clashes.length > 0) throw new Error(`component names used for both a request and a response: ${clashes.join(', ')}`);
  return { schemas: { ...responses, ...requests }, names };
}

/** Converts a schema that stands alone (a query, a path parameter rule) with no shared components. */
export function inlineSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return asComponent(converted);
}
