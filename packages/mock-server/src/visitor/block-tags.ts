/**
 * The service's block tags as they sit in a page's markdown (`{% hint style="info" %}`, `{% endhint %}`,
 * `{% include "../.gitbook/includes/x.md" %}`), found line by line outside code: a tag never spans lines, and
 * one inside a code span (`` `{% hint %}` ``) is text. Every scan here moves forward only, so the work is
 * linear in the line's length whatever it holds (unclosed `{%`, unclosed quotes, runs of backticks).
 */

/** A tag's text longer than this is not read as a tag (it stays text). */
export const MAX_TAG_LENGTH = 2048;

/** One `{% name args %}` of a line. */
export interface BlockTag {
  /** Lower-cased, e.g. `hint`, `endhint`, `content-ref`. */
  name: string;
  /** `key="value"` arguments by key (lower-cased). */
  attributes: Map<string, string>;
  /** Arguments given without a key, e.g. the path of `{% include "x.md" %}`. */
  values: string[];
  /** Where the tag starts and ends in its line (`end` is past `%}`). */
  start: number;
  end: number;
}

const BACKTICK = 96;
const isBlank = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * The code spans of a line, as a map from the index of an opening backtick run to the index past its closing
 * run (a run of the same length, the nearest after it). Built in one pass over the runs.
 */
function codeSpans(line: string): Map<number, number> {
  const runs: { start: number; length: number }[] = [];
  for (let index = line.indexOf('`'); index >= 0; ) {
    let end = index;
    while (line.charCodeAt(end) === BACKTICK) end++;
    runs.push({ start: index, length: end - index });
    index = line.indexOf('`', end);
  }
  const spans = new Map<number, number>();
  if (runs.length < 2) return spans;
  // The next run of the same length after each run, found walking backwards.
  const nextOfLength = new Map<number, number>();
  const next: (number | undefined)[] = new Array(runs.length);
  for (let k = runs.length - 1; k >= 0; k--) {
    next[k] = nextOfLength.get(runs[k]!.length);
    nextOfLength.set(runs[k]!.length, k);
  }
  for (let k = 0; k < runs.length; ) {
    const closing = next[k];
    if (closing === undefined) {
      k++;
      continue;
    }
    spans.set(runs[k]!.start, runs[closing]!.start + runs[closing]!.length);
    k = closing + 1;
  }
  return spans;
}

/** Reads `key="value"`, `key='value'`, `key=value` and bare `"value"` arguments, left to right. */
function readArguments(text: string): { attributes: Map<string, string>; values: string[] } {
  const attributes = new Map<string, string>();
  const values: string[] = [];
  let index = 0;
  const skipBlanks = () => {
    while (index < text.length && isBlank(text.charCodeAt(index))) index++;
  };
  const readValue = (): string => {
    const quote = text[index];
    if (quote === '"' || quote === "'") {
      const close = text.indexOf(quote, index + 1);
      const value = text.slice(index + 1, close < 0 ? text.length : close);
      index = close < 0 ? text.length : close + 1;
      return value;
    }
    const start = index;
    while (index < text.length && !isBlank(text.charCodeAt(index))) index++;
    return text.slice(start, index);
  };
  for (skipBlanks(); index < text.length; skipBlanks()) {
    const key = /^[A-Za-z][\w-]*/.exec(text.slice(index, index + 64))?.[0];
    if (key === undefined) {
      values.push(readValue());
      continue;
    }
    const afterKey = index + key.length;
    let look = afterKey;
    while (look < text.length && isBlank(text.charCodeAt(look))) look++;
    if (text[look] !== '=') {
      values.push(readValue());
      continue;
    }
    index = look + 1;
    skipBlanks();
    attributes.set(key.toLowerCase(), readValue());
  }
  return { attributes, values };
}

/** The tag whose inner text (between `{%` and `%}`) is `inner`, or undefined when it names nothing. */
function readTag(inner: string, start: number, end: number): BlockTag | undefined {
  const name = /^\s*([A-Za-z][\w-]*)/.exec(inner.slice(0, 80));
  if (!name) return undefined;
  return { name: name[1]!.toLowerCase(), ...readArguments(inner.slice(name[0].length)), start, end };
}

/** The block tags of one line, in order, outside its code spans. */
export function tagsOfLine(line: string): BlockTag[] {
  if (!line.includes('{%')) return [];
  const spans = codeSpans(line);
  const tags: BlockTag[] = [];
  // The nearest `%}` at or after the current position; it only moves forward.
  let close = -1;
  for (let index = 0; index < line.length; ) {
    const code = line.charCodeAt(index);
    if (code === BACKTICK) {
      const spanEnd = spans.get(index);
      if (spanEnd !== undefined) {
        index = spanEnd;
        continue;
      }
      index++;
      continue;
    }
    if (code === 123 /* { */ && line.charCodeAt(index + 1) === 37 /* % */) {
      if (close < index + 2) close = line.indexOf('%}', index + 2);
      if (close < 0) break;
      const tag = close - index <= MAX_TAG_LENGTH ? readTag(line.slice(index + 2, close), index, close + 2) : undefined;
      if (tag) {
        tags.push(tag);
        index = tag.end;
        continue;
      }
    }
    index++;
  }
  return tags;
}

/** A fence opening or closing a code block: its prefix (indentation, `>`), character and length. */
export interface Fence {
  marker: '`' | '~';
  length: number;
}

/** The fence a line opens, if it opens one (a run of at least three backticks or tildes after the prefix). */
export function fenceOf(line: string): Fence | undefined {
  const match = /^[ \t>]*(`{3,}|~{3,})/.exec(line);
  if (!match) return undefined;
  const run = match[1]!;
  // A backtick fence's info string holds no backtick (CommonMark); otherwise it is inline code.
  if (run[0] === '`' && line.indexOf('`', match[0].length) >= 0) return undefined;
  return { marker: run[0] as '`' | '~', length: run.length };
}

/** Whether `line` closes the code block `fence` opened. */
export function closesFence(line: string, fence: Fence): boolean {
  const match = /^[ \t>]*(`{3,}|~{3,})[ \t]*$/.exec(line);
  return match !== null && match[1]![0] === fence.marker && match[1]!.length >= fence.length;
}
