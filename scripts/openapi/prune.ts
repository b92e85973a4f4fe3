/**
 * Keeps only the schema components some operation reaches. Every resource of the contract is registered so
 * that shared ones become `$ref`s, but request-side fragments then show up on the response side unused.
 */
import type { JsonSchema } from './components.js';

const PREFIX = '#/components/schemas/';

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (key === '$ref' && typeof member === 'string' && member.startsWith(PREFIX)) {
        into.add(member.slice(PREFIX.length));
      } else {
        collectRefs(member, into);
      }
    }
  }
}

/** A copy of `document` without the schema components nothing refers to (transitively). */
export function pruneUnreferenced<D extends { components: { schemas: Record<string, JsonSchema> } }>(document: D): D {
  const { schemas } = document.components;
  const { schemas: _all, ...otherComponents } = document.components;
  const reached = new Set<string>();
  collectRefs({ ...document, components: otherComponents }, reached);
  // Follow refs from component to component until nothing new turns up.
  const pending = [...reached];
  while (pending.length > 0) {
    const found = new Set<string>();
    collectRefs(schemas[pending.pop() as string], found);
    for (const name of found) {
      if (!reached.has(name)) {
        reached.add(name);
        pending.push(name);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
