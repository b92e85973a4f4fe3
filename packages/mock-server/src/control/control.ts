/**
 * The control API of the reference server, for tests only (docs/reference-server.md, "Control API"): reset,
 * snapshots, the clock, users, faults, the journal and seeding. The same operations are served over HTTP under
 * `/__control/` (see `http.ts`); both validate their input and throw {@link HttpError}s with field-naming messages.
 */
import type { OperationId, User } from '@docpub/sdk/contract';
import { MAX_CLOCK_TIME_MS, type Clock } from '../core/clock.js';
import type { FaultRule, FaultRuleInput, Faults } from '../core/faults.js';
import { HttpError, badRequest, notFound } from '../core/http-error.js';
import type { Journal, JournalEntry } from '../core/journal.js';
import { searchCalls, type Call, type CallFilter, type CallSearch, type JournalView } from '../verify/calls.js';
import { parseOrBadRequest } from '../core/validate.js';
import type { Store, StoreSnapshot } from '../store/store.js';
import { captureSnapshot, restoreSnapshot, type ServerSnapshot } from './server-snapshot.js';
import { advanceClockInput, newUserInput, seedInput, type NewUserInput, type SeedInput } from './schemas.js';
import { installIntegrationCommand, type InstallationWire } from '../domain/integrations/installations.js';
import { whenSpecProcessingIdle } from '../domain/openapi/processing.js';
import { cancelGitSync, whenGitSyncIdle } from '../domain/git/sync-runner.js';

/**
 * Most snapshots kept at once. Each is a deep copy of the whole state, so an unbounded number would let a
 * caller grow the server's memory without end; `deleteSnapshot` frees one and `reset` frees all.
 */
export const MAX_KEPT_SNAPSHOTS = 16;

/** A snapshot id nobody can guess: `snap_` and 128 random bits in hex. */
function randomSnapshotId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `snap_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

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
  /**
   * Back to the world the server started with (its tokens included) and to the start clock; lifts faults,
   * empties the journal and frees every kept snapshot.
   */
  reset(): void;
  /**
   * A deep copy of the data and the clock's offset, for {@link Control.restore}; fault rules and the journal
   * are not in it (see {@link ServerSnapshot}).
   */
  snapshot(): ServerSnapshot;
  /** Puts the data and the clock of {@link Control.snapshot} back (the snapshot stays reusable). */
  restore(snapshot: ServerSnapshot): void;
  /**
   * Keeps a snapshot on the server and returns its unguessable id (what `POST /__control/snapshot` does).
   * @throws HttpError 409 when {@link MAX_KEPT_SNAPSHOTS} are kept already.
   */
  saveSnapshot(): string;
  /** Frees a kept snapshot (`DELETE /__control/snapshots/{id}`). @throws HttpError 404 for an unknown id. */
  deleteSnapshot(id: string): void;
  /** Restores a kept snapshot. @throws HttpError 404 for an unknown id. */
  restoreSnapshot(id: string): void;
  /**
   * Moves the server clock forward; returns the new time (ISO 8601).
   * @throws HttpError 400 when `ms` is not a non-negative integer or would move the clock past the year 9999.
   */
  advanceClock(ms: number): string;
  /** The server clock's time (ISO 8601). */
  now(): string;
  /** Makes a user with a fresh token. */
  createUser(input: { displayName: string; email?: string; photoURL?: string; orgRole?: NewUserInput['orgRole']; organizationId?: string }): {
    user: User;
    token: string;
  };
  /** Activates a fault rule (docs/reference-server.md, "Control API"). */
  addFault(rule: FaultRuleInput): FaultRule;
  /** Lifts every fault rule. */
  clearFaults(): void;
  /** The active fault rules. */
  faults(): FaultRule[];
  /** The requests received so far, oldest first. */
  journal(): JournalEntry[];
  /**
   * The calls of an operation the journal holds that `filter` matches (deep-partially), with what may make the
   * count short; see {@link searchCalls}.
   */
  searchCalls<K extends OperationId>(operationId: K, filter?: CallFilter<K>): CallSearch;
  /** The matching calls alone: `calls('createSpace', { body: { title: 'Handbook' } })`. */
  calls<K extends OperationId>(operationId: K, filter?: CallFilter<K>): Call[];
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
  // Reset puts the clock back where it started (a world file may have set it at a time of its own).
  const startOffset = (clock as { offset?: number }).offset;
  const now = () => new Date(clock.now()).toISOString();

  return {
    reset() {
      cancelGitSync(store);
      restoreSnapshot(store, clock, startOffset === undefined ? { data: initial } : { data: initial, clockOffsetMs: startOffset });
      faults.clear();
      journal.clear();
      kept.clear();
    },
    snapshot: () => captureSnapshot(store, clock),
    restore: (snapshot) => {
      cancelGitSync(store);
      restoreSnapshot(store, clock, snapshot);
    },
    saveSnapshot() {
      if (kept.size >= MAX_KEPT_SNAPSHOTS) {
        throw new HttpError(
          409,
          `snapshots: at most ${MAX_KEPT_SNAPSHOTS} are kept; free one with DELETE /__control/snapshots/{id} or reset`,
        );
      }
      const id = randomSnapshotId();
      kept.set(id, captureSnapshot(store, clock));
      return id;
    },
    deleteSnapshot(id) {
      if (!kept.delete(id)) throw notFound(`snapshot ${id}`);
    },
    restoreSnapshot(id) {
      const snapshot = kept.get(id);
      if (!snapshot) throw notFound(`snapshot ${id}`);
      cancelGitSync(store);
      restoreSnapshot(store, clock, snapshot);
    },
    advanceClock(ms) {
      const input = parseOrBadRequest(advanceClockInput, { ms }, 'body');
      if (typeof clock.advance !== 'function') {
        throw new HttpError(409, 'clock: this server was given a clock that cannot be advanced');
      }
      if (clock.now() + input.ms > MAX_CLOCK_TIME_MS) {
        throw badRequest('ms', `would move the clock past ${new Date(MAX_CLOCK_TIME_MS).toISOString()}`);
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
    searchCalls: (operationId, filter) => searchCalls(journalView(journal), operationId, filter),
    calls: (operationId, filter) => searchCalls(journalView(journal), operationId, filter).calls,
    clearJournal: () => journal.clear(),
    seed: (input) => seeder(store, clock, parseOrBadRequest(seedInput, input, 'body')),
    settle: async () => {
      // Git work may schedule nothing further, and spec processing neither: one wait of each, then a last check.
      await Promise.all([whenSpecProcessingIdle(store), whenGitSyncIdle(store)]);
      await whenSpecProcessingIdle(store);
    },
    installIntegration: (spaceId, integration) => installIntegrationCommand(store, clock, { spaceId, integration }),
  };
}

const journalView = (journal: Journal): JournalView => ({ entries: journal.entries(), dropped: journal.dropped });
