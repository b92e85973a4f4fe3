/**
 * Invalid query strings and path segments. On the wire both are text, so the invalid values are texts too:
 * numbers that are not numbers or out of range, booleans that are neither, unknown enum members, lengths
 * just outside the limits, broken patterns, a missing required parameter, an unknown parameter and a
 * scalar parameter given twice; path segments that are not valid URL encoding or break a parameter's rule.
 */
import { OMIT, type JsonSchema } from './invalid-values.js';

/** One invalid query: `name` set to `value` (or removed), and the field the 400 must name. */
export interface QueryMutation {
  name: string;
  value: string | string[] | typeof OMIT;
  rule: string;
}

const within = (schema: JsonSchema, value: string) =>
  value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);

/** Invalid texts for a scalar schema. */
export function invalidTexts(schema: JsonSchema): { value: string; rule: string }[] {
  const found: { value: string; rule: string }[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) {
    found.push({ value: 'abc', rule: 'not a number' }, { value: '1.5', rule: 'not an integer' });
    if (schema.minimum !== undefined) found.push({ value: String(schema.minimum - 1), rule: `below ${schema.minimum}` });
    if (schema.maximum !== undefined) found.push({ value: String(schema.maximum + 1), rule: `above ${schema.maximum}` });
  }
  if (types.includes('boolean')) found.push({ value: 'yes', rule: 'neither true nor false' });
  if (schema.enum) found.push({ value: 'not-a-member', rule: 'unknown member of a closed enum' });
  if (types.includes('string')) {
    if ((schema.minLength ?? 0) > 0) found.push({ value: '', rule: `shorter than ${schema.minLength}` });
    if (schema.maxLength !== undefined) found.push({ value: 'a'.repeat(schema.maxLength + 1), rule: `longer than ${schema.maxLength}` });
    const breaker = ['Not Valid!', '..', ' ', '/'].find((value) => within(schema, value) && !new RegExp(schema.pattern ?? '^$').test(value));
    if (schema.pattern !== undefined && breaker !== undefined) found.push({ value: breaker, rule: `breaks ${schema.pattern}` });
    if (schema.format === 'uri') found.push({ value: 'not a url', rule: 'not a URL' });
  }
  return found;
}

/** Every invalid variation of a query whose schema is `schema` and valid value `base`. */
export function queryMutations(schema: JsonSchema, base: Record<string, string | string[]>): QueryMutation[] {
  const found: QueryMutation[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name)) found.push({ name, value: OMIT, rule: 'required' });
    const scalar = property.type === 'array' && property.items ? property.items : property;
    for (const { value, rule } of invalidTexts(scalar)) found.push({ name, value, rule });
  }
  found.push({ name: 'bogusParameter', value: '1', rule: 'unknown query parameter' });
  const scalar = Object.entries(schema.properties ?? {}).find(([, property]) => property.type !== 'array');
  if (scalar) {
    const [name] = scalar;
    const sample = typeof base[name] === 'string' ? (base[name] as string) : (invalidTexts(scalar[1])[0]?.value ?? 'x');
    found.push({ name, value: [sample, sample], rule: 'a single-valued parameter given twice' });
  }
  return found;
}

/** `base` with the mutation applied. */
export function applyQueryMutation(base: Record<string, string | string[]>, mutation: QueryMutation): Record<string, string | string[]> {
  const copy = { ...base };
  if (mutation.value === OMIT) delete copy[mutation.name];
  else copy[mutation.name] = mutation.value;
  return copy;
}

/** A path segment that is not valid percent-encoding: decoding it must be a 400, never a crash. */
export const MALFORMED_SEGMENT = '%E0%A4%A';
