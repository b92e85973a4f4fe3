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
 * `test/core/schema-check.test.ts` holds the predicate to zod's verdict on every response schema.
 */
import type { z } from 'zod';

/** Whether a parsed JSON value conforms to the schema the check was built from. */
export type BodyCheck = (value: unknown) => boolean;

/** The parts of zod's internals the checks are built from. */
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
    mode?: string;
    format?: string;
    coerce?: boolean;
  };
  values?: ReadonlySet<unknown>;
  optin?: string;
  optout?: string;
  propValues?: Record<string, ReadonlySet<unknown>>;
}

const internals = (schema: z.ZodType) => (schema as unknown as { _zod: Internals })._zod;

/** Thrown while building when a schema holds a kind the checks do not model. */
class NotModelled extends Error {}

/** Each schema's check, or `null` when it has none; built on first use. */
const built = new WeakMap<z.ZodType, BodyCheck | null>();

/** The in-place check of `schema`, or `undefined` when the schema holds something it cannot model exactly. */
export function checkFor(schema: z.ZodType): BodyCheck | undefined {
  let check = built.get(schema);
  if (check === undefined) {
    check = buildOrNull(schema);
    built.set(schema, check);
  }
  return check ?? undefined;
}

function buildOrNull(schema: z.ZodType): BodyCheck | null {
  try {
    return new Builder().build(schema);
  } catch (error) {
    if (error instanceof NotModelled) return null;
    throw error;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own `__proto__` key: zod leaves it out of what it returns, so the body itself would not be the result. */
const hasOwnProto = (value: object) => Object.hasOwn(value, '__proto__');

const always: BodyCheck = () => true;

/** Builds the checks of one schema tree; a schema met again while being built (a recursive tree) is referred to. */
class Builder {
  readonly #building = new Map<z.ZodType, { check?: BodyCheck }>();

  build(schema: z.ZodType): BodyCheck {
    const known = built.get(schema);
    if (known) return known;
    if (known === null) throw new NotModelled();
    const pending = this.#building.get(schema);
    if (pending) return (value) => pending.check!(value);
    const slot: { check?: BodyCheck } = {};
    this.#building.set(schema, slot);
    slot.check = this.#kind(schema);
    this.#building.delete(schema);
    return slot.check;
  }

  #kind(schema: z.ZodType): BodyCheck {
    const zod = internals(schema);
    const { def } = zod;
    if (def.coerce) throw new NotModelled();
    const checks = def.checks ?? [];
    switch (def.type) {
      case 'unknown':
      case 'any':
        return always;
      case 'string':
        if (checks.length > 0 || def.format !== undefined) throw new NotModelled();
        return (value) => typeof value === 'string';
      case 'boolean':
        if (checks.length > 0) throw new NotModelled();
        return (value) => typeof value === 'boolean';
      case 'number':
        return numberCheck(checks);
      case 'enum':
      case 'literal':
        return valuesCheck(zod.values);
      case 'optional': {
        if (checks.length > 0) throw new NotModelled();
        const inner = this.build(def.innerType!);
        return (value) => value === undefined || inner(value);
      }
      case 'nullable': {
        if (checks.length > 0) throw new NotModelled();
        const inner = this.build(def.innerType!);
        return (value) => value === null || inner(value);
      }
      case 'array':
        return this.#array(def, checks.length);
      case 'object':
        return this.#object(def, checks.length);
      case 'record':
        return this.#record(def, checks.length);
      case 'union':
        return this.#union(def, checks.length);
      default:
        throw new NotModelled();
    }
  }

  #array(def: Internals['def'], checkCount: number): BodyCheck {
    if (checkCount > 0) throw new NotModelled();
    const element = this.build(def.element!);
    return (value) => {
      if (!Array.isArray(value)) return false;
      for (let index = 0; index < value.length; index++) if (!element(value[index])) return false;
      return true;
    };
  }

  #object(def: Internals['def'], checkCount: number): BodyCheck {
    if (checkCount > 0) throw new NotModelled();
    const shape = def.shape ?? {};
    const keys = Object.keys(shape);
    const fields = keys.map((key) => {
      const { optin, optout } = internals(shape[key]!);
      // An absent key is accepted only when zod leaves it absent: `optional` in and out. A default fills it in.
      if (optin !== undefined && optout !== 'optional') throw new NotModelled();
      if (key === '__proto__') throw new NotModelled();
      return { key, optional: optin !== undefined, check: this.build(shape[key]!) };
    });
    const extra = this.#extraKeys(def, new Set(keys));
    return (value) => {
      if (!isObject(value) || hasOwnProto(value)) return false;
      for (const field of fields) {
        // `in`, as zod asks: an absent key of an optional field is fine, of any other field an issue.
        if (!(field.key in value)) {
          if (field.optional) continue;
          return false;
        }
        if (!field.check(value[field.key])) return false;
      }
      return extra(value);
    };
  }

  /** What an object asks of keys its shape does not name. */
  #extraKeys(def: Internals['def'], named: ReadonlySet<string>): (value: Record<string, unknown>) => boolean {
    const catchall = def.catchall;
    const type = catchall === undefined ? undefined : internals(catchall).def.type;
    // A loose object keeps them as they are.
    if (type === 'unknown' || type === 'any') return always;
    // Stripped (no catch-all) or refused (`never`): a body with one is not its own parse.
    if (catchall === undefined || type === 'never') {
      return (value) => {
        for (const key in value) if (!named.has(key)) return false;
        return true;
      };
    }
    const rest = this.build(catchall);
    return (value) => {
      for (const key in value) if (!named.has(key) && !rest(value[key])) return false;
      return true;
    };
  }

  #record(def: Internals['def'], checkCount: number): BodyCheck {
    const key = internals(def.keyType!);
    // Only records keyed by any string: an enumerated key type makes zod ask for every key.
    if (checkCount > 0 || key.def.type !== 'string' || (key.def.checks?.length ?? 0) > 0 || key.def.format !== undefined) {
      throw new NotModelled();
    }
    const value = this.build(def.valueType!);
    const plain = (input: unknown): input is Record<string, unknown> =>
      isObject(input) && !hasOwnProto(input) && isPlainObject(input);
    if (value === always) return plain;
    return (input) => {
      if (!plain(input)) return false;
      for (const name of Object.keys(input)) if (!value(input[name])) return false;
      return true;
    };
  }

  #union(def: Internals['def'], checkCount: number): BodyCheck {
    if (checkCount > 0 || def.inclusive === false) throw new NotModelled();
    const options = def.options!.map((option) => this.build(option));
    if (def.discriminator !== undefined) return this.#discriminated(def, options);
    return (value) => {
      for (const option of options) if (option(value)) return true;
      return false;
    };
  }

  /** zod tries only the option whose discriminator value the body names. */
  #discriminated(def: Internals['def'], options: readonly BodyCheck[]): BodyCheck {
    const discriminator = def.discriminator!;
    const byValue = new Map<unknown, BodyCheck>();
    def.options!.forEach((option, index) => {
      const values = internals(option).propValues?.[discriminator];
      if (!values || values.size === 0) throw new NotModelled();
      for (const value of values) {
        if (byValue.has(value)) throw new NotModelled();
        byValue.set(value, options[index]!);
      }
    });
    return (value) => {
      if (!isObject(value)) return false;
      const option = byValue.get(value[discriminator]);
      return option !== undefined && option(value);
    };
  }
}

/** zod's number: finite, and an integer within ±(2^53 − 1) where the schema says `int()`. */
function numberCheck(checks: NonNullable<Internals['def']['checks']>): BodyCheck {
  const formats = checks.map((check) => check._zod.def);
  if (formats.some((check) => check.check !== 'number_format' || check.format !== 'safeint')) throw new NotModelled();
  if (formats.length > 0) return (value) => typeof value === 'number' && Number.isSafeInteger(value);
  return (value) => typeof value === 'number' && Number.isFinite(value);
}

function valuesCheck(values: ReadonlySet<unknown> | undefined): BodyCheck {
  if (!values) throw new NotModelled();
  return (value) => values.has(value);
}

/** zod's test of a record's input: an object whose constructor, if a function, has an ordinary prototype. */
function isPlainObject(value: Record<string, unknown>): boolean {
  const constructor = value.constructor;
  if (typeof constructor !== 'function') return true;
  const prototype = (constructor as { prototype?: unknown }).prototype;
  return isObject(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}
