/**
 * Invalid values for every field of a request, derived from the contract's own schemas (through their JSON
 * Schema form, which states every limit as data): wrong types, lengths just outside each limit, broken
 * patterns and formats, unknown members of closed enums, out-of-range numbers, too many items, missing
 * required fields. Each comes with the dotted path of the field the server's 400 must name.
 */

/** The parts of JSON Schema (draft 2020-12) zod emits for the contract's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number | null;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Marks a field to remove instead of a value to set. */
export const OMIT: unique symbol = Symbol('omit');

/** One invalid input: set (or omit) the value at `path` of an otherwise valid request. */
export interface Mutation {
  /** Where, e.g. `['changes', 0, 'title']`; the 400 must name `changes.0.title`. */
  path: (string | number)[];
  value: unknown;
  /** What rule the value breaks, for reports. */
  rule: string;
}

export const fieldName = (path: readonly (string | number)[]) => path.map(String).join('.');

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** The JSON type of a value, as JSON Schema names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a schema (ignoring its constraints) takes values of `value`'s type. */
function takesType(schema: JsonSchema, value: unknown): boolean {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => takesType(branch, value));
  if (schema.const !== undefined) return jsonType(schema.const) === jsonType(value);
  if (schema.enum) return schema.enum.some((member) => jsonType(member) === jsonType(value));
  const types = typesOf(schema);
  if (types.length === 0) return true;
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

const WRONG_TYPES: readonly unknown[] = [12345, 'text', true, ['x'], { x: 1 }];

/** A value of a type the schema does not take at all. */
function wrongType(schema: JsonSchema): unknown {
  return WRONG_TYPES.find((value) => !takesType(schema, value));
}

const matches = (pattern: string | undefined, value: string) => pattern === undefined || new RegExp(pattern, 'u').test(value);

/** A string of exactly `length` characters that still matches the schema's pattern, when one can be found. */
function stringOfLength(schema: JsonSchema, length: number, base: unknown): string {
  const pad = (start: string) => (start + 'a'.repeat(Math.max(0, length - start.length))).slice(0, length);
  const candidates = ['', '/', 'https://example.com/', typeof base === 'string' ? base : ''].map(pad);
  return candidates.find((candidate) => matches(schema.pattern, candidate)) ?? candidates[0]!;
}

const PATTERN_BREAKERS = ['Not Valid!', '-', ' ', 'ä', '/', '..', 'a b', '%', 'A'];

/** A string within the length limits that the pattern refuses. */
function patternBreaker(schema: JsonSchema): string | undefined {
  const fits = (value: string) => value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
  return PATTERN_BREAKERS.find((value) => fits(value) && !matches(schema.pattern, value));
}

const FORMAT_BREAKERS: Record<string, string> = {
  uri: 'not a url',
  'date-time': '2025-13-45T25:61:00Z',
  base64: '@@not base64@@',
  email: 'nobody',
};

function stringMutations(schema: JsonSchema, base: unknown): Omit<Mutation, 'path'>[] {
  const found: Omit<Mutation, 'path'>[] = [];
  const { minLength, maxLength } = schema;
  if (minLength !== undefined && minLength > 0) found.push({ value: stringOfLength(schema, minLength - 1, base), rule: `shorter than ${minLength}` });
  if (maxLength !== undefined) found.push({ value: stringOfLength(schema, maxLength + 1, base), rule: `longer than ${maxLength}` });
  const breaker = schema.pattern === undefined ? undefined : patternBreaker(schema);
  if (breaker !== undefined) found.push({ value: breaker, rule: `breaks ${schema.pattern}` });
  const format = schema.format === undefined ? undefined : FORMAT_BREAKERS[schema.format];
  if (format !== undefined) found.push({ value: format, rule: `not a ${schema.format}` });
  if (schema.enum) found.push({ value: 'not-a-member', rule: 'unknown member of a closed enum' });
  if (schema.const !== undefined) found.push({ value: 'not-this-kind', rule: `not ${String(schema.const)}` });
  return found;
}

function numberMutations(schema: JsonSchema): Omit<Mutation, 'path'>[] {
  const found: Omit<Mutation, 'path'>[] = [];
  if (typesOf(schema).includes('integer')) found.push({ value: 1.5, rule: 'not an integer' });
  if (schema.minimum !== undefined) found.push({ value: schema.minimum - 1, rule: `below ${schema.minimum}` });
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) found.push({ value: schema.maximum + 1, rule: `above ${schema.maximum}` });
  return found;
}

