/**
 * The generated response checkers (src/generated/response-checks.ts, written by `npm run generate`) against
 * zod's own verdict, on every response schema of the contract: bodies generated from the schema, then broken
 * the ways a hostile or buggy server would break them. A checker may say "no" where zod says yes (the caller
 * then parses with zod), never "yes" where zod says no, and where it says yes zod's result equals the body.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { operations, type Operation } from '../../src/contract/index.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkResponse } from '../../src/core/validate.js';
import { operations as descriptors } from '../../src/generated/operations.js';
import { responseChecks } from '../../src/generated/response-checks.js';

/** A small seeded generator, so a failure is reproducible. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return { next, int: (below: number) => Math.floor(next() * below), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}
type Random = ReturnType<typeof random>;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  checks?: unknown[];
}
const zodOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def; values?: Set<unknown>; optin?: string } })._zod;

const STRINGS = ['', 'a', 'Getting started', 'é ☕ 𝄞', '"quoted" \\ \u2028', 'x'.repeat(300)];

/** A value the schema accepts, built by walking its definition (recursion bounded by `depth`). */
function conforming(schema: z.ZodType, rng: Random, depth: number): unknown {
  const zod = zodOf(schema);
  const { def } = zod;
  switch (def.type) {
    case 'string':
      return rng.pick(STRINGS);
    case 'number':
      return (def.checks?.length ?? 0) > 0 ? rng.pick([0, 1, 42, -7, Number.MAX_SAFE_INTEGER]) : rng.pick([0, 1.5, -3, 1e300]);
    case 'boolean':
      return rng.next() < 0.5;
    case 'enum':
    case 'literal':
      return rng.pick([...zod.values!]);
    case 'unknown':
    case 'any':
      return rng.pick([null, 1, 'text', true, [1, { a: 2 }], { nested: { deep: [] } }]);
    case 'optional':
      return depth > 3 || rng.next() < 0.3 ? undefined : conforming(def.innerType!, rng, depth);
    case 'nullable':
      return rng.next() < 0.3 ? null : conforming(def.innerType!, rng, depth);
    case 'array':
      return depth > 3 ? [] : Array.from({ length: rng.int(3) }, () => conforming(def.element!, rng, depth + 1));
    case 'record':
      return Object.fromEntries(Array.from({ length: rng.int(3) }, (_, index) => [`key${index}`, conforming(def.valueType!, rng, depth + 1)]));
    case 'union':
      return conforming(rng.pick(def.options!), rng, depth);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape!)) {
        const value = conforming(field, rng, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      // Fields a later version of the service may send.
      if (rng.next() < 0.3) out.addedLater = { by: 'the service' };
      return out;
    }
    default:
      throw new Error(`no generator for ${def.type}`);
  }
}

/** Every path to a value inside `value` (objects' keys and arrays' indexes). */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => paths(item, [...prefix, index], out));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) paths(item, [...prefix, key], out);
  return out;
}

const REPLACEMENTS: unknown[] = [
  null,
  undefined,
  0,
  1.5,
  -1,
  2 ** 60,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'not-a-member',
  true,
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: 'x' },
];

