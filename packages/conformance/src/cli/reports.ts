/**
 * The reports a run writes, from `--reporter <name>[=<file>]` (repeatable) and `--out <file>`. One run can
 * write several reports (JUnit for the CI system and HTML for people, say), each to its own file; at most one
 * goes to standard output. `--out` stays the one-reporter form. Whatever cannot be honoured exactly (two
 * reports for one destination, an `--out` that fits no single reporter) is a usage error, never a report
 * silently dropped.
 */
import { REPORTER_NAMES, type ReporterName } from '../reporters/index.js';
import { UsageError } from './usage-error.js';

/** One report to write: its format, and its file (standard output when absent). */
export interface ReportRequest {
  reporter: ReporterName;
  out?: string | undefined;
}

/** The reports `--reporter` (each value `name` or `name=file`) and `--out` ask for; console to stdout when none. */
export function parseReports(reporters: readonly string[] | undefined, out: string | undefined): ReportRequest[] {
  const reports = (reporters ?? ['console']).map(parseReport);
  if (out !== undefined) {
    if (out === '') throw new UsageError('--out: must name a file');
    if (reports.length > 1) {
      throw new UsageError(`--out: names the file of one report, and ${reports.length} reporters are asked for; give each its own file instead: --reporter junit=report.xml --reporter json=report.json`);
    }
    const [only] = reports as [ReportRequest];
    if (only.out !== undefined) throw new UsageError(`--out: ${only.reporter} already writes to ${only.out} (--reporter ${only.reporter}=${only.out}); give the file once`);
    only.out = out;
  }
  const toStdout = reports.filter((report) => report.out === undefined);
  if (toStdout.length > 1) {
    throw new UsageError(`--reporter: ${toStdout.map((report) => report.reporter).join(' and ')} would all write to standard output; give all but one a file: --reporter ${toStdout[1]!.reporter}=<file>`);
  }
  const files = reports.flatMap((report) => (report.out === undefined ? [] : [report.out]));
  const twice = files.find((file, index) => files.indexOf(file) !== index);
  if (twice !== undefined) throw new UsageError(`--reporter: two reports would write to ${twice}; give each its own file`);
  return reports;
}

/** `name` or `name=file`. */
function parseReport(text: string): ReportRequest {
  const equals = text.indexOf('=');
  const name = equals === -1 ? text : text.slice(0, equals);
  if (!(REPORTER_NAMES as readonly string[]).includes(name)) {
    throw new UsageError(`--reporter: must be one of ${REPORTER_NAMES.join(', ')}, optionally with =<file>, got ${text}`);
  }
  if (equals === -1) return { reporter: name as ReporterName };
  const out = text.slice(equals + 1);
  if (out === '') throw new UsageError(`--reporter: ${name}= must name a file, e.g. --reporter ${name}=report.${name === 'junit' ? 'xml' : name === 'console' ? 'txt' : name}`);
  return { reporter: name as ReporterName, out };
}