/** Every invalid value of the field at `path` whose valid value is `base` (undefined when the request omits it). */
export function mutationsOf(schema: JsonSchema, path: (string | number)[], base: unknown): Mutation[] {
  const found: Mutation[] = [];
  const wrong = wrongType(schema);
  // A body that is not an object at all is a wire fault (wire-faults.ts), not a field's.
  if (wrong !== undefined && path.length > 0) found.push({ path, value: wrong, rule: 'wrong type' });

  const branches = (schema.anyOf ?? schema.oneOf)?.filter((branch) => !typesOf(branch).includes('null'));
  if (branches) {
    found.push(...unionMutations(branches, path, base));
    return found;
  }
  const types = typesOf(schema);
  if (types.includes('string')) found.push(...stringMutations(schema, base).map((mutation) => ({ path, ...mutation })));
  if (types.includes('integer') || types.includes('number')) found.push(...numberMutations(schema).map((mutation) => ({ path, ...mutation })));
  if (types.includes('array')) found.push(...arrayMutations(schema, path, base));
  if (types.includes('object')) found.push(...objectMutations(schema, path, base));
  return found;
}

/** A union: the branch the valid value takes is explored; a discriminated one also gets an unknown kind. */
function unionMutations(branches: JsonSchema[], path: (string | number)[], base: unknown): Mutation[] {
  if (branches.length === 1) return mutationsOf(branches[0]!, path, base).filter((mutation) => mutation.rule !== 'wrong type');
  const discriminator = discriminatorOf(branches);
  if (!discriminator || typeof base !== 'object' || base === null) return [];
  const kind = (base as Record<string, unknown>)[discriminator];
  const chosen = branches.find((branch) => branch.properties?.[discriminator]?.const === kind);
  const unknownKind: Mutation = { path: [...path, discriminator], value: 'not-a-kind', rule: 'unknown variant' };
  const ofBranch = chosen ? objectMutations(chosen, path, base) : [];
  return [unknownKind, ...ofBranch.filter((mutation) => mutation.path[path.length] !== discriminator)];
}

function discriminatorOf(branches: JsonSchema[]): string | undefined {
  const keys = Object.keys(branches[0]?.properties ?? {});
  return keys.find((key) => branches.every((branch) => branch.properties?.[key]?.const !== undefined));
}

function arrayMutations(schema: JsonSchema, path: (string | number)[], base: unknown): Mutation[] {
  const found: Mutation[] = [];
  const items = Array.isArray(base) ? base : [];
  const sample = items[0];
  if (schema.minItems !== undefined && schema.minItems > 0) {
    found.push({ path, value: items.slice(0, schema.minItems - 1), rule: `fewer than ${schema.minItems} items` });
  }
  if (typeof schema.maxItems === 'number' && sample !== undefined) {
    found.push({ path, value: Array.from({ length: schema.maxItems + 1 }, () => sample), rule: `more than ${schema.maxItems} items` });
  }
  // Item mutations replace the first item (an absent array gets one): the 400 names `field.0…`.
  if (schema.items) found.push(...mutationsOf(schema.items, [...path, 0], sample));
  return found;
}

function objectMutations(schema: JsonSchema, path: (string | number)[], base: unknown): Mutation[] {
  const found: Mutation[] = [];
  const value = typeof base === 'object' && base !== null && !Array.isArray(base) ? (base as Record<string, unknown>) : undefined;
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const fieldBase = value?.[key];
    if (required.has(key)) found.push({ path: [...path, key], value: OMIT, rule: 'required' });
    // Without a valid value to start from, a nested object's own fields cannot be broken one at a time.
    const nested = typesOf(property).some((type) => type === 'object' || type === 'array') || property.oneOf !== undefined;
    if (nested && fieldBase === undefined) {
      const wrong = wrongType(property);
      if (wrong !== undefined) found.push({ path: [...path, key], value: wrong, rule: 'wrong type' });
      continue;
    }
    found.push(...mutationsOf(property, [...path, key], fieldBase));
  }
  const record = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  const firstKey = value && !schema.properties ? Object.keys(value)[0] : undefined;
  if (record && firstKey !== undefined) found.push(...mutationsOf(record, [...path, firstKey], value![firstKey]));
  return found;
}

/** `base` with `mutation` applied: a deep copy, the value set (or removed) at its path. */
export function applyMutation<T>(base: T, mutation: Mutation): T {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  const parents = mutation.path.slice(0, -1);
  const last = mutation.path.at(-1)!;
  let target: Record<string | number, unknown> = copy;
  for (const key of parents) {
    target[key] ??= typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  if (mutation.value === OMIT) delete target[last];
  else target[last] = mutation.value;
  return copy as T;
}
