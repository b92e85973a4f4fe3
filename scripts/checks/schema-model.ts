/**
 * A response schema read into what the generated checkers model (see check-writer.ts): only kinds zod
 * validates without changing the value, each as zod asks it. Read at generation time from zod's schema
 * definitions (`_zod.def`), never at run time. Anything else — a string format, a refinement, a default, a
 * record keyed by an enumeration — makes the whole schema unmodelled, and zod's parse keeps it.
 *
 * Why a conforming body needs no parse: zod's parse builds a copy of every object and array it accepts, and on
 * a page of 1,000 comments that copy is most of the validation's cost. The contract's response schemas
 * transform nothing (no defaults, no coercion, no transforms: a conforming body parses to an equal value), so
 * for a body the checker accepts, the body itself is the parse's result. The checker answers `false` for
 * anything zod would change: an own `__proto__` key (zod drops it) or a key an object without a catch-all
 * strips.
 */
import type { z } from 'zod';

/** What the checks model of a schema: kinds zod validates without changing the value. */
export type Shape =
  | { kind: 'any' }
  | { kind: 'string' }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'values'; values: ReadonlySet<unknown> }
  | { kind: 'optional' | 'nullable'; inner: Shape }
  | { kind: 'array'; element: Shape }
  | { kind: 'object'; fields: Field[]; extra: Extra }
  | { kind: 'record'; value: Shape }
  | { kind: 'union'; options: Shape[] }
  | { kind: 'discriminated'; key: string; options: Map<unknown, Shape> };

export interface Field {
  key: string;
  /** An absent key is fine (zod's `optional` in and out). */
  optional: boolean;
  shape: Shape;
}

/** What an object asks of keys its shape does not name: anything, none at all, or a schema. */
export type Extra = 'any' | 'none' | Shape;

/** The parts of zod's internals the model is read from. */
interface Internals {
  def: {
    type: string;
    checks?: readonly { _zod: { def: { check: string; format?: string } } }[];
    shape?: Record<string, z.ZodType>;
    catchall?: z.ZodType;
    element?: z.ZodType;
    innerType?: z.ZodType;
    options?: readonly z.ZodType[];
    discriminator?: string;
    inclusive?: boolean;
    keyType?: z.ZodType;
    valueType?: z.ZodType;
    format?: string;
    coerce?: boolean;
  };
  values?: ReadonlySet<unknown>;
  optin?: string;
  optout?: string;
  propValues?: Record<string, ReadonlySet<unknown>>;
}

const internals = (schema: z.ZodType) => (schema as unknown as { _zod: Internals })._zod;

/** Thrown while reading a schema that holds a kind the checks do not model. */
class NotModelled extends Error {}

/**
 * Reads schemas into models; one reader for many schemas shares the model of every schema they share (a
 * resource answered by several operations), so its checker is written once.
 */
export class SchemaModels {
  readonly #modeller = new Modeller();

