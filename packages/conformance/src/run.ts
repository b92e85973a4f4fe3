/**
 * `runConformance()`: opens the target, checks it answers, discovers the fixtures, runs the scenarios with
 * bounded concurrency, and measures coverage. The CLI prints what this resolves to.
 */
import { randomBytes } from 'node:crypto';
import { DocPub } from '@docpub/sdk';
import { AREAS, isArea, type Area } from './areas.js';
import { clientFactory } from './client-factory.js';
import { measureCoverage } from './coverage.js';
import { discoverFixtures } from './fixtures.js';
import { inPool } from './pool.js';
import { resolveReporter, type Reporter, type ReporterName } from './reporters/index.js';
import type { ConformanceResult, ScenarioResult } from './result.js';
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
}

/**
 * Runs the suite.
 *
 * @throws {ConformanceStartError} when the run cannot start: bad options, an unreachable target, a rejected
 *   token, or no organization to work in.
 * @example
 * const result = await runConformance({ only: ['change-requests'] });
 * console.log(`${result.passed} passed, ${result.failed} failed; covered ${result.coverage.covered} of ${result.coverage.total}`);
 */
export async function runConformance(options: RunOptions = {}): Promise<ConformanceResult> {
  const concurrency = checkedConcurrency(options.concurrency);
  const only = checkedAreas(options.only);
  const reporter = options.reporter === undefined ? undefined : resolveReporter(options.reporter);
  const startedAt = new Date();
  const target = await openTarget(options.target);
  try {
    const env = await prepare(target, options.organization, options.strict ?? false);
    const selected = (options.scenarios ?? builtInScenarios).filter((scenario) => !only || only.has(scenario.area));
    const outcomes = await runAll(selected, env, target, { concurrency, readOnly: options.readOnly ?? false, onScenario: options.onScenario });
    const result = summarize(outcomes, target, env, startedAt);
    return reporter ? { ...result, report: reporter.render(result) } : result;
  } finally {
    await target.close();
  }
}

async function prepare(target: Target, organization: string | undefined, strict: boolean): Promise<RunEnvironment> {
  const user = await probeTarget(target);
  const fixtures = await Promise.resolve()
    .then(
      () =>
        new DocPub({
          token: target.token,
          baseUrl: target.baseUrl,
          fetch: target.fetch,
          logLevel: 'off',
          maxRetries: 3,
          validation: strict ? 'strict' : 'warn',
        }),
    )
    .then((plain) => discoverFixtures(plain, user, organization))
    .catch((error: unknown) => {
      if (error instanceof ConformanceStartError) throw error;
      throw new ConformanceStartError(`cannot list the token's organizations: ${(error as Error).message}`);
    });
  return {
    token: target.token,
    fixtures,
    control: target.control,
    makeClient: clientFactory(target, new OperationMatcher(), strict),
    strict,
    runTag: randomBytes(3).toString('hex'),
  };
}

interface Planned {
  scenario: Scenario;
  index: number;
  outcome?: ScenarioOutcome | undefined;
  skipped?: ScenarioResult | undefined;
}

/** Why a scenario cannot run on this target or in this mode, if it cannot. */
function skipReason(scenario: Scenario, target: Target, readOnly: boolean): string | undefined {
  if (readOnly && scenario.needs.includes('write')) return 'writes (read-only run)';
  if (scenario.needs.includes('control') && !target.control) return 'needs control (the target offers no /__control/)';
  return undefined;
}

async function runAll(
  selected: readonly Scenario[],
  env: RunEnvironment,
  target: Target,
  mode: { concurrency: number; readOnly: boolean; onScenario: RunOptions['onScenario'] },
): Promise<Planned[]> {
  const planned: Planned[] = selected.map((scenario, index) => ({ scenario, index }));
  const runnable: Planned[] = [];
  for (const entry of planned) {
    const reason = skipReason(entry.scenario, target, mode.readOnly);
    if (reason) {
      entry.skipped = skippedResult(entry.scenario, reason);
      mode.onScenario?.(entry.skipped);
    } else runnable.push(entry);
  }
  const run = async (entry: Planned) => {
    entry.outcome = await runScenario(entry.scenario, entry.index, env);
    mode.onScenario?.(entry.outcome.result);
  };
  // Exclusive scenarios change what every scenario sees (the server clock): they run alone, after the rest.
  await inPool(runnable.filter((entry) => !entry.scenario.exclusive), mode.concurrency, run);
  await inPool(runnable.filter((entry) => entry.scenario.exclusive), 1, run);
  return planned;
}

function summarize(planned: readonly Planned[], target: Target, env: RunEnvironment, startedAt: Date): ConformanceResult {
  const scenarios = planned.map((entry) => entry.outcome?.result ?? entry.skipped!);
  const reached = new Set(scenarios.flatMap((scenario) => scenario.operations));
  const count = (status: ScenarioResult['status']) => scenarios.filter((scenario) => scenario.status === status).length;
  return {
    target: { kind: target.kind, baseUrl: target.baseUrl, control: target.control !== undefined },
    organization: env.fixtures.organization.id,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    scenarios,
    coverage: measureCoverage(reached),
    leftovers: planned.flatMap((entry) => entry.outcome?.leftovers ?? []),
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    warnings: scenarios.reduce((sum, scenario) => sum + (scenario.warnings?.length ?? 0), 0),
    strict: env.strict,
  };
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
