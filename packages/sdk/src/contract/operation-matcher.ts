/**
 * Which operation of a table a method and a concrete path call: the server routes with it and the
 * conformance suite names requests it did not make through the SDK with it.
 *
 * The table is compiled once into a tree of path segments. A literal segment is tried before a parameter at
 * the same position (`/versions/latest` before `/versions/{versionId}`), and a parameter takes exactly one
 * non-empty segment, still URL-encoded: `{pagePath}` receives `a%2Fb` whole, and decoding happens only after
 * the match, so an encoded `/` can never split a parameter in two.
 */
import type { Operation } from './operation.js';

/** What matching a request found. */
export type OperationMatch =
  /** The operation, with its path parameters' raw (still encoded) segments in path order. */
  | { readonly found: true; readonly operation: Operation; readonly rawParams: readonly string[] }
  /** No operation has this path. */
  | { readonly found: false; readonly allow: undefined }
  /** Operations have this path, none with this method: `allow` lists theirs (`GET, PATCH`). */
  | { readonly found: false; readonly allow: string };

/** A compiled operation table. */
export interface OperationMatcher {
  /**
   * The operation `method` on `path` calls. `path` is relative to the API base (`/spaces/sp_1`, no `/v1`,
   * no query); the method is compared case-insensitively.
   */
  match(method: string, path: string): OperationMatch;
}

interface Node {
  literals: Map<string, Node>;
  param: Node | undefined;
  /** Operations whose path ends at this node, by method. */
  methods: Map<string, Operation>;
}

interface Leaf {
  node: Node;
  rawParams: string[];
}

const newNode = (): Node => ({ literals: new Map(), param: undefined, methods: new Map() });

const isParamSegment = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** `/spaces/x` → `['spaces', 'x']`. */
const segmentsOf = (path: string): string[] => path.split('/').slice(1);

function insert(root: Node, operation: Operation): void {
  let node = root;
  for (const segment of segmentsOf(operation.path)) {
    if (isParamSegment(segment)) {
      node = node.param ??= newNode();
    } else {
      let next = node.literals.get(segment);
      if (!next) node.literals.set(segment, (next = newNode()));
      node = next;
    }
  }
  const clash = node.methods.get(operation.method);
  if (clash) {
    throw new Error(`operations ${clash.id} and ${operation.id} both serve ${operation.method} ${operation.path}`);
  }
  node.methods.set(operation.method, operation);
}

/** Every node the path reaches that ends some operation, literal routes first. */
function collectLeaves(node: Node, segments: string[], index: number, captured: string[], out: Leaf[]): void {
  if (index === segments.length) {
    if (node.methods.size > 0) out.push({ node, rawParams: [...captured] });
    return;
  }
  const segment = segments[index]!;
  const literal = node.literals.get(segment);
  if (literal) collectLeaves(literal, segments, index + 1, captured, out);
  if (node.param && segment !== '') {
    captured.push(segment);
    collectLeaves(node.param, segments, index + 1, captured, out);
    captured.pop();
  }
}

function allowedMethods(leaves: readonly Leaf[]): string {
  const methods = new Set<string>();
  for (const leaf of leaves) for (const method of leaf.node.methods.keys()) methods.add(method);
  return [...methods].sort().join(', ');
}

const compiled = new WeakMap<object, OperationMatcher>();

/**
 * Compiles an operation table (keyed by operation id, or a list) into an {@link OperationMatcher}. Compiling
 * the same table object twice returns the same matcher.
 * @throws Error when two operations serve the same method and path template.
 */
export function compileOperationMatcher(
  operations: Readonly<Record<string, Operation>> | readonly Operation[],
): OperationMatcher {
  const cached = compiled.get(operations);
  if (cached) return cached;
  const root = newNode();
  for (const operation of Object.values(operations)) insert(root, operation);
  const matcher: OperationMatcher = {
    match(method, path) {
      const leaves: Leaf[] = [];
      // `split` gives a leading '' for the leading '/': matching starts at index 1 rather than copying the rest.
      if (path.startsWith('/')) collectLeaves(root, path.split('/'), 1, [], leaves);
      if (leaves.length === 0) return { found: false, allow: undefined };
      const wanted = method.toUpperCase();
      for (const leaf of leaves) {
        const operation = leaf.node.methods.get(wanted);
        if (operation) return { found: true, operation, rawParams: leaf.rawParams };
      }
      return { found: false, allow: allowedMethods(leaves) };
    },
  };
  compiled.set(operations, matcher);
  return matcher;
}
