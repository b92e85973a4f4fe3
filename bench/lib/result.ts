/**
 * What a benchmark row reports: checks (a figure against its target) and the absolute figures behind them.
 * Plain data, because rows run in child processes and send their result over IPC as JSON.
 */

/** How a check's value compares with its target. */
export type Comparison = '<=' | '>=';

/** Units the report knows how to print. */
export type Unit = 'x' | '%' | 'MB' | 'KB' | 'B' | 'ms' | 'µs' | 'req/s' | 'count';

/** One figure against its target, e.g. "SDK / raw, GET space: 1.04× (target ≤ 1.10×)". */
export interface Check {
  label: string;
  value: number;
  unit: Unit;
  comparison: Comparison;
  target: number;
  met: boolean;
}

/** An absolute figure behind the checks, e.g. "raw fetch, GET space: median 212 µs (n = 400)". */
export interface Figure {
  label: string;
  value: number;
  unit: Unit;
  /** What else the reader needs: sample count, spread, bytes per response… */
  detail?: string;
}

/** The result of one row. */
export interface RowResult {
  id: number;
  title: string;
  checks: Check[];
  figures: Figure[];
  /** Observations worth keeping with the numbers (why a target cannot be met, how a figure was taken). */
  notes: string[];
}

/** A check whose `met` follows from the value, the comparison and the target. */
export function check(label: string, value: number, unit: Unit, comparison: Comparison, target: number): Check {
  const met = comparison === '<=' ? value <= target : value >= target;
  return { label, value, unit, comparison, target, met };
}

/** A figure, with its detail only when there is one. */
export function figure(label: string, value: number, unit: Unit, detail?: string): Figure {
  return detail === undefined ? { label, value, unit } : { label, value, unit, detail };
}
