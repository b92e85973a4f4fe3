/** Order statistics of timing samples. Medians, because a shared machine's outliers are not the code's. */

/** The `q`-quantile (0..1) of `values` by linear interpolation. @throws on an empty list. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of no samples');
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** The median of `values`. @throws on an empty list. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Median and interquartile range of a sample, for the report's detail column. */
export interface Spread {
  median: number;
  p25: number;
  p75: number;
  n: number;
}

/** The {@link Spread} of `values`. */
export function spread(values: readonly number[]): Spread {
  return { median: median(values), p25: quantile(values, 0.25), p75: quantile(values, 0.75), n: values.length };
}
