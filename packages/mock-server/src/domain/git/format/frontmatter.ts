/**
 * YAML frontmatter at the top of a markdown file: `---`, YAML, `---`. Read with js-yaml's core schema (no dates or
 * other tags: the values DocPub reads are strings, booleans, numbers and mappings); frontmatter the parser refuses
 * is ignored with a warning and the file reads as if it had none, as the service does.
 */
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { isPlainObject } from '../../../core/plain-object.js';

/** A markdown file split into its frontmatter (when it has valid frontmatter) and the body after it. */
export interface SplitFile {
  data: Record<string, unknown>;
  body: string;
  /** Why the frontmatter was ignored, when it was. */
  problem?: string;
}

const FENCE = '---';

/** The end of the line that starts at `start` (the index of its `\n`, or the text's length). */
function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}

const lineAt = (text: string, start: number, end: number) => text.slice(start, end).replace(/\r$/, '');

/** The frontmatter's YAML and where the body starts, or undefined when the file opens with none. */
function locate(text: string): { yaml: string; bodyStart: number } | undefined {
  const first = lineEnd(text, 0);
  if (lineAt(text, 0, first).trimEnd() !== FENCE || first === text.length) return undefined;
  for (let start = first + 1; start <= text.length; ) {
    const end = lineEnd(text, start);
    if (lineAt(text, start, end).trimEnd() === FENCE) return { yaml: text.slice(first + 1, start), bodyStart: Math.min(end + 1, text.length) };
    if (end === text.length) return undefined;
    start = end + 1;
  }
  return undefined;
}

/** A markdown file's frontmatter and body. */
export function splitFrontmatter(text: string): SplitFile {
  const found = locate(text);
  if (!found) return { data: {}, body: text };
  const body = text.slice(found.bodyStart);
  let parsed: unknown;
  try {
    parsed = load(found.yaml, { schema: CORE_SCHEMA });
  } catch (error) {
    return { data: {}, body, problem: `its frontmatter is not valid YAML (${(error as Error).message.split('\n')[0]})` };
  }
  if (parsed === undefined || parsed === null) return { data: {}, body };
  if (!isPlainObject(parsed)) return { data: {}, body, problem: 'its frontmatter is not a mapping' };
  return { data: parsed, body };
}

/**
 * The frontmatter block for `data` (keys in the given order), followed by a blank line; '' when `data` is empty.
 * js-yaml folds a long string (`>-`) at 80 columns, as the service writes long descriptions.
 */
export function frontmatterBlock(data: Record<string, unknown>): string {
  if (Object.keys(data).length === 0) return '';
  return `${FENCE}\n${dump(data, { schema: CORE_SCHEMA, lineWidth: 80, noRefs: true })}${FENCE}\n\n`;
}
