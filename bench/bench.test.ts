/**
 * Keeps the benchmark working: runs `npm run bench -- --quick` (tiny sizes) and checks that it produced every
 * row, each with numeric results next to their targets. Speed is never asserted here.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './lib/processes.js';
import type { RunReport } from './lib/report.js';
import { ROW_COUNT } from './lib/options.js';
import { ROWS } from './rows/index.js';

const directory = mkdtempSync(join(tmpdir(), 'docpub-bench-test-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function runQuick(): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = ['run', '--silent', 'bench', '--', '--quick', '--json', join(directory, 'results.json'), '--out', join(directory, 'RESULTS.md')];
  return new Promise((resolve) => {
    execFile('npm', args, { cwd: REPO_ROOT, timeout: 170_000, maxBuffer: 16 * 2 ** 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run bench -- --quick', () => {
  it('measures every row and reports each result next to its target', async () => {
    const run = await runQuick();
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(readFileSync(join(directory, 'results.json'), 'utf8')) as RunReport;
    expect(report.failures).toEqual([]);
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
    expect(run.stdout).toMatch(/Verdict/);
    const markdown = readFileSync(join(directory, 'RESULTS.md'), 'utf8');
    for (const row of report.rows) expect(markdown).toContain(`| ${row.id} | ${row.title} |`);
  }, 180_000);
});
