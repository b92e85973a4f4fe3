/** Running one scenario: its context, its steps, its cleanup, and the result a report shows. */
import {
  describeFailure,
  describeViolation,
  ExpectationFailure,
  SkipScenario,
  StepFailure,
  type DescribedFailure,
  type ScenarioFailure,
} from './check/failures.js';
import { capOptional, capText } from './check/report-text.js';
import { Secrets } from './check/secrets.js';
import { Cleanup, type Leftover } from './cleanup.js';
import type { ClientFactory } from './client-factory.js';
import { RunInterrupted, ScenarioContext } from './context.js';
import { reachedOperations } from './coverage.js';
import type { Fixtures } from './fixtures.js';
import type { ScratchRepository } from './git-repository.js';
import type { ScenarioResult } from './result.js';
import { scenarioTitle, type Scenario } from './scenario.js';
import type { FetchFunction, TargetControl } from './targets/target.js';
import { describeRequest, TrafficLog } from './traffic/traffic-log.js';
import { reproductionLines } from './reporters/reproduce.js';

/** What every scenario of a run shares. */
export interface RunEnvironment {
  token: string;
  /** Base URL of the target's API, for the reproduction lines of failures (none without it). */
  baseUrl?: string | undefined;
  fixtures: Fixtures;
  control: TargetControl | undefined;
  makeClient: ClientFactory;
  /** Short random tag of the run, part of every name it creates. */
  runTag: string;
  /** Ids the run's creates answered so far, shared by its scenarios (cleanup deletes only these). */
  createdIds?: Set<string>;
  /** Whether every difference from DocPub's contract fails (`--strict`). */
  strict: boolean;
  /** How anonymous visitors reach the target's published sites. */
  visitorFetch: FetchFunction;
  /** Aborted when the run is interrupted. */
  interrupt?: AbortSignal | undefined;
  /** The scratch Git repository the run was given (`--git-repository`). */
  gitRepository?: ScratchRepository | undefined;
}

/** A finished scenario: its result, its traffic and what it left behind. */
export interface ScenarioOutcome {
  result: ScenarioResult;
  log: TrafficLog;
  leftovers: Leftover[];
}

/** Runs `scenario`, then its cleanup (also after a failure). Never throws. */
export async function runScenario(scenario: Scenario, index: number, env: RunEnvironment): Promise<ScenarioOutcome> {
  const log = new TrafficLog();
  const cleanup = new Cleanup(scenarioTitle(scenario), { tag: env.runTag, createdIds: (env.createdIds ??= new Set()) });
  const started = performance.now();
  let status: ScenarioResult['status'] = 'passed';
  let error: ScenarioResult['error'];
  let skippedReason: string | undefined;
  let t: ScenarioContext | undefined;
  const secrets = new Secrets();
  try {
    t = new ScenarioContext({ ...env, log, cleanup, secrets, uniqueTag: `${env.runTag}${index.toString(36)}` });
    await scenario.run(t);
    // Requests sent outside any step still answer to the wire conventions.
    const violation = log.takeViolation();
    if (violation) throw new StepFailure(describeViolation(violation, t.currentStep ?? '(outside any step)'));
  } catch (thrown) {
    if (thrown instanceof SkipScenario) {
      status = 'skipped';
      skippedReason = thrown.message;
    } else if (thrown instanceof RunInterrupted) {
      status = 'skipped';
      skippedReason = `interrupted at "${t?.currentStep ?? 'the start'}": ${thrown.message}`;
    } else {
      status = 'failed';
      error = withReproduction(describeFailure(thrown, t?.currentStep ?? '(before the first step)', log), log, env.baseUrl);
    }
  }
  const durationMs = Math.round(performance.now() - started);
  const leftovers = await cleanup.run();
  // Cleanup refusing to delete an object that is not the run's means the target mixed up ids: a failure.
  const refusal = cleanup.refusals[0];
  if (refusal !== undefined && status !== 'failed') {
    status = 'failed';
    skippedReason = undefined;
    error = describeFailure(new ExpectationFailure('cleanup', "only objects this run created", refusal), '(cleanup)', log).failure;
  }
  const operations = [...reachedOperations(log)].sort();
  // Whatever the report shows of the scenario, without the secrets it handled.
  return {
    result: secrets.redactDeep({
      area: scenario.area,
      name: scenario.name,
      status,
      durationMs,
      error: cappedError(error),
      skippedReason: capOptional(skippedReason),
      requests: log.requests.length,
      operations,
      ...(log.warnings.length > 0 ? { warnings: warningsOf(log) } : {}),
    }),
    log,
    leftovers: secrets.redactDeep(leftovers),
  };
}

/**
 * The failure with the lines that reproduce its request, made from the traffic as it was when the scenario
 * failed (before its cleanup deleted what the request met): the writes before the very entry the failure
 * concerns, not before a later request that looks the same.
 */
function withReproduction({ failure, entry }: DescribedFailure, log: TrafficLog, baseUrl: string | undefined): ScenarioFailure {
  if (!failure.request || entry === undefined || baseUrl === undefined) return failure;
  const index = log.requests.indexOf(entry);
  if (index < 0) return failure;
  return { ...failure, reproduce: reproductionLines(baseUrl, log.requests, index, log.controlCalls) };
}

/** The log's warnings as report lines, each said once and capped. */
function warningsOf(log: TrafficLog): string[] {
  return [...new Set(log.warnings.map((warning) => capText(`${describeRequest(warning.request)}: ${warning.message}`)))];
}

/**
 * A failure with every text the target may have written capped, so no report carries a message whole.
 * Reproduction lines are not capped here: they are capped as a whole where they are made (a cut line would not run).
 */
function cappedError(error: ScenarioResult['error']): ScenarioResult['error'] {
  if (error === undefined) return undefined;
  return {
    ...error,
    step: capText(error.step),
    message: capText(error.message),
    ...(error.expected === undefined ? {} : { expected: capText(error.expected) }),
    ...(error.received === undefined ? {} : { received: capText(error.received) }),
  };
}

/** The result of a scenario that was not run. */
export function skippedResult(scenario: Scenario, reason: string): ScenarioResult {
  return { area: scenario.area, name: scenario.name, status: 'skipped', durationMs: 0, skippedReason: reason, requests: 0, operations: [] };
}
