/**
 * The text of a captured world file: a leading comment saying where it came from and what was replaced,
 * removed or pruned (paths and counts, never a value), then the file as YAML.
 */
import { stringify } from 'yaml';
import type { WorldFile } from '../worlds/world-file-schema.js';
import type { ScrubReport } from './scrub.js';

export interface CaptureNotes {
  baseUrl: string;
  capturedAt: string;
  report: ScrubReport;
  /** References to records the capture did not read, left out. */
  pruned: string[];
  /** Reads the token was refused. */
  skipped: string[];
  /** Where a bound on the items read stopped the reading. */
  boundsReached: string[];
  keepEmails: boolean;
}

function section(title: string, lines: readonly string[]): string[] {
  if (lines.length === 0) return [`${title}: 0`];
  return [`${title}: ${lines.length}`, ...lines.map((line) => `  - ${line}`)];
}

/** The leading comment block, one `# ` line each. Line breaks in names cannot end the comment early. */
export function headerLines(notes: CaptureNotes): string[] {
  const lines = [
    `Captured from ${notes.baseUrl} at ${notes.capturedAt} by docpub-mock capture.`,
    'No secret of the deployment is in this file:',
    ...section('replaced by fresh random values', notes.report.replaced),
    ...section('removed', notes.report.removed),
    notes.keepEmails
      ? 'e-mail addresses: kept as captured (--keep-emails)'
      : `e-mail addresses pseudonymised as user-<n>@example.invalid: ${notes.report.pseudonymised}`,
    ...section('pruned (they refer to what was not captured)', notes.pruned),
    // Spaces are read several at a time, so skips arrive in no fixed order; sorted, two captures compare line by line.
    ...section('not readable with the token (skipped)', [...notes.skipped].sort()),
    // Said only when it happened: a file cut short must say so, and a complete one reads as before.
    ...(notes.boundsReached.length === 0 ? [] : section('stopped at a bound (only the first items were read)', notes.boundsReached)),
  ];
  return lines.map((line) => `# ${line.replace(/[\r\n\u2028\u2029]+/g, ' ')}`);
}

/** The whole file: the header, a `$schema` hint for editors, then the YAML. */
export function worldFileText(file: WorldFile, notes: CaptureNotes): string {
  const body = stringify(file, { lineWidth: 0, aliasDuplicateObjects: false });
  return `${headerLines(notes).join('\n')}\n${body}`;
}
