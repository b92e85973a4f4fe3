/**
 * Keeps the benchmark working: runs every row in smoke mode (the smallest sizes, in this process, see
 * `RowContext.smoke`) and checks that each produced numeric results next to their targets, and that the report
 * renders every row. Speed is never asserted here. `npm run bench -- --quick` runs the rows in their own
 * processes at quick sizes; the CLI's option parsing is checked below.
 */
import { describe, expect, it } from 'vitest';
import { runBench } from './lib/bench.js';
import { parseOptions, ROW_COUNT } from './lib/options.js';
import { renderMarkdown, renderText } from './lib/report.js';
import { ROWS } from './rows/index.js';

describe('the benchmark in smoke mode', () => {
  it('measures every row and reports each result next to its target', async () => {
    const progress: string[] = [];
    const report = await runBench(parseOptions(['--smoke']), 'npm run bench -- --smoke', (line) => progress.push(line));
    expect(report.failures, progress.join('\n')).toEqual([]);
    expect(report.mode).toBe('smoke');
    expect(report.rows.map((row) => row.id)).toEqual(ROWS.map((row) => row.id));
    expect(ROWS.length).toBe(ROW_COUNT);
    for (const row of report.rows) {
      expect(row.checks.length, `row ${row.id} has no check`).toBeGreaterThan(0);
      for (const item of [...row.checks, ...row.figures]) {
        expect(Number.isFinite(item.value), `row ${row.id}: ${item.label} = ${item.value}`).toBe(true);
      }
      for (const item of row.checks) {
        expect(item.value, `row ${row.id}: ${item.label}`).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(item.target) && ['<=', '>='].includes(item.comparison)).toBe(true);
      }
    }
    expect(report.machine.cores).toBeGreaterThan(0);
    expect(renderText(report)).toMatch(/Verdict/);
    const markdown = renderMarkdown(report);
    for (const row of report.rows) expect(markdown).toContain(`| ${row.id} | ${row.title} |`);
  }, 60_000);
});

describe('npm run bench options', () => {
  it('--smoke implies --quick, and neither replaces the committed report', () => {
    expect(parseOptions(['--smoke'])).toMatchObject({ quick: true, smoke: true, out: undefined });
    expect(parseOptions(['--quick'])).toMatchObject({ quick: true, smoke: false, out: undefined });
    expect(parseOptions([])).toMatchObject({ quick: false, smoke: false });
    expect(parseOptions([]).out).toMatch(/bench\/RESULTS\.md$/);
  });

  it('names the flag it does not understand', () => {
    expect(() => parseOptions(['--fast'])).toThrow(/unknown argument "--fast"/);
    expect(() => parseOptions(['--rows', String(ROW_COUNT + 1)])).toThrow(/--rows/);
  });
});
