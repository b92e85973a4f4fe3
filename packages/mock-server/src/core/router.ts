/**
 * Maps a method and a raw path to an operation of the contract table.
 *
 * The table is compiled once into a tree of path segments. A literal segment is tried before a parameter at
 * the same position (`/versions/latest` before `/versions/{versionId}`), and a parameter takes exactly one
 * non-empty segment, still URL-encoded: `{pagePath}` receives `a%2Fb` whole, and decoding happens only after
 * the match, so an encoded `/` can never split a parameter in two.
 */
import type { Operation } from '@docpub/sdk/contract';
import { HttpError, badRequest } from './http-error.js';
import { API_PREFIX } from './paths.js';

/** An operation found for a request, with its path parameters still URL-encoded. */
export interface RouteMatch {
  operation: Operation;
  /** Raw (encoded) segments captured by the path's parameters, in path order. */
  rawParams: readonly string[];
}

/** A compiled operation table. */
export interface Router {
  /**
   * The operation serving `method` on `path` (the full path, `/v1` included, without the query).
   * @throws HttpError 404 for an unknown path, 405 (with `Allow`) for a known path and another method.
   */
  match(method: string, path: string): RouteMatch;
}

interface RouteNode {
  literals: Map<string, RouteNode>;
  param: RouteNode | undefined;
  /** Operations whose path ends at this node, by method. */
  methods: Map<string, Operation>;
}

interface Leaf {
  node: RouteNode;
  rawParams: string[];
}

const newNode = (): RouteNode => ({ literals: new Map(), param: undefined, methods: new Map() });

const isParamSegment = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** Splits `/v1/spaces/x` into `['v1', 'spaces', 'x']`. */
function segmentsOf(path: string): string[] {
  return path.split('/').slice(1);
}

function insert(root: RouteNode, operation: Operation): void {
  let node = root;
  for (const segment of segmentsOf(API_PREFIX + operation.path)) {
    if (isParamSegment(segment)) {
      node.param ??= newNode();
      node = node.param;
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
function collectLeaves(node: RouteNode, segments: string[], index: number, captured: string[], out: Leaf[]): void {
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

const compiled = new WeakMap<object, Router>();

/**
 * Compiles an operation table (keyed by operation id) into a {@link Router}. Compiling the same table object
 * twice returns the same router.
 */
export function compileRouter(operations: Readonly<Record<string, Operation>>): Router {
  const cached = compiled.get(operations);
  if (cached) return cached;
  const root = newNode();
  for (const operation of Object.values(operations)) insert(root, operation);

  const router: Router = {
    match(method, path) {
      const leaves: Leaf[] = [];
      if (path.startsWith('/')) collectLeaves(root, segmentsOf(path), 0, [], leaves);
      if (leaves.length === 0) throw new HttpError(404, `no such operation: ${method} ${path}`);
      for (const leaf of leaves) {
        const operation = leaf.node.methods.get(method);
        if (operation) return { operation, rawParams: leaf.rawParams };
      }
      const allow = allowedMethods(leaves);
      throw new HttpError(405, `${method} is not allowed on ${path} (allowed: ${allow})`, { allow });
    },
  };
  compiled.set(operations, router);
  return router;
}

/**
 * Decodes a match's path parameters and checks them against the operation's `params` rules.
 * Runs after authentication, so an anonymous caller learns nothing from a 400 about an id's shape.
 * @throws HttpError 400 `<param>: <rule>` for bad URL encoding or a value its rule refuses.
 */
export function decodeParams(match: RouteMatch): Record<string, string> {
  const { operation, rawParams } = match;
  const params: Record<string, string> = {};
  operation.pathParams.forEach((name, index) => {
    const value = decodeSegment(name, rawParams[index]!);
    const outcome = operation.params?.[name]?.safeParse(value);
    if (outcome && !outcome.success) throw badRequest(name, outcome.error.issues[0]?.message ?? 'is invalid');
    params[name] = value;
  });
  return params;
}

function decodeSegment(name: string, raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest(name, 'is not a valid URL-encoded segment');
  }
}
