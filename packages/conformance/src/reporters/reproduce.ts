/**
 * Shell commands that send a failed request again, for every report. The token is never printed: the commands
 * read it from `$DOCPUB_TOKEN`, which the user sets once.
 *
 * A scenario deletes what it made when it ends, so the failed request alone would often meet a 404 afterwards.
 * A reproduction therefore recreates the state first (docs/meeting-users.md, "Reproductions"): it replays the
 * scenario's successful writes that came before the failing request, in order, binding each id a write answered
 * to a shell variable (`ID1=$(curl … | node -p …)`) that later lines use in its place, then sends the failing
 * request with `-i`. What it makes stays on the target.
 */
import type { FailedRequest } from '../check/failures.js';
import { isSuccessfulWrite, type ControlNote, type RequestRecord } from '../traffic/traffic-log.js';

/** Quotes `text` for a POSIX shell: single quotes, with each `'` written as `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `curl -sS -X POST 'http://…/v1/spaces/sp_1/move' -H "Authorization: Bearer $DOCPUB_TOKEN" …`. */
export function curlCommand(baseUrl: string, request: FailedRequest): string {
  return curlLine(baseUrl, { ...request, tokenVariable: undefined }, new Map(), '-sS -i');
}

/** Writes beyond this many before the failing request are not replayed (the reproduction says so). */
export const MAX_REPLAYED_WRITES = 40;
/** A reproduction longer than this many characters is replaced by the failing request alone (and a note). */
export const MAX_REPRODUCTION_CHARS = 64 * 1024;

/** What a reproduction needs of a request. */
type Sent = Pick<RequestRecord, 'method' | 'path' | 'search' | 'body' | 'status' | 'tokenVariable' | 'answeredId'>;

/**
 * The lines of a shell script (bash or any POSIX shell with `curl`, and `node` for reading ids) that recreate
 * what `requests[failing]` found and send it again: comments saying what is replayed, one `curl` per earlier
 * successful write, then the failing request.
 */
export function reproductionLines(baseUrl: string, requests: readonly Sent[], failing: number, control: readonly ControlNote[] = []): string[] {
  const target = requests[failing]!;
  const writeCount = requests.slice(0, failing).filter(isSuccessfulWrite).length;
  const lines: string[] = [];
  const ids = new Map<string, string>();
  if (writeCount > MAX_REPLAYED_WRITES) {
    return [
      `# The scenario wrote ${writeCount} times before this request; a reproduction replays at most ${MAX_REPLAYED_WRITES}, so`,
      '# this line alone may meet a resource the scenario has since deleted (404).',
      curlLine(baseUrl, target, ids, '-sS -i'),
    ];
  }
  const others = new Set(requests.slice(0, failing + 1).flatMap((request) => (request.tokenVariable ? [request.tokenVariable] : [])));
  // Without writes to replay, no heading: the lines are then the notes on other users' tokens and test control
  // calls, if any, and the failed request.
  if (writeCount > 0) {
    lines.push(
      `# Recreates what the failed request found (${writeCount} earlier write${writeCount === 1 ? '' : 's'} of the scenario, replayed in order; what they make stays), then sends it again.`,
    );
  }
  for (const variable of [...others].sort()) lines.push(`# ${variable}: a token of another user the scenario acted as (made through test control).`);
  let cursor = 0;
  const controlUpTo = (index: number) => {
    for (; cursor < control.length && control[cursor]!.after <= index; cursor++) {
      lines.push(`# test control here (not replayed): ${control[cursor]!.call}`);
    }
  };
  // Ids a request mentions existed before it: only an id no request had mentioned was made by the write answering it.
  const mentioned = new Set<string>();
  requests.slice(0, failing).forEach((request, index) => {
    for (const id of idsIn(request)) mentioned.add(id);
    if (!isSuccessfulWrite(request)) return;
    controlUpTo(index);
    const made = request.answeredId;
    if (made !== undefined && !mentioned.has(made)) {
      const variable = `ID${ids.size + 1}`;
      lines.push(`${variable}=$(${curlLine(baseUrl, request, ids, '-sS')} | node -p 'JSON.parse(require("fs").readFileSync(0, "utf8")).id')`);
      ids.set(made, variable);
    } else lines.push(curlLine(baseUrl, request, ids, '-sS -o /dev/null'));
    if (made !== undefined) mentioned.add(made);
  });
  controlUpTo(failing);
  lines.push(curlLine(baseUrl, target, ids, '-sS -i'));
  if (lines.join('\n').length > MAX_REPRODUCTION_CHARS) {
    return [
      `# The writes that recreate this request's state exceed ${MAX_REPRODUCTION_CHARS} characters and are left out, so`,
      '# this line alone may meet a resource the scenario has since deleted (404).',
      curlLine(baseUrl, target, new Map(), '-sS -i'),
    ];
  }
  return lines;
}

