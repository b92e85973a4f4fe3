/**
 * The control API of the reference server, for tests only (design.md §7): reset, snapshots, the clock, users,
 * faults, the journal and seeding. The same operations are served over HTTP under `/__control/`
 * (see `http.ts`); both validate their input and throw {@link HttpError}s with field-naming messages.
 */
import type { User } from '@docpub/sdk/contract';
import type { Clock } from '../core/clock.js';
import type { FaultRule, FaultRuleInput, Faults } from '../core/faults.js';
import { HttpError, badRequest, notFound } from '../core/http-error.js';
import type { Journal, JournalEntry } from '../core/journal.js';
import { parseOrBadRequest } from '../core/validate.js';
import type { Store, StoreSnapshot } from '../store/store.js';
import { captureSnapshot, restoreSnapshot, type ServerSnapshot } from './server-snapshot.js';
import { advanceClockInput, newUserInput, seedInput, type NewUserInput, type SeedInput } from './schemas.js';
import { installIntegrationCommand, type InstallationWire } from '../domain/integrations/installations.js';
import { whenSpecProcessingIdle } from '../domain/openapi/processing.js';

/** Makes a user (and a token for it) in a store: the domain's user factory. */
export type UserFactory = (store: Store, clock: Clock, input: NewUserInput) => { user: User; token: string };

/** Seeds content or integrations described by `input` (`kind` names what). */
export type Seeder = (store: Store, clock: Clock, input: SeedInput) => unknown;

/** The seeder of a server whose domain has none: every kind is unknown. */
export const noSeeder: Seeder = () => {
  throw badRequest('kind', 'unknown seed kind');
};

export interface ControlOptions {
  store: Store;
  clock: Clock;
  faults: Faults;
  journal: Journal;
  /** The state `reset()` returns to: the world the server started with. */
  initial: StoreSnapshot;
  createUser: UserFactory;
  seed?: Seeder;
}

/** Test-only control of a running reference server. */
export interface Control {
  /** Back to the world the server started with (its tokens included); lifts faults and empties the journal. */
  reset(): void;
  /**
   * A deep copy of the data and the clock's offset, for {@link Control.restore}; fault rules and the journal
   * are not in it (see {@link ServerSnapshot}).
   */
  snapshot(): ServerSnapshot;
  /** Puts the data and the clock of {@link Control.snapshot} back (the snapshot stays reusable). */
  restore(snapshot: ServerSnapshot): void;
  /** Keeps a snapshot on the server and returns its id (what `POST /__control/snapshot` does). */
  saveSnapshot(): string;
  /** Restores a kept snapshot. @throws HttpError 404 for an unknown id. */
  restoreSnapshot(id: string): void;
  /** Moves the server clock forward; returns the new time (ISO 8601). */
  advanceClock(ms: number): string;
  /** The server clock's time (ISO 8601). */
  now(): string;
  /** Makes a user with a fresh token. */
  createUser(input: { displayName: string; email?: string; orgRole?: NewUserInput['orgRole']; organizationId?: string }): {
    user: User;
    token: string;
  };
  /** Activates a fault rule (design.md §7). */
  addFault(rule: FaultRuleInput): FaultRule;
  /** Lifts every fault rule. */
  clearFaults(): void;
  /** The active fault rules. */
  faults(): FaultRule[];
  /** The requests received so far, oldest first. */
  journal(): JournalEntry[];
  clearJournal(): void;
  /** Seeds content or integrations; `kind` names what. */
  seed(input: SeedInput): unknown;
  /**
   * Resolves once the work the server does after answering (OpenAPI spec processing) has finished, including
   * work scheduled while waiting, so a test can assert on the end state without polling.
   */
  settle(): Promise<void>;
  /**
   * Installs an integration of the marketplace on a space (idempotent), as the service's app does.
   * @throws HttpError 400 for a bad argument, 404 for an unknown space or integration, 409 when it cannot go there.
   */
  installIntegration(spaceId: string, integration: string): InstallationWire;
}

type AdvanceableClock = Clock & { advance?: (ms: number) => void };

/** Builds the control of one server. */
export function createControl(options: ControlOptions): Control {
  const { store, faults, journal, initial } = options;
  const clock = options.clock as AdvanceableClock;
  const seeder = options.seed ?? noSeeder;
  const kept = new Map<string, ServerSnapshot>();
  let nextSnapshot = 1;
  const now = () => new Date(clock.now()).toISOString();

  return {
    reset() {
      store.restore(initial);
      faults.clear();
      journal.clear();
    },
    snapshot: () => captureSnapshot(store, clock),
    restore: (snapshot) => restoreSnapshot(store, clock, snapshot),
    saveSnapshot() {
      const id = `snap_${nextSnapshot++}`;
      kept.set(id, captureSnapshot(store, clock));
      return id;
    },
    restoreSnapshot(id) {
      const snapshot = kept.get(id);
      if (!snapshot) throw notFound(`snapshot ${id}`);
      restoreSnapshot(store, clock, snapshot);
    },
    advanceClock(ms) {
      const input = parseOrBadRequest(advanceClockInput, { ms }, 'body');
      if (typeof clock.advance !== 'function') {
        throw new HttpError(409, 'clock: this server was given a clock that cannot be advanced');
      }
      clock.advance(input.ms);
      return now();
    },
    now,
    createUser: (input) => options.createUser(store, clock, parseOrBadRequest(newUserInput, input, 'body')),
    addFault: (rule) => faults.add(rule),
    clearFaults: () => faults.clear(),
    faults: () => faults.list(),
    journal: () => journal.entries(),
    clearJournal: () => journal.clear(),
    seed: (input) => seeder(store, clock, parseOrBadRequest(seedInput, input, 'body')),
    settle: () => whenSpecProcessingIdle(store),
    installIntegration: (spaceId, integration) => installIntegrationCommand(store, clock, { spaceId, integration }),
  };
}
