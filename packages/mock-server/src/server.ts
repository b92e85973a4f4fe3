/**
 * `createServer()`: the reference server over the demo world, ready to serve in-process (`server.fetch`),
 * on a port (`server.listen()`) or through msw (`mswHandlers(server)` from `@docpub/mock-server/msw`).
 */
import { assembleServer, type DocPubServer } from './core/assemble.js';
import { ControlledClock, type Clock } from './core/clock.js';
import { configureSpecProcessing } from './domain/openapi/processing.js';
import type { SpecFetch } from './domain/openapi/fetch-source.js';
import { handlerTable } from './handlers/index.js';
import { createUser } from './store/users.js';
import { createDemoWorld } from './world/demo.js';
import { seedWorld } from './world/seed.js';

export interface ServerOptions<C extends Clock = ControlledClock> {
  /** Seed of generated ids and tokens: the same seed and the same requests give the same ids. */
  seed?: string;
  /** The server's clock; a {@link ControlledClock} on the wall clock by default. */
  clock?: C;
  /** An extra token for the demo organization's admin, besides the documented demo tokens. */
  adminToken?: string;
  /** Check every success body against the contract; a mismatch answers 500 naming the operation. */
  validateResponses?: boolean;
  /**
   * Absolute base of the API, ending in `/v1`. Default `http://docpub.test/v1` in-process, and the listening
   * URL once `listen()` is called.
   */
  baseUrl?: string;
  /** The fetch that processing uses for OpenAPI specs with a URL source; the platform's `fetch` by default. */
  openapiFetch?: SpecFetch;
  /** How long fetching a spec URL may take before it ends with `FETCH_TIMEOUT`; default 10 000 ms. */
  openapiFetchTimeoutMs?: number;
}

/** Creates a reference server over a fresh demo world. `control.reset()` returns to this world. */
export function createServer<C extends Clock = ControlledClock>(options: ServerOptions<C> = {}): DocPubServer<C> {
  const clock = options.clock ?? (new ControlledClock() as unknown as C);
  const store = createDemoWorld({
    clock,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
  });
  configureSpecProcessing(store, { fetch: options.openapiFetch, fetchTimeoutMs: options.openapiFetchTimeoutMs });
  return assembleServer({ store, handlers: handlerTable, createUser, seed: seedWorld }, {
    clock,
    baseUrl: options.baseUrl,
    validateResponses: options.validateResponses,
  });
}
