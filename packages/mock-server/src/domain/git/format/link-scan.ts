/**
 * Finding the link targets of a markdown text and replacing some of them, in one linear pass: the destinations of
 * inline links and images (`[t](dest)`, `![a](<dest with spaces>)`), of reference definitions (`[id]: dest`), and
 * the `src`/`href`/`url` attributes of HTML tags and of the service's blocks (`<img src="…">`,
 * `{% content-ref url="…" %}`, `{% file src="…" %}`). Code (fenced blocks, inline code spans) is left alone, and so
 * is everything else, byte for byte: `{% include "…" %}` keeps its path as written.
 */

/** Where a target was found: it decides how a replacement is written. */
type TargetPlace = 'markdown' | 'attribute';

/**
 * What a link target becomes, given it without `<…>` or quotes; undefined leaves it as written. The answer is the
 * plain target: this module writes it in the form its place needs.
 */
export type TargetMapper = (target: string) => string | undefined;

// A destination: `<…>` (anything but angle brackets and line ends) or a run without spaces that may hold one level
// of balanced parentheses (`image%20(1).png`), then what ends a link: `)`, or a title after a space. Alternatives
// start with distinct characters; a run given back meets a run character at once, which the end refuses: linear.
// It is a link only where a `[` opens it (see mapInlineLinks): `# ](.)` is prose.
const INLINE_DESTINATION = /\]\([ \t]*(<[^\n<>]*>|(?:[^\s()<>]|\([^\s()<>]*\))+)(?=[ \t]*\)|[ \t]+["'(])/g;
const ATTRIBUTE = /(\s(?:src|href|url)=)("[^\n"]*"|'[^\n']*')/g;
const REFERENCE_DEFINITION = /^( {0,3}\[[^\n\]]+\]:[ \t]*)(<[^\n<>]*>|\S+)/;

/** A target as a markdown link destination: `<…>` when it holds spaces or parentheses. */
export function asDestination(target: string): string {
  const safe = target.replace(/</g, '%3C').replace(/>/g, '%3E');
  return /[\s()]/.test(safe) ? `<${safe}>` : safe;
}

function replaceDestination(destination: string, map: TargetMapper): string {
  const bracketed = destination.startsWith('<');
  const replaced = map(bracketed ? destination.slice(1, -1) : destination);
  return replaced === undefined ? destination : asDestination(replaced);
}

function replaceAttribute(quoted: string, map: TargetMapper): string {
  const quote = quoted[0]!;
  const replaced = map(quoted.slice(1, -1));
  if (replaced === undefined) return quoted;
  return `${quote}${replaced.replaceAll(quote, quote === '"' ? '%22' : '%27')}${quote}`;
}

/** Whether a stretch of prose may hold a link target at all: most lines hold none, and skip the patterns. */
const mayHoldTarget = (text: string): boolean =>
  text.includes('](') || text.includes(']:') || text.includes('src=') || text.includes('href=') || text.includes('url=');

/** The link brackets `[` left open, counted over the prose of a paragraph (its code spans do not count). */
interface Brackets {
  open: number;
}

/**
 * `text` with the destinations of its inline links mapped: a `](dest)` closes a link only where a `[` before it,
 * in this stretch of prose or an earlier one of the paragraph, is still open. Each character is counted once.
 */
function mapInlineLinks(text: string, map: TargetMapper, brackets: Brackets): string {
  let counted = 0;
  const countTo = (end: number) => {
    for (; counted < end; counted += 1) {
      const char = text[counted];
      if (char === '\\') counted += 1;
      else if (char === '[') brackets.open += 1;
      else if (char === ']' && brackets.open > 0) brackets.open -= 1;
    }
  };
  if (!text.includes('](')) {
    countTo(text.length);
    return text;
  }
  const mapped = text.replace(INLINE_DESTINATION, (whole: string, destination: string, offset: number) => {
    countTo(offset);
    // No `[` open, or the `]` escaped (counting skipped past it): prose, not a link.
    if (brackets.open === 0 || counted > offset) return whole;
    brackets.open -= 1;
    counted = offset + whole.length;
    return `${whole.slice(0, whole.length - destination.length)}${replaceDestination(destination, map)}`;
  });
  countTo(text.length);
  return mapped;
}

function mapProse(text: string, map: TargetMapper, brackets: Brackets): string {
  // A stretch without targets is still read for its brackets: a link's text may open there.
  if (!mayHoldTarget(text)) return mapInlineLinks(text, map, brackets);
  const withDefinitions = text.replace(REFERENCE_DEFINITION, (_whole, lead: string, destination: string) => `${lead}${replaceDestination(destination, map)}`);
  return mapInlineLinks(withDefinitions, map, brackets).replace(ATTRIBUTE, (_whole, name: string, quoted: string) => `${name}${replaceAttribute(quoted, map)}`);
}

/** The backtick runs of a line: where each starts and how long it is. */
function backtickRuns(line: string): Array<{ start: number; length: number }> {
  const runs: Array<{ start: number; length: number }> = [];
  for (let at = line.indexOf('`'); at >= 0; ) {
    let end = at;
    while (line.charCodeAt(end) === 0x60) end += 1;
    runs.push({ start: at, length: end - at });
    at = line.indexOf('`', end);
  }
  return runs;
}

/**
 * A line with its prose mapped and its inline code spans kept: a run of n backticks opens a span that the next
 * run of exactly n closes. The next run of each length is found from the end backwards, so the line is read once.
 */
function mapLine(line: string, map: TargetMapper, brackets: Brackets): string {
  const runs = backtickRuns(line);
  if (runs.length < 2) return mapProse(line, map, brackets);
  const nextOfSameLength = new Array<number>(runs.length).fill(-1);
  const lastSeen = new Map<number, number>();
  for (let index = runs.length - 1; index >= 0; index -= 1) {
    nextOfSameLength[index] = lastSeen.get(runs[index]!.length) ?? -1;
    lastSeen.set(runs[index]!.length, index);
  }
  let out = '';
  let proseFrom = 0;
  for (let index = 0; index < runs.length; ) {
    const closing = nextOfSameLength[index]!;
    if (closing < 0) {
      index += 1;
      continue;
    }
    const spanEnd = runs[closing]!.start + runs[closing]!.length;
    out += mapProse(line.slice(proseFrom, runs[index]!.start), map, brackets) + line.slice(runs[index]!.start, spanEnd);
    proseFrom = spanEnd;
    index = closing + 1;
  }
  return out + mapProse(line.slice(proseFrom), map, brackets);
}

/** The fence a line opens (its character and length), if it opens one. */
function fenceOf(line: string): { char: string; length: number } | undefined {
  const trimmed = line.trimStart();
  const char = trimmed[0];
  if (char !== '`' && char !== '~') return undefined;
  let length = 0;
  while (trimmed[length] === char) length += 1;
  return length >= 3 ? { char, length } : undefined;
}

/** Whether `line` closes a fence opened with `fence`. */
function closes(line: string, fence: { char: string; length: number }): boolean {
  const trimmed = line.trim();
  if (trimmed.length < fence.length) return false;
  for (let index = 0; index < trimmed.length; index += 1) if (trimmed[index] !== fence.char) return false;
  return true;
}

/** `markdown` with each link target outside code replaced by what `map` answers for it. */
export function mapLinkTargets(markdown: string, mapTarget: TargetMapper): string {
  // A page links to the same few targets again and again: each is mapped once.
  const mapped = new Map<string, string | undefined>();
  const map: TargetMapper = (target) => {
    if (!mapped.has(target)) mapped.set(target, mapTarget(target));
    return mapped.get(target);
  };
  const lines = markdown.split('\n');
  let fence: { char: string; length: number } | undefined;
  // A link's text may run over lines of its paragraph; a blank line or a fence ends the paragraph.
  const brackets: Brackets = { open: 0 };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (fence) {
      if (closes(line, fence)) fence = undefined;
      continue;
    }
    fence = fenceOf(line);
    if (fence || line.trim() === '') brackets.open = 0;
    else lines[index] = mapLine(line, map, brackets);
  }
  return lines.join('\n');
}
