/**
 * Puts a reference server together from a world (a store, its handlers, a user factory, a seeder) and a
 * clock: the core, faults, journal, control API and the adapters over one dispatch function. The msw
 * adapter is not among them: it lives at `@docpub/mock-server/msw`, so that only its users load msw.
 *
 * Kept apart from `server.ts`, which plugs in the demo world, so that a server can be assembled over any
 * store and handler table (tests of the engine use tiny ones).
 */
import type { Operation } from '@docpub/sdk/contract';
import { createFetch, type FetchFunction } from '../adapters/fetch.js';
import { listenHttp, type ListenOptions, type Listening } from '../adapters/node.js';
import type { Dispatch } from '../adapters/plain.js';
import type { Control, Seeder, UserFactory } from '../control/control.js';
import { createWorldsControl, type WorldsControl } from '../worlds/control.js';
import { checkGuardRules, controlRefusal, type ControlGuardRules } from '../control/guard.js';
import { withControlCors } from '../serve/cors.js';
import { handleWorldsControlRequest } from '../worlds/http.js';
import { WorldRegistry, type WorldLimits } from '../worlds/registry.js';
import type { StoreData } from '../store/store.js';
import type { Store } from '../store/store.js';
import type { Clock } from '../core/clock.js';
import type { Core } from '../core/core.js';
import type { JournalLimits } from '../core/journal.js';
import { errorResponse } from '../core/responses.js';
import { API_PREFIX } from '../core/paths.js';
import { createPipeline } from '../core/pipeline.js';
import { worldOfPath } from '../visitor/address.js';
import type { HandlerTable, PlainRequest, RequestPolicy } from '../core/types.js';
import { createWorldRuntime, type RuntimeKinds } from './world-runtime.js';
import type { ServerTaskRunner } from './server-tasks.js';
import { normalizeBaseUrl, normalizePublicUrl } from './server-urls.js';

/** Base URL of an in-process server (`server.fetch`, msw) when none is given. */
export const DEFAULT_BASE_URL = `http://docpub.test${API_PREFIX}`;

/** Layers around what a listening server serves. */
export interface ServeLayers {
  /** Returns the dispatch to serve on the port, given the server's own. */
  wrap?: ((dispatch: Dispatch) => Dispatch) | undefined;
}

/** What a server serves: its state and the domain functions over it. */
export interface World {
  store: Store;
  handlers: HandlerTable;
  /**
   * The domain's stages of the core's pipeline that go with its handlers (purge, activity, authorization); by
   * default none: nothing purged, nothing granted in advance.
   */
  policy?: RequestPolicy | undefined;
  createUser: UserFactory;
  seed?: Seeder | undefined;
}

export interface AssembleOptions<C extends Clock = Clock> {
  clock: C;
  /** Absolute base of the API; must end in `/v1`. Default {@link DEFAULT_BASE_URL}, or the listening URL. */
  baseUrl?: string | undefined;
  /** Check every success body against the contract (a mismatch answers 500). Off by default: it costs time. */
  validateResponses?: boolean | undefined;
  /** Where server bugs (500s) are reported; `console.error` by default. */
  onBug?: ((error: unknown, request: PlainRequest) => void) | undefined;
  /** The operation table to serve; the contract's by default. */
  operations?: Readonly<Record<string, Operation>> | undefined;
  /** How worlds made by the control API start and are prepared, and the caps on them. */
  worlds?: WorldOptions | undefined;
  /**
   * A token every request to the control API over HTTP (`/__control/`) must carry, as `X-Control-Token` or
   * `Authorization: Bearer`. Without one, any program that reaches the server may reset it or make users
   * (web pages never may: see `controlAllowOrigin`).
   */
  controlToken?: string | undefined;
  /**
   * The one web origin (e.g. `http://localhost:5173`) whose pages may call the control API, with CORS, for a
   * browser test runner that drives control from a page. Requires `controlToken`. By default no page may.
   */
  controlAllowOrigin?: string | undefined;
  /**
   * Host names the control API answers for besides loopback names, the bound address and the host of
   * `baseUrl`: an exact name (`docpub-mock`), a domain suffix (`.internal`) or `*`.
   */
  allowedHosts?: readonly string[] | undefined;
  /** `false` turns the control API over HTTP off (every `/__control/` path answers 404); `server.control` stays. */
  httpControl?: boolean | undefined;
  /** Bounds of the request journal (entries, bytes, body size); see {@link JournalLimits}. */
  journal?: JournalLimits | undefined;
  /**
   * The origin published sites are served at (`urls.published`), for a server reached under another name (a
   * container, a CI service). Default: the origin of `baseUrl`. See docs/published-sites.md.
   */
  publicUrl?: string | undefined;
}

/** Options of the worlds a server makes on demand (`POST /__control/worlds`). */
export interface WorldOptions {
  /** The state of a world made `from: 'demo'`; without it such worlds are refused. */
  demo?: (() => StoreData) | undefined;
  /** Called on each new world's store before it serves. */
  prepare?: ((store: Store) => void) | undefined;
  limits?: WorldLimits | undefined;
  /** What reads large world files posted to the control API (off the thread where it can); default on the thread. */
  runner?: ServerTaskRunner | undefined;
}

