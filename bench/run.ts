/**
 * `npm run bench`: measures the rows of the benchmark side by side (lib/bench.ts), prints a table of ratios next
 * to their targets with the absolute figures and the machine's details, and writes `bench/RESULTS.md`.
 * The exit code is non-zero only when a row could not be measured at all.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The packages' builds the rows measure (lib/sdk.ts, lib/mock-server.ts), as their users load them. */
const BUILDS = ['sdk', 'mock-server'].map((name) => fileURLToPath(new URL(`../node_modules/@docpub/${name}/dist/index.js`, import.meta.url)));

async function main(argv: readonly string[]): Promise<number> {
  const options = parseOptions(argv);
  const missing = BUILDS.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    process.stderr.write(`The benchmark measures the packages as built; run \`npm run build\` first (missing: ${missing.join(', ')}).\n`);
    return 1;
  }
  // Loaded after the check: the rows import the builds.
  const { runBench } = await import('./lib/bench.js');
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
