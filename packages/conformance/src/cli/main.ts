/**
 * What `docpub-conformance` does, as a function of its arguments and output streams, so it can be run
 * in-process as well as from the binary. Resolves to the exit code.
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { formatScenario, formatSummary } from '../reporters/index.js';
import { exitCodeOf } from '../result.js';
import { runConformance } from '../run.js';
import { RunTimeLimitError } from '../limits/time-limit.js';
import { ConformanceStartError } from '../targets/start-error.js';
import { parseCli, USAGE, UsageError, type CliOptions } from './args.js';
import { capText, printable } from '../check/report-text.js';

/** Where the CLI writes. */
export interface CliStreams {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** The package's version, from its package.json (two levels up from both src/cli and dist/cli). */
function packageVersion(): string {
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}

/** Runs the CLI; resolves to 0 (all passed), 1 (a check failed) or 2 (could not start). */
export async function main(argv: readonly string[], streams: CliStreams = process, env = process.env): Promise<number> {
  let options: CliOptions | 'help' | 'version';
  try {
    options = parseCli(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    streams.stderr.write(`docpub-conformance: ${error.message}\nSee docpub-conformance --help.\n`);
    return 2;
  }
  if (options === 'help') {
    streams.stdout.write(USAGE);
    return 0;
  }
  if (options === 'version') {
    streams.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  // Progress goes to stdout unless the report itself does (json or junit without --out): that stays parseable.
  const reportToStdout = options.out === undefined && options.reporter !== 'console';
  const progress = reportToStdout ? streams.stderr : streams.stdout;
  try {
    const result = await runConformance({
      target: options.baseUrl === undefined
        ? { kind: 'embedded', ...(options.token === undefined ? {} : { token: options.token }) }
        : { kind: 'http', baseUrl: options.baseUrl, token: options.token! },
      only: options.only,
      readOnly: options.readOnly,
      failFast: options.failFast,
      strict: options.strict,
      concurrency: options.concurrency,
      reporter: options.reporter,
      organization: options.organization,
      onScenario: (scenario) => progress.write(`${formatScenario(scenario)}\n`),
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
      ...(options.maxTimeMs === undefined ? {} : { maxTimeMs: options.maxTimeMs }),
    });
    progress.write(`${formatSummary(result)}\n`);
    if (options.out !== undefined) {
      await writeFile(options.out, result.report ?? '');
      progress.write(`report written to ${options.out}\n`);
    } else if (reportToStdout) streams.stdout.write(result.report ?? '');
    return exitCodeOf(result);
  } catch (error) {
    if (error instanceof RunTimeLimitError) {
      streams.stderr.write(`docpub-conformance: ${error.message}\n`);
      return 2;
    }
    if (!(error instanceof ConformanceStartError)) throw error;
    // The message may quote the target's answer: capped, and escaped for the terminal.
    streams.stderr.write(`docpub-conformance: the run could not start: ${printable(capText(error.message))}\n`);
    return 2;
  }
}
