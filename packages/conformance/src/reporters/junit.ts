/**
 * The JUnit XML format, as CI systems read it: `<testsuites>` named after the target, one `<testsuite>` per area
 * with the target in its `<properties>`, one `<testcase>` per scenario, with `<failure>` (message, details and
 * the lines that reproduce it) or `<skipped>`, and the scenario's warnings and leftovers in its `<system-out>`.
 */
import { formatRequest } from '../check/failures.js';
import { capText } from '../check/report-text.js';
import type { Leftover } from '../cleanup.js';
import type { ConformanceResult, ScenarioResult } from '../result.js';
import { scenarioTitle } from '../scenario.js';
import { reproductionOf } from './recap.js';
import type { Reporter } from './reporter.js';
import { describeTarget } from './target.js';

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

/** The `<failure>` of a failed scenario: the message, then the details and the reproduction in its text. */
function failure(scenario: ScenarioResult, baseUrl: string): string {
  const error = scenario.error;
  const reproduce = reproductionOf(scenario, baseUrl);
  const details = error
    ? [
        `step: ${error.step}`,
        ...(error.request ? [`request: ${formatRequest(error.request)}`] : []),
        ...(error.expected === undefined ? [] : [`expected: ${error.expected}`]),
        ...(error.received === undefined ? [] : [`received: ${error.received}`]),
        ...(reproduce ? ['', 'reproduce (with DOCPUB_TOKEN set):', ...reproduce] : []),
      ].join('\n')
    : '';
  return `      <failure message="${escapeXml(error?.message ?? 'failed')}" type="ConformanceFailure">${escapeXml(details)}</failure>`;
}

/** What a scenario left to read besides its verdict: its warnings and what its cleanup could not delete. */
function systemOut(scenario: ScenarioResult, leftovers: readonly Leftover[]): string[] {
  const lines = [
    ...(scenario.warnings ?? []).map((warning) => `warning: ${warning}`),
    ...leftovers.map((leftover) => `leftover: ${capText(`${leftover.label} — ${leftover.reason}`)}`),
  ];
  return lines.length === 0 ? [] : [`      <system-out>${escapeXml(lines.join('\n'))}</system-out>`];
}

function testcase(scenario: ScenarioResult, result: ConformanceResult): string {
  const open = `    <testcase classname="${escapeXml(scenario.area)}" name="${escapeXml(scenario.name)}" time="${seconds(scenario.durationMs)}"`;
  const children = [
    ...(scenario.status === 'skipped' ? [`      <skipped message="${escapeXml(scenario.skippedReason ?? 'not run')}"/>`] : []),
    ...(scenario.status === 'failed' ? [failure(scenario, result.target.baseUrl)] : []),
    ...systemOut(scenario, result.leftovers.filter((leftover) => leftover.scenario === scenarioTitle(scenario))),
  ];
  return children.length === 0 ? `${open}/>` : [`${open}>`, ...children, '    </testcase>'].join('\n');
}

/** The run's target and settings, as `<property>` elements (JUnit keeps properties on each testsuite). */
function properties(result: ConformanceResult): string[] {
  const entries: [string, string][] = [
    ['target', describeTarget(result.target)],
    ['baseUrl', result.target.baseUrl],
    ['targetKind', result.target.kind],
    ...(result.target.world === undefined ? [] : [['world', result.target.world] as [string, string]]),
    ['organization', result.organization],
    ['strict', String(result.strict ?? false)],
    ['coverage', `${result.coverage.covered}/${result.coverage.total}`],
  ];
  return [
    '    <properties>',
    ...entries.map(([name, value]) => `      <property name="${escapeXml(name)}" value="${escapeXml(value)}"/>`),
    '    </properties>',
  ];
}

function testsuite(area: string, scenarios: readonly ScenarioResult[], result: ConformanceResult): string {
  const failures = scenarios.filter((scenario) => scenario.status === 'failed').length;
  const skipped = scenarios.filter((scenario) => scenario.status === 'skipped').length;
  const time = scenarios.reduce((sum, scenario) => sum + scenario.durationMs, 0);
  return [
    `  <testsuite name="${escapeXml(area)}" tests="${scenarios.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(time)}" timestamp="${escapeXml(result.startedAt)}">`,
    ...properties(result),
    ...scenarios.map((scenario) => testcase(scenario, result)),
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
      `<testsuites name="${escapeXml(`docpub-conformance against ${describeTarget(result.target)}`)}" tests="${result.scenarios.length}" failures="${result.failed}" errors="0" skipped="${result.skipped}" time="${seconds(result.durationMs)}">`,
      ...[...areas].map(([area, scenarios]) => testsuite(area, scenarios, result)),
      '</testsuites>',
      '',
    ].join('\n');
  },
};
