/** The result of a run: what the CLI prints and `runConformance` resolves to. */
import type { Area } from './areas.js';
import type { ScenarioFailure } from './check/failures.js';
import type { Leftover } from './cleanup.js';

export type ScenarioStatus = 'passed' | 'failed' | 'skipped';

/** How one scenario went. */
export interface ScenarioResult {
  area: Area;
  name: string;
  status: ScenarioStatus;
  durationMs: number;
  /** Why it failed (status `failed`). */
  error?: ScenarioFailure | undefined;
  /** Why it did not run (status `skipped`), e.g. `needs control`. */
  skippedReason?: string | undefined;
  /** Requests it sent (cleanup included). */
  requests: number;
  /** Operations it reached (an answer below 500), sorted. */
  operations: string[];
  /**
   * What the deployment answered that DocPub's contract does not know, where the API reference does not
   * forbid it (without `--strict`): `getSpace (GET /spaces/sp_1): answers fields … : mergeRules`. Not failures.
   */
  warnings?: string[] | undefined;
}

/** An operation no scenario reached. */
export interface UncoveredOperation {
  id: string;
  method: string;
  path: string;
}

/** Operations reached by the run out of every operation of the contract. */
export interface Coverage {
  covered: number;
  total: number;
  uncovered: UncoveredOperation[];
}

/** A whole run. */
export interface ConformanceResult {
  target: {
    kind: 'embedded' | 'http';
    baseUrl: string;
    /** Whether the target offered test control (so `control` scenarios could run). */
    control: boolean;
    /** The world of a shared reference server the run's test control acted in, when it was one. */
    world?: string | undefined;
  };
  /** The organization scenarios worked in. */
  organization: string;
  startedAt: string;
  durationMs: number;
  /** In declaration order. */
  scenarios: ScenarioResult[];
  /** True when the run was interrupted (`signal`, Ctrl-C): scenarios not run or stopped are skipped. */
  interrupted?: boolean | undefined;
    /** The areas the run was limited to (`only`); absent when it ran them all. */
  areas?: Area[] | undefined;
  /** Over every operation of the contract, or, with `only`, over the operations of those areas. */
  coverage: Coverage;
  /** What scenarios created and the run could not remove. */
  leftovers: Leftover[];
  passed: number;
  failed: number;
  skipped: number;
  /** Warnings across all scenarios (see {@link ScenarioResult.warnings}). */
  warnings?: number | undefined;
  /** Whether the run was strict: every difference from DocPub's contract counted as a failure. */
  strict?: boolean | undefined;
  /** The report rendered by the reporter asked for, when one was. */
  report?: string | undefined;
}

/** The process exit code for a finished run: 0 when nothing failed, 1 otherwise. (2 is for a run that could not start.) */
export function exitCodeOf(result: Pick<ConformanceResult, 'failed'>): 0 | 1 {
  return result.failed > 0 ? 1 : 0;
}
