/**
 * `createServer()`: the reference server over the demo world, ready to serve in-process (`server.fetch`),
 * on a port (`server.listen()`) or through msw (`mswHandlers(server)` from `@docpub/mock-server/msw`).
 */
import { assembleServer, type DocPubServer } from './compose/assemble.js';
import { ControlledClock, type Clock } from './core/clock.js';
import { configureSpecProcessing } from './domain/openapi/processing.js';
import type { SpecFetch, SpecFetchPolicy } from './domain/openapi/fetch-source.js';
import type { JournalLimits } from './core/journal.js';
import { handlerTable, requestPolicy } from './handlers/index.js';
import { createUser } from './domain/users/users.js';
import { createDemoWorld } from './demo/demo.js';
import { seedWorld } from './control/seed/seed.js';
import { Store, type StoreData } from './store/store.js';
import type { WorldLimits } from './worlds/registry.js';
import { readWorldFileSource, type WorldFile } from './worlds/world-file-source.js';

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
   * The server's own world from a world file instead of the demo world: the file's data, or the path of a
   * `.yaml`, `.yml` or `.json` file. `control.reset()` returns to it.
   * @throws WorldFileError naming each problem by its path in the file.
   */
  world?: WorldFile | string;
  /** Caps on the worlds made by `POST /__control/worlds` (count, memory). */
  worldLimits?: WorldLimits;
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
  const store = options.world === undefined ? demoStore(options, clock) : worldFileStore(options, clock);
  const specOptions = {
    fetch: options.openapiFetch,
    fetchTimeoutMs: options.openapiFetchTimeoutMs,
    fetchPolicy: options.openapiFetchPolicy,
  };
  configureSpecProcessing(store, specOptions);
  // Worlds made `from: 'demo'` copy one pristine demo state, built the first time one is asked for.
  let pristineDemo: StoreData | undefined;
  const demo = () =>
    structuredClone((pristineDemo ??= createDemoWorld({ clock, ...(options.seed === undefined ? {} : { seed: options.seed }) }).data));
  return assembleServer({ store, handlers: handlerTable, policy: requestPolicy, createUser, seed: seedWorld }, {
    clock,
    baseUrl: options.baseUrl,
    validateResponses: options.validateResponses,
    worlds: { demo, prepare: (worldStore) => configureSpecProcessing(worldStore, specOptions), limits: options.worldLimits },
    controlToken: options.controlToken,
    httpControl: options.httpControl,
    journal: options.journal,
  });
}

function demoStore(options: ServerOptions<Clock>, clock: Clock): Store {
  return createDemoWorld({
    clock,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.adminToken === undefined ? {} : { adminToken: options.adminToken }),
  });
}

/** The server's own world from a world file; its clock is put at the file's `clock` when it names one. */
function worldFileStore(options: ServerOptions<Clock>, clock: Clock): Store {
  if (options.adminToken !== undefined) {
    throw new TypeError('adminToken: cannot be combined with world (give the admin a token in the world file)');
  }
  const { file, data } = readWorldFileSource(options.world!, clock.now());
  const settable = clock as Clock & { setOffset?: (offsetMs: number) => void };
  if (file.clock !== undefined && typeof settable.setOffset === 'function') settable.setOffset(Date.parse(file.clock) - Date.now());
  if (options.seed !== undefined) data.meta.seed = options.seed;
  return new Store(data);
}
