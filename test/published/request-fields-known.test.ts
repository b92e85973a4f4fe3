/**
 * The reference server refuses body fields it does not know (a 400 naming the field). A field the published
 * service takes on an operation DocPub shares with it must not be refused as unknown: a request written for the
 * published service would break for no reason. Each published request property (top level, through `$ref`,
 * `allOf`, `oneOf` and `anyOf`) is sent beside the operation's valid request; the answer may refuse its value
 * (it is sent as `null`), but must not call it unknown, unless the exception table says why DocPub does not take it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { casesFor } from '../reliability/catalogue/index.js';
import { Harness } from '../reliability/support/harness.js';
import { buildMatrixWorld } from '../reliability/support/matrix-world.js';
import { ADMIN_TOKEN } from '../reliability/support/principals.js';
import { errorMessage, fillPath } from '../reliability/support/wire.js';
import { deref, describeShared, sharedOperations, type JsonSchema } from './published-spec.js';
import { UNKNOWN_FIELD_EXCEPTIONS } from './request-field-exceptions.js';

const harness = new Harness();
const world = buildMatrixWorld(harness);
const baseline = harness.snapshot();
const figures = { operations: 0, properties: 0, known: 0, excused: 0 };

/** The property names a published body schema names at its top level, across its branches. */
function publishedProperties(schema: JsonSchema | undefined, seen = new Set<unknown>()): Set<string> {
  const names = new Set<string>();
  const resolved = schema === undefined ? undefined : deref<JsonSchema>(schema);
  if (resolved === undefined || seen.has(resolved)) return names;
  seen.add(resolved);
  for (const name of Object.keys((resolved.properties as Record<string, unknown> | undefined) ?? {})) names.add(name);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const branch of (resolved[key] as JsonSchema[] | undefined) ?? []) {
      for (const name of publishedProperties(branch, seen)) names.add(name);
    }
  }
  return names;
}

const withBodies = sharedOperations.filter((shared) => shared.operation.body !== undefined && shared.requestBody !== undefined);

describe('every published request property of a shared operation is a field the reference server knows', () => {
  it.each(withBodies.map((shared) => [describeShared(shared), shared] as const))('%s', (_name, shared) => {
    figures.operations += 1;
    const { operation } = shared;
    const [valid] = casesFor(operation, world);
    const excused = UNKNOWN_FIELD_EXCEPTIONS[operation.id] ?? {};
    const refused: string[] = [];
    const stillKnown: string[] = [];
    for (const name of publishedProperties(shared.requestBody)) {
      figures.properties += 1;
      const response = harness.send({
        token: ADMIN_TOKEN,
        method: operation.method,
        path: fillPath(operation, valid!.params),
        ...(valid!.query ? { query: valid!.query } : {}),
        body: { ...valid!.body, [name]: valid!.body?.[name] ?? null },
      });
      if (!harness.stateEquals(baseline)) harness.restore(baseline);
      harness.takeBugs();
      const unknown = response.status === 400 && errorMessage(response).startsWith(`${name}: unknown field`);
      if (!unknown) {
        figures.known += 1;
        if (Object.hasOwn(excused, name)) stillKnown.push(name);
      } else if (Object.hasOwn(excused, name)) figures.excused += 1;
      else refused.push(name);
    }
    expect(refused, `${describeShared(shared)}: published properties refused as unknown`).toEqual([]);
    expect(stillKnown, `${describeShared(shared)}: exceptions no longer needed`).toEqual([]);
  });

  afterAll(() => {
    console.log(
      `published request properties: ${figures.known} of ${figures.properties} known over ${figures.operations} shared operations with a body; ` +
        `${figures.excused} refused where the exception table says why`,
    );
  });
});