  /** The model of `schema`, or `null` when it holds a kind the checks do not model exactly. */
  modelOf(schema: z.ZodType): Shape | null {
    const before = new Set(this.#modeller.seen.keys());
    try {
      return this.#modeller.shape(schema);
    } catch (error) {
      if (!(error instanceof NotModelled)) throw error;
      // Objects met on the way were registered before their fields were read: forget the half-read ones.
      for (const key of [...this.#modeller.seen.keys()]) if (!before.has(key)) this.#modeller.seen.delete(key);
      return null;
    }
  }
}

/** The model of `schema` alone, or `null` when it holds a kind the checks do not model exactly. */
export function modelOf(schema: z.ZodType): Shape | null {
  return new SchemaModels().modelOf(schema);
}

/** Reads schemas into shapes; a schema met again (a recursive tree) gives the same shape object. */
class Modeller {
  readonly seen = new Map<z.ZodType, Shape>();

  shape(schema: z.ZodType): Shape {
    const seen = this.seen.get(schema);
    if (seen) return seen;
    const zod = internals(schema);
    const { def } = zod;
    if (def.coerce) throw new NotModelled();
    const checkCount = def.checks?.length ?? 0;
    switch (def.type) {
      case 'unknown':
      case 'any':
        return { kind: 'any' };
      case 'string':
        if (checkCount > 0 || def.format !== undefined) throw new NotModelled();
        return { kind: 'string' };
      case 'boolean':
        if (checkCount > 0) throw new NotModelled();
        return { kind: 'boolean' };
      case 'number':
        return { kind: 'number', integer: integerChecks(def.checks ?? []) };
      case 'enum':
      case 'literal':
        if (!zod.values) throw new NotModelled();
        return { kind: 'values', values: zod.values };
      case 'optional':
      case 'nullable':
        if (checkCount > 0) throw new NotModelled();
        return { kind: def.type, inner: this.shape(def.innerType!) };
      case 'array':
        if (checkCount > 0) throw new NotModelled();
        return { kind: 'array', element: this.shape(def.element!) };
      case 'object':
        if (checkCount > 0) throw new NotModelled();
        return this.#object(schema, def);
      case 'record':
        if (checkCount > 0) throw new NotModelled();
        return { kind: 'record', value: this.#recordValue(def) };
      case 'union':
        // An exclusive union (exactly one option may match) is modelled only with a discriminator, which
        // lets zod try a single option anyway.
        if (checkCount > 0 || (def.inclusive === false && def.discriminator === undefined)) throw new NotModelled();
        return this.#union(def);
      default:
        throw new NotModelled();
    }
  }

  #object(schema: z.ZodType, def: Internals['def']): Shape {
    // Registered before its fields are read, so a field that leads back here finds it.
    const shape: Shape & { kind: 'object' } = { kind: 'object', fields: [], extra: 'any' };
    this.seen.set(schema, shape);
    const fields = def.shape ?? {};
    for (const key of Object.keys(fields)) {
      const { optin, optout } = internals(fields[key]!);
      // An absent key is accepted only when zod leaves it absent: `optional` in and out. A default fills it in.
      if ((optin !== undefined && optout !== 'optional') || key === '__proto__') throw new NotModelled();
      shape.fields.push({ key, optional: optin !== undefined, shape: this.shape(fields[key]!) });
    }
    const catchall = def.catchall;
    const type = catchall === undefined ? undefined : internals(catchall).def.type;
    // A loose object keeps other keys as they are; one without a catch-all strips them and `never` refuses
    // them: either way a body holding one is not its own parse.
    shape.extra = type === 'unknown' || type === 'any' ? 'any' : catchall === undefined || type === 'never' ? 'none' : this.shape(catchall);
    return shape;
  }

  /** Records keyed by any string only: an enumerated key type makes zod ask for every key. */
  #recordValue(def: Internals['def']): Shape {
    const key = internals(def.keyType!).def;
    if (key.type !== 'string' || (key.checks?.length ?? 0) > 0 || key.format !== undefined) throw new NotModelled();
    return this.shape(def.valueType!);
  }

  #union(def: Internals['def']): Shape {
    const options = def.options!.map((option) => this.shape(option));
    if (def.discriminator === undefined) return { kind: 'union', options };
    // zod tries only the option whose discriminator value the body names.
    const byValue = new Map<unknown, Shape>();
    def.options!.forEach((option, index) => {
      const values = internals(option).propValues?.[def.discriminator!];
      if (!values || values.size === 0) throw new NotModelled();
      for (const value of values) {
        if (byValue.has(value)) throw new NotModelled();
        byValue.set(value, options[index]!);
      }
    });
    return { kind: 'discriminated', key: def.discriminator, options: byValue };
  }
}

/** Whether a number's checks are zod's `int()` (a safe integer); any other check is not modelled. */
function integerChecks(checks: NonNullable<Internals['def']['checks']>): boolean {
  for (const check of checks) {
    const { check: kind, format } = check._zod.def;
    if (kind !== 'number_format' || format !== 'safeint') throw new NotModelled();
  }
  return checks.length > 0;
}
