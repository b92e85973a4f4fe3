/**
 * One line per request for the `docpub-mock` console: method, path with query, status and time taken,
 * e.g. `GET /v1/spaces/space-handbook 200 3ms`. Never the headers or the body: they carry tokens. The target
 * is redacted as the journal's is, so `?access_token=`, `?shareKey=` and URL credentials print as `***`.
 */
import type { PlainRequest } from '../core/types.js';
import type { Dispatch } from '../adapters/plain.js';
import { redactQuery, redactUrlCredentials } from '../core/redact.js';

/** The request target as it arrived, rebuilt from the plain request's path and query, credentials blanked. */
function targetOf(request: PlainRequest): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(redactQuery(request.query))) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) query.append(name, one);
  }
  const text = query.toString();
  const path = redactUrlCredentials(request.path);
  return text === '' ? path : `${path}?${text}`;
}

/** A log line for a request and its outcome. */
export function requestLine(request: PlainRequest, status: number | 'error', milliseconds: number): string {
  return `${request.method} ${targetOf(request)} ${status} ${Math.round(milliseconds)}ms`;
}

/** Wraps a dispatch so that each request, once answered, writes its line through `write`. */
export function withRequestLog(dispatch: Dispatch, write: (line: string) => void, now: () => number = performance.now.bind(performance)): Dispatch {
  return async (request) => {
    const started = now();
    try {
      const response = await dispatch(request);
      write(requestLine(request, response.networkError ? 'error' : response.status, now() - started));
      return response;
    } catch (error) {
      write(requestLine(request, 'error', now() - started));
      throw error;
    }
  };
}
