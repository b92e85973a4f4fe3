/**
 * `runConformance()`: opens the target, checks it answers, discovers the fixtures, runs the scenarios with
 * bounded concurrency, and measures coverage. The CLI prints what this resolves to.
 */
import { randomBytes } from 'node:crypto';
import { DocPub } from '@docpub/sdk';
import { operationList, type Operation } from '@docpub/sdk/contract';
import { AREAS, isArea, type Area } from './areas.js';
import { clientFactory } from './client-factory.js';
import { measureCoverage } from './coverage.js';
import { discoverFixtures } from './fixtures.js';
import { scratchRepository, type GitRepositoryOptions } from './git-repository.js';
import { DEFAULT_REQUEST_TIMEOUT_MS, withRequestLimits, type RequestLimits } from './limits/request-timeout.js';
import { RunClock } from './limits/time-limit.js';
import { inPool } from './pool.js';
import { resolveReporter, type Reporter, type ReporterName } from './reporters/index.js';
import type { ConformanceResult, ScenarioResult } from './result.js';
import { NO_GIT_REPOSITORY } from './context.js';
import { runScenario, skippedResult, type RunEnvironment, type ScenarioOutcome } from './run-scenario.js';
import type { Scenario } from './scenario.js';
import { scenarios as builtInScenarios } from './scenarios/index.js';
import { ConformanceStartError, openTarget, probeTarget, type Target, type TargetOptions } from './targets/index.js';
import { OperationMatcher } from './traffic/operation-matcher.js';

/** Options of a run. */
export interface RunOptions {
  /**
   * Every difference from DocPub's contract fails (the SDK's strict validation, 201 for creations). Default
   * false: what the API reference does not forbid but DocPub's contract does not know is a warning.
   */
  strict?: boolean;
  /** Where to run; the embedded reference server by default. */
  target?: TargetOptions;
  /** Only these areas (default: all). */
  only?: Area | readonly Area[];
  /** Run only the checks that change nothing; scenarios that write are reported as skipped. */
  readOnly?: boolean;
  /** Scenarios running at once (default 1). */
  concurrency?: number;
  /** Renders `result.report` in this format. */
  reporter?: ReporterName | Reporter;
  /** The organization to work in (default: the first the token's user administers). */
  organization?: string;
  /** The scenarios to run (default: the built-in suite). */
  scenarios?: readonly Scenario[];
  /** Called as each scenario ends, in completion order (progress). */
  onScenario?: (result: ScenarioResult) => void;
  /** Start no scenario after one has failed; those not started are reported as skipped. */
  failFast?: boolean;
  /**
   * Milliseconds each request may take, answer body included — the first probe, test control and every
   * scenario call alike (default 30 000).
   */
  requestTimeoutMs?: number;
  /** Milliseconds the whole run may take; when reached, the run stops with {@link RunTimeLimitError}. */
  maxTimeMs?: number;
  /**
   * Lets scenarios that publish a `public` or `unlisted` site (readable by anyone while they run) run against
   * a target other than the embedded server. They publish only content the suite generates, and unpublish and
   * delete it when they end, also after a failure or an interruption. Default false: those scenarios are
   * skipped there, and the published-site area uses `share-link` and `visitor-auth` sites only.
   */
  allowPublicPublish?: boolean;
  /**
   * A scratch Git repository the target can reach and the suite may write to: the `git-sync` area exports a
   * space it made to a branch of its own there (`docpub-conformance-<run tag>`, left in the repository) and
   * imports it back. Without it, that area is skipped with its reason.
   */
  gitRepository?: GitRepositoryOptions;
  /**
   * Interrupts the run when aborted (the CLI aborts it on Ctrl-C): no scenario starts after that, the running
   * ones stop before their next step and are reported as skipped, and every scenario's cleanup still runs
   * before `runConformance` resolves (with `interrupted: true`).
   */
  signal?: AbortSignal;
}

/**
 * Runs the suite.
 *
 * @throws {ConformanceStartError} when the run cannot start: bad options, an unreachable or silent target, a
 *   rejected token, or no organization to work in.
 * @throws {RunTimeLimitError} when `maxTimeMs` passes before the run ends.
 * @example
 * const result = await runConformance({ only: ['change-requests'] });
 * console.log(`${result.passed} passed, ${result.failed} failed; covered ${result.coverage.covered} of ${result.coverage.total}`);
 */
