/**
 * YAML read strictly and in linear time: duplicate keys and alias bombs are errors. The yaml library's own
 * `uniqueKeys` check compares each key with every earlier key of its map (quadratic in a wide map), so keys are
 * checked here instead, one set per map, over the parsed document.
 */
import { isMap, isScalar, parseDocument, visit, type Scalar } from 'yaml';

/** How many alias expansions a document may make before it is refused ("billion laughs"). */
export const MAX_ALIAS_COUNT = 100;

/**
 * Parses `text` as YAML 1.2 (JSON included) to plain data.
 * @throws Error naming the first problem: a syntax error, a duplicate key, or too many aliases.
 */
export function parseYamlStrict(text: string): unknown {
  // `logLevel: 'error'` keeps errors but stops YAML warnings from reaching the server's console.
  const document = parseDocument(text, { uniqueKeys: false, logLevel: 'error' });
  if (document.errors.length > 0) throw document.errors[0]!;
  const duplicate = firstDuplicateKey(document);
  if (duplicate !== undefined) throw new Error(`Map keys must be unique; '${String(duplicate.value)}' is repeated`);
  return document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
}

/**
 * The second occurrence of the first scalar key that a map of `document` holds twice (keys of other kinds are
 * distinct nodes), with its place in the text (`range`).
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
