/**
 * `npm run bench`: measures the rows of the benchmark side by side, prints a table of ratios next
 * to their targets with the absolute figures and the machine's details, and writes `bench/RESULTS.md`.
 *
 * Each row runs in a fresh child process (see lib/processes.ts). A missed target is reported, never a failure:
 * speed is not asserted anywhere. The exit code is non-zero only when a row could not be measured at all.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describeMachine, finishMachine } from './lib/machine.js';
import { parseOptions, type BenchOptions } from './lib/options.js';
import { PROFILE_DIR_ENV, runProcess } from './lib/processes.js';
import { renderMarkdown, renderText, type RunReport } from './lib/report.js';
import type { RowResult } from './lib/result.js';
import { ROWS } from './rows/index.js';

/** A row that hangs is stopped: every loop of the benchmark is bounded, and so is every row. */
const ROW_TIMEOUT_MS = { full: 20 * 60_000, quick: 2 * 60_000 };

function commandOf(argv: readonly string[]): string {
  return ['npm run bench', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' ');
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function runRows(options: BenchOptions, report: RunReport): Promise<void> {
  const mode = options.quick ? 'quick' : 'full';
  for (const row of ROWS.filter((candidate) => options.rows?.includes(candidate.id) ?? true)) {
    process.stderr.write(`Row ${row.id}: ${row.title}…\n`);
    const started = Date.now();
    try {
      report.rows.push(await runProcess<RowResult>('row', [String(row.id), mode], ROW_TIMEOUT_MS[mode]));
      process.stderr.write(`Row ${row.id} measured in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    } catch (error) {
      report.failures.push({ id: row.id, title: row.title, error: error instanceof Error ? error.message : String(error) });
    }
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseOptions(argv);
  if (options.profileDir) {
    mkdirSync(options.profileDir, { recursive: true });
    process.env[PROFILE_DIR_ENV] = options.profileDir;
  }
  const report: RunReport = {
    mode: options.quick ? 'quick' : 'full',
    startedAt: new Date().toISOString(),
    finishedAt: '',
    command: commandOf(argv),
    machine: describeMachine(),
    rows: [],
    failures: [],
  };
  await runRows(options, report);
  report.finishedAt = new Date().toISOString();
  report.machine = finishMachine(report.machine);
  process.stdout.write(`\n${renderText(report)}\n`);
  if (options.out) {
    write(options.out, renderMarkdown(report));
    process.stdout.write(`\nReport written to ${options.out}\n`);
  }
  if (options.json) write(options.json, `${JSON.stringify(report, null, 2)}\n`);
  return report.failures.length === 0 ? 0 : 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
