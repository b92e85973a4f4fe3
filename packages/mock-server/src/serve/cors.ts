/**
 * CORS for the reference server on a port, so a page on another origin (a browser app in development, a
 * Swagger UI) can call it. The API authenticates with a bearer token, never with cookies, so any origin
 * may call: `Access-Control-Allow-Origin: *`, no credentials. A preflight (`OPTIONS` with
 * `Access-Control-Request-Method`) is answered here, before routing, with 204 and what it asked for.
 *
 * The control API is not the API: it holds every secret of the server, so `/__control/` gets none of this.
 * Only the one origin a browser test runner opted in (`--control-allow-origin`) is granted CORS there, by
 * {@link withControlCors}, after the control guard let the request through.
 */
import { isControlPath } from '../core/paths.js';
import type { PlainRequest, PlainResponse } from '../core/types.js';
import type { Dispatch } from '../adapters/plain.js';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'authorization, content-type';
/** Headers a page's script may read besides the CORS-safelisted ones. */
const EXPOSED_HEADERS = 'location, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset';
/** How long a browser may reuse a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE = '600';

const isPreflight = (request: PlainRequest) =>
  request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;

function preflight(request: PlainRequest): PlainResponse {
  return {
    status: 204,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': ALLOWED_METHODS,
      // Whatever the page asks to send: the server reads only the headers it knows.
      'access-control-allow-headers': request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
      'access-control-max-age': PREFLIGHT_MAX_AGE,
      vary: 'access-control-request-headers',
    },
  };
}

/**
 * Wraps a dispatch so that it answers the API's preflights and marks every answer of the API readable from any
 * origin. Control requests pass through untouched.
 */
export function withCors(dispatch: Dispatch): Dispatch {
  return async (request) => {
    if (isControlPath(request.path)) return dispatch(request);
    if (isPreflight(request)) return preflight(request);
    const response = await dispatch(request);
    return {
      ...response,
      headers: {
        ...response.headers,
        'access-control-allow-origin': '*',
        'access-control-expose-headers': EXPOSED_HEADERS,
      },
    };
  };
}

/** What a page of the opted-in origin may send to the control API: its token, a JSON body. */
const CONTROL_ALLOWED_HEADERS = 'x-control-token, authorization, content-type';

/**
 * CORS on the control API for exactly `allowOrigin` (none when undefined), around the control guard's verdict:
 * that origin's preflight is granted once the guard let it through, and its answers, refusals included, are
 * readable by it (so a runner sees its 401, not a network error). Any other origin gets no CORS header at all,
 * so its page can read nothing.
 */
export async function withControlCors(
  allowOrigin: string | undefined,
  request: PlainRequest,
  refusal: PlainResponse | undefined,
  serve: () => Promise<PlainResponse>,
): Promise<PlainResponse> {
  if (allowOrigin === undefined || request.headers.origin !== allowOrigin) return refusal ?? serve();
  const granted = { 'access-control-allow-origin': allowOrigin, vary: 'origin' };
  if (refusal === undefined && isPreflight(request)) {
    return {
      status: 204,
      headers: {
        ...granted,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': CONTROL_ALLOWED_HEADERS,
        'access-control-max-age': PREFLIGHT_MAX_AGE,
      },
    };
  }
  const response = refusal ?? (await serve());
  return { ...response, headers: { ...response.headers, ...granted, 'access-control-expose-headers': EXPOSED_HEADERS } };
}
