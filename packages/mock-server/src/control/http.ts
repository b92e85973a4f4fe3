/**
 * The control API over HTTP, under `/__control/` on the API's origin (docs/reference-server.md, "Control API").
 * Control requests are neither journaled nor subject to faults. Who may send them (host, browser origin, control
 * token) is decided before they get here, by the rules of guard.ts.
 */
import { compileOperationMatcher, type OperationId } from '@docpub/sdk/contract';
import { HttpError } from '../core/http-error.js';
import { CONTROL_PREFIX } from '../core/paths.js';
import { errorResponse, jsonResponse } from '../core/responses.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { parseJsonBody, parseOrBadRequest } from '../core/validate.js';
import type { CallFilter } from '../verify/calls.js';
import type { Control } from './control.js';
import { controlOperations, type ControlOperationId } from './operations.js';
import { callSearchInput, restoreInput, type SeedInput } from './schemas.js';

/** Serves one control operation: its body (parsed, `{}` when none) and its decoded path parameters. */
type ControlRoute = (
  control: Control,
  body: Record<string, unknown>,
  params: Record<string, string>,
) => PlainResponse | Promise<PlainResponse>;

/** The control operations of the worlds (served by worlds/http.ts on a server that has worlds). */
type WorldOperationId = 'exportState' | 'listWorlds' | 'createWorld' | 'getWorld' | 'deleteWorld';

const noContent = (): PlainResponse => jsonResponse(204);

/** How each control operation of the table is served: complete by type, so a new row needs its route. */
const ROUTES: { [K in Exclude<ControlOperationId, WorldOperationId>]: ControlRoute } = {
  reset: (control) => (control.reset(), noContent()),
  saveSnapshot: (control) => jsonResponse(201, { id: control.saveSnapshot() }),
  deleteSnapshot: (control, _body, params) => (control.deleteSnapshot(params.snapshotId!), noContent()),
  restoreSnapshot: (control, body) =>
    (control.restoreSnapshot(parseOrBadRequest(restoreInput, body, 'body').id), noContent()),
  getClock: (control) => jsonResponse(200, { now: control.now() }),
  advanceClock: (control, body) => jsonResponse(200, { now: control.advanceClock(body.ms as number) }),
  createUser: (control, body) => jsonResponse(201, control.createUser(body as Parameters<Control['createUser']>[0])),
  listFaults: (control) => listResponse(control.faults()),
  addFault: (control, body) => jsonResponse(201, control.addFault(body as never)),
  clearFaults: (control) => (control.clearFaults(), noContent()),
  listJournal: (control) => listResponse(control.journal()),
  clearJournal: (control) => (control.clearJournal(), noContent()),
  searchCalls: (control, body) => {
    const { operationId, ...filter } = parseOrBadRequest(callSearchInput, body, 'body');
    return jsonResponse(200, control.searchCalls(operationId as OperationId, filter as CallFilter));
  },
  seed: async (control, body) => jsonResponse(200, (await control.seed(body as SeedInput)) ?? {}),
  settle: async (control) => (await control.settle(), noContent()),
  // The domain validates both fields (400 naming them), so the casts only satisfy the method's signature.
  installIntegration: (control, body) =>
    jsonResponse(200, control.installIntegration(body.spaceId as string, body.integration as string)),
};

const matcher = compileOperationMatcher(Object.keys(ROUTES).map((id) => controlOperations[id as keyof typeof ROUTES]));

function listResponse(items: readonly unknown[]): PlainResponse {
  return jsonResponse(200, { items, count: items.length });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function routeOf(request: PlainRequest): { route: ControlRoute; params: Record<string, string> } {
  const found = matcher.match(request.method, request.path.slice(CONTROL_PREFIX.length));
  if (found.found) {
    const params: Record<string, string> = {};
    found.operation.pathParams.forEach((name, index) => (params[name] = safeDecode(found.rawParams[index]!)));
    return { route: ROUTES[found.operation.id as keyof typeof ROUTES], params };
  }
  if (found.allow === undefined) throw new HttpError(404, `no such control operation: ${request.method} ${request.path}`);
  throw new HttpError(405, `${request.method} is not allowed on ${request.path} (allowed: ${found.allow})`, {
    allow: found.allow,
  });
}

/**
 * Serves one control request. Never throws: refusals are error bodies, and anything unexpected is a 500 with
 * its stack logged.
 */
export async function handleControlRequest(
  control: Control,
  request: PlainRequest,
): Promise<PlainResponse> {
  try {
    const { route, params } = routeOf(request);
    return await route(control, parseJsonBody(request) ?? {}, params);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
    console.error('[docpub-mock] control bug:', error);
    return errorResponse(500, `reference server bug in ${request.path}: ${(error as Error).message}`);
  }
}
