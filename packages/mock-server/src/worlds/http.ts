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
import type { Control } from '../control/control.js';
import { handleControlRequest } from '../control/http.js';
import type { Clock } from '../core/clock.js';
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

function worldsRoute(registry: WorldRegistry, request: PlainRequest): PlainResponse {
  if (request.method === 'GET') {
    const items = registry.list();
    return jsonResponse(200, { items, count: items.length, usage: registry.usage() });
  }
  if (request.method !== 'POST') notAllowed(request, 'GET, POST');
  const body = (parseJsonBody(request) ?? {}) as NewWorldInput;
  return jsonResponse(201, registry.create(body));
}

function worldRoute(registry: WorldRegistry, id: string, request: PlainRequest): PlainResponse {
  if (request.method === 'GET') return jsonResponse(200, registry.info(id));
  if (request.method !== 'DELETE') notAllowed(request, 'DELETE, GET');
  registry.delete(id);
  return jsonResponse(204);
}

function serveTarget(target: Target, request: PlainRequest): Promise<PlainResponse> | PlainResponse {
  if (request.path === `${CONTROL_PREFIX}/state`) {
    if (request.method !== 'GET') notAllowed(request, 'GET');
    return jsonResponse(200, exportWorldFile(target.store.data, target.clock.now()));
  }
  return handleControlRequest(target.control, request);
}

async function route(registry: WorldRegistry, own: Target, request: PlainRequest): Promise<PlainResponse> {
  const rest = request.path.slice(CONTROL_PREFIX.length);
  if (rest === '/worlds') return worldsRoute(registry, request);
  const match = /^\/worlds\/([^/]+)(\/.*)?$/.exec(rest);
  if (match) {
    // World ids are plain ASCII: an id is taken as written, so a malformed escape is just an unknown world.
    const id = match[1]!;
    if (match[2] === undefined) return worldRoute(registry, id, request);
    return serveTarget(registry.get(id), { ...request, path: `${CONTROL_PREFIX}${match[2]}` });
  }
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
