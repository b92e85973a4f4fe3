/** The reporters, by `--reporter` name. */
import { consoleReporter } from './console.js';
import { htmlReporter } from './html.js';
import { jsonReporter } from './json.js';
import { junitReporter } from './junit.js';
import type { Reporter } from './reporter.js';
import { ConformanceStartError } from '../targets/start-error.js';

export type { Reporter } from './reporter.js';
export { consoleReporter, formatScenario, formatSummary } from './console.js';
export { jsonReporter } from './json.js';
export { htmlReporter, renderHtml, escapeHtml } from './html.js';
export { formatRecap, recapEntries, type RecapEntry } from './recap.js';
export { curlCommand, reproductionLines, shellQuote } from './reproduce.js';
export { junitReporter, escapeXml } from './junit.js';

/** The built-in reporters' names. */
export const REPORTER_NAMES = ['console', 'json', 'junit', 'html'] as const;
export type ReporterName = (typeof REPORTER_NAMES)[number];

const REPORTERS: Record<ReporterName, Reporter> = { console: consoleReporter, json: jsonReporter, junit: junitReporter, html: htmlReporter };

/** The reporter `name` stands for (a {@link Reporter} is returned as is). */
export function resolveReporter(reporter: ReporterName | Reporter): Reporter {
  if (typeof reporter !== 'string') return reporter;
  const found = (REPORTERS as Record<string, Reporter | undefined>)[reporter];
  if (!found) throw new ConformanceStartError(`reporter: must be one of ${REPORTER_NAMES.join(', ')} (got "${reporter}")`);
  return found;
}
