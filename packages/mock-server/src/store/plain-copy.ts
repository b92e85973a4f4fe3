/**
 * Copying the store's state: records are plain data (objects, arrays, Maps, Sets), so a walk that copies just
 * those is several times faster than `structuredClone`, which every snapshot, restore, transaction and new
 * world pays for.
 */

/** A deep copy of plain record data (objects, arrays, Maps, Sets, Dates); anything else by `structuredClone`. */
export function copyPlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    const copy: Record<string, unknown> = prototype === null ? Object.create(null) : {};
    for (const key of Object.keys(value)) {
      const item = copyPlain((value as Record<string, unknown>)[key]);
      // An own `__proto__` key (JSON.parse makes them) stays a key instead of setting the copy's prototype.
      if (key === '__proto__') Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
      else copy[key] = item;
    }
    return copy as T;
  }
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, copyPlain(item)])) as T;
  if (value instanceof Set) return new Set([...value].map(copyPlain)) as T;
  return structuredClone(value);
}
