/**
 * The control API over HTTP, under `/__control/` on the API's origin (docs/reference-server.md, "Control API").
 * Control requests are neither journaled nor subject to faults. A server given a control token answers them only when
 * the token comes along (`X-Control-Token: <token>` or `Authorization: Bearer <token>`); a server without one serves
 * them to anyone who can reach it, which is why the CLI warns when it binds beyond loopback without a token.
 */
import { HttpError } from '../core/http-error.js';
import { CONTROL_PREFIX } from '../core/paths.js';
import { errorResponse, jsonResponse } from '../core/responses.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { parseJsonBody, parseOrBadRequest } from '../core/validate.js';
import type { Control } from './control.js';
import { restoreInput, type SeedInput } from './schemas.js';

/** `id` is the last path segment of a route whose path ends in `/*`. */
type ControlRoute = (
  control: Control,
  body: Record<string, unknown>,
  id: string,
) => PlainResponse | Promise<PlainResponse>;

const noContent = (): PlainResponse => jsonResponse(204);

/** Control operations by path (below `/__control`) and method. */
const ROUTES: Record<string, Record<string, ControlRoute>> = {
  '/reset': {
    POST: (control) => (control.reset(), noContent()),
  },
  '/snapshot': {
    POST: (control) => jsonResponse(201, { id: control.saveSnapshot() }),
  },
  '/snapshots/*': {
    DELETE: (control, _body, id) => (control.deleteSnapshot(id), noContent()),
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

/** The routes of a path and the segment a `/*` route matched. */
function routesOf(path: string): { methods: Record<string, ControlRoute> | undefined; id: string } {
  const below = path.slice(CONTROL_PREFIX.length);
  if (Object.hasOwn(ROUTES, below)) return { methods: ROUTES[below], id: '' };
  const slash = below.lastIndexOf('/');
  const id = below.slice(slash + 1);
  const pattern = `${below.slice(0, slash)}/*`;
  return { methods: id !== '' && Object.hasOwn(ROUTES, pattern) ? ROUTES[pattern] : undefined, id: safeDecode(id) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function routeOf(request: PlainRequest): { route: ControlRoute; id: string } {
  const { methods, id } = routesOf(request.path);
  if (!methods) throw new HttpError(404, `no such control operation: ${request.method} ${request.path}`);
  const route = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
  if (!route) {
    const allow = Object.keys(methods).sort().join(', ');
    throw new HttpError(405, `${request.method} is not allowed on ${request.path} (allowed: ${allow})`, { allow });
  }
  return { route, id };
}

/** Who may use the control API over HTTP. */
export interface ControlAccess {
  /** When set, every control request must carry this token. */
  token?: string | undefined;
}

/** Compares in time that does not depend on where the texts differ, so the token cannot be guessed by timing. */
function sameText(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let index = 0; index < expected.length; index++) {
    difference |= (given.charCodeAt(index % Math.max(given.length, 1)) || 0) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}

function presentedToken(request: PlainRequest): string | undefined {
  const header = request.headers['x-control-token'];
  if (header !== undefined) return header;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

function checkAccess(access: ControlAccess, request: PlainRequest): void {
  if (access.token === undefined) return;
  const given = presentedToken(request);
  if (given === undefined || !sameText(given, access.token)) {
    throw new HttpError(401, 'control API: a valid control token is required (X-Control-Token header)', {
      'www-authenticate': 'Bearer realm="docpub-control"',
    });
  }
}

/**
 * The answer refusing a control request that lacks the control token, or undefined when it may go on: the
 * check every control path passes first, the worlds' routes included.
 */
export function controlAccessRefusal(access: ControlAccess, request: PlainRequest): PlainResponse | undefined {
  try {
    checkAccess(access, request);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
    throw error;
  }
}

/**
 * Serves one control request. Never throws: refusals are error bodies, and anything unexpected is a 500 with
 * its stack logged.
 */
export async function handleControlRequest(
  control: Control,
  request: PlainRequest,
  access: ControlAccess = {},
): Promise<PlainResponse> {
  try {
    checkAccess(access, request);
    const { route, id } = routeOf(request);
    return await route(control, parseJsonBody(request) ?? {}, id);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
    console.error('[docpub-mock] control bug:', error);
    return errorResponse(500, `reference server bug in ${request.path}: ${(error as Error).message}`);
  }
}
