/**
 * The control API over HTTP, under `/__control/` on the API's origin (design.md §7). Test-only: no token is
 * needed, and control requests are neither journaled nor subject to faults.
 */
import { HttpError } from '../core/http-error.js';
import { CONTROL_PREFIX } from '../core/paths.js';
import { errorResponse, jsonResponse } from '../core/responses.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { parseJsonBody, parseOrBadRequest } from '../core/validate.js';
import type { Control } from './control.js';
import { restoreInput, type SeedInput } from './schemas.js';

type ControlRoute = (control: Control, body: Record<string, unknown>) => PlainResponse | Promise<PlainResponse>;

const noContent = (): PlainResponse => jsonResponse(204);

/** Control operations by path (below `/__control`) and method. */
const ROUTES: Record<string, Record<string, ControlRoute>> = {
  '/reset': {
    POST: (control) => (control.reset(), noContent()),
  },
  '/snapshot': {
    POST: (control) => jsonResponse(201, { id: control.saveSnapshot() }),
  },
  '/restore': {
    POST: (control, body) => (control.restoreSnapshot(parseOrBadRequest(restoreInput, body, 'body').id), noContent()),
  },
  '/clock': {
    GET: (control) => jsonResponse(200, { now: control.now() }),
  },
  '/clock/advance': {
    POST: (control, body) => jsonResponse(200, { now: control.advanceClock(body.ms as number) }),
  },
  '/users': {
    POST: (control, body) => jsonResponse(201, control.createUser(body as Parameters<Control['createUser']>[0])),
  },
  '/faults': {
    GET: (control) => listResponse(control.faults()),
    POST: (control, body) => jsonResponse(201, control.addFault(body as never)),
    DELETE: (control) => (control.clearFaults(), noContent()),
  },
  '/journal': {
    GET: (control) => listResponse(control.journal()),
    DELETE: (control) => (control.clearJournal(), noContent()),
  },
  '/seed': {
    POST: async (control, body) => jsonResponse(200, (await control.seed(body as SeedInput)) ?? {}),
  },
  '/settle': {
    POST: async (control) => (await control.settle(), noContent()),
  },
  '/integrations/install': {
    // The domain validates both fields (400 naming them), so the casts only satisfy the method's signature.
    POST: (control, body) =>
      jsonResponse(200, control.installIntegration(body.spaceId as string, body.integration as string)),
  },
};

function listResponse(items: readonly unknown[]): PlainResponse {
  return jsonResponse(200, { items, count: items.length });
}

function routeOf(request: PlainRequest): ControlRoute {
  const methods = ROUTES[request.path.slice(CONTROL_PREFIX.length)];
  if (!methods) throw new HttpError(404, `no such control operation: ${request.method} ${request.path}`);
  const route = methods[request.method];
  if (!route) {
    const allow = Object.keys(methods).sort().join(', ');
    throw new HttpError(405, `${request.method} is not allowed on ${request.path} (allowed: ${allow})`, { allow });
  }
  return route;
}

/**
 * Serves one control request. Never throws: refusals are error bodies, and anything unexpected is a 500 with
 * its stack logged.
 */
export async function handleControlRequest(control: Control, request: PlainRequest): Promise<PlainResponse> {
  try {
    const route = routeOf(request);
    return await route(control, parseJsonBody(request) ?? {});
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
    console.error('[docpub-mock] control bug:', error);
    return errorResponse(500, `reference server bug in ${request.path}: ${(error as Error).message}`);
  }
}
