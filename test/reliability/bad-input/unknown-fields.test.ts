/**
 * Unknown body fields: for every operation with a body, its valid request plus one key the operation does not
 * take — at the top level, and inside each object the valid body holds — answers a 400 whose message names that
 * key, and the server's whole state after the request equals the state before it. The contract's schemas strip
 * unknown keys when they parse (the SDK shares them); the server must refuse them instead of dropping them.
 */
import { operationList, type Operation } from '@docpub/sdk/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { casesFor } from '../catalogue/index.js';
import { Harness } from '../support/harness.js';
import { buildMatrixWorld } from '../support/matrix-world.js';
import { ADMIN_TOKEN } from '../support/principals.js';
import { describeResponse, errorBodyProblems, errorMessage, fillPath } from '../support/wire.js';

const harness = new Harness();
const world = buildMatrixWorld(harness);
const baseline = harness.snapshot();
const UNKNOWN = 'notAField';
let tried = 0;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The valid body with an unknown key added at the top level, and one body per nested object with one there. */
function bodiesWithUnknownKey(body: Record<string, unknown>): { field: string; body: Record<string, unknown> }[] {
  const found: { field: string; body: Record<string, unknown> }[] = [{ field: UNKNOWN, body: { ...body, [UNKNOWN]: 1 } }];
  const walk = (value: unknown, path: string[], rebuild: (inner: unknown) => Record<string, unknown>) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, String(index)], (inner) => rebuild(value.map((old, at) => (at === index ? inner : old)))));
    } else if (isObject(value)) {
      if (path.length > 0) found.push({ field: [...path, UNKNOWN].join('.'), body: rebuild({ ...value, [UNKNOWN]: 1 }) });
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key], (inner) => rebuild({ ...value, [key]: inner }));
    }
  };
  walk(body, [], (inner) => inner as Record<string, unknown>);
  return found;
}

/**
 * Nested objects whose keys are the caller's own (a record), where any key is a name, not a field: a team's
 * `memberships` map user ids to roles, an integration's `secrets` and configuration `properties` are named by it.
 */
const OPEN_KEYED = [/^memberships\.notAField$/, /^secrets\.notAField$/, /\.properties\.notAField$/];

function check(operation: Operation): string[] {
  const [valid] = casesFor(operation, world);
  const problems: string[] = [];
  for (const { field, body } of bodiesWithUnknownKey(valid!.body ?? {})) {
    if (OPEN_KEYED.some((pattern) => pattern.test(field))) continue;
    tried += 1;
    const response = harness.send({
      token: ADMIN_TOKEN,
      method: operation.method,
      path: fillPath(operation, valid!.params),
      ...(valid!.query ? { query: valid!.query } : {}),
      body,
    });
    const changed = !harness.stateEquals(baseline);
    if (changed) harness.restore(baseline);
    for (const bug of harness.takeBugs()) problems.push(`${field}: server bug ${String(bug.error)}`);
    if (response.status !== 400) problems.push(`${field}: expected 400, got ${describeResponse(response)}`);
    else if (!errorMessage(response).startsWith(`${field}: `)) problems.push(`${field}: the message does not name it: ${errorMessage(response)}`);
    problems.push(...errorBodyProblems(response).map((problem) => `${field}: ${problem}`));
    if (changed) problems.push(`${field}: the refused request changed the state`);
  }
  return problems;
}

const withBody = operationList.filter((operation) => operation.body !== undefined);

describe('a body field the operation does not take is a 400 naming it, and changes nothing', () => {
  afterAll(() => console.info(`[reliability] unknown body fields: ${tried} requests over ${withBody.length} operations with a body`));

  it.each(withBody.map((operation) => [operation.id, operation] as const))('%s', (_id, operation) => {
    expect(check(operation)).toEqual([]);
  });
});
