/**
 * `npm run bench`: measures the rows of the benchmark side by side (lib/bench.ts), prints a table of ratios next
 * to their targets with the absolute figures and the machine's details, and writes `bench/RESULTS.md`.
 * The exit code is non-zero only when a row could not be measured at all.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { runBench } from './lib/bench.js';
import { parseOptions } from './lib/options.js';
import { PROFILE_DIR_ENV } from './lib/processes.js';
import { renderMarkdown, renderText } from './lib/report.js';

function commandOf(argv: readonly string[]): string {
  return ['npm run bench', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' ');
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseOptions(argv);
  if (options.profileDir) {
    mkdirSync(options.profileDir, { recursive: true });
    process.env[PROFILE_DIR_ENV] = options.profileDir;
  }
  const report = await runBench(options, commandOf(argv), (line) => process.stderr.write(`${line}\n`));
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
