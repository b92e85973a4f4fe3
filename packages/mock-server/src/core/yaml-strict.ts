/**
 * YAML read strictly and in linear time: duplicate keys, alias bombs, over-deep and over-wide collections are
 * errors.
 *
 * Spec texts are parsed with js-yaml (its YAML 1.2 core schema, so plain JSON data: no dates, no merge keys):
 * about ten times faster than the `yaml` library on a spec at the body limit, and it refuses duplicate keys
 * with a set per map. js-yaml shares an anchored value between its aliases instead of copying it, so the
 * parse itself never expands a bomb; what the aliases would expand to is weighed here before anything walks
 * the value. World files keep the `yaml` library, for its line numbers ({@link firstDuplicateKey}).
 */
import { CORE_SCHEMA, load, YAMLException, type LoadOptions } from 'js-yaml';
import { isMap, isScalar, visit, type parseDocument, type Scalar } from 'yaml';
import { MAX_JSON_WIDTH } from './json-limits.js';

/** How many alias expansions a world file may make before it is refused ("billion laughs"). */
export const MAX_ALIAS_COUNT = 100;

/**
 * How much aliases may make a document grow: its value, aliases expanded, may weigh at most this many times
 * its text (plus {@link ALIAS_GROWTH_FLOOR}). Everything after parsing (checks, storage, every read's
 * serialisation) walks the expanded value, so this keeps that work proportional to the text.
 */
export const MAX_ALIAS_GROWTH = 4;

/** Weight every document may reach whatever its length, so that short texts may use aliases freely. */
const ALIAS_GROWTH_FLOOR = 64 * 1024;

/** Limits of {@link parseYamlStrict}. */
export interface YamlLimits {
  /** Deepest nesting of collections, aliases expanded. */
  maxDepth: number;
  /** Most members of one collection; the parse stops at the first collection past it. */
  maxWidth?: number;
}

/**
 * Parses `text` as YAML 1.2 (JSON included) to plain data, without shared values (an alias is a copy).
 * @throws Error naming the first problem: a syntax error (with its line and column, never the text), a
 *   duplicate key, a collection deeper or wider than the limits, or aliases that expand past
 *   {@link MAX_ALIAS_GROWTH}.
 */
export function parseYamlStrict(text: string, { maxDepth, maxWidth = MAX_JSON_WIDTH }: YamlLimits): unknown {
  let parsed: unknown;
  try {
    // maxDepth is js-yaml's own option (its type package predates it); js-yaml counts the scalar at the bottom
    // as a level, the limit does not.
    const options: LoadOptions & { maxDepth: number } = { schema: CORE_SCHEMA, maxDepth: maxDepth + 1, listener: widthGuard(maxWidth) };
    parsed = load(text, options);
  } catch (error) {
    if (error instanceof YAMLException) throw new Error(describe(error));
    throw error;
  }
  // Without an anchor and an alias (`&`, `*`) nothing is shared.
  if (!text.includes('&') || !text.includes('*')) return parsed;
  const shape = weigh(parsed);
  if (!shape.shared) return parsed;
  if (shape.depth > maxDepth) throw new Error(`aliases nest the document deeper than ${maxDepth} levels`);
  if (shape.weight > MAX_ALIAS_GROWTH * text.length + ALIAS_GROWTH_FLOOR) {
    throw new Error(`aliases expand the document to more than ${MAX_ALIAS_GROWTH} times its text`);
  }
  return unshare(parsed);
}

/** A js-yaml error as its reason and place: its message would quote lines of the text, secrets included. */
function describe(error: YAMLException): string {
  const mark = error.mark;
  return mark ? `${error.reason} (line ${mark.line + 1}, column ${mark.column + 1})` : error.reason;
}

/**
 * A js-yaml listener that stops the parse at the first collection with more than `maxWidth` members, so a
 * wide map at the body limit costs the parse of its first `maxWidth` members, not of the whole text. js-yaml
 * opens a node for every key and every value, so a map's members count twice.
 */
function widthGuard(maxWidth: number): (event: 'open' | 'close') => void {
  const children: number[] = [0];
  const most = 2 * maxWidth + 2;
  return (event) => {
    if (event === 'close') {
      children.pop();
      return;
    }
    if (++children[children.length - 1]! > most) throw new Error(`a collection has more than ${maxWidth} members`);
    children.push(0);
  };
}

/** What a parsed value would be with its aliases expanded: its weight (nodes plus characters), its depth. */
interface Shape {
  weight: number;
  depth: number;
  /** True when some value is reached twice (an alias). */
  shared: boolean;
}

/**
 * Weighs `root` as if its shared values were copied, in time linear in its distinct values: each collection is
 * weighed once (iteratively, after its members) and its figures reused wherever it is reached again.
 */
function weigh(root: unknown): Shape {
  const known = new Map<object, { weight: number; depth: number }>();
  const open = new Set<object>();
  let shared = false;
  const leaf = (value: unknown) => 1 + (typeof value === 'string' ? value.length : 0);
  const work: { value: object; entered: boolean }[] = typeof root === 'object' && root !== null ? [{ value: root, entered: false }] : [];
  while (work.length > 0) {
    const item = work[work.length - 1]!;
    if (!item.entered) {
      if (known.has(item.value)) {
        shared = true;
        work.pop();
        continue;
      }
      if (open.has(item.value)) throw new Error('an alias refers to a collection that contains it');
      open.add(item.value);
      item.entered = true;
      for (const member of Object.values(item.value)) if (typeof member === 'object' && member !== null) work.push({ value: member, entered: false });
      continue;
    }
    work.pop();
    open.delete(item.value);
    if (known.has(item.value)) continue;
    let weight = 1;
    let depth = 0;
    for (const [key, member] of Object.entries(item.value)) {
      weight += key.length;
      const figures = typeof member === 'object' && member !== null ? known.get(member)! : { weight: leaf(member), depth: 0 };
      weight += figures.weight;
      depth = Math.max(depth, figures.depth);
    }
    known.set(item.value, { weight, depth: depth + 1 });
  }
  const top = typeof root === 'object' && root !== null ? known.get(root)! : { weight: leaf(root), depth: 0 };
  return { ...top, shared };
}

/** A copy of `value` in which no collection appears twice (its depth is bounded by the caller's check). */
function unshare(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(unshare);
  // fromEntries makes own properties, so a `__proto__` key stays data.
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, unshare(member)]));
}

/**
 * The second occurrence of the first scalar key that a map of `document` (parsed by the `yaml` library) holds
 * twice (keys of other kinds are distinct nodes), with its place in the text (`range`). One set per map, so a
 * wide map costs linear time, where the library's own `uniqueKeys` check compares each key with every earlier one.
 */
export function firstDuplicateKey(document: ReturnType<typeof parseDocument>): Scalar | undefined {
  let duplicate: Scalar | undefined;
  visit(document, {
    Map(_key, map) {
      if (!isMap(map)) return undefined;
      const seen = new Set<unknown>();
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue;
        const value = pair.key.value;
        if (seen.has(value)) {
          duplicate = pair.key;
          return visit.BREAK;
        }
        seen.add(value);
      }
      return undefined;
    },
  });
  return duplicate;
}
