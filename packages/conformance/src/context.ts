/**
 * The context a scenario runs with (`t`): a client for the target's token, named steps, assertions, the
 * cleanup registry, test control when the target has it, and the fixtures discovered at the start.
 */
import { APIError, type DocPub } from '@docpub/sdk';
import { Expectation } from './check/expect.js';
import { describeFailure, describeViolation, ExpectationFailure, SkipScenario, StepFailure } from './check/failures.js';
import { formatValue } from './check/format.js';
import type { Secrets } from './check/secrets.js';
import type { Cleanup, CreatedAccess, CreatedObject } from './cleanup.js';
import type { ClientFactory } from './client-factory.js';
import type { Fixtures } from './fixtures.js';
import type { ScratchRepository } from './git-repository.js';
import { PublishedUrls, Visitor } from './published/visitor.js';
import type { FetchFunction, TargetControl } from './targets/target.js';
import type { TrafficLog } from './traffic/traffic-log.js';

/** What a scenario context is made of. */
export interface ContextInit {
  token: string;
  fixtures: Fixtures;
  control: TargetControl | undefined;
  log: TrafficLog;
  cleanup: Cleanup;
  makeClient: ClientFactory;
  /** Makes names unique to this run (and this scenario), so concurrent runs never collide. */
  uniqueTag: string;
  /** How anonymous visitors reach the target's published URLs (the target's fetch, without the SDK). */
  visitorFetch: FetchFunction;
  /** The scenario's secrets, kept out of its report. */
  secrets: Secrets;
  /** Aborted when the run is interrupted: the scenario stops at its next step, and its cleanup runs. */
  interrupt?: AbortSignal | undefined;
  /** The scratch Git repository the run was given, if any. */
  gitRepository?: ScratchRepository | undefined;
}

/** Why a scenario that needs a scratch Git repository is skipped without one. */
export const NO_GIT_REPOSITORY =
  'needs a scratch Git repository the target can reach and the suite may write to: pass --git-repository <url> ' +
  '(credentials in DOCPUB_CONFORMANCE_GIT_CREDENTIALS)';

/** The run was interrupted (Ctrl-C): the scenario stops before its next step. */
export class RunInterrupted extends Error {
  constructor() {
    super('the run was interrupted before this step; what the scenario created was cleaned up');
  }

  override get name(): string {
    return 'RunInterrupted';
  }
}

/** Options of {@link ScenarioContext.poll}. */
export interface PollOptions {
  /** Give up after this long (default 30 s). */
  timeoutMs?: number;
  /** Wait between attempts (default 100 ms, doubling up to 2 s). */
  intervalMs?: number;
}

/** The `t` of a scenario. */
export class ScenarioContext {
  /** A client acting with the run's token; every request is recorded for coverage and failure messages. */
  readonly client: DocPub;
  /** The token's user and the organization under test. */
  readonly fixtures: Fixtures;
  readonly #init: ContextInit;
  readonly #published = new PublishedUrls();
  #step: string | undefined;
  #names = 0;
  #control: TargetControl | undefined;

  constructor(init: ContextInit) {
    this.#init = init;
    this.fixtures = init.fixtures;
    this.client = init.makeClient(init.token, init.log);
    for (const secret of init.gitRepository?.secrets ?? []) init.secrets.add(secret);
  }

  /** Id of the organization under test. */
  get org(): string {
    return this.fixtures.organization.id;
  }

  /** The step running now (or the last one), for failure messages. */
  get currentStep(): string | undefined {
    return this.#step;
  }

