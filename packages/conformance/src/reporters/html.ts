/**
 * The HTML format: one self-contained page (styles inline, no script, nothing fetched) that can be attached
 * to a CI run or mailed: the totals, coverage, every scenario by area with failures expanded and warnings
 * listed, the recap with the lines that reproduce each failure, what cleanup could not delete (leftovers), and
 * the operations no scenario reached.
 */
import { AREAS } from '../areas.js';
import { formatRequest } from '../check/failures.js';
import { capText } from '../check/report-text.js';
import { describeTarget } from './target.js';
import type { ConformanceResult, ScenarioResult } from '../result.js';
import { recapEntries } from './recap.js';
import type { Reporter } from './reporter.js';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d2330}
h1{font-size:1.5rem;margin:0 0 .25rem} h2{font-size:1.15rem;margin:2rem 0 .5rem;border-bottom:1px solid #dde2ea;padding-bottom:.25rem}
.meta{color:#5b6578} .totals{display:flex;gap:1rem;margin:1rem 0}
.total{border-radius:.5rem;padding:.6rem 1rem;min-width:7rem;background:#f3f5f8}
.total b{display:block;font-size:1.6rem} .passed b{color:#17803d} .failed b{color:#c62828} .skipped b{color:#8a6d00}
table{border-collapse:collapse;width:100%} td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eef1f5;vertical-align:top}
.status{font-weight:600;white-space:nowrap} tr.passed .status{color:#17803d} tr.failed .status{color:#c62828} tr.skipped .status{color:#8a6d00}
tr.failed{background:#fff5f5} .ms{color:#5b6578;white-space:nowrap;text-align:right}
pre{background:#f3f5f8;border-radius:.4rem;padding:.5rem .75rem;overflow-x:auto;font-size:13px;margin:.4rem 0}
.detail{color:#3b4456;font-size:14px} ol li{margin-bottom:.75rem}
.warning{color:#8a6d00;font-size:14px} .warnings b{color:#8a6d00}
`;

function totals(result: ConformanceResult): string {
  const box = (kind: string, count: number) => `<div class="total ${kind}"><b>${count}</b>${kind}</div>`;
  const { coverage } = result;
  const warnings = result.warnings ? box('warnings', result.warnings) : '';
  const leftovers = result.leftovers.length > 0 ? box('leftovers', result.leftovers.length) : '';
  return `<div class="totals">${box('passed', result.passed)}${box('failed', result.failed)}${box('skipped', result.skipped)}${warnings}${leftovers}<div class="total"><b>${coverage.covered}/${coverage.total}</b>operations covered</div></div>`;
}

function scenarioRow(scenario: ScenarioResult): string {
  const details: string[] = [];
  if (scenario.status === 'skipped') details.push(escapeHtml(scenario.skippedReason ?? 'not run'));
  if (scenario.status === 'failed' && scenario.error) {
    const { error } = scenario;
    details.push(`step: ${escapeHtml(error.step)}`);
    if (error.request) details.push(`request: <code>${escapeHtml(formatRequest(error.request))}</code>`);
    if (error.expected !== undefined) details.push(`expected: ${escapeHtml(error.expected)}`);
    if (error.received !== undefined) details.push(`received: ${escapeHtml(error.received)}`);
    details.push(escapeHtml(error.message));
  }
  const detail = details.length > 0 ? `<div class="detail">${details.join('<br>')}</div>` : '';
  const warnings = (scenario.warnings ?? []).map((warning) => `<div class="warning">warning: ${escapeHtml(warning)}</div>`).join('');
  const time = scenario.status === 'skipped' ? '' : `${scenario.durationMs} ms`;
  return `<tr class="${scenario.status}"><td class="status">${scenario.status}</td><td>${escapeHtml(scenario.name)}${detail}${warnings}</td><td class="ms">${time}</td></tr>`;
}

function areaSections(result: ConformanceResult): string {
  return AREAS.map((area) => {
    const scenarios = result.scenarios.filter((scenario) => scenario.area === area);
    if (scenarios.length === 0) return '';
    const failed = scenarios.filter((scenario) => scenario.status === 'failed').length;
    const heading = `${escapeHtml(area)} <span class="meta">(${scenarios.length} scenarios${failed ? `, ${failed} failed` : ''})</span>`;
    return `<h2 id="area-${escapeHtml(area)}">${heading}</h2><table>${scenarios.map(scenarioRow).join('')}</table>`;
  }).join('');
}

function recap(result: ConformanceResult): string {
  const entries = recapEntries(result);
  if (entries.length === 0) return '';
  const items = entries.map(
    (entry) =>
      `<li><b>${escapeHtml(entry.title)}</b><div class="detail">${escapeHtml(entry.message)}</div>${entry.reproduce ? `<pre>${escapeHtml(entry.reproduce.join('\n'))}</pre>` : ''}</li>`,
  );
  return `<section id="failures"><h2>Failures (${entries.length})</h2><p class="meta">Set <code>DOCPUB_TOKEN</code> to the run's token and run a failure's lines to replay its request: they first recreate what it met (what they make stays on the target).</p><ol>${items.join('')}</ol></section>`;
}

function leftovers(result: ConformanceResult): string {
  if (result.leftovers.length === 0) return '';
  const rows = result.leftovers.map(
    (leftover) => `<tr><td>${escapeHtml(capText(leftover.label))}</td><td>${escapeHtml(capText(leftover.reason))}</td><td>${escapeHtml(leftover.scenario)}</td></tr>`,
  );
  return `<h2 id="leftovers">Leftovers (${result.leftovers.length})</h2><p class="meta">What the run created and could not delete: remove it by hand.</p><table><tr><th>resource</th><th>why it is still there</th><th>scenario</th></tr>${rows.join('')}</table>`;
}

function uncovered(result: ConformanceResult): string {
  const { uncovered: missed } = result.coverage;
  if (missed.length === 0) return '';
  const rows = missed.map((operation) => `<tr><td><code>${escapeHtml(operation.id)}</code></td><td><code>${escapeHtml(`${operation.method} ${operation.path}`)}</code></td></tr>`);
  return `<h2 id="uncovered">Operations not reached (${missed.length})</h2><table>${rows.join('')}</table>`;
}

/** The page of a finished run. */
export function renderHtml(result: ConformanceResult): string {
  const title = `DocPub conformance: ${result.failed === 0 ? 'passed' : `${result.failed} failed`}`;
  const meta = [
    `against <code>${escapeHtml(describeTarget(result.target))}</code> (${result.target.kind}${result.target.control ? ', with control' : ''})`,
    `organization <code>${escapeHtml(result.organization)}</code>`,
    ...(result.areas ? [`areas: ${result.areas.map(escapeHtml).join(', ')}`] : []),
    `started ${escapeHtml(result.startedAt)}, ${(result.durationMs / 1000).toFixed(1)} s`,
  ].join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1><p class="meta">${meta}</p>${totals(result)}${recap(result)}${areaSections(result)}${leftovers(result)}${uncovered(result)}</body></html>
`;
}

export const htmlReporter: Reporter = { name: 'html', render: renderHtml };
