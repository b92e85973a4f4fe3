/** The shape of a benchmark row, and helpers every row uses to turn samples into figures. */
import type { RowResult, Figure } from './result.js';
import { figure } from './result.js';
import { median, spread } from './stats.js';
import type { Samples } from './sampler.js';

/** How a row is run. */
export interface RowContext {
  /** Tiny sizes and short budgets: proves the benchmark works, measures nothing worth keeping. */
  quick: boolean;
  /**
   * Quick, and smaller still, for the test suite: every row in the measuring process (servers and probes too,
   * no fresh processes but one for import times), a handful of calls per contender, load by request count
   * instead of seconds. Every row's measuring code still runs, so a broken row fails; its figures mean nothing.
   */
  smoke: boolean;
  /** A progress line on stderr. */
  log: (line: string) => void;
}

/** One row of the benchmark. */
export interface Row {
  id: number;
  title: string;
  measure(context: RowContext): Promise<RowResult>;
}

/** Picks the full, quick or smoke variant of a setting (the quick one when a smoke run has none of its own). */
export const pick = <T>(context: RowContext, sizes: { full: T; quick: T; smoke?: T }): T =>
  context.smoke && sizes.smoke !== undefined ? sizes.smoke : context.quick ? sizes.quick : sizes.full;

/** The median of one contender's samples. @throws when it has none. */
export function medianOf(samples: Samples, name: string): number {
  const values = samples[name];
  if (!values || values.length === 0) throw new Error(`no samples for ${name}`);
  return median(values);
}

/**
 * How many times slower `name` is than `baseline`: the median of the per-round ratios. Each round runs the two
 * back to back, so a load drift on the shared machine between rounds cancels out instead of landing on
 * whichever contender it hit (which matters most for calls lasting seconds, like row 4's walks).
 */
export function ratioOf(samples: Samples, name: string, baseline: string): number {
  const values = samples[name] ?? [];
  const baselines = samples[baseline] ?? [];
  if (values.length === 0 || values.length !== baselines.length) {
    throw new Error(`cannot pair ${values.length} samples of ${name} with ${baselines.length} of ${baseline}`);
  }
  return median(values.map((value, round) => value / baselines[round]!));
}

/** A timing figure: the median per call, with the interquartile range and the sample count as detail. */
export function timingFigure(label: string, samples: Samples, name: string): Figure {
  const { median: middle, p25, p75, n } = spread(samples[name] ?? []);
  const unit = middle < 1 ? 'µs' : 'ms';
  const scale = unit === 'µs' ? 1000 : 1;
  const shown = (ms: number) => round(ms * scale, 3);
  return figure(label, shown(middle), unit, `median per call; p25–p75 ${shown(p25)}–${shown(p75)} ${unit}; n = ${n}`);
}

/** `value` rounded to `digits` significant digits, so reports do not print noise. */
export function round(value: number, digits = 3): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const factor = 10 ** (digits - 1 - magnitude);
  return Math.round(value * factor) / factor;
}

/** A count as labels print it: `1,000,000`. */
export const count = (value: number): string => value.toLocaleString('en-US');

/** An empty result for a row, to fill in. */
export function emptyResult(row: Pick<Row, 'id' | 'title'>): RowResult {
  return { id: row.id, title: row.title, checks: [], figures: [], notes: [] };
}
