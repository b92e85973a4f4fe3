/**
 * E-mail addresses in captured text, found the way they are written in the wild rather than only in ASCII:
 * local parts and domains in any script (`josé.garcía@münchen-corp.de`), quoted local parts (`"john doe"@corp.de`)
 * and the percent-encoded `@` of URLs and query strings (`jose%40corp.de`, `jos%C3%A9%40corp.de`).
 *
 * Each `@` (or `%40`) is taken as the middle of an address and the address is read outwards from it, at most
 * {@link MAX_LOCAL} characters to the left and {@link MAX_DOMAIN} to the right, so the work is linear in the text
 * whatever it holds (no regular expression backtracks over it). The local part is replaced whole: a letter
 * outside ASCII never ends it.
 */

/** Longest local part read (the standard's is 64 octets; twice that, in characters, leaves room for encodings). */
const MAX_LOCAL = 128;
/** Longest domain read (the standard's bound). */
const MAX_DOMAIN = 255;

/**
 * The characters of an unquoted local part besides letters, marks and digits of any script: the standard's, but
 * `/`, so that the path of a URL before an address is not taken for its local part.
 */
const LOCAL_PUNCTUATION = new Set("!#$%&'*+-=?^_`{|}~.");

const LETTER_OR_DIGIT = /^[\p{L}\p{M}\p{N}]$/u;

function isLetterOrDigit(char: string): boolean {
  return char.length > 0 && (/^[a-z0-9]$/i.test(char) || (char.charCodeAt(0) >= 0x80 && LETTER_OR_DIGIT.test(char)));
}

/** The code point ending just before `at` (a surrogate pair read whole), as text. */
function charBefore(text: string, at: number): string {
  const low = text.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(at - 2, at);
  }
  return text.slice(at - 1, at);
}

/** The code point starting at `at`, as text. */
function charAt(text: string, at: number): string {
  const code = text.codePointAt(at);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/**
 * Punctuation of a local part before an encoded `@`: only what a URL leaves unencoded inside a value, so that
 * `?email=jose%40corp.test` gives up `jose`, not `email=jose`.
 */
const ENCODED_LOCAL_PUNCTUATION = new Set("!$%'*+-_~.");

/** Where the local part ending at `end` starts, or -1 when there is none. */
function localStart(text: string, end: number, encoded: boolean): number {
  const punctuation = encoded ? ENCODED_LOCAL_PUNCTUATION : LOCAL_PUNCTUATION;
  const limit = Math.max(0, end - MAX_LOCAL);
  if (text[end - 1] === '"') {
    // A quoted local part: back to the opening quote that no backslash escapes.
    for (let at = end - 2; at >= limit; at--) if (text[at] === '"' && text[at - 1] !== '\\') return at < end - 2 ? at : -1;
    return -1;
  }
  let start = end;
  while (start > limit) {
    const char = charBefore(text, start);
    if (!isLetterOrDigit(char) && !punctuation.has(char)) break;
    start -= char.length;
  }
  return start < end ? start : -1;
}

/** Where the domain starting at `start` ends (its dotted labels, percent-encoded or not), or -1 when there is none. */
function domainEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + MAX_DOMAIN);
  let end = start;
  let dots = 0;
  while (end < limit) {
    const char = charAt(text, end);
    const escape = text.slice(end, end + 3);
    // An encoded byte of a domain in any script; an encoded `@` ends it.
    if (char === '%' && /^%[0-9a-f]{2}$/i.test(escape) && escape !== '%40') end += 3;
    else if (char === '.' && end > start && text[end - 1] !== '.') (dots += 1), (end += 1);
    else if (char === '-' || isLetterOrDigit(char)) end += char.length;
    else break;
  }
  // A dot at the end closes the sentence, not the domain.
  while (end > start && text[end - 1] === '.') (dots -= 1), (end -= 1);
  return dots > 0 ? end : -1;
}

/** Where the next `@` or `%40` is at or after `from`, and its length; undefined when there is none. */
function nextSeparator(text: string, from: number): { at: number; length: number } | undefined {
  const plain = text.indexOf('@', from);
  const encoded = text.indexOf('%40', from);
  if (plain < 0 && encoded < 0) return undefined;
  if (encoded < 0 || (plain >= 0 && plain < encoded)) return { at: plain, length: 1 };
  return { at: encoded, length: 3 };
}

/** An address found: its local part and domain, and the separator between them as written. */
export interface FoundEmail {
  local: string;
  separator: string;
  domain: string;
}

/** `text` with every e-mail address replaced by what `replace` answers for it. */
export function replaceEmails(text: string, replace: (email: FoundEmail) => string): string {
  if (!text.includes('@') && !text.includes('%40')) return text;
  let out = '';
  let copied = 0;
  for (let separator = nextSeparator(text, 0); separator; separator = nextSeparator(text, separator.at + separator.length)) {
    const start = localStart(text, separator.at, separator.length === 3);
    const domainStart = separator.at + separator.length;
    const end = start < copied ? -1 : domainEnd(text, domainStart);
    if (start < 0 || end < 0) continue;
    const found = { local: text.slice(start, separator.at), separator: text.slice(separator.at, domainStart), domain: text.slice(domainStart, end) };
    out += text.slice(copied, start) + replace(found);
    copied = end;
  }
  return out + text.slice(copied);
}
