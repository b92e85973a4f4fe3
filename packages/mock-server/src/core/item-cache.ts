/**
 * Presented list items kept between requests, with their JSON, so that a list page of a store nobody writes
 * to is neither presented nor serialized again item by item.
 *
 * A list page's answer is mostly its items: on a page of 100 comments, `JSON.stringify` and the UTF-8
 * encoding of the text took longer than everything else the server does for the request together. An item
 * is presented once, its JSON text and bytes kept beside it ({@link rememberJson}); the adapters then join
 * the kept pieces instead of serializing the page ({@link serializeBody}, {@link serializeBodyParts}).
 *
 * Invalidation is by generation: every request that may write (any method but GET and HEAD) and every call of
 * the control API starts a new generation of the store, and an item kept in an older one is presented again.
 * An item is also kept per scope (the base URL and whatever else its presentation depends on), so a page
 * asked for in another format is presented anew. Records replaced by a restore are new objects: no match.
 */
import type { Store } from '../store/store.js';

interface Kept<W> {
  generation: number;
  scope: string;
  wire: W;
}

const generations = new WeakMap<Store, number>();
const kept = new WeakMap<object, Kept<unknown>>();
/** The JSON of an item kept by {@link cachedPresenter}, as text and as UTF-8 bytes (made on first use). */
const itemJson = new WeakMap<object, { text: string; bytes?: Uint8Array }>();

/** Starts a new generation of `store`: every item kept so far is presented again on its next use. */
export function invalidateItems(store: Store): void {
  generations.set(store, (generations.get(store) ?? 0) + 1);
}

/**
 * `present`, with its result kept per record for the current generation of `store` and `scope`. The same
 * object comes back while nothing was written: callers must not change it (no presenter does).
 */
export function cachedPresenter<R extends object, W extends object>(
  store: Store,
  scope: string,
  present: (record: R) => W,
): (record: R) => W {
  const generation = generations.get(store) ?? 0;
  return (record) => {
    const hit = kept.get(record) as Kept<W> | undefined;
    if (hit && hit.generation === generation && hit.scope === scope) return hit.wire;
    const wire = present(record);
    itemJson.set(wire, { text: JSON.stringify(wire) });
    kept.set(record, { generation, scope, wire });
    return wire;
  };
}

/** The list items of `body` when every one has kept JSON, else undefined. */
function keptItems(body: unknown): { items: object[]; rest: Record<string, unknown> } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { items, ...rest } = body as { items?: unknown };
  // The items must come first, as JSON.stringify would write them, for the joined text to be the same.
  if (!Array.isArray(items) || items.length === 0 || Object.keys(body)[0] !== 'items') return undefined;
  for (const item of items) if (typeof item !== 'object' || item === null || !itemJson.has(item)) return undefined;
  return { items: items as object[], rest };
}

/** The text after the items array: `}` or `,"count":…}`. */
function tailOf(rest: Record<string, unknown>): string {
  const text = JSON.stringify(rest);
  return text === '{}' ? ']}' : `],${text.slice(1)}`;
}

/** `JSON.stringify(body)`, made from the items' kept JSON where a list body has it for every item. */
export function serializeBody(body: unknown): string {
  const list = keptItems(body);
  if (!list) return JSON.stringify(body);
  return `{"items":[${list.items.map((item) => itemJson.get(item)!.text).join(',')}${tailOf(list.rest)}`;
}

const utf8 = new TextEncoder();
let punctuation: { head: Uint8Array; comma: Uint8Array } | undefined;

/**
 * The UTF-8 bytes of `JSON.stringify(body)` in pieces, to be written in order: the items' kept bytes joined
 * with the envelope's where it can be, else one piece. (The socket adapter joins them with Node's own copy.)
 */
export function serializeBodyParts(body: unknown): Uint8Array[] {
  const list = keptItems(body);
  if (!list) return [utf8.encode(JSON.stringify(body))];
  punctuation ??= { head: utf8.encode('{"items":['), comma: utf8.encode(',') };
  const parts: Uint8Array[] = [punctuation.head];
  for (let index = 0; index < list.items.length; index++) {
    const json = itemJson.get(list.items[index]!)!;
    json.bytes ??= utf8.encode(json.text);
    if (index > 0) parts.push(punctuation.comma);
    parts.push(json.bytes);
  }
  parts.push(utf8.encode(tailOf(list.rest)));
  return parts;
}

/**
 * `control` with every call starting a new generation of kept list items of `store`: the control API (reset,
 * restore, seed, users) writes to the store without going through a request.
 */
export function invalidatingItems<T extends object>(store: Store, control: T): T {
  const wrapped = { ...control };
  for (const [name, value] of Object.entries(control)) {
    if (typeof value !== 'function') continue;
    (wrapped as Record<string, unknown>)[name] = (...args: unknown[]) => {
      invalidateItems(store);
      return (value as (...given: unknown[]) => unknown).apply(control, args);
    };
  }
  return wrapped;
}
