/**
 * Presented list items kept between requests, with their JSON, so that a list page of a store nobody writes
 * to is neither presented nor serialized again item by item.
 *
 * A list page's answer is mostly its items: on a page of 100 comments, `JSON.stringify` and the UTF-8
 * encoding of the text took longer than everything else the server does for the request together. An item
 * is presented once, its JSON text and bytes kept beside it; the adapters then join the kept pieces instead
 * of serializing the page ({@link serializeBody}, {@link serializeBodyPayload}). A resource read on its own
 * (`GET /spaces/{id}`) is kept the same way, and its kept text is the whole answer: on a read the server
 * answers tens of thousands of times a second, serializing it was as costly as the rest of the request.
 *
 * Worth measured with bench row 3 (autocannon, 50 connections, the item cache switched off in the same build): list
 * page of 100 at 20–27 % of the ceiling without it, 48 % with it (full runs); in three quick runs at load 10–12 on
 * 2 shared cores, list page of 10 at 5.9 % without, 9.6 % and 34 % with; GET space within noise (46–59 %).
 *
 * Invalidation is by the store's generation (`store/generation.ts`, which says when it advances): an item kept
 * in an older one is presented again. This module is the cache's one seam: the core pre-serializes through it,
 * the adapters serialize through it, handlers keep items with `cachedPresenter`.
 * An item is also kept per scope (the base URL and whatever else its presentation depends on), so a page
 * asked for in another format is presented anew. Records replaced by a restore are new objects: no match.
 */
import { generationOf } from '../store/generation.js';
import type { Store } from '../store/store.js';

interface Kept<W> {
  generation: number;
  scope: string;
  wire: W;
}

const kept = new WeakMap<object, Kept<unknown>>();
/** The JSON of an item kept by {@link cachedPresenter}, as text and as UTF-8 bytes (made on first use). */
const itemJson = new WeakMap<object, { text: string; bytes?: Uint8Array }>();

/**
 * `present`, with its result kept per record for the current generation of `store` and `scope`. The same
 * object comes back while nothing was written: callers must not change it (no presenter does).
 */
export function cachedPresenter<R extends object, W extends object>(
  store: Store,
  scope: string,
  present: (record: R) => W,
): (record: R) => W {
  const generation = generationOf(store);
  return (record) => {
    const hit = kept.get(record) as Kept<W> | undefined;
    if (hit && hit.generation === generation && hit.scope === scope) return hit.wire;
    const wire = present(record);
    itemJson.set(wire, { text: JSON.stringify(wire) });
    kept.set(record, { generation, scope, wire });
    return wire;
  };
}

/** The kept JSON of a body that is itself a kept item (one resource answered whole), else undefined. */
function keptJson(body: unknown): { text: string } | undefined {
  return typeof body === 'object' && body !== null ? itemJson.get(body) : undefined;
}

/**
 * Serializes `body` now and keeps its JSON for the adapters, which then send the kept text: the core serializes
 * a write's answer before committing it, so a body that cannot be serialized is found while it can be undone.
 * @throws whatever `JSON.stringify` throws (a cycle, a BigInt).
 */
export function keepSerialized(body: unknown): void {
  if (typeof body !== 'object' || body === null || itemJson.has(body)) return;
  itemJson.set(body, { text: serializeBody(body) });
}

/** The list items of `body` when every one has kept JSON, else undefined. */
function keptItems(body: unknown): { items: object[]; rest: Record<string, unknown> } | undefined {
  // Most answers are one resource, not a list: tell them apart before copying anything.
  const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items) || items.length === 0) return undefined;
  // The items must come first, as JSON.stringify would write them, for the joined text to be the same.
  if (Array.isArray(body) || Object.keys(body as object)[0] !== 'items') return undefined;
  for (const item of items) if (typeof item !== 'object' || item === null || !itemJson.has(item)) return undefined;
  const { items: _items, ...rest } = body as { items: unknown };
  return { items: items as object[], rest };
}

/** The text after the items array: `}` or `,"count":…}`. */
function tailOf(rest: Record<string, unknown>): string {
  const text = JSON.stringify(rest);
  return text === '{}' ? ']}' : `],${text.slice(1)}`;
}

/** `JSON.stringify(body)`, made from the items' kept JSON where a list body has it for every item. */
export function serializeBody(body: unknown): string {
  const whole = keptJson(body);
  if (whole !== undefined) return whole.text;
  const list = keptItems(body);
  if (!list) return JSON.stringify(body);
  return `{"items":[${list.items.map((item) => itemJson.get(item)!.text).join(',')}${tailOf(list.rest)}`;
}

const utf8 = new TextEncoder();
let punctuation: { head: Uint8Array; comma: Uint8Array } | undefined;

/**
 * What a socket is sent for `body`, the same bytes as `JSON.stringify(body)` in UTF-8: for a list whose items
 * all have kept JSON, their kept bytes joined with the envelope's, in pieces; else the JSON text itself, which
 * Node writes together with the head in one piece (encoding it to bytes first would cost a copy and a write).
 */
export function serializeBodyPayload(body: unknown): string | Uint8Array[] {
  const whole = keptJson(body);
  if (whole !== undefined) return whole.text;
  const list = keptItems(body);
  if (!list) return JSON.stringify(body);
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
