/** What zod asks of values, as both backends of the in-place checks ask it (see schema-check.ts). */
import type { BodyCheck } from './schema-check.js';

/** zod's object: not null, not an array. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own `__proto__` key: zod leaves it out of what it returns, so the body itself would not be the result. */
export const hasOwnProto = (value: object) => Object.hasOwn(value, '__proto__');

/** zod's test of a record's input: an object whose constructor, if a function, has an ordinary prototype. */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (!isObject(value) || hasOwnProto(value)) return false;
  const constructor = value.constructor;
  if (typeof constructor !== 'function') return true;
  const prototype = (constructor as { prototype?: unknown }).prototype;
  return isObject(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}

/** Every key of `value` that is not named: a stripping object's key, which zod would drop. */
export function hasUnnamedKey(value: Record<string, unknown>, named: ReadonlySet<string>): boolean {
  for (const key in value) if (!named.has(key)) return true;
  return false;
}

/** Whether every key `named` does not hold passes `rest`. */
export function restConforms(value: Record<string, unknown>, named: ReadonlySet<string>, rest: BodyCheck): boolean {
  for (const key in value) if (!named.has(key) && !rest(value[key])) return false;
  return true;
}

/** The same, handed to generated code. */
export const runtime = { isObject, hasOwnProto, isPlainRecord, hasUnnamedKey, restConforms };