export async function runConformance(options: RunOptions = {}): Promise<ConformanceResult> {
  const concurrency = checkedConcurrency(options.concurrency);
  const only = checkedAreas(options.only);
  const reporter = options.reporter === undefined ? undefined : resolveReporter(options.reporter);
  const timeoutMs = checkedMilliseconds(options.requestTimeoutMs, 'requestTimeoutMs') ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const gitRepository = options.gitRepository === undefined ? undefined : scratchRepository(options.gitRepository);
  const clock = new RunClock(checkedMilliseconds(options.maxTimeMs, 'maxTimeMs'));
  const startedAt = new Date();
  try {
    return await clock.bound(
      (async () => {
        // The start (probe, control detection, discovery and its retry) takes one timeout in all, however many
        // requests it makes: a target that answers `/user` and hangs the rest fails within the timeout.
        const start = new AbortController();
        const startTimer = setTimeout(() => start.abort(), timeoutMs);
        const limits: RequestLimits = { timeoutMs, runSignal: clock.signal, startSignal: start.signal };
        let target: Target;
        let env: RunEnvironment;
        try {
          target = await openTarget(withRequestLimits(options.target ?? { kind: 'embedded' }, limits));
        } catch (error) {
          clearTimeout(startTimer);
          throw error;
        }
        try {
          try {
            env = {
              ...(await prepare(target, options.organization, { timeoutMs, strict: options.strict ?? false })),
              interrupt: options.signal,
              gitRepository,
            };
          } finally {
            clearTimeout(startTimer);
            limits.startSignal = undefined;
          }
          const all = options.scenarios ?? builtInScenarios;
          const selected = all.filter((scenario) => !only || only.has(scenario.area));
          const outcomes = await runAll(selected, env, target, {
            concurrency,
            readOnly: options.readOnly ?? false,
            failFast: options.failFast ?? false,
            allowPublicPublish: options.allowPublicPublish ?? false,
            gitRepository: gitRepository !== undefined,
            onScenario: options.onScenario,
          });
          const result = summarize(outcomes, target, env, startedAt, only && { areas: [...only], operations: operationsOf(all, only) });
          if (options.signal?.aborted) result.interrupted = true;
          return reporter ? { ...result, report: reporter.render(result) } : result;
        } finally {
          await target.close();
        }
      })(),
    );
  } finally {
    clock.dispose();
  }
}

async function prepare(
  target: Target,
  organization: string | undefined,
  { timeoutMs, strict }: { timeoutMs: number; strict: boolean },
): Promise<RunEnvironment> {
  const user = target.user ?? (await probeTarget(target));
  // One retry for a passing fault; no more: each attempt may take the whole request timeout.
  const discovery = {
    token: target.token,
    baseUrl: target.baseUrl,
    fetch: target.fetch,
    logLevel: 'off',
    maxRetries: 1,
    timeout: timeoutMs,
    validation: strict ? 'strict' : 'warn',
  } as const;
  const fixtures = await Promise.resolve()
    .then(() => new DocPub(discovery))
    .then((plain) => discoverFixtures(plain, user, organization))
    .catch((error: unknown) => {
      if (error instanceof ConformanceStartError) throw error;
      throw new ConformanceStartError(`cannot list the token's organizations: ${(error as Error).message}`);
    });
  return {
    token: target.token,
    baseUrl: target.baseUrl,
    fixtures,
    control: target.control,
    makeClient: clientFactory(target, new OperationMatcher(), { timeoutMs, strict }),
    strict,
    runTag: randomBytes(3).toString('hex'),
    createdIds: new Set(),
    visitorFetch: target.fetch,
  };
}

interface Planned {
  scenario: Scenario;
  index: number;
  outcome?: ScenarioOutcome | undefined;
  skipped?: ScenarioResult | undefined;
}

/** Why a scenario cannot run on this target or in this mode, if it cannot. */
function skipReason(
  scenario: Scenario,
  target: Target,
  mode: { readOnly: boolean; allowPublicPublish: boolean; gitRepository: boolean },
): string | undefined {
  if (mode.readOnly && scenario.needs.includes('write')) return 'writes (read-only run)';
  if (scenario.needs.includes('git-repository') && !mode.gitRepository) return NO_GIT_REPOSITORY;
  if (scenario.needs.includes('control') && !target.control) return 'needs control (the target offers no /__control/)';
  if (scenario.needs.includes('docpub') && !target.control) {
    return "checks DocPub's own site search (a deployment's site search is its own page, outside the API): runs against the reference server only";
  }
  if (scenario.needs.includes('public-publish') && target.kind !== 'embedded' && !mode.allowPublicPublish) {
    return 'publishes a public or unlisted site, readable by anyone while it runs: pass --allow-public-publish to run it here (without it, the suite publishes share-link and visitor-auth sites only)';
  }
  return undefined;
}

