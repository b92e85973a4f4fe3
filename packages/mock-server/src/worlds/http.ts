/**
 * The control API over HTTP, made aware of worlds. Routes first the worlds' own operations, then sends every
 * other control request to the control of the world it names, so the single-world routes (control/http.ts)
 * serve each world unchanged:
 *
 * - `POST /__control/worlds` makes a world, `GET` lists them; `GET|DELETE /__control/worlds/{id}`;
 * - `/__control/worlds/{id}/<operation>`, or `/__control/<operation>` with an `X-DocPub-World: {id}` header,
 *   acts on that world alone; without either, on the server's own world, as before worlds existed;
 * - `GET /__control/state` (in any of these forms) answers the world as a world file.
 */
import { compileOperationMatcher } from '@docpub/sdk/contract';
import type { Control } from '../control/control.js';
import { controlOperations } from '../control/operations.js';
import { handleControlRequest } from '../control/http.js';
import type { Clock } from '../core/clock.js';
import { OFF_THREAD_MIN_CHARS } from '../compose/server-tasks.js';
import { HttpError } from '../core/http-error.js';
import { CONTROL_PREFIX } from '../core/paths.js';
import { errorResponse, jsonResponse } from '../core/responses.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { parseJsonBody } from '../core/validate.js';
import type { Store } from '../store/store.js';
import type { NewWorldInput, WorldRegistry } from './registry.js';
import { exportWorldFile } from './world-file-export.js';

/** The header naming the world a control request acts on. */
export const WORLD_HEADER = 'x-docpub-world';

/** A world as control requests reach it: the server's own, or a live one of the registry. */
interface Target {
  control: Control;
  store: Store;
  clock: Clock;
}

function notAllowed(request: PlainRequest, allow: string): never {
  throw new HttpError(405, `${request.method} is not allowed on ${request.path} (allowed: ${allow})`, { allow });
}

/** The worlds' own operations of the control table. */
type WorldsOperationId = 'listWorlds' | 'createWorld' | 'getWorld' | 'deleteWorld';

/** How each of them is served; `worldId` is taken as written (world ids are plain ASCII). */
const WORLDS_ROUTES: {
  [K in WorldsOperationId]: (registry: WorldRegistry, request: PlainRequest, worldId: string) => PlainResponse | Promise<PlainResponse>;
} = {
  listWorlds: (registry) => {
    const items = registry.list();
    return jsonResponse(200, { items, count: items.length, usage: registry.usage() });
  },
  // A large body holds a large world file: it is read and checked off the server's thread (compose/server-tasks.ts).
  createWorld: async (registry, request) => {
    const large = (request.body?.length ?? 0) >= OFF_THREAD_MIN_CHARS;
    return jsonResponse(201, await registry.createReading((parseJsonBody(request) ?? {}) as NewWorldInput, large));
  },
  getWorld: (registry, _request, worldId) => jsonResponse(200, registry.info(worldId)),
  deleteWorld: (registry, _request, worldId) => (registry.delete(worldId), jsonResponse(204)),
};

const worldsMatcher = compileOperationMatcher(
  (Object.keys(WORLDS_ROUTES) as WorldsOperationId[]).map((id) => controlOperations[id]),
);

function serveTarget(target: Target, request: PlainRequest): Promise<PlainResponse> | PlainResponse {
  if (request.path === `${CONTROL_PREFIX}/state`) {
    if (request.method !== 'GET') notAllowed(request, 'GET');
    return jsonResponse(200, exportWorldFile(target.store.data, target.clock.now()));
  }
  return handleControlRequest(target.control, request);
}

async function route(registry: WorldRegistry, own: Target, request: PlainRequest): Promise<PlainResponse> {
  const rest = request.path.slice(CONTROL_PREFIX.length);
  const scoped = /^\/worlds\/([^/]+)(\/.*)$/.exec(rest);
  // `/worlds/{id}/<operation>`: that world's own control, with the single-world routes.
  if (scoped) return serveTarget(registry.get(scoped[1]!), { ...request, path: `${CONTROL_PREFIX}${scoped[2]}` });
  const found = worldsMatcher.match(request.method, rest);
  if (found.found) {
    const route = WORLDS_ROUTES[found.operation.id as WorldsOperationId];
    return route(registry, request, found.rawParams[0] ?? '');
  }
  if (found.allow !== undefined) notAllowed(request, found.allow);
  const named = request.headers[WORLD_HEADER];
  return serveTarget(named === undefined ? own : registry.get(named), request);
}

/**
 * Serves one control request of a server with worlds. Never throws: refusals are error bodies, and anything
 * unexpected is a 500 with its stack logged.
 */
export async function handleWorldsControlRequest(
  registry: WorldRegistry,
  own: Target,
  request: PlainRequest,
): Promise<PlainResponse> {
  try {
    return await route(registry, own, request);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
    console.error('[docpub-mock] control bug:', error);
    return errorResponse(500, `reference server bug in ${request.path}: ${(error as Error).message}`);
  }
}
