/**
 * Writes the response checkers as TypeScript source: one function per object, array, record and discriminated
 * shape (`o0`, `a1`…; shapes may refer to each other and to themselves), everything else inline, every property
 * name written out so each access is a plain field load. What each test asks is what zod asks of a parsed JSON
 * value (see schema-model.ts for the kinds modelled and why a conforming body is its own parse).
 *
 * Every function takes its nesting level and refuses to go past {@link MAX_NESTING}: a body nested deeper is
 * answered with a thrown `RangeError` instead of a stack overflow at whatever depth the stack runs out.
 */
import type { Shape } from './schema-model.js';

/** Nesting levels (objects, arrays, records) the checkers walk; a page tree of 2,000 levels fits. */
export const MAX_NESTING = 4096;

/** A checker's source by name, and the module-level constants it needs. */
export class CheckWriter {
  readonly functions: string[] = [];
  readonly constants: string[] = [];
  readonly #constantNames = new Map<string, string>();
  readonly #names = new Map<Shape, string>();
  #temporaries = 0;

  /** An arrow function checking a whole body of `root`, which starts at nesting level 0. */
  entry(root: Shape): string {
    return `(v: unknown): boolean => ${this.expression(root, 'v', '0')}`;
  }

  /** A TypeScript expression that is true when `input` (an expression without side effects) conforms. */
  expression(shape: Shape, input: string, depth: string): string {
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
        return `(${input} === undefined || ${this.expression(shape.inner, input, depth)})`;
      case 'nullable':
        return `(${input} === null || ${this.expression(shape.inner, input, depth)})`;
      case 'union':
        return `(${shape.options.map((option) => this.expression(option, input, depth)).join(' || ')})`;
      case 'array':
        return `${this.#arrayFunction(shape)}(${input}, ${deeper(depth)})`;
      case 'record':
        return `${this.#recordFunction(shape)}(${input}, ${deeper(depth)})`;
      case 'object':
        return `${this.#objectFunction(shape)}(${input}, ${deeper(depth)})`;
      case 'discriminated':
        return `${this.#discriminatedFunction(shape)}(${input}, ${depth})`;
    }
  }

  /** A module-level constant; `k0`, `k1`… */
  #constant(text: string): string {
    let name = this.#constantNames.get(text);
    if (name === undefined) {
      name = `k${this.constants.length}`;
      this.constants.push(text);
      this.#constantNames.set(text, name);
    }
    return name;
  }

  /** A few members compared one by one, more through a Set. */
  #values(values: ReadonlySet<unknown>, input: string): string {
    const literals = [...values].map(literal);
    if (literals.length <= 8) return `(${literals.map((text) => `${input} === ${text}`).join(' || ')})`;
    return `${this.#constant(`new Set<unknown>([${literals.join(', ')}])`)}.has(${input})`;
  }

  #function(shape: Shape, prefix: string, body: (name: string) => string[]): string {
    const known = this.#names.get(shape);
    if (known) return known;
    const name = `${prefix}${this.#names.size}`;
    this.#names.set(shape, name);
    this.functions.push([`function ${name}(v: any, d: number): boolean {`, ...body(name), '}'].join('\n'));
    return name;
  }

  #objectFunction(shape: Shape & { kind: 'object' }): string {
    return this.#function(shape, 'o', () => {
      const lines = [
        '  if (d > MAX_NESTING) throw tooDeep();',
        // An own `__proto__` key: zod leaves it out of what it returns, so the body would not be its own parse.
        '  if (typeof v !== "object" || v === null || Array.isArray(v) || Object.hasOwn(v, "__proto__")) return false;',
      ];
      for (const field of shape.fields) {
        const key = JSON.stringify(field.key);
        const local = `f${this.#temporaries++}`;
        // `in`, as zod asks: an absent key of an optional field is fine, of any other field an issue.
        lines.push(`  if (${key} in v) { const ${local} = v[${key}]; if (!(${this.expression(field.shape, local, 'd')})) return false; }`);
        if (!field.optional) lines.push('  else return false;');
      }
      if (shape.extra === 'any') {
        lines.push('  return true;');
        return lines;
      }
      const named = this.#constant(`new Set<string>(${JSON.stringify(shape.fields.map((field) => field.key))})`);
      // A key the shape does not name: dropped by a stripping object (so not its own parse), else checked.
      const rest = shape.extra === 'none' ? 'false' : this.expression(shape.extra, 'v[key]', 'd');
      lines.push(`  for (const key in v) if (!${named}.has(key) && !(${rest})) return false;`, '  return true;');
      return lines;
    });
  }

  #arrayFunction(shape: Shape & { kind: 'array' }): string {
    return this.#function(shape, 'a', () => [
      '  if (d > MAX_NESTING) throw tooDeep();',
      '  if (!Array.isArray(v)) return false;',
      `  for (let i = 0; i < v.length; i++) { const e = v[i]; if (!(${this.expression(shape.element, 'e', 'd')})) return false; }`,
      '  return true;',
    ]);
  }

  #recordFunction(shape: Shape & { kind: 'record' }): string {
    return this.#function(shape, 'r', () => [
      '  if (d > MAX_NESTING) throw tooDeep();',
      '  if (!isPlainRecord(v)) return false;',
      `  for (const key of Object.keys(v)) { const e = v[key]; if (!(${this.expression(shape.value, 'e', 'd')})) return false; }`,
      '  return true;',
    ]);
  }

  #discriminatedFunction(shape: Shape & { kind: 'discriminated' }): string {
    return this.#function(shape, 'u', () => [
      '  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;',
      // zod tries only the option whose discriminator value the body names.
      `  switch (v[${JSON.stringify(shape.key)}]) {`,
      ...[...shape.options].map(([value, option]) => `    case ${literal(value)}: return ${this.expression(option, 'v', 'd')};`),
      '    default: return false;',
      '  }',
    ]);
  }
}

/** The nesting level one below `depth` (an expression, or `0` at the top). */
const deeper = (depth: string) => (depth === '0' ? '1' : `${depth} + 1`);

/** A literal value as source text. */
function literal(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`a literal the checkers cannot write: ${String(value)}`);
}

/** What every checkers module starts with: the nesting limit and zod's test of a record's input. */
export const PRELUDE = `/** Nesting levels a checker walks before it gives up with a RangeError (never a stack overflow). */
export const MAX_NESTING = ${MAX_NESTING};

function tooDeep(): RangeError {
  return new RangeError(\`the answer is nested more than \${MAX_NESTING} levels deep\`);
}

/** zod's test of a record's input: an object whose constructor, if a function, has an ordinary prototype. */
function isPlainRecord(v: any): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v) || Object.hasOwn(v, "__proto__")) return false;
  const constructor = v.constructor;
  if (typeof constructor !== "function") return true;
  const prototype = constructor.prototype;
  return typeof prototype === "object" && prototype !== null && !Array.isArray(prototype) && Object.hasOwn(prototype, "isPrototypeOf");
}`;
