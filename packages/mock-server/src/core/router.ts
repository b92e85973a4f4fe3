/**
 * Maps a method and a raw path to an operation of the contract table, with the contract's matcher
 * (`compileOperationMatcher`), and turns a miss into the answer the server gives: 404 for an unknown path,
 * naming the nearest operations of the table when some are close, and 405 with `Allow` for a known path and
 * another method.
 */
import { compileOperationMatcher, type Operation } from '@docpub/sdk/contract';
import { HttpError, badRequest } from './http-error.js';
import { nearestOperations } from './near-miss.js';
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

const compiled = new WeakMap<object, Router>();

/**
 * Compiles an operation table (keyed by operation id) into a {@link Router}. Compiling the same table object
 * twice returns the same router.
 */
export function compileRouter(operations: Readonly<Record<string, Operation>>): Router {
  const cached = compiled.get(operations);
  if (cached) return cached;
  const matcher = compileOperationMatcher(operations);
  const all = Object.values(operations);
  const router: Router = {
    match(method, path) {
      const below = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : undefined;
      const found = below === undefined ? undefined : matcher.match(method, below);
      if (found?.found) return { operation: found.operation, rawParams: found.rawParams };
      if (found?.allow === undefined) throw new HttpError(404, `no such operation: ${method} ${path}${hint(all, method, below)}`);
      throw new HttpError(405, `${method} is not allowed on ${path} (allowed: ${found.allow})`, { allow: found.allow });
    },
  };
  compiled.set(operations, router);
  return router;
}

/** `; did you mean POST /v1/spaces/{spaceId}/change-requests?`, or nothing when no operation is close. */
function hint(operations: readonly Operation[], method: string, below: string | undefined): string {
  if (below === undefined) return '';
  const nearest = nearestOperations(operations, method, below);
  if (nearest.length === 0) return '';
  return `; did you mean ${nearest.map((operation) => `${operation.method} ${API_PREFIX}${operation.path}`).join(' or ')}?`;
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
  // Most ids are plain: a segment without `%` decodes to itself.
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest(name, 'is not a valid URL-encoded segment');
  }
}
