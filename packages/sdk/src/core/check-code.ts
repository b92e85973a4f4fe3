/**
 * The in-place checks as generated code: straight-line JavaScript, one function per object shape, every
 * property name written out so each access is a plain field load (see schema-check.ts).
 */
import { runtime } from './check-runtime.js';
import type { BodyCheck } from './schema-check.js';
import type { Shape } from './schema-model.js';

/**
 * One function per object shape (`o0`, `o1`…; shapes may refer to each other and to themselves), the rest
 * written inline. Constants the code needs (value sets, key sets) are passed in as `k`.
 */
export function generate(root: Shape): BodyCheck {
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