async function runAll(
  selected: readonly Scenario[],
  env: RunEnvironment,
  target: Target,
  mode: {
    concurrency: number;
    readOnly: boolean;
    failFast: boolean;
    allowPublicPublish: boolean;
    gitRepository: boolean;
    onScenario: RunOptions['onScenario'];
  },
): Promise<Planned[]> {
  const planned: Planned[] = selected.map((scenario, index) => ({ scenario, index }));
  const runnable: Planned[] = [];
  for (const entry of planned) {
    const reason = skipReason(entry.scenario, target, mode);
    if (reason) {
      entry.skipped = skippedResult(entry.scenario, reason);
      mode.onScenario?.(entry.skipped);
    } else runnable.push(entry);
  }
  let stopped = false;
  const run = async (entry: Planned) => {
    if (stopped || env.interrupt?.aborted) {
      entry.skipped = skippedResult(entry.scenario, stopped ? 'not run: an earlier scenario failed (fail-fast)' : 'not run: the run was interrupted');
      mode.onScenario?.(entry.skipped);
      return;
    }
    entry.outcome = await runScenario(entry.scenario, entry.index, env);
    if (mode.failFast && entry.outcome.result.status === 'failed') stopped = true;
    mode.onScenario?.(entry.outcome.result);
  };
  // Exclusive scenarios change what every scenario sees (the server clock): they run alone, after the rest.
  await inPool(runnable.filter((entry) => !entry.scenario.exclusive), mode.concurrency, run);
  await inPool(runnable.filter((entry) => entry.scenario.exclusive), 1, run);
  return planned;
}

/** The operations scenarios of `areas` declare: what coverage is measured over when a run is limited to them. */
function operationsOf(scenarios: readonly Scenario[], areas: ReadonlySet<Area>): Operation[] {
  const ids = new Set<string>(scenarios.filter((scenario) => areas.has(scenario.area)).flatMap((scenario) => scenario.operations));
  return operationList.filter((operation) => ids.has(operation.id));
}

function summarize(
  planned: readonly Planned[],
  target: Target,
  env: RunEnvironment,
  startedAt: Date,
  limited?: { areas: Area[]; operations: Operation[] },
): ConformanceResult {
  const scenarios = planned.map((entry) => entry.outcome?.result ?? entry.skipped!);
  const reached = new Set(scenarios.flatMap((scenario) => scenario.operations));
  const count = (status: ScenarioResult['status']) => scenarios.filter((scenario) => scenario.status === status).length;
  return {
    target: {
      kind: target.kind,
      baseUrl: target.baseUrl,
      control: target.control !== undefined,
      ...(target.world === undefined ? {} : { world: target.world }),
    },
    organization: env.fixtures.organization.id,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    scenarios,
    ...(limited ? { areas: limited.areas } : {}),
    coverage: limited
      ? measureCoverage(new Set([...reached].filter((id) => limited.operations.some((operation) => operation.id === id))), limited.operations)
      : measureCoverage(reached),
    leftovers: planned.flatMap((entry) => entry.outcome?.leftovers ?? []),
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    warnings: scenarios.reduce((sum, scenario) => sum + (scenario.warnings?.length ?? 0), 0),
    strict: env.strict,
  };
}

function checkedMilliseconds(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 2_147_483_647) {
    throw new ConformanceStartError(`${name}: must be a number of milliseconds from 1 to 2147483647 (got ${value})`);
  }
  return value;
}

function checkedConcurrency(value: number | undefined): number {
  if (value === undefined) return 1;
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    throw new ConformanceStartError(`concurrency: must be an integer from 1 to 64 (got ${value})`);
  }
  return value;
}

function checkedAreas(only: RunOptions['only']): Set<Area> | undefined {
  if (only === undefined) return undefined;
  const names: readonly string[] = typeof only === 'string' ? [only] : only;
  const unknown = names.filter((name) => !isArea(name));
  if (unknown.length > 0) {
    throw new ConformanceStartError(`only: unknown area ${unknown.map((name) => `"${name}"`).join(', ')} (areas: ${AREAS.join(', ')})`);
  }
  return names.length === 0 ? undefined : new Set(names as Area[]);
}
