/**
 * The recap closing a report: every failed scenario again, in one place after the progress lines, with what
 * went wrong and the `curl` lines that recreate the state its request met and replay it (reproduce.ts).
 */
import type { ConformanceResult, ScenarioResult } from '../result.js';
import { scenarioTitle } from '../scenario.js';
import { curlCommand } from './reproduce.js';
import { printable } from '../check/report-text.js';

/** A failure as the recap shows it. */
export interface RecapEntry {
  title: string;
  message: string;
  /**
   * The lines that reproduce the failed request: comments, the earlier writes that recreate its state, then the
   * request itself. Absent when the failure concerns no request.
   */
  reproduce?: string[] | undefined;
  /** The reproduction as one script (`reproduce` joined by newlines), for tools that take it as one text. */
  curl?: string | undefined;
}

/** The lines reproducing a failed scenario's request, however the result was made. */
export function reproductionOf(scenario: ScenarioResult, baseUrl: string): string[] | undefined {
  const error = scenario.error;
  if (error?.reproduce && error.reproduce.length > 0) return error.reproduce;
  return error?.request ? [curlCommand(baseUrl, error.request)] : undefined;
}

/** The failed scenarios of a run, each with the lines that replay its request when the failure concerns one. */
export function recapEntries(result: Pick<ConformanceResult, 'scenarios' | 'target'>): RecapEntry[] {
  return result.scenarios
    .filter((scenario): scenario is ScenarioResult & { status: 'failed' } => scenario.status === 'failed')
    .map((scenario) => {
      const reproduce = reproductionOf(scenario, result.target.baseUrl);
      return {
        title: scenarioTitle(scenario),
        message: scenario.error?.message ?? 'failed',
        ...(reproduce ? { reproduce, curl: reproduce.join('\n') } : {}),
      };
    });
}

/** The recap's lines; empty when nothing failed. */
export function formatRecap(result: Pick<ConformanceResult, 'scenarios' | 'target'>): string[] {
  const entries = recapEntries(result);
  if (entries.length === 0) return [];
  const lines = ['', `Failures (${entries.length}):`];
  entries.forEach((entry, index) => {
    lines.push(`  ${index + 1}) ${printable(entry.title)}`, `     ${printable(entry.message)}`);
    for (const line of entry.reproduce ?? []) lines.push(`     ${printable(line)}`);
  });
  if (entries.some((entry) => entry.reproduce)) {
    const note =
      result.target.baseUrl.startsWith('http://docpub.test')
        ? 'Replay with DOCPUB_TOKEN set; the embedded server is in-process: run docpub-mock and use its URL instead.'
        : 'Replay with DOCPUB_TOKEN set to the token of the run (and node on the PATH for the lines that read ids).';
    lines.push(`  ${note}`);
  }
  return lines;
}
