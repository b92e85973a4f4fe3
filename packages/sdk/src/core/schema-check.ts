/**
 * Response bodies checked in place: a predicate built once per response schema from zod's own schema
 * definitions, that answers whether a parsed JSON body conforms without building anything.
 *
 * zod's parse builds a copy of every object and array it accepts, and on a page of 1,000 comments that copy
 * is most of the validation's cost. The contract's response schemas transform nothing (no defaults, no
 * coercion, no transforms: a conforming body parses to an equal value), so for a body the predicate accepts
 * the body itself is the parse's result, with the fields the contract does not know kept where they were.
 *
 * The predicate is built only from kinds it models exactly as zod does (objects, arrays, records, unions,
 * enums, literals, strings, numbers with zod's integer check, booleans, nullable, optional, unknown); a schema
 * with anything else (a string format, a refinement, a default…) gets no predicate and keeps zod's parse.
 * It answers `false` for anything it would have to change: an own `__proto__` key (zod drops it) or a key an
 * object without a catch-all strips. On `false` the caller parses with zod, whose result and issues stand.
 *
 * The schema is first read into a small model (schema-model.ts); the predicate is then generated as straight-line
 * code (check-code.ts: `new Function`, one function per object shape, property names written out so every access is a
 * plain field load), or, where generating code is not allowed (a strict Content-Security-Policy, zod's
 * `jitless`), made of closures (check-closures.ts) — the same model, the same verdicts, slower. `test/core/schema-check.test.ts`
 * holds both to zod's verdict on every response schema.
 */
import type { z } from 'zod';
import { closures } from './check-closures.js';
import { generate } from './check-code.js';
import { modelOf } from './schema-model.js';

/** Whether a parsed JSON value conforms to the schema the check was built from. */
export type BodyCheck = (value: unknown) => boolean;

/** How a check is made: generated code, or closures where code cannot be generated. */
export type CheckBackend = 'code' | 'closures';

/** Each schema's check per backend, or `null` when it has none; built on first use. */
const built = { code: new WeakMap<z.ZodType, BodyCheck | null>(), closures: new WeakMap<z.ZodType, BodyCheck | null>() };

let codeAllowed: boolean | undefined;

/** Whether this runtime lets us generate code; asked once. */
function canGenerateCode(): boolean {
  if (codeAllowed === undefined) {
    try {
      codeAllowed = new Function('return true')() === true;
    } catch {
      codeAllowed = false;
    }
  }
  return codeAllowed;
}

/**
 * The in-place check of `schema`, or `undefined` when the schema holds something it cannot model exactly.
 * `backend` defaults to generated code where the runtime allows it and `jitless` is off.
 */
export function checkFor(schema: z.ZodType, backend?: CheckBackend, jitless = false): BodyCheck | undefined {
  const chosen = backend ?? (!jitless && canGenerateCode() ? 'code' : 'closures');
  const cache = built[chosen];
  let check = cache.get(schema);
  if (check === undefined) {
    const shape = modelOf(schema);
    check = shape === null ? null : chosen === 'code' ? generate(shape) : closures(shape);
    cache.set(schema, check);
  }
  return check ?? undefined;
}