/** A reference server: one state, served in-process or on a port (over msw: `mswHandlers(server)`). */
export interface DocPubServer<C extends Clock = Clock> {
  /**
   * Absolute base of the API, used in `urls` and `Location`. After `listen()` it is the listening URL, unless
   * a `baseUrl` was given at creation.
   */
  readonly baseUrl: string;
  /** A fetch-compatible function served in-process (no network). Relative URLs resolve against `baseUrl`. */
  readonly fetch: FetchFunction;
  /**
   * The origin published sites are served at (their `urls.published` start with it): the `publicUrl` given at
   * creation, else the origin of `baseUrl`.
   */
  readonly publicUrl: string;
  /** Serves one plain request: the API under `/v1`, the control API under `/__control`, published sites elsewhere. */
  readonly handle: Dispatch;
  /** The core, for callers that speak plain requests to the API directly (synchronous). */
  readonly core: Core;
  /** Test-only control: reset, snapshots, clock, users, faults, journal, seeding, and isolated worlds. */
  readonly control: Control & WorldsControl;
  readonly store: Store;
  readonly clock: C;
  /**
   * Serves over HTTP (node:http) on `host` (default 127.0.0.1) and `port` (default 0: a free port).
   * `wrap` puts layers around what the port serves (CORS, a request log), leaving `fetch` and `handle` as they are.
   */
  listen(options?: ListenOptions & ServeLayers): Promise<Listening>;
}

/** Builds a server over `world`. The world's current state becomes what `control.reset()` returns to. */
export function assembleServer<C extends Clock>(world: World, options: AssembleOptions<C>): DocPubServer<C> {
  const { store } = world;
  const { clock } = options;
  const fixedBaseUrl = options.baseUrl === undefined ? undefined : normalizeBaseUrl(options.baseUrl);
  let baseUrl = fixedBaseUrl ?? DEFAULT_BASE_URL;
  // Kept beside baseUrl rather than parsed from it: every visitor request asks for the published origin.
  let baseOrigin = new URL(baseUrl).origin;
  const fixedPublicUrl = options.publicUrl === undefined ? undefined : normalizePublicUrl(options.publicUrl);
  const publicUrl = () => fixedPublicUrl ?? baseOrigin;

  const kinds: RuntimeKinds = {
    handlers: world.handlers,
    policy: world.policy,
    createUser: world.createUser,
    seed: world.seed,
    baseUrl: () => baseUrl,
    validateResponses: options.validateResponses,
    onBug: options.onBug,
    operations: options.operations,
    journal: options.journal,
    publicUrl,
  };
  const { core, control, visitor } = createWorldRuntime(store, clock, kinds);
  const worlds = new WorldRegistry(
    { ...kinds, demo: options.worlds?.demo, prepare: options.worlds?.prepare, runner: options.worlds?.runner },
    options.worlds?.limits,
  );
  const own = { control, store, clock };
  const configured = { token: options.controlToken, allowOrigin: options.controlAllowOrigin, allowedHosts: options.allowedHosts };
  checkGuardRules(configured);
  let boundHost: string | undefined;
  const guard = (): ControlGuardRules => ({ ...configured, ownHosts: [new URL(baseUrl).hostname, ...(boundHost ? [boundHost] : [])] });
  // One pipeline for every request (core/pipeline.ts): an API request is served by the world its token was issued
  // by, else the server's own; a control request passes the switch and the guard (origin, Host, token) of every
  // control path, the worlds' own included, with CORS for the one opted-in origin; any other path is a visitor's,
  // served by the world its path names (visitors carry no token; an unknown world is the 404 page).
  const handle: Dispatch = createPipeline({
    worldOf: (request) => worlds.worldOf(request.headers.authorization)?.core ?? core,
    controlRefusal: (request) =>
      options.httpControl === false
        ? errorResponse(404, `${request.path}: the control API is turned off on this server`)
        : controlRefusal(guard(), request),
    control: (request, refusal) =>
      withControlCors(guard().allowOrigin, request, refusal, async () => handleWorldsControlRequest(worlds, own, request)),
    visitor: (request: PlainRequest) => {
      const worldId = worldOfPath(request.path);
      return (worldId === undefined ? visitor : (worlds.find(worldId)?.visitor ?? visitor))(request);
    },
  });

  return {
    get baseUrl() {
      return baseUrl;
    },
    get publicUrl() {
      return publicUrl();
    },
    fetch: createFetch(handle, () => baseUrl),
    handle,
    core,
    control: Object.assign(control, createWorldsControl(worlds, store, clock)),
    store,
    clock,
    async listen(listenOptions) {
      const served = listenOptions?.wrap ? listenOptions.wrap(handle) : handle;
      const listening = await listenHttp(served, listenOptions);
      boundHost = listening.host;
      if (fixedBaseUrl === undefined) {
        baseUrl = listening.url;
        baseOrigin = new URL(baseUrl).origin;
      }
      return listening;
    },
  };
}
