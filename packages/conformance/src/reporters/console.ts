/**
 * The console format: one line per scenario (`✓ spaces › … (12 ms)`), failure details under a failed one,
 * then the totals, coverage and leftovers. The CLI prints the lines as scenarios finish (progress). Every text
 * that may come from the target is printed through `printable`, so it stays on its own line.
 */
import { formatRequest } from '../check/failures.js';
import { capText, printable } from '../check/report-text.js';
import type { ConformanceResult, ScenarioResult } from '../result.js';
import { formatRecap } from './recap.js';
import { describeTarget } from './target.js';
import type { Reporter } from './reporter.js';

const MARKS = { passed: '✓', failed: '✗', skipped: '-' } as const;

/** The line(s) of one scenario: its mark, area, name and time; for a failure, the details indented below. */
export function formatScenario(result: ScenarioResult): string {
  const title = `${MARKS[result.status]} ${printable(result.area)} › ${printable(result.name)}`;
  if (result.status === 'skipped') return `${title} skipped (${printable(result.skippedReason ?? 'not run')})`;
  const line = `${title} (${result.durationMs} ms)`;
  const warnings = (result.warnings ?? []).map((warning) => `    warning: ${printable(warning)}`);
  if (result.status === 'passed' || !result.error) return [line, ...warnings].join('\n');
  const { error } = result;
  const details = [
    `step: ${error.step}`,
    ...(error.request ? [`request: ${formatRequest(error.request)}`] : []),
    ...(error.expected === undefined ? [] : [`expected: ${error.expected}`]),
    ...(error.received === undefined ? [] : [`received: ${error.received}`]),
    error.message,
  ];
  return [line, ...details.map((detail) => `    ${printable(detail)}`), ...warnings].join('\n');
}

/** The closing lines: totals, coverage with the operations missed, leftovers, and the recap of failures. */
export function formatSummary(result: ConformanceResult): string {
  const { coverage } = result;
  const lines = [
    '',
    `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped${result.warnings ? `, ${result.warnings} warnings` : ''} (${(result.durationMs / 1000).toFixed(1)} s) against ${printable(describeTarget(result.target))}`,
    `covered ${coverage.covered} of ${coverage.total} operations${result.areas ? ` of ${result.areas.join(', ')}` : ''}`,
  ];
  if (coverage.uncovered.length > 0) {
    lines.push(`uncovered (${coverage.uncovered.length}):`);
    for (const operation of coverage.uncovered) lines.push(`    ${operation.id} (${operation.method} ${operation.path})`);
  }
  if (result.leftovers.length > 0) {
    lines.push(`leftovers (${result.leftovers.length}):`);
    for (const leftover of result.leftovers) lines.push(`    ${printable(capText(`${leftover.label} — ${leftover.reason} [${leftover.scenario}]`))}`);
  }
  lines.push(...formatRecap(result));
  return lines.join('\n');
}

/** The whole console report: every scenario's line, then the summary. */
export const consoleReporter: Reporter = {
  name: 'console',
  render: (result) => `${[...result.scenarios.map(formatScenario), formatSummary(result)].join('\n')}\n`,
};
