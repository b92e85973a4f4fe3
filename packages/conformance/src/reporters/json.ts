/** The JSON format: the run's result as `runConformance` resolves it, for machines. */
import type { Reporter } from './reporter.js';

/** Writes the result as indented JSON (without `report`, the rendered text itself). */
export const jsonReporter: Reporter = {
  name: 'json',
  render: ({ report: _report, ...result }) => `${JSON.stringify(result, null, 2)}\n`,
};