  /** Test control; present only when the target offers it (scenarios that use it declare `needs: ['control']`). */
  get control(): TargetControl {
    if (!this.#init.control) throw new SkipScenario('needs control (the target offers no /__control/)');
    return (this.#control ??= notedControl(this.#init.control, this.#init.log));
  }

  /**
   * The scratch Git repository of the run (scenarios that use it declare `needs: ['git-repository']`): its
   * credentials never appear in a report.
   */
  get gitRepository(): ScratchRepository {
    const repository = this.#init.gitRepository;
    if (!repository) throw new SkipScenario(NO_GIT_REPOSITORY);
    return repository;
  }

  /** Whether the target offers test control, for scenarios that use it only when available. */
  get hasControl(): boolean {
    return this.#init.control !== undefined;
  }

  /** A client acting as another user (a token from `t.control.createUser`), recorded like `t.client`. */
  clientFor(token: string): DocPub {
    return this.#init.makeClient(token, this.#init.log);
  }

  /**
   * Runs one named step. A failure inside names the step and the last request; an answer that broke a wire
   * convention during the step fails it even when the scenario's own checks passed.
   */
  async step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
    if (this.#init.interrupt?.aborted) throw new RunInterrupted();
    this.#step = name;
    let value: T;
    try {
      value = await run();
    } catch (error) {
      if (error instanceof SkipScenario) throw error;
      throw new StepFailure(describeFailure(error, name, this.#init.log));
    }
    const violation = this.#init.log.takeViolation();
    if (violation) throw new StepFailure(describeViolation(violation, name));
    return value;
  }

  /** Assertions on `value`; `what` names it in the message (`space.revision: expected "r2", received "r1"`). */
  expect<T>(value: T, what: string): Expectation<T> {
    return new Expectation(value, what);
  }

  /** Returns `value`, failing when it is `undefined` or `null`. */
  defined<T>(value: T, what: string): NonNullable<T> {
    if (value === undefined || value === null) throw new ExpectationFailure(what, 'a value', formatValue(value));
    return value;
  }

  /** Fails with `what`, expected and received, when `condition` is false. */
  check(condition: boolean, what: string, expected: string, received: unknown): void {
    if (!condition) throw new ExpectationFailure(what, expected, formatValue(received));
  }

  /**
   * Expects `call` to be refused with `status` (e.g. 409 for a second merge); returns the error. Fails naming
   * what came instead: success, or another status.
   */
  async rejects(call: Promise<unknown>, status: number, what: string): Promise<APIError> {
    let result: unknown;
    try {
      result = await call;
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      if (error.status !== status) throw new ExpectationFailure(what, `status ${status}`, `status ${error.status}: ${error.message}`);
      return error;
    }
    const answered = this.#init.log.last()?.status;
    throw new ExpectationFailure(what, `status ${status}`, `${answered ?? 'a'} success${result === undefined ? '' : ` with ${formatValue(result)}`}`);
  }

  /** Registers `remove` to run when the scenario ends (newest first), also after a failure. */
  track(remove: () => Promise<unknown>, label: string): void {
    this.#init.cleanup.track(remove, label);
  }

  /**
   * Registers an object this scenario just created for deletion when it ends — only after verifying it is
   * this run's (named with the run's tag, read back as such, its id answered by no other create). Fails the
   * step otherwise, and the object is never deleted. Returns `created`.
   */
  async created<T extends CreatedObject>(what: string, created: T, access: CreatedAccess): Promise<T> {
    await this.#init.cleanup.trackCreated(what, created, access);
    return created;
  }

  /** Records a created resource that the API gives no way to delete; the report lists it. */
  leftover(label: string, reason: string): void {
    this.#init.cleanup.keep(label, reason);
  }

  /**
   * Registers a secret the scenario handles (a private key, a visitor token, a share key): no report shows it,
   * whatever fails. Returns `value`.
   */
  secret<T extends string | undefined>(value: T): T {
    this.#init.secrets.add(value);
    return value;
  }

  /**
   * Takes a `urls.published` the target's API answered (failing when it is absent): from now on visitors may
   * fetch it and the pages below it. Returns it.
   */
  publishedUrl(url: string | undefined, what: string): string {
    const defined = this.defined(url, what);
    this.#published.add(defined);
    return defined;
  }

  /**
   * A new anonymous visitor (no token, an empty cookie jar) of the published URLs this scenario took with
   * {@link publishedUrl}; it follows no redirect.
   */
  visitor(): Visitor {
    return new Visitor({ fetch: this.#init.visitorFetch, published: this.#published, secrets: this.#init.secrets });
  }

  /** Ends the scenario as skipped: the target cannot support it. Reported as skipped, never as passed. */
  skip(reason: string): never {
    throw new SkipScenario(reason);
  }

  /** A title unique to this run, e.g. `conformance 3f9a 4` (at most 40 characters with the prefix). */
  title(prefix = 'conformance'): string {
    return `${prefix} ${this.#init.uniqueTag} ${++this.#names}`.slice(0, 40);
  }

  /** A slug unique to this run, e.g. `conformance-3f9a-4`: lowercase words joined by hyphens. */
  slug(prefix = 'conformance'): string {
    return `${prefix}-${this.#init.uniqueTag}-${++this.#names}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  }

  /**
   * Calls `read` until `done` holds for its result, waiting longer each time; fails naming `what` and the
   * last value when the time is up. For work the service does after answering (OpenAPI processing).
   */
  async poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, options: PollOptions = {}): Promise<T> {
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    let interval = options.intervalMs ?? 100;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() >= deadline) throw new ExpectationFailure(what, 'to happen in time', `still ${formatValue(value)}`);
      await new Promise((resolve) => setTimeout(resolve, interval));
      interval = Math.min(interval * 2, 2_000);
    }
  }
}

/** `control` with each call noted in the scenario's log, so a reproduction can say where test control acted. */
function notedControl(control: TargetControl, log: TrafficLog): TargetControl {
  const note = (call: string, input?: unknown) => log.noteControl(input === undefined ? call : `${call} ${JSON.stringify(input)}`);
  return {
    advanceClock: (ms) => (note('advanceClock', { ms }), control.advanceClock(ms)),
    createUser: (input) => (note('createUser', input), control.createUser(input)),
    addFault: (rule) => (note('addFault', rule), control.addFault(rule)),
    clearFaults: () => (note('clearFaults'), control.clearFaults()),
    settle: () => (note('settle'), control.settle()),
  };
}
