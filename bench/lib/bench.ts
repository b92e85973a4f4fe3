/**
 * A run of the benchmark: measures the selected rows and gathers their results, the failures and the machine's
 * details into one report. `npm run bench` (run.ts) prints and writes it; the smoke test calls it directly.
 *
 * Each row runs in a fresh child process (see processes.ts), except in a smoke run, where every row runs in
 * the calling process. A missed target is reported, never a failure: speed is not asserted anywhere.
 */
import { describeMachine, finishMachine } from './machine.js';
import type { BenchOptions } from './options.js';
import { runProcess } from './processes.js';
import type { RunReport } from './report.js';
import type { RowResult } from './result.js';
import type { Row } from './row.js';
import { ROWS } from '../rows/index.js';

/** A row that hangs is stopped: every loop of the benchmark is bounded, and so is every row. */
const ROW_TIMEOUT_MS = { full: 20 * 60_000, quick: 2 * 60_000, smoke: 60_000 };

type Mode = RunReport['mode'];

const modeOf = (options: Pick<BenchOptions, 'quick' | 'smoke'>): Mode => (options.smoke ? 'smoke' : options.quick ? 'quick' : 'full');

function withTimeout<T>(work: Promise<T>, timeoutMs: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no result within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function measureRow(row: Row, mode: Mode, log: (line: string) => void): Promise<RowResult> {
  if (mode !== 'smoke') return runProcess<RowResult>('row', [String(row.id), mode], ROW_TIMEOUT_MS[mode]);
  const context = { quick: true, smoke: true, log: (line: string) => log(`  [${row.id}] ${line}`) };
  return withTimeout(row.measure(context), ROW_TIMEOUT_MS.smoke, `row ${row.id}`);
}

/** Measures the rows `options` selects, one after the other; `log` gets progress lines. */
export async function runBench(options: BenchOptions, command: string, log: (line: string) => void): Promise<RunReport> {
  const mode = modeOf(options);
  const report: RunReport = {
    mode,
    startedAt: new Date().toISOString(),
    finishedAt: '',
    command,
    machine: describeMachine(),
    rows: [],
    failures: [],
  };
  for (const row of ROWS.filter((candidate) => options.rows?.includes(candidate.id) ?? true)) {
    log(`Row ${row.id}: ${row.title}…`);
    const started = Date.now();
    try {
      report.rows.push(await measureRow(row, mode, log));
      log(`Row ${row.id} measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      report.failures.push({ id: row.id, title: row.title, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  }
  report.finishedAt = new Date().toISOString();
  report.machine = finishMachine(report.machine);
  return report;
}
