/** The report of a run: a table of checks (ratio next to target), the absolute figures, the machine. */
import type { Machine } from './machine.js';
import type { Check, Figure, RowResult, Unit } from './result.js';

/** Everything one run produced. */
export interface RunReport {
  mode: 'full' | 'quick' | 'smoke';
  startedAt: string;
  finishedAt: string;
  command: string;
  machine: Machine;
  rows: RowResult[];
  /** Rows that failed to produce a result, with why. */
  failures: { id: number; title: string; error: string }[];
}

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A value with its unit, as a reader expects it: `1.04×`, `63 %`, `12,345 req/s`. */
export function formatValue(value: number, unit: Unit): string {
  const number = GROUPED.format(value);
  if (unit === 'x') return `${number}×`;
  if (unit === 'count') return number;
  return `${number} ${unit}`;
}

const formatTarget = (item: Check) => `${item.comparison === '<=' ? '≤' : '≥'} ${formatValue(item.target, item.unit)}`;
const verdict = (item: Check) => (item.met ? 'met' : 'MISSED');

function pad(cells: string[], widths: number[]): string {
  return cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ').trimEnd();
}

function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  return [pad(header, widths), pad(widths.map((width) => '-'.repeat(width)), widths), ...rows.map((row) => pad(row, widths))].join('\n');
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function checkRows(report: RunReport): string[][] {
  const entries = [
    ...report.rows.map((row) => ({ id: row.id, lines: rowLines(row) })),
    ...report.failures.map((failure) => ({
      id: failure.id,
      lines: [[String(failure.id), failure.title, `failed: ${failure.error.split('\n')[0]}`, '', '', 'ERROR']],
    })),
  ];
  return entries.sort((a, b) => a.id - b.id).flatMap((entry) => entry.lines);
}

function rowLines(row: RowResult): string[][] {
  return row.checks.map((item, index) => [
    index === 0 ? String(row.id) : '',
    index === 0 ? row.title : '',
    item.label,
    formatValue(item.value, item.unit),
    formatTarget(item),
    verdict(item),
  ]);
}

function figureRows(report: RunReport): string[][] {
  return report.rows.flatMap((row) =>
    row.figures.map((item: Figure) => [String(row.id), item.label, formatValue(item.value, item.unit), item.detail ?? '']),
  );
}

function machineLines(machine: Machine): string[] {
  const libraries = Object.entries(machine.libraries).map(([name, version]) => `${name} ${version}`).join(', ');
  return [
    `CPU: ${machine.cpu}, ${machine.cores} cores; memory ${machine.memoryGB} GB; ${machine.platform}`,
    `Node ${machine.node}; ${libraries}`,
    `Load average (1/5/15 min): ${machine.loadAtStart.join(' / ')} at the start, ${machine.loadAtEnd?.join(' / ') ?? '?'} at the end`,
  ];
}

const CHECK_HEADER = ['#', 'Row', 'Measure', 'Result', 'Target', 'Verdict'];
const FIGURE_HEADER = ['#', 'Figure', 'Value', 'Detail'];

/** The report as printed on the terminal. */
export function renderText(report: RunReport): string {
  const notes = report.rows.flatMap((row) => row.notes.map((note) => `  ${row.id}. ${note}`));
  return [
    `DocPub benchmarks — ${report.mode} run, ${report.startedAt}`,
    ...machineLines(report.machine),
    '',
    textTable(CHECK_HEADER, checkRows(report)),
    '',
    'Absolute figures:',
    textTable(FIGURE_HEADER, figureRows(report)),
    ...(notes.length > 0 ? ['', 'Notes:', ...notes] : []),
  ].join('\n');
}

/** The report as `bench/RESULTS.md`. */
export function renderMarkdown(report: RunReport): string {
  const notes = report.rows.flatMap((row) => row.notes.map((note) => `- Row ${row.id}: ${note}`));
  return [
    '# DocPub benchmark results',
    '',
    `Written by \`${report.command}\` (${report.mode} run) from ${report.startedAt} to ${report.finishedAt}.`,
    'Every ratio is the median of per-round ratios of interleaved samples taken side by side in this run; see `bench/README.md` for the method.',
    '',
    '## Machine',
    '',
    ...machineLines(report.machine).map((line) => `- ${line}`),
    '',
    '## Results against the targets',
    '',
    markdownTable(CHECK_HEADER, checkRows(report)),
    '',
    '## Absolute figures',
    '',
    markdownTable(FIGURE_HEADER, figureRows(report)),
    ...(notes.length > 0 ? ['', '## Notes', '', ...notes] : []),
    '',
  ].join('\n');
}
