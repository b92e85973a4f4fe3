/**
 * The pipeline every request of the reference server passes (docs/reference-server.md, "Core"). A request is
 * one of three kinds, told by its path, and each kind has its stages, in order:
 *
 * - **API** (`/v1/…`): the world its token picks, then that world's core (core.ts): faults → retired → route →
 *   authenticate → parse and validate → purge → authorize → [transaction: handle → present → check] → journal.
 * - **control** (`/__control/…`): the guard (origin, Host and control token: one pure function, control/guard
 *   rules), then the control API of the world the request names.
 * - **visitor** (any other path): the published sites as their anonymous visitors see them, the world picked
 *   from the URL; a server without a visitor surface answers 404.
 *
 * The parts are plugged in by the composition (compose/assemble.ts); this function only orders them, so that
 * what runs for a request is read here and nowhere else.
 */
import { API_PREFIX, isControlPath } from './paths.js';
import { errorResponse } from './responses.js';
import type { PlainRequest, PlainResponse } from './types.js';
import type { Core } from './core.js';

/** What a request is, by its path. */
export type RequestKind = 'api' | 'control' | 'visitor';

/** An answer now or later: the control API and the visitor surface may wait (on fetches, on files). */
type Answer = PlainResponse | Promise<PlainResponse>;

/** The parts of the pipeline the composition provides. */
export interface PipelineParts {
  /** The core of the world that serves an API request: the world its token was issued by, else the server's own. */
  worldOf(request: PlainRequest): Core;
  /** The control guard: the answer refusing a control request (origin, Host, token), or undefined to go on. */
  controlRefusal(request: PlainRequest): PlainResponse | undefined;
  /**
   * The control API behind the guard: given the guard's refusal, it answers that (with the headers the opted-in
   * origin may read) instead of serving the request.
   */
  control(request: PlainRequest, refusal: PlainResponse | undefined): Answer;
  /** The visitor surface: a published site's page, asset or 404, the world picked from the URL. */
  visitor?: ((request: PlainRequest) => Answer) | undefined;
}

/** The kind of a request, by its path. */
export function requestKind(path: string): RequestKind {
  if (isControlPath(path)) return 'control';
  if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return 'api';
  return 'visitor';
}

/** What a server without a visitor surface answers a path outside the API and the control API. */
export function noVisitorSurface(request: PlainRequest): PlainResponse {
  return errorResponse(404, `no such operation: ${request.method} ${request.path}`);
}

/** The server's one entry point: a plain request in, its answer out. Never throws. */
export function createPipeline(parts: PipelineParts): (request: PlainRequest) => Promise<PlainResponse> {
  const visitor = parts.visitor ?? noVisitorSurface;
  return async function serve(request) {
    switch (requestKind(request.path)) {
      case 'api':
        return parts.worldOf(request).serve(request);
      case 'control':
        return parts.control(request, parts.controlRefusal(request));
      case 'visitor':
        try {
          return await visitor(request);
        } catch (error) {
          console.error('[docpub-mock] server bug:', error);
          return errorResponse(500, `reference server bug in ${request.path}: ${(error as Error).message}`);
        }
    }
  };
}
