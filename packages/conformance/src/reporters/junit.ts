/**
 * The JUnit XML format, as CI systems read it: `<testsuites>`, one `<testsuite>` per area, one `<testcase>`
 * per scenario, with `<failure>` (message and details) or `<skipped>`.
 */
import { formatRequest } from '../check/failures.js';
import type { ConformanceResult, ScenarioResult } from '../result.js';
import type { Reporter } from './reporter.js';

/** Text safe inside an XML attribute or element; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function testcase(scenario: ScenarioResult): string {
  const open = `    <testcase classname="${escapeXml(scenario.area)}" name="${escapeXml(scenario.name)}" time="${seconds(scenario.durationMs)}"`;
  if (scenario.status === 'passed') return `${open}/>`;
  if (scenario.status === 'skipped') {
    return `${open}>\n      <skipped message="${escapeXml(scenario.skippedReason ?? 'not run')}"/>\n    </testcase>`;
  }
  const error = scenario.error;
  const details = error
    ? [
        `step: ${error.step}`,
        ...(error.request ? [`request: ${formatRequest(error.request)}`] : []),
        ...(error.expected === undefined ? [] : [`expected: ${error.expected}`]),
        ...(error.received === undefined ? [] : [`received: ${error.received}`]),
      ].join('\n')
    : '';
  const message = error?.message ?? 'failed';
  return `${open}>\n      <failure message="${escapeXml(message)}" type="ConformanceFailure">${escapeXml(details)}</failure>\n    </testcase>`;
}

function testsuite(area: string, scenarios: readonly ScenarioResult[]): string {
  const failures = scenarios.filter((scenario) => scenario.status === 'failed').length;
  const skipped = scenarios.filter((scenario) => scenario.status === 'skipped').length;
  const time = scenarios.reduce((sum, scenario) => sum + scenario.durationMs, 0);
  return [
    `  <testsuite name="${escapeXml(area)}" tests="${scenarios.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}">`,
    ...scenarios.map(testcase),
    '  </testsuite>',
  ].join('\n');
}

/** Writes JUnit XML; the coverage goes in a comment, which JUnit readers ignore. */
export const junitReporter: Reporter = {
  name: 'junit',
  render(result: ConformanceResult) {
    const areas = new Map<string, ScenarioResult[]>();
    for (const scenario of result.scenarios) areas.set(scenario.area, [...(areas.get(scenario.area) ?? []), scenario]);
    const { coverage } = result;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<!-- covered ${coverage.covered} of ${coverage.total} operations${coverage.uncovered.length > 0 ? `; uncovered: ${escapeXml(coverage.uncovered.map((operation) => operation.id).join(', '))}` : ''} -->`,
      `<testsuites name="docpub-conformance" tests="${result.scenarios.length}" failures="${result.failed}" errors="0" skipped="${result.skipped}" time="${seconds(result.durationMs)}">`,
      ...[...areas].map(([area, scenarios]) => testsuite(area, scenarios)),
      '</testsuites>',
      '',
    ].join('\n');
  },
};
