/**
 * What `docpub-conformance` does, as a function of its arguments and output streams, so it can be run
 * in-process as well as from the binary. Resolves to the exit code.
 */
import { writeFile } from 'node:fs/promises';
import { formatScenario, formatSummary, resolveReporter } from '../reporters/index.js';
import { exitCodeOf } from '../result.js';
import { runConformance } from '../run.js';
import { RunTimeLimitError } from '../limits/time-limit.js';
import { ConformanceStartError } from '../targets/start-error.js';
import { parseCli, USAGE, UsageError, type CliOptions } from './args.js';
import { capText, printable } from '../check/report-text.js';
import { packageVersion } from './package-version.js';

/** Where the CLI writes. */
export interface CliStreams {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * Runs the CLI; resolves to 0 (all passed), 1 (a check failed), 2 (could not start) or 130 (interrupted).
 * The first Ctrl-C (SIGINT, or `interrupt` aborting) stops the run and cleans up what it created, a second
 * one quits at once.
 */
export async function main(
  argv: readonly string[],
  streams: CliStreams = process,
  env = process.env,
  interrupt?: AbortSignal,
): Promise<number> {
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
  // Progress goes to stdout unless a report itself does (json, junit or html without a file): that stays parseable.
  // The console report on stdout is the progress and the summary themselves.
  const stdoutReport = options.reports.find((report) => report.out === undefined && report.reporter !== 'console');
  const progress = stdoutReport ? streams.stderr : streams.stdout;
  const stop = new AbortController();
  const onInterrupt = () => {
    if (stop.signal.aborted) process.exit(130);
    streams.stderr.write('docpub-conformance: interrupted; stopping, and cleaning up what the run created (Ctrl-C again to quit at once)\n');
    stop.abort();
  };
  process.on('SIGINT', onInterrupt);
  interrupt?.addEventListener('abort', onInterrupt, { once: true });
  try {
    const result = await runConformance({
      signal: stop.signal,
      allowPublicPublish: options.allowPublicPublish,
      ...(options.gitRepository === undefined ? {} : { gitRepository: options.gitRepository }),
      target: options.baseUrl === undefined
        ? { kind: 'embedded', ...(options.token === undefined ? {} : { token: options.token }) }
        : { kind: 'http', baseUrl: options.baseUrl, token: options.token!, ...(options.world === undefined ? {} : { world: options.world }) },
      only: options.only,
      readOnly: options.readOnly,
      failFast: options.failFast,
      strict: options.strict,
      concurrency: options.concurrency,
      organization: options.organization,
      onScenario: (scenario) => progress.write(`${formatScenario(scenario)}\n`),
      ...(options.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: options.requestTimeoutMs }),
      ...(options.maxTimeMs === undefined ? {} : { maxTimeMs: options.maxTimeMs }),
    });
    progress.write(`${formatSummary(result)}\n`);
    for (const { reporter, out } of options.reports) {
      if (out === undefined) continue;
      await writeFile(out, resolveReporter(reporter).render(result));
      progress.write(`${reporter} report written to ${out}\n`);
    }
    if (stdoutReport) streams.stdout.write(resolveReporter(stdoutReport.reporter).render(result));
    return result.interrupted ? 130 : exitCodeOf(result);
  } catch (error) {
    if (error instanceof RunTimeLimitError) {
      streams.stderr.write(`docpub-conformance: ${error.message}\n`);
      return 2;
    }
    if (!(error instanceof ConformanceStartError)) throw error;
    // The message may quote the target's answer: capped, and escaped for the terminal.
    streams.stderr.write(`docpub-conformance: the run could not start: ${printable(capText(error.message))}\n`);
    return 2;
  } finally {
    process.off('SIGINT', onInterrupt);
    interrupt?.removeEventListener('abort', onInterrupt);
  }
}
