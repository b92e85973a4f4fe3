/**
 * `createServer()`: the reference server over the demo world (design.md §7), ready to serve in-process
 * (`server.fetch`), through msw (`server.handlers`) or on a port
 * (`server.listen()`).
 */
import { assembleServer, type DocPubServer } from './core/assemble.js';
import { ControlledClock, type Clock } from './core/clock.js';
import { configureSpecProcessing } from './domain/openapi/processing.js';
import type { SpecFetch, SpecFetchPolicy } from './domain/openapi/fetch-source.js';
import type { JournalLimits } from './core/journal.js';
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
  /**
   * Which hosts an OpenAPI spec's URL source may name: `any` (the default), `loopback` (localhost and
   * 127.0.0.0/8, ::1 only) or `none` (URL sources end in `FETCH_ERROR` without a request).
   */
  openapiFetchPolicy?: SpecFetchPolicy;
  /**
   * A token the control API over HTTP requires (`X-Control-Token` or `Authorization: Bearer`); none by
   * default, so anyone who reaches the server may control it.
   */
  controlToken?: string;
  /** `false` turns the control API over HTTP off; `server.control` in-process stays. Default true. */
  httpControl?: boolean;
  /** Bounds of the request journal; defaults: 10 000 entries, 32 MiB, bodies kept whole up to 64 KiB. */
  journal?: JournalLimits;
}

/** Creates a reference server over a fresh demo world. `control.reset()` returns to this world. */
export function createServer<C extends Clock = ControlledClock>(options: ServerOptions<C> = {}): DocPubServer<C> {
  const clock = options.clock ?? (new ControlledClock() as unknown as C);
  const store = createDemoWorld({
    clock,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
  });
  configureSpecProcessing(store, {
    fetch: options.openapiFetch,
    fetchTimeoutMs: options.openapiFetchTimeoutMs,
    fetchPolicy: options.openapiFetchPolicy,
  });
  return assembleServer({ store, handlers: handlerTable, createUser, seed: seedWorld }, {
    clock,
    baseUrl: options.baseUrl,
    validateResponses: options.validateResponses,
    controlToken: options.controlToken,
    httpControl: options.httpControl,
    journal: options.journal,
  });
}
