/**
 * What a world's state costs in heap, estimated by walking it: what the memory caps on worlds count.
 *
 * The size of the state as JSON text is a poor measure: `[]` is two characters of JSON and some fifty bytes
 * of heap, so a file dense in small values took about 29 times its JSON size. The walk prices every value
 * as a 64-bit V8 heap lays it out (object and array headers, pointer slots, string bytes, boxed doubles,
 * Map entries), and a world keeps its state twice (the live store and the copy `reset` returns to), plus the
 * fixed cost of its runtime. The constants are calibrated by `bench/worlds.ts`, which prints the measured heap
 * against this estimate for several shapes of state (docs/worlds.md, "Caps").
 */

/** Bytes of an array's header on the heap (map, properties, elements, length, the elements' own header). */
const ARRAY_BYTES = 48;
/** Bytes of an object's header and the in-object slots V8 reserves in every object it copies or parses. */
const OBJECT_BYTES = 64;
/** Bytes of each property or element slot, counted beside its value (dictionary-mode objects cost more). */
const SLOT_BYTES = 16;
/** Bytes of a string's header; its characters are counted beside (one byte each, two beyond Latin-1). */
const STRING_BYTES = 24;
/** A double that is not a small integer is boxed. */
const HEAP_NUMBER_BYTES = 16;
/** Past this many properties V8 keeps an object's keys in its own dictionary, so each key costs there. */
const DICTIONARY_KEYS = 32;
/** A Map entry: key, value and chain slots, and the bucket table. */
const MAP_ENTRY_BYTES = 40;
/** What serving a world costs beside its data: core, control, journal, fault rules, caches. */
export const WORLD_RUNTIME_BYTES = 64 * 1024;
/** A world keeps its data twice: the live store and the state `reset` returns to. */
const COPIES = 2;

function valueBytes(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return STRING_BYTES + (/[^\u0000-\u00ff]/.test(value) ? 2 : 1) * value.length;
    case 'number':
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 0 : HEAP_NUMBER_BYTES;
    case 'object':
      return value === null ? 0 : containerBytes(value);
    default:
      return 0;
  }
}

function containerBytes(value: object): number {
  if (value instanceof Map) {
    let bytes = OBJECT_BYTES;
    for (const [key, item] of value) bytes += MAP_ENTRY_BYTES + valueBytes(key) + valueBytes(item);
    return bytes;
  }
  if (Array.isArray(value)) {
    let bytes = ARRAY_BYTES;
    for (const item of value) bytes += SLOT_BYTES + valueBytes(item);
    return bytes;
  }
  let bytes = OBJECT_BYTES;
  const keys = Object.keys(value);
  for (const key of keys) bytes += SLOT_BYTES + valueBytes((value as Record<string, unknown>)[key]);
  if (keys.length > DICTIONARY_KEYS) for (const key of keys) bytes += valueBytes(key);
  return bytes;
}

/** The heap a world holding `data` takes, estimated: both copies of its data and its runtime. */
export function worldHeapBytes(data: unknown): number {
  return COPIES * valueBytes(data) + WORLD_RUNTIME_BYTES;
}
