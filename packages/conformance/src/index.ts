/**
 * `@docpub/conformance`: behavioural scenarios that drive the DocPub SDK against a target — the embedded
 * reference server or a deployment — and report, scenario by scenario and operation by operation, whether it
 * behaves like the service.
 *
 * @example
 * import { runConformance } from '@docpub/conformance';
 * const result = await runConformance({ target: { kind: 'http', baseUrl: 'https://api.example.com/v1', token }, readOnly: true });
 *
 * @module @docpub/conformance
 */
export { runConformance, type RunOptions } from './run.js';
export { RunTimeLimitError } from './limits/time-limit.js';
export { DEFAULT_REQUEST_TIMEOUT_MS, RequestTimeoutError } from './limits/request-timeout.js';
export { defineScenario, scenarioTitle, type Scenario, type ScenarioSpec, type ScenarioNeed } from './scenario.js';
export { ScenarioContext, type PollOptions } from './context.js';
export { AREAS, isArea, type Area } from './areas.js';
export { GIT_CREDENTIALS_ENV, type GitRepositoryOptions } from './git-repository.js';
export { scenarios } from './scenarios/index.js';
export {
  exitCodeOf,
  type ConformanceResult,
  type Coverage,
  type ScenarioResult,
  type ScenarioStatus,
  type UncoveredOperation,
} from './result.js';
export type { ScenarioFailure, FailedRequest } from './check/failures.js';
export { ExpectationFailure } from './check/failures.js';
export { Expectation } from './check/expect.js';
export type { Leftover, CreatedObject, CreatedAccess } from './cleanup.js';
export type { Fixtures } from './fixtures.js';
export {
  ConformanceStartError,
  openTarget,
  type Target,
  type TargetOptions,
  type EmbeddedTargetOptions,
  type HttpTargetOptions,
  type TargetControl,
  type ControlUser,
  type FetchFunction,
} from './targets/index.js';
export {
  consoleReporter,
  jsonReporter,
  junitReporter,
  htmlReporter,
  renderHtml,
  formatRecap,
  recapEntries,
  curlCommand,
  reproductionLines,
  resolveReporter,
  REPORTER_NAMES,
  type Reporter,
  type ReporterName,
  type RecapEntry,
} from './reporters/index.js';
export { OperationMatcher } from './traffic/operation-matcher.js';
export { main as cliMain, type CliStreams } from './cli/main.js';
