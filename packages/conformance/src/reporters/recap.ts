/**
 * The recap closing a report: every failed scenario again, in one place after the progress lines, with what
 * went wrong and a `curl` command that replays the request it failed on.
 */
import type { ConformanceResult, ScenarioResult } from '../result.js';
import { curlCommand } from './reproduce.js';
import { printable } from '../check/report-text.js';

/** A failure as the recap shows it. */
export interface RecapEntry {
  title: string;
  message: string;
  /** Absent when the failure concerns no request. */
  curl?: string | undefined;
}

/** The failed scenarios of a run, each with its replay command. */
export function recapEntries(result: Pick<ConformanceResult, 'scenarios' | 'target'>): RecapEntry[] {
  return result.scenarios
    .filter((scenario): scenario is ScenarioResult & { status: 'failed' } => scenario.status === 'failed')
    .map((scenario) => ({
      title: `${scenario.area} › ${scenario.name}`,
      message: scenario.error?.message ?? 'failed',
      ...(scenario.error?.request ? { curl: curlCommand(result.target.baseUrl, scenario.error.request) } : {}),
    }));
}

/** The recap's lines; empty when nothing failed. */
export function formatRecap(result: Pick<ConformanceResult, 'scenarios' | 'target'>): string[] {
  const entries = recapEntries(result);
  if (entries.length === 0) return [];
  const lines = ['', `Failures (${entries.length}):`];
  entries.forEach((entry, index) => {
    lines.push(`  ${index + 1}) ${printable(entry.title)}`, `     ${printable(entry.message)}`);
    if (entry.curl) lines.push(`     ${printable(entry.curl)}`);
  });
  if (entries.some((entry) => entry.curl)) {
    const note =
      result.target.baseUrl.startsWith('http://docpub.test')
        ? 'Replay with DOCPUB_TOKEN set; the embedded server is in-process: run docpub-mock and use its URL instead.'
        : 'Replay with DOCPUB_TOKEN set to the token of the run.';
    lines.push(`  ${note}`);
  }
  return lines;
}
