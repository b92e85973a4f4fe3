/**
 * What serves one world's state: its fault rules, its journal, the core over its store and the control of
 * it. The server's own world and every world the control API makes are built by this one function, so they
 * cannot drift apart.
 */
import type { Operation } from '@docpub/sdk/contract';
import { createControl, type Control, type Seeder, type UserFactory } from '../control/control.js';
import type { Store, StoreSnapshot } from '../store/store.js';
import type { Clock } from '../core/clock.js';
import { createCore, type Core } from '../core/core.js';
import { Faults } from '../core/faults.js';
import { Journal, type JournalLimits } from '../core/journal.js';
import type { HandlerTable, PlainRequest, RequestPolicy } from '../core/types.js';
import { advancingGeneration } from '../store/generation.js';
import { servePublishedSitesAt, WORLDS_SEGMENT } from '../domain/sites/urls.js';
import type { Visitor, VisitorWorld } from '../visitor/visit.js';

/** The parts of a server every world of it shares: the domain, the base URL and how answers are checked. */
export interface RuntimeKinds {
  handlers: HandlerTable;
  policy?: RequestPolicy | undefined;
  createUser: UserFactory;
  seed?: Seeder | undefined;
  baseUrl: () => string;
  validateResponses?: boolean | undefined;
  onBug?: ((error: unknown, request: PlainRequest) => void) | undefined;
  operations?: Readonly<Record<string, Operation>> | undefined;
  /** Bounds of each world's journal. */
  journal?: JournalLimits | undefined;
  /** The origin published sites are served at (docs/published-sites.md); each world adds its own prefix. */
  publicUrl?: (() => string) | undefined;
}

export interface WorldRuntime {
  core: Core;
  control: Control;
  /** Serves the world's published sites to visitors. */
  visitor: Visitor;
}

/**
 * Builds what serves `store`; its current state becomes what `control.reset()` returns to. `worldId` names a
 * world made by the control API, whose sites are served under `/worlds/<worldId>`. `initial` is what a reset
 * restores when given: a copy of the store's state as it starts, which a world made from a template passes
 * ready-made (sharing the template's unchanged records) instead of having it copied again.
 */
export function createWorldRuntime(store: Store, clock: Clock, kinds: RuntimeKinds, worldId?: string, initial?: StoreSnapshot): WorldRuntime {
  const faults = new Faults();
  const journal = new Journal(clock, kinds.journal);
  const core = createCore({
    store,
    clock,
    handlers: kinds.handlers,
    policy: kinds.policy,
    baseUrl: kinds.baseUrl,
    faults,
    journal,
    validateResponses: kinds.validateResponses ?? false,
    onBug: kinds.onBug,
    operations: kinds.operations,
  });
  // Control calls write to the store without a request: each one starts a new generation of it.
  const control = advancingGeneration(store, createControl({
    store,
    clock,
    faults,
    journal,
    initial: initial ?? store.snapshot(),
    createUser: kinds.createUser,
    ...(kinds.seed === undefined ? {} : { seed: kinds.seed }),
  }));
  const prefix = worldId === undefined ? '' : `/${WORLDS_SEGMENT}/${worldId}`;
  const publicUrl = kinds.publicUrl ?? (() => new URL(kinds.baseUrl()).origin);
  servePublishedSitesAt(store, () => `${publicUrl()}${prefix}`);
  return { core, control, visitor: visitorLoadedOnUse({ store, clock, journal, ...(worldId === undefined ? {} : { worldId }) }) };
}

/**
 * The visitor of `world`, its modules loaded at its first request: published sites bring markdown rendering,
 * HTML sanitizing, token checks and search (a third of the server's start-up), which a server or a test that
 * only calls the API never needs.
 */
function visitorLoadedOnUse(world: VisitorWorld): Visitor {
  let visitor: Promise<Visitor> | undefined;
  return async (request) => {
    visitor ??= import('../visitor/visit.js').then(({ createVisitor }) => createVisitor(world));
    return (await visitor)(request);
  };
}