/** The path segments, query values and JSON string values of a request: where an id can occur. */
function idsIn(request: Sent): string[] {
  const values = request.path.split('/').map(decodeSegment);
  for (const [, value] of new URLSearchParams(request.search ?? '')) values.push(value);
  if (request.body !== undefined) walkStrings(parseJson(request.body), (value) => values.push(value));
  return values.filter((value) => value !== '');
}

/** One curl command; every id bound to a variable is written as that variable. */
function curlLine(baseUrl: string, request: Sent, ids: ReadonlyMap<string, string>, flags: string): string {
  const base = baseUrl.replace(/(?<!\/)\/+$/, '');
  const path = request.path.split('/').map((segment) => {
    const variable = ids.get(decodeSegment(segment));
    return variable === undefined ? segment : { variable };
  });
  const url = joinWords([base, ...path.flatMap((part, index) => (index === 0 ? [part] : ['/', part])), ...searchWords(request.search, ids)]);
  const parts = [`curl ${flags}`, ...(request.method === 'GET' ? [] : [`-X ${request.method}`]), url];
  // Double quotes here on purpose: the shell expands the variable.
  parts.push(`-H "Authorization: Bearer $${request.tokenVariable ?? 'DOCPUB_TOKEN'}"`);
  if (request.body !== undefined) parts.push(`-H 'Content-Type: application/json'`, `--data-raw ${bodyWord(request.body, ids)}`);
  return parts.join(' ');
}

type Word = string | { variable: string };

/** Words joined into one shell word: text single-quoted, variables double-quoted. */
function joinWords(words: readonly Word[]): string {
  const merged: Word[] = [];
  for (const word of words) {
    const last = merged.at(-1);
    if (typeof word === 'string' && typeof last === 'string') merged[merged.length - 1] = last + word;
    else if (word !== '') merged.push(word);
  }
  return merged.map((word) => (typeof word === 'string' ? shellQuote(word) : `"$${word.variable}"`)).join('');
}

function searchWords(search: string | undefined, ids: ReadonlyMap<string, string>): Word[] {
  if (!search) return [];
  const words: Word[] = ['?'];
  search
    .slice(1)
    .split('&')
    .forEach((pair, index) => {
      if (index > 0) words.push('&');
      const [key, raw] = splitOnce(pair, '=');
      const variable = raw === undefined ? undefined : ids.get(decodeQuery(raw));
      if (raw === undefined) words.push(key);
      else if (variable === undefined) words.push(`${key}=${raw}`);
      else words.push(`${key}=`, { variable });
    });
  return words;
}

/** The body, with every JSON string value equal to a bound id written as its variable. */
function bodyWord(body: string, ids: ReadonlyMap<string, string>): string {
  const parsed = parseJson(body);
  if (ids.size === 0 || parsed === undefined) return shellQuote(body);
  let found = false;
  const marks = new Map<string, string>();
  const replaced = JSON.stringify(parsed, (_key, value: unknown) => {
    if (typeof value !== 'string' || !ids.has(value)) return value;
    found = true;
    const mark = `\uE000${marks.size}\uE001`;
    marks.set(mark, ids.get(value)!);
    return mark;
  });
  if (!found) return shellQuote(body);
  const words: Word[] = replaced.split(/(\uE000\d+\uE001)/).map((part) => {
    const variable = marks.get(part);
    return variable === undefined ? part : { variable };
  });
  return joinWords(words);
}

function walkStrings(value: unknown, visit: (text: string) => void): void {
  const stack = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') visit(next);
    else if (typeof next === 'object' && next !== null) stack.push(...Object.values(next));
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function decodeQuery(value: string): string {
  return decodeSegment(value.replace(/\+/g, ' '));
}
