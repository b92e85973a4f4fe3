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
  // Each item links to its parent, so the dotted path is spelled only for a violation, not for every member.
  const work: Item[] = [{ value, depth: 1, key: '', parent: undefined }];
  for (let item = work.pop(); item; item = work.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth > maxDepth) return { path: pathOf(item), rule: `nests deeper than ${maxDepth} levels` };
    if (Array.isArray(item.value)) {
      if (item.value.length > maxWidth) return { path: pathOf(item), rule: `has more than ${maxWidth} members` };
      for (let index = 0; index < item.value.length; index++) {
        const member: unknown = item.value[index];
        if (typeof member === 'object' && member !== null) work.push({ value: member, depth: item.depth + 1, key: index, parent: item });
      }
      continue;
    }
    const keys = Object.keys(item.value);
    if (keys.length > maxWidth) return { path: pathOf(item), rule: `has more than ${maxWidth} members` };
    for (const key of keys) {
      if (key === '__proto__' && !protoKeys) return { path: pathOf({ value: undefined, depth: 0, key, parent: item }), rule: 'is not an accepted key' };
      const member: unknown = (item.value as Record<string, unknown>)[key];
      if (typeof member === 'object' && member !== null) work.push({ value: member, depth: item.depth + 1, key, parent: item });
    }
  }
  return undefined;
}

interface Item {
  value: unknown;
  depth: number;
  key: string | number;
  parent: Item | undefined;
}

/** `a.b.0.c` for an item of the walk (empty for the root). */
function pathOf(item: Item): string {
  const keys: (string | number)[] = [];
  for (let at: Item | undefined = item; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/** Depth of a tree given its parent links, counted iteratively; `parentOf` returns undefined at a root. */
export function depthByParents(start: string, parentOf: (id: string) => string | undefined, limit: number): number {
  let depth = 1;
  for (let id = parentOf(start); id !== undefined && depth <= limit; id = parentOf(id)) depth += 1;
  return depth;
}
