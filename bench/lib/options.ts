/** The command line of `npm run bench`. */
import { resolve } from 'node:path';
import { REPO_ROOT } from './processes.js';

/** Rows of the benchmark (see rows/index.ts). */
export const ROW_COUNT = 11;

/** What a run does. */
export interface BenchOptions {
  /** `--quick`: tiny sizes and budgets, to keep the benchmark working in CI. */
  quick: boolean;
  /**
   * `--smoke` (implies `--quick`): every row in this one process at the smallest sizes, for the test suite
   * (see `RowContext.smoke`).
   */
  smoke: boolean;
  /** `--rows 1,4`: only these rows (all by default). */
  rows: number[] | undefined;
  /** Where the Markdown report goes: `--out`, else `bench/RESULTS.md` for a full run of all rows, else nowhere. */
  out: string | undefined;
  /** `--json <file>`: the results as JSON too. */
  json: string | undefined;
  /** `--profile <dir>`: every child process writes a `.cpuprofile` there (`node --cpu-prof`). */
  profileDir: string | undefined;
}

export const USAGE =
  'usage: npm run bench -- [--quick | --smoke] [--rows 1,2,…] [--out <report.md>] [--json <results.json>] [--profile <dir>]';

const DEFAULT_REPORT = resolve(REPO_ROOT, 'bench/RESULTS.md');

function parseRows(value: string): number[] {
  const rows = value.split(',').map((part) => Number(part.trim()));
  if (rows.some((row) => !Number.isInteger(row) || row < 1 || row > ROW_COUNT)) {
    throw new Error(`--rows: must be a comma-separated list of row numbers 1 to ${ROW_COUNT}, got "${value}"`);
  }
  return rows;
}

/** Parses argv (without node and the script). @throws naming the flag for anything it does not understand. */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { quick: false, smoke: false, rows: undefined, out: undefined, json: undefined, profileDir: undefined };
  let explicitOut = false;
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index]!;
    if (flag === '--quick' || flag === '--smoke') {
      options.quick = true;
      options.smoke ||= flag === '--smoke';
      continue;
    }
    const value = argv[index + 1];
    if (!['--rows', '--out', '--json', '--profile'].includes(flag)) throw new Error(`unknown argument "${flag}"\n${USAGE}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag}: needs a value\n${USAGE}`);
    index += 1;
    if (flag === '--rows') options.rows = parseRows(value);
    else if (flag === '--out') [options.out, explicitOut] = [resolve(value), true];
    else if (flag === '--json') options.json = resolve(value);
    else options.profileDir = resolve(value);
  }
  // Only a full run of every row may replace the committed report; a quick or partial one would overwrite it
  // with figures that mean nothing.
  if (!explicitOut && !options.quick && options.rows === undefined) options.out = DEFAULT_REPORT;
  return options;
}
