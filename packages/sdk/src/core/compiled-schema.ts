/**
 * Response schemas compiled to straight-line parsers, once per schema, when they are used a second time.
 *
 * zod's runtime parser walks the schema tree node by node (a generic call and two allocations per field).
 * Inside a request cycle that walk runs with cold caches, because the HTTP stack runs between two parses:
 * a space's schema then takes 5–16 µs per parse (median) and more in the tail, against ~1 µs in a hot loop.
 * `z.compile` generates one function per schema that builds the same output: ~1.2 µs in the same place.
 * It falls back to the runtime parser for a body that does not conform, so issues are the runtime's own.
 *
 * Compiling costs 1–50 ms per schema (`new Function` plus the code generation), so a schema parsed once —
 * a script making one call — never pays it; the second parse compiles. Schemas zod cannot compile (the
 * recursive page trees) come back unchanged and keep the runtime parser. Where `new Function` is not
 * allowed (a strict Content-Security-Policy, or `z.config({ jitless: true })`), nothing is compiled.
 */
import * as z from 'zod';

/** Uses of a schema not compiled yet; a schema leaves this map once compiled. */
const uses = new WeakMap<z.ZodType, number>();
/** Each schema's compiled clone (or the schema itself when it cannot be compiled). */
const compiled = new WeakMap<z.ZodType, z.ZodType>();

/** Parses after which a schema is compiled. */
export const COMPILE_AFTER_PARSES = 1;

/** The parser to use for `schema` now: the runtime's until it has been used enough, then the compiled one. */
export function parserFor<S extends z.ZodType>(schema: S): S {
  const ready = compiled.get(schema);
  if (ready) return ready as S;
  const count = uses.get(schema) ?? 0;
  if (count < COMPILE_AFTER_PARSES) {
    uses.set(schema, count + 1);
    return schema;
  }
  uses.delete(schema);
  const result = compileOrKeep(schema);
  compiled.set(schema, result);
  return result;
}

function compileOrKeep<S extends z.ZodType>(schema: S): S {
  if (z.config().jitless) return schema;
  // z.compile never throws: a schema it cannot model (or an environment without eval) comes back unchanged.
  return z.compile(schema);
}
