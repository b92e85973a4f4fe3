/**
 * Bad input, per operation: for every operation with a path parameter, a query or a body, generated invalid
 * values answer a 400 (413 for a body over 1 MB) whose message names the field, in the one error body —
 * and the server's whole state after the request equals the state before it.
 */
import { operationList, type Operation } from '@docpub/sdk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { casesFor } from '../catalogue/index.js';
import { Harness, type WireRequest } from '../support/harness.js';
import { buildMatrixWorld } from '../support/matrix-world.js';
import { ADMIN_TOKEN } from '../support/principals.js';
import { describeResponse, errorBodyProblems, errorMessage, fillPath } from '../support/wire.js';
import { applyMutation, fieldName, mutationsOf, type JsonSchema } from './invalid-values.js';
import { applyQueryMutation, invalidTexts, MALFORMED_SEGMENT, queryMutations } from './query-values.js';
import { wireFaults, type BadInput } from './wire-faults.js';

const harness = new Harness();
const world = buildMatrixWorld(harness);
const baseline = harness.snapshot();
let tried = 0;

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Sends one bad input; returns what went wrong, if anything. */
function check(operation: Operation, bad: BadInput): string | undefined {
  tried += 1;
  const response = harness.send({ token: ADMIN_TOKEN, ...bad.request });
  const expected = bad.status ?? 400;
  const label = `${operation.id} ${bad.label}`;
  const changed = !harness.stateEquals(baseline);
  if (changed) harness.restore(baseline);
  const bugs = harness.takeBugs();
  if (bugs.length > 0) return `${label}: server bug ${String(bugs[0]!.error)}`;
  if (response.status !== expected) return `${label}: expected ${expected}, got ${describeResponse(response)}`;
  const problems = errorBodyProblems(response);
  if (problems.length > 0) return `${label}: ${problems.join('; ')}`;
  if (!namesField(errorMessage(response), bad.field)) return `${label}: the message does not name ${bad.field}: ${errorMessage(response)}`;
  if (changed) return `${label}: the refused request changed the state`;
  return undefined;
}

/** `field: rule`, or for a list `field.N: rule` naming the item. */
function namesField(message: string, field: string): boolean {
  return message.includes(`${field}:`) || new RegExp(`(^|[ ;])${escapeRegExp(field)}\\.\\d+[.:]`).test(message);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path with `name`'s segment replaced by `raw` (sent as is, not encoded). */
function pathWithRawSegment(operation: Operation, params: Record<string, string>, name: string, raw: string): string {
  const placeholder = '\u0000';
  return fillPath(operation, { ...params, [name]: placeholder }).replace(encodeURIComponent(placeholder), raw);
}

function badInputsOf(operation: Operation): BadInput[] {
  const [valid] = casesFor(operation, world);
  const base: WireRequest = {
    method: operation.method,
    path: fillPath(operation, valid!.params),
    ...(valid!.query ? { query: valid!.query } : {}),
    ...(valid!.body ? { body: valid!.body } : {}),
  };
  const found: BadInput[] = [];
  for (const name of operation.pathParams) {
    const path = (raw: string) => pathWithRawSegment(operation, valid!.params, name, raw);
    found.push({ label: `${name}: malformed encoding`, request: { ...base, path: path(MALFORMED_SEGMENT) }, field: name });
    const rule = operation.params?.[name];
    const texts = rule ? invalidTexts(jsonSchema(rule)).filter(({ value }) => value !== '') : [];
    for (const { value, rule: broken } of texts) {
      found.push({ label: `${name}: ${broken}`, request: { ...base, path: path(encodeURIComponent(value)) }, field: name });
    }
  }
  if (operation.query) {
    for (const mutation of queryMutations(jsonSchema(operation.query), valid!.query ?? {})) {
      const query = applyQueryMutation(valid!.query ?? {}, mutation);
      found.push({ label: `query ${mutation.name}: ${mutation.rule}`, request: { ...base, query }, field: mutation.name });
    }
  } else {
    // An operation without query parameters takes none: a stray one is a typo to report, not to ignore.
    found.push({ label: 'query: a parameter the operation does not take', request: { ...base, query: { limit: '10' } }, field: 'limit' });
  }
  if (operation.body) {
    for (const mutation of mutationsOf(jsonSchema(operation.body), [], valid!.body ?? {})) {
      const field = fieldName(mutation.path);
      found.push({ label: `body ${field}: ${mutation.rule}`, request: { ...base, body: applyMutation(valid!.body ?? {}, mutation) }, field });
    }
    found.push(...wireFaults(base));
  }
  return found;
}

// Every operation takes input somewhere: at least a query string it may refuse.
const withInput = operationList;

describe('bad input answers a 400 naming the field, and changes nothing', () => {
  afterAll(() => console.info(`[reliability] bad input: ${tried} invalid requests over ${withInput.length} operations`));

  it.each(withInput.map((operation) => [operation.id, operation] as const))('%s', (_id, operation) => {
    const inputs = badInputsOf(operation);
    expect(inputs.length).toBeGreaterThan(0);
    const problems = inputs.map((bad) => check(operation, bad)).filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });
});