/** `value` with the member at `path` replaced (or deleted for `undefined`); a copy, the original untouched. */
function broken(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The check's verdict may only ever be zod's, or a "no" that sends the body to zod. */
function expectAgreement(id: string, schema: z.ZodType, body: unknown, where: string): boolean {
  const verdict = responseChecks[id]!(body);
  const zod = schema.safeParse(body);
  if (verdict) {
    expect(zod.success, `${where}: the check accepted what zod refuses: ${JSON.stringify(body)?.slice(0, 300)}`).toBe(true);
    expect(zod.data, `${where}: zod's result is not the body itself`).toEqual(body);
  }
  return verdict;
}

/** The context of a complaint: asked for only when a body has issues. */
const noIssues = (): never => {
  throw new Error('the context is asked for only when there are issues');
};

const responseOperations = (Object.values(operations) as Operation[]).filter((operation) => operation.response !== undefined);

describe('the generated response checkers', () => {
  // Loaded once (a first call), so checkResponse answers at once rather than with a promise.
  beforeAll(async () => {
    await checkResponse(descriptors.getSpace, conforming(operations.getSpace.response, random(1), 0), 'strict', noIssues);
  });

  it('exist for every response schema of the contract, and for nothing else', () => {
    expect(Object.keys(responseChecks).sort()).toEqual(responseOperations.map((operation) => operation.id).sort());
  });

  it('are plain code: no code made at run time, no zod, no import', () => {
    const source = readFileSync(fileURLToPath(new URL('../../src/generated/response-checks.ts', import.meta.url)), 'utf8');
    expect(source).not.toMatch(/new Function|eval\(|_zod|^import /m);
  });

  it.each(responseOperations.map((operation) => [operation.id, operation] as const))(
    '%s: agrees with zod on generated bodies and on every member broken',
    (id, operation) => {
      const schema = operation.response!;
      const rng = random([...id].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
      let accepted = 0;
      for (let round = 0; round < 6; round++) {
        const body = conforming(schema, rng, 0);
        if (expectAgreement(id, schema, body, `${id} generated`)) accepted++;
        for (const path of paths(body)) {
          expectAgreement(id, schema, broken(body, path, rng.pick(REPLACEMENTS)), `${id} at ${path.join('.')}`);
        }
      }
      // Conforming bodies are accepted in place, not all sent to zod.
      expect(accepted).toBe(6);
    },
  );

  it('leaves bodies with an own __proto__ key to zod, which drops it', async () => {
    const schema = operations.getSpace.response!;
    const text = JSON.stringify(conforming(schema, random(11), 0));
    const body = JSON.parse(`{"__proto__":{"polluted":true},${text.slice(1)}`) as Record<string, unknown>;
    expect(Object.hasOwn(body, '__proto__')).toBe(true);
    expect(schema.safeParse(body).success).toBe(true);
    expect(responseChecks.getSpace!(body)).toBe(false);
    for (const operation of [operations.getSpace, descriptors.getSpace]) {
      const handed = (await checkResponse(operation, body, 'strict', noIssues)) as Record<string, unknown>;
      expect(Object.hasOwn(handed, '__proto__')).toBe(false);
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('hands back a conforming body itself, unknown fields kept, and zod\'s issues for one that is not', () => {
    const schema = operations.listComments.response!;
    const body = conforming(schema, random(3), 0) as Record<string, unknown>;
    body.addedLater = true;
    expect(checkResponse(operations.listComments, body, 'strict', noIssues)).toBe(body);
    expect(() =>
      checkResponse(operations.listComments, { ...body, items: 'nope' }, 'strict', () => ({
        operation: 'listComments',
        method: 'GET',
        url: 'u',
        status: 200,
        secrets: [],
        report: () => undefined,
      })),
    ).toThrow(/items/);
  });

  it('checks a recursive page tree in place, a thousand levels deep', () => {
    const pageSchema = zodOf(zodOf(operations.getRevisionPages.response!).def.shape!.pages!).def.element!;
    const rng = random(5);
    const leaf = (): Record<string, unknown> => ({ ...(conforming(pageSchema, rng, 0) as Record<string, unknown>), pages: [] });
    const root = leaf();
    let current = root;
    for (let level = 0; level < 1000; level++) {
      const child = leaf();
      current.pages = [child];
      current = child;
    }
    const body = { pages: [root] };
    // Compared by identity without a diff: a thousand levels are too deep to print.
    expect(checkResponse(descriptors.getRevisionPages, body, 'strict', noIssues) === body).toBe(true);
    current.title = 42;
    expect(responseChecks.getRevisionPages!(body)).toBe(false);
  });
});
