/**
 * `createServer()`: the reference server over the demo world, ready to serve in-process (`server.fetch`),
 * on a port (`server.listen()`) or through msw (`mswHandlers(server)` from `@docpub/mock-server/msw`).
 */
import { assembleServer, type DocPubServer } from './compose/assemble.js';
import { ControlledClock, type Clock } from './core/clock.js';
import { configureSpecProcessing } from './domain/openapi/processing.js';
import { configureGitSync } from './domain/git/sync-runner.js';
import type { GitLimits } from './domain/git/limits.js';
import { configureContentImport, type ContentImportLimits } from './domain/content/import-limits.js';
import { FETCH_POLICIES, type FetchPolicy } from './fetching/fetch-policy.js';
import type { PlainFetch } from './fetching/node-fetch.js';
import { serverRunner } from './compose/server-runner.js';
import type { SpecFetch, SpecFetchPolicy } from './domain/openapi/fetch-source.js';
import type { JournalLimits } from './core/journal.js';
import { handlerTable, requestPolicy } from './handlers/index.js';
import { createUser } from './domain/users/users.js';
import { createDemoWorld, demoWorldStates } from './demo/demo.js';
import { seedWorld } from './control/seed/seed.js';
import { Store } from './store/store.js';
import type { WorldLimits } from './worlds/registry.js';
import { readWorldFileSource, type WorldFile } from './worlds/world-file-source.js';

export interface ServerOptions<C extends Clock = ControlledClock> {
  /**
   * Seed of generated ids and tokens: the same seed and the same requests give the same ids. Tokens issued
   * later (`POST /__control/users`, `control.createUser()`) derive from it only when it is given; without
   * one they are random, so no one can recompute them from the public default seed.
   */
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
   * default, so any program that reaches the server may control it. Web pages never may, unless their origin
   * is `controlAllowOrigin`; hosts other than the server's own names, unless `allowedHosts` admits them.
   */
  controlToken?: string;
  /**
   * The one web origin (e.g. `http://localhost:5173`) whose pages may call the control API over HTTP, with
   * CORS: for browser test runners that drive control from a page. Requires `controlToken`.
   */
  controlAllowOrigin?: string;
  /**
   * Host names the control API answers for besides loopback names, the bound address and the host of
   * `baseUrl`: exact names (`docpub-mock`), domain suffixes (`.internal`) or `*`.
   */
  allowedHosts?: readonly string[];
  /** `false` turns the control API over HTTP off; `server.control` in-process stays. Default true. */
  httpControl?: boolean;
  /** Bounds of the request journal; defaults: 10 000 entries, 32 MiB, bodies kept whole up to 64 KiB. */
  journal?: JournalLimits;
  /**
   * The origin published sites are served at and their `urls.published` start with, for a server reached
   * under another name (a container, a CI service), e.g. `http://docpub:4010`. Default: the origin of
   * `baseUrl` (`http://docpub.test` in-process, the listening address once listening). docs/published-sites.md.
   */
  publicUrl?: string;
  /**
   * Which hosts a Git sync's repository URL (and a content import's URL) may name: `any` (the default in
   * process), `public`, `loopback` or `none`, as `openapiFetchPolicy` (docs/git-sync.md, "Transport").
   * `docpub-mock` defaults to `public` when it binds beyond loopback.
   */
  gitFetchPolicy?: FetchPolicy;
  /** The directory below which Git sync may read `file://` repository URLs; none by default (they are refused). */
  gitFileRoot?: string;
  /** Bounds of one Git sync operation (docs/git-sync.md, "Limits"). */
  gitLimits?: Partial<GitLimits>;
  /**
   * Bounds of one content import (`POST /spaces/{spaceId}/content/import`): bytes read (2 MiB) and time (30 s).
   * docs/operations-beyond-the-reference.md, "Importing content".
   */
  contentImportLimits?: Partial<ContentImportLimits>;
  /** The fetcher of content imports: tests give a fake, never the network. The checked fetcher by default. */
  contentImportFetch?: PlainFetch;
  /**
   * `false` runs Git sync's work in the server's thread rather than in a worker thread: for test suites that run
   * DocPub's sources, where each worker would compile them anew. Default true.
   */
  gitWorker?: boolean;
  /**
   * `false` reads large OpenAPI spec texts and world files (64 KiB and more) on the server's thread instead of
   * in a worker thread. By default they are read in one worker shared by the process's servers, started at the
   * first such input and never keeping the process alive; where workers cannot run (a browser, msw's service
   * worker) everything is read on the server's thread. docs/reference-server.md, "Work off the thread".
   */
  offThread?: boolean;
}

/** Creates a reference server over a fresh demo world. `control.reset()` returns to this world. */
export function createServer<C extends Clock = ControlledClock>(options: ServerOptions<C> = {}): DocPubServer<C> {
  const clock = options.clock ?? (new ControlledClock() as unknown as C);
  const store = options.world === undefined ? demoStore(options, clock) : worldFileStore(options, clock);
  const runner = serverRunner(options.offThread);
  const specOptions = {
    fetch: options.openapiFetch,
    fetchTimeoutMs: options.openapiFetchTimeoutMs,
    fetchPolicy: options.openapiFetchPolicy,
    runner,
  };
  configureSpecProcessing(store, specOptions);
  if (options.gitFetchPolicy !== undefined && !FETCH_POLICIES.includes(options.gitFetchPolicy)) {
    throw new TypeError(`gitFetchPolicy: must be one of ${FETCH_POLICIES.join(', ')}, got ${options.gitFetchPolicy}`);
  }
  const gitOptions = { policy: options.gitFetchPolicy, fileRoot: options.gitFileRoot, limits: options.gitLimits, worker: options.gitWorker };
  configureGitSync(store, gitOptions);
  configureContentImport(store, options.contentImportLimits, options.contentImportFetch);
  // Worlds made `from: 'demo'` copy one pristine demo state, built the first time one is asked for.
  const demo = demoWorldStates({ clock, ...(options.seed === undefined ? {} : { seed: options.seed }) });
  return assembleServer({ store, handlers: handlerTable, policy: requestPolicy, createUser, seed: seedWorld }, {
    clock,
    baseUrl: options.baseUrl,
    validateResponses: options.validateResponses,
    worlds: {
      demo,
      prepare: (worldStore) => {
        configureSpecProcessing(worldStore, specOptions);
        configureGitSync(worldStore, gitOptions);
        configureContentImport(worldStore, options.contentImportLimits, options.contentImportFetch);
      },
      limits: options.worldLimits,
      runner,
    },
    controlToken: options.controlToken,
    controlAllowOrigin: options.controlAllowOrigin,
    allowedHosts: options.allowedHosts,
    httpControl: options.httpControl,
    journal: options.journal,
    publicUrl: options.publicUrl,
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
  if (options.seed !== undefined) Object.assign(data.meta, { seed: options.seed, seededTokens: true });
  return new Store(data);
}
