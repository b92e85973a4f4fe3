/**
 * Limits on the shape of JSON the server accepts and keeps. Deep or wide values are refused at the door with
 * a 400 naming the field, because everything after the door (validation, storage, snapshots, presentation,
 * `JSON.stringify`) walks values recursively and would otherwise overflow the stack after a write was done.
 * The check itself is iterative, so no input can overflow it.
 */

/** Deepest nesting of objects and arrays accepted in a body or a stored document (the root is level 1). */
export const MAX_JSON_DEPTH = 64;

/** Most members of one object or elements of one array accepted in a body or a stored document. */
export const MAX_JSON_WIDTH = 10_000;

/** What breaks a limit: the dotted path of the offending value below the root, and the rule. */
export interface JsonLimitViolation {
  path: string;
  rule: string;
}

/**
 * The first violation of {@link MAX_JSON_DEPTH}, {@link MAX_JSON_WIDTH} or of the ban on `__proto__` keys (a
 * key that JavaScript objects cannot hold as data, and that schemas would otherwise drop silently) in a
 * parsed JSON value; undefined when it keeps to them. `protoKeys` lets `__proto__` keys pass (the journal
 * records them as data).
 */
export function jsonLimitViolation(
  value: unknown,
  { maxDepth = MAX_JSON_DEPTH, maxWidth = MAX_JSON_WIDTH, protoKeys = false }: { maxDepth?: number; maxWidth?: number; protoKeys?: boolean } = {},
): JsonLimitViolation | undefined {
  const work: { value: unknown; depth: number; path: string }[] = [{ value, depth: 1, path: '' }];
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  for (let item = work.pop(); item; item = work.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth > maxDepth) return { path: item.path, rule: `nests deeper than ${maxDepth} levels` };
    const entries = Array.isArray(item.value) ? item.value.map((element, index) => [index, element] as const) : Object.entries(item.value);
    if (entries.length > maxWidth) return { path: item.path, rule: `has more than ${maxWidth} members` };
    for (const [key, member] of entries) {
      if (key === '__proto__' && !protoKeys) return { path: join(item.path, key), rule: 'is not an accepted key' };
      work.push({ value: member, depth: item.depth + 1, path: join(item.path, key) });
    }
  }
  return undefined;
}

/** Depth of a tree given its parent links, counted iteratively; `parentOf` returns undefined at a root. */
export function depthByParents(start: string, parentOf: (id: string) => string | undefined, limit: number): number {
  let depth = 1;
  for (let id = parentOf(start); id !== undefined && depth <= limit; id = parentOf(id)) depth += 1;
  return depth;
}
