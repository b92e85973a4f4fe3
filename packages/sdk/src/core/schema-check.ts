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
 * The schema is first read into a small model ({@link Shape}); the predicate is then generated as straight-line
 * code (`new Function`, one function per object shape, property names written out so every access is a
 * plain field load), or, where generating code is not allowed (a strict Content-Security-Policy, zod's
 * `jitless`), made of closures — the same model, the same verdicts, slower. `test/core/schema-check.test.ts`
 * holds both to zod's verdict on every response schema.
 */
import type { z } from 'zod';

/** Whether a parsed JSON value conforms to the schema the check was built from. */
export type BodyCheck = (value: unknown) => boolean;

/** How a check is made: generated code, or closures where code cannot be generated. */
export type CheckBackend = 'code' | 'closures';

/** What the checks model of a schema: kinds zod validates without changing the value. */
type Shape =
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

interface Field {
  key: string;
  /** An absent key is fine (zod's `optional` in and out). */
  optional: boolean;
  shape: Shape;
}

/** What an object asks of keys its shape does not name: anything, none at all, or a schema. */
type Extra = 'any' | 'none' | Shape;

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
    const shape = modelOrNull(schema);
    check = shape === null ? null : chosen === 'code' ? generate(shape) : closures(shape);
    cache.set(schema, check);
  }
  return check ?? undefined;
}

// ——— reading a schema into the model ———

function modelOrNull(schema: z.ZodType): Shape | null {
  try {
    return new Modeller().shape(schema);
  } catch (error) {
    if (error instanceof NotModelled) return null;
    throw error;
  }
}

/** Reads schemas into shapes; a schema met again (a recursive tree) gives the same shape object. */
class Modeller {
  readonly #seen = new Map<z.ZodType, Shape>();

  shape(schema: z.ZodType): Shape {
    const seen = this.#seen.get(schema);
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
        if (checkCount > 0 || def.inclusive === false) throw new NotModelled();
        return this.#union(def);
      default:
        throw new NotModelled();
    }
  }

  #object(schema: z.ZodType, def: Internals['def']): Shape {
    // Registered before its fields are read, so a field that leads back here finds it.
    const shape: Shape & { kind: 'object' } = { kind: 'object', fields: [], extra: 'any' };
    this.#seen.set(schema, shape);
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

// ——— what zod asks of values, shared by both backends ———

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own `__proto__` key: zod leaves it out of what it returns, so the body itself would not be the result. */
const hasOwnProto = (value: object) => Object.hasOwn(value, '__proto__');

/** zod's test of a record's input: an object whose constructor, if a function, has an ordinary prototype. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isObject(value) || hasOwnProto(value)) return false;
  const constructor = value.constructor;
  if (typeof constructor !== 'function') return true;
  const prototype = (constructor as { prototype?: unknown }).prototype;
  return isObject(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}

/** Every key of `value` that is not named: a stripping object's key, which zod would drop. */
function hasUnnamedKey(value: Record<string, unknown>, named: ReadonlySet<string>): boolean {
  for (const key in value) if (!named.has(key)) return true;
  return false;
}

/** Whether every key `named` does not hold passes `rest`. */
function restConforms(value: Record<string, unknown>, named: ReadonlySet<string>, rest: BodyCheck): boolean {
  for (const key in value) if (!named.has(key) && !rest(value[key])) return false;
  return true;
}

const runtime = { isObject, hasOwnProto, isPlainRecord, hasUnnamedKey, restConforms };

// ——— backend: closures ———

function closures(root: Shape): BodyCheck {
  const made = new Map<Shape, BodyCheck>();
  const make = (shape: Shape): BodyCheck => {
    const known = made.get(shape);
    if (known) return known;
    if (shape.kind !== 'object') return closureOf(shape, make);
    // Objects may be recursive: registered before their fields are made.
    const slot: { check?: BodyCheck } = {};
    made.set(shape, (value) => slot.check!(value));
    slot.check = objectClosure(shape, make);
    return slot.check;
  };
  return make(root);
}

function closureOf(shape: Exclude<Shape, { kind: 'object' }>, make: (shape: Shape) => BodyCheck): BodyCheck {
  switch (shape.kind) {
    case 'any':
      return () => true;
    case 'string':
      return (value) => typeof value === 'string';
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'number':
      return shape.integer
        ? (value) => typeof value === 'number' && Number.isSafeInteger(value)
        : (value) => typeof value === 'number' && Number.isFinite(value);
    case 'values':
      return (value) => shape.values.has(value);
    case 'optional': {
      const inner = make(shape.inner);
      return (value) => value === undefined || inner(value);
    }
    case 'nullable': {
      const inner = make(shape.inner);
      return (value) => value === null || inner(value);
    }
    case 'array': {
      const element = make(shape.element);
      return (value) => Array.isArray(value) && value.every((item) => element(item));
    }
    case 'record': {
      const inner = make(shape.value);
      return (value) => isPlainRecord(value) && Object.keys(value).every((key) => inner(value[key]));
    }
    case 'union': {
      const options = shape.options.map(make);
      return (value) => options.some((option) => option(value));
    }
    case 'discriminated': {
      const options = new Map([...shape.options].map(([key, option]) => [key, make(option)]));
      return (value) => isObject(value) && (options.get(value[shape.key])?.(value) ?? false);
    }
  }
}

function objectClosure(shape: Shape & { kind: 'object' }, make: (shape: Shape) => BodyCheck): BodyCheck {
  const fields = shape.fields.map((field) => ({ ...field, check: make(field.shape) }));
  const named = new Set(fields.map((field) => field.key));
  const rest = typeof shape.extra === 'object' ? make(shape.extra) : undefined;
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
    if (shape.extra === 'none') return !hasUnnamedKey(value, named);
    return rest === undefined || restConforms(value, named, rest);
  };
}

