/**
 * Finds a field a request body names that its schema does not know.
 *
 * The contract's request schemas strip unknown keys when they parse (the SDK is a tolerant reader, and they are
 * shared with it), so without this check a typo such as `{"titel": "x"}` or a field the API does not take on
 * this operation (`visibility` on a space) would be dropped in silence and answered 200. The reference server
 * is a faithful writer and a strict reader: it refuses the body with a 400 naming the field, and changes nothing.
 *
 * The walk follows the schema the way parsing does: objects name their fields (a loose object takes any),
 * arrays and records check each element, optional/nullable/default wrappers and pipes are looked through, and a
 * union is satisfied by any branch that parses the value and knows all its keys.
 */
import type { z } from 'zod';
import { isPlainObject } from './plain-object.js';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: readonly z.ZodType[];
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

/** The dotted path of the first field of `value` that `schema` does not know, or undefined when there is none. */
export function unknownField(schema: z.ZodType, value: unknown, path = ''): string | undefined {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return value == null ? undefined : unknownField(def.innerType, value, path);
  switch (def.type) {
    case 'pipe':
      // A preprocess is a transform piped into the schema that checks the value: the checking side knows the fields.
      return unknownField(def.in && defOf(def.in).type !== 'transform' ? def.in : def.out!, value, path);
    case 'lazy':
      return unknownField(def.getter!(), value, path);
    case 'object':
      return unknownInObject(def, value, path);
    case 'array':
      return Array.isArray(value) ? firstOf(value, (item, index) => unknownField(def.element!, item, join(path, index))) : undefined;
    case 'record':
      return isPlainObject(value)
        ? firstOf(Object.entries(value), ([key, item]) => unknownField(def.valueType!, item, join(path, key)))
        : undefined;
    case 'union':
      return unknownInUnion(def.options ?? [], value, path);
    case 'intersection':
      return unknownInIntersection(def, value, path);
    default:
      return undefined;
  }
}

function unknownInObject(def: Def, value: unknown, path: string): string | undefined {
  if (!isPlainObject(value)) return undefined;
  const shape = def.shape ?? {};
  // A loose object (catchall other than `never`) takes any further key.
  const loose = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
  for (const [key, item] of Object.entries(value)) {
    if (!Object.hasOwn(shape, key)) {
      if (loose) continue;
      return join(path, key);
    }
    const inner = unknownField(shape[key]!, item, join(path, key));
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** Fine when some branch that accepts the value knows all its keys; else the first accepting branch's answer. */
function unknownInUnion(options: readonly z.ZodType[], value: unknown, path: string): string | undefined {
  let first: string | undefined;
  for (const option of options) {
    if (!option.safeParse(value).success) continue;
    const found = unknownField(option, value, path);
    if (found === undefined) return undefined;
    first ??= found;
  }
  return first;
}

/** A key is known when either side knows it; each side checks the fields it names. */
function unknownInIntersection(def: Def, value: unknown, path: string): string | undefined {
  const left = unknownField(def.left!, value, path);
  const right = unknownField(def.right!, value, path);
  if (left === undefined || right === undefined) return undefined;
  return left;
}

function firstOf<T>(items: readonly T[], find: (item: T, index: number) => string | undefined): string | undefined {
  for (let index = 0; index < items.length; index++) {
    const found = find(items[index]!, index);
    if (found !== undefined) return found;
  }
  return undefined;
}
