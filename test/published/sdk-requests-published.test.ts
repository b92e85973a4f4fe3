/**
 * Every request the SDK sends for an operation DocPub shares with the published service is one the published
 * service accepts.
 *
 * Inputs are generated from the contract's own request schemas (converted to JSON Schema and fed to the sample
 * generator: required-only, every optional field, every enumeration member and union branch), kept when the
 * contract accepts them, sent through the SDK to a capturing fetch, and the captured JSON body and query string
 * are validated with ajv against the published request body schema and query parameters.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { APIClient } from '@docpub/sdk';
import type { Operation } from '@docpub/sdk/contract';
import { describeAjvErrors, publishedValidator } from './published-ajv.js';
import { describeShared, publishedQueryParameters, sharedOperations, type JsonSchema, type SharedOperation } from './published-spec.js';
import { generateSamples } from './sample-generator.js';
import { EXTRA_REQUEST_BODIES, REQUEST_EXCEPTIONS, UNCHECKED_INNER_SHAPES } from './sdk-request-exceptions.js';

interface Captured {
  query: URLSearchParams;
  body: unknown;
}

/** A client that records each request and answers 204 (the SDK does not read a body then). */
function capturingClient(captured: Captured[]): APIClient {
  return new APIClient({
    token: 'published-test-token',
    baseUrl: 'https://api.docpub.test/v1',
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      captured.push({ query: new URL(request.url).searchParams, body: text === '' ? undefined : JSON.parse(text) });
      return new Response(null, { status: 204 });
    },
  });
}

/** The contract's request schema as JSON Schema, in the form the SDK's caller writes (typed values). */
function asJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
}

/** Inputs for one side (query or body): generated, then kept only when the contract accepts them. */
function inputsFor(schema: z.ZodType | undefined, io: 'input' | 'output'): Array<Record<string, unknown>> {
  if (schema === undefined) return [{}];
  const valid = generateSamples(asJsonSchema(schema, io))
    .flatMap((sample) => splitPositions(sample.value))
    .filter((value): value is Record<string, unknown> => schema.safeParse(value).success);
  return valid;
}

/**
 * A move position names exactly one of `before` and `after`, a rule JSON Schema cannot say; a generated body
 * with both becomes two bodies, one with each.
 */
function splitPositions(value: unknown): unknown[] {
  const position = (value as { position?: { before?: unknown; after?: unknown } } | null)?.position;
  if (position?.before === undefined || position.after === undefined) return [value];
  return [
    { ...(value as object), position: { before: position.before } },
    { ...(value as object), position: { after: position.after } },
  ];
}

/** Query parameters as the published schema types them: numbers, booleans and repeated keys as arrays. */
function typedQueryValue(values: string[], schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const convert = (value: string, itemSchema: JsonSchema): unknown => {
    const itemType = Array.isArray(itemSchema.type) ? itemSchema.type[0] : itemSchema.type;
    if (itemType === 'integer' || itemType === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    if (itemType === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
    return value;
  };
  if (type === 'array') return values.map((value) => convert(value, (schema.items ?? {}) as JsonSchema));
  return values.length === 1 ? convert(values[0]!, schema) : values;
}

const pathValues = (operation: Operation) => operation.pathParams.map((_name, index) => `id${index + 1}`);

function problemsOf(shared: SharedOperation, request: Captured): string[] {
  const problems: string[] = [];
  const published = publishedQueryParameters(shared);
  for (const name of new Set(request.query.keys())) {
    const parameter = published.get(name);
    if (parameter === undefined) {
      problems.push(`query ${name}: not a published parameter`);
      continue;
    }
    const validate = publishedValidator(parameter.schema);
    if (!validate(typedQueryValue(request.query.getAll(name), parameter.schema))) {
      problems.push(`query ${name}=${request.query.getAll(name).join(',')}: ${describeAjvErrors(validate.errors)}`);
    }
  }
  for (const [name, parameter] of published) {
    if (parameter.required && !request.query.has(name)) problems.push(`query ${name}: required, not sent`);
  }
  if (request.body !== undefined) {
    if (shared.requestBody === undefined) problems.push('a body, where the published operation takes none');
    else {
      const validate = publishedValidator(shared.requestBody);
      // One problem per error, so an exception can excuse one rule without hiding the others.
      if (!validate(request.body)) for (const error of validate.errors ?? []) problems.push(`body ${describeAjvErrors([error])}`);
    }
  } else if (shared.requestBodyRequired) problems.push('no body, where the published operation requires one');
  return problems;
}

const figures = { operations: 0, valid: 0, requests: 0, invalidRequests: 0, excused: 0 };

describe('every request the SDK sends is one the published service accepts', () => {
  it.each(sharedOperations.map((shared) => [describeShared(shared), shared] as const))('%s', async (_name, shared) => {
    figures.operations++;
    const { operation } = shared;
    const queries = inputsFor(operation.query, 'output');
    const bodies = [...inputsFor(operation.body, 'input'), ...(EXTRA_REQUEST_BODIES[operation.id] ?? [])];
    expect(queries.length, 'generated queries the contract accepts').toBeGreaterThan(0);
    expect(bodies.length, 'generated bodies the contract accepts').toBeGreaterThan(0);
    // Every query with the first body and every body with the first query: each field is sent at least once.
    const inputs = [...queries.map((query) => ({ ...bodies[0], ...query })), ...bodies.slice(1).map((body) => ({ ...queries[0], ...body }))];
    const captured: Captured[] = [];
    const client = capturingClient(captured);
    for (const params of inputs) await client.call(operation, pathValues(operation), params as never);
    expect(captured).toHaveLength(inputs.length);
    const exception = REQUEST_EXCEPTIONS[operation.id];
    const excused = (problem: string) => exception?.matches.test(problem) === true || UNCHECKED_INNER_SHAPES.matches.test(problem);
    const problemsPerRequest = captured.map((request) => problemsOf(shared, request));
    const problems = [...new Set(problemsPerRequest.flat())];
    figures.requests += captured.length;
    figures.invalidRequests += problemsPerRequest.filter((list) => list.some((problem) => !excused(problem))).length;
    figures.excused += problemsPerRequest.filter((list) => list.length > 0 && list.every(excused)).length;
    const unexcused = problems.filter((problem) => !excused(problem));
    if (unexcused.length === 0) figures.valid++;
    expect(unexcused, describeShared(shared)).toEqual([]);
    // An exception must still be needed.
    if (exception !== undefined) {
      expect(problems.some((problem) => exception.matches.test(problem)), `${describeShared(shared)}: the request exception is no longer needed`).toBe(true);
    }
  });

  afterAll(() => {
    console.log(
      `published requests: ${figures.valid} of ${figures.operations} shared operations send only valid requests; ` +
        `${figures.requests - figures.invalidRequests} of ${figures.requests} generated requests valid ` +
        `(${figures.excused} of them differ only where the exception table says why)`,
    );
  });
});