// ——— backend: generated code ———

/**
 * One function per object shape (`o0`, `o1`…; shapes may refer to each other and to themselves), the rest
 * written inline. Constants the code needs (value sets, key sets) are passed in as `k`.
 */
function generate(root: Shape): BodyCheck {
  const writer = new CodeWriter();
  const entry = writer.expression(root, 'value');
  const source = `${writer.functions.join('\n')}\nreturn function check(value) { return ${entry}; };`;
  return new Function('k', 'rt', source)(writer.constants, runtime) as BodyCheck;
}

class CodeWriter {
  readonly functions: string[] = [];
  readonly constants: unknown[] = [];
  readonly #names = new Map<Shape, string>();
  #temporaries = 0;

  /** A JavaScript expression that is true when `input` (an expression without side effects) conforms. */
  expression(shape: Shape, input: string): string {
    switch (shape.kind) {
      case 'any':
        return 'true';
      case 'string':
        return `typeof ${input} === "string"`;
      case 'boolean':
        return `typeof ${input} === "boolean"`;
      case 'number':
        return shape.integer
          ? `(typeof ${input} === "number" && Number.isSafeInteger(${input}))`
          : `(typeof ${input} === "number" && Number.isFinite(${input}))`;
      case 'values':
        return this.#values(shape.values, input);
      case 'optional':
        return `(${input} === undefined || ${this.expression(shape.inner, input)})`;
      case 'nullable':
        return `(${input} === null || ${this.expression(shape.inner, input)})`;
      case 'array':
        return `${this.#arrayFunction(shape)}(${input})`;
      case 'record':
        return `${this.#recordFunction(shape)}(${input})`;
      case 'object':
        return `${this.#objectFunction(shape)}(${input})`;
      case 'union':
        return `(${shape.options.map((option) => this.expression(option, input)).join(' || ')})`;
      case 'discriminated':
        return `${this.#discriminatedFunction(shape)}(${input})`;
    }
  }

  #constant(value: unknown): string {
    this.constants.push(value);
    return `k[${this.constants.length - 1}]`;
  }

  /** A few members compared one by one (strings and numbers written as literals), more through a Set. */
  #values(values: ReadonlySet<unknown>, input: string): string {
    const literal = [...values].every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)));
    if (literal && values.size <= 8) return `(${[...values].map((value) => `${input} === ${JSON.stringify(value)}`).join(' || ')})`;
    return `${this.#constant(values)}.has(${input})`;
  }

  #function(shape: Shape, prefix: string, body: (name: string) => string): string {
    const known = this.#names.get(shape);
    if (known) return known;
    const name = `${prefix}${this.#names.size}`;
    this.#names.set(shape, name);
    this.functions.push(body(name));
    return name;
  }

  #objectFunction(shape: Shape & { kind: 'object' }): string {
    return this.#function(shape, 'o', (name) => {
      const lines = [`function ${name}(v) {`, '  if (typeof v !== "object" || v === null || Array.isArray(v) || rt.hasOwnProto(v)) return false;'];
      for (const field of shape.fields) {
        const key = JSON.stringify(field.key);
        const local = `f${this.#temporaries++}`;
        // `in`, as zod asks: an absent key of an optional field is fine, of any other field an issue.
        lines.push(`  if (${key} in v) { const ${local} = v[${key}]; if (!(${this.expression(field.shape, local)})) return false; }`);
        if (!field.optional) lines.push('  else return false;');
      }
      const named = () => this.#constant(new Set(shape.fields.map((field) => field.key)));
      if (shape.extra === 'none') lines.push(`  return !rt.hasUnnamedKey(v, ${named()});`);
      else if (shape.extra === 'any') lines.push('  return true;');
      else lines.push(`  return rt.restConforms(v, ${named()}, (x) => ${this.expression(shape.extra, 'x')});`);
      lines.push('}');
      return lines.join('\n');
    });
  }

  #arrayFunction(shape: Shape & { kind: 'array' }): string {
    return this.#function(shape, 'a', (name) =>
      [
        `function ${name}(v) {`,
        '  if (!Array.isArray(v)) return false;',
        `  for (let i = 0; i < v.length; i++) { const e = v[i]; if (!(${this.expression(shape.element, 'e')})) return false; }`,
        '  return true;',
        '}',
      ].join('\n'),
    );
  }

  #recordFunction(shape: Shape & { kind: 'record' }): string {
    return this.#function(shape, 'r', (name) =>
      [
        `function ${name}(v) {`,
        '  if (!rt.isPlainRecord(v)) return false;',
        `  for (const key of Object.keys(v)) { const e = v[key]; if (!(${this.expression(shape.value, 'e')})) return false; }`,
        '  return true;',
        '}',
      ].join('\n'),
    );
  }

  #discriminatedFunction(shape: Shape & { kind: 'discriminated' }): string {
    return this.#function(shape, 'd', (name) => {
      const table = this.#constant(new Map([...shape.options].map(([value], index) => [value, index])));
      const cases = [...shape.options.values()].map((option, index) => `    case ${index}: return ${this.expression(option, 'v')};`);
      return [
        `function ${name}(v) {`,
        '  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;',
        `  switch (${table}.get(v[${JSON.stringify(shape.key)}])) {`,
        ...cases,
        '    default: return false;',
        '  }',
        '}',
      ].join('\n');
    });
  }
}
