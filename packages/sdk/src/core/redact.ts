/**
 * Keeps the caller's tokens out of everything the SDK hands back or writes down: errors, their causes, log
 * lines and the bodies handed to `onValidationIssues`. Scrubbing by value (not only the `Authorization` header)
 * also catches a token a server or a fetch implementation echoes in a message. Every token is scrubbed whatever
 * its length: a short one garbles the text where its characters happen to appear, which is the lesser harm.
 */

import { base64Spellings } from './base64-spellings.js';

export const REDACTED = '[redacted]';

/** Headers whose whole value is a credential. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

/** Headers whose value carries a token after its scheme (`Bearer …`, `Basic …`). */
const AUTHORIZATION_HEADERS = new Set(['authorization', 'proxy-authorization']);

/**
 * The tokens a set of headers carries: each `Authorization` or `Proxy-Authorization` value, and its
 * credentials without the scheme, so an echo of either form is scrubbed.
 */
export function tokensIn(headers: Readonly<Record<string, string>> | Headers | undefined): string[] {
  if (headers === undefined) return [];
  const found: string[] = [];
  const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries) {
    if (!AUTHORIZATION_HEADERS.has(name.toLowerCase()) || typeof value !== 'string') continue;
    const credentials = value.replace(/^\S+\s+/, '').trim();
    if (credentials !== '') found.push(credentials);
  }
  return found;
}

/**
 * `known` with each of `more` not in it yet, and its base64 spellings (a token echoed inside `Basic …` or an
 * encoded `Authorization` header), longest first (so a token holding another, or a whole encoding holding a
 * stretch of one, is replaced whole); `known` itself when nothing is new.
 */
export function withSecrets(known: readonly string[], more: readonly string[]): readonly string[] {
  const spelled = more.filter((secret) => secret !== '' && !known.includes(secret)).flatMap((secret) => [secret, ...base64Spellings(secret)]);
  const added = spelled.filter((secret, index) => secret !== '' && !known.includes(secret) && spelled.indexOf(secret) === index);
  return added.length === 0 ? known : [...known, ...added].sort((a, b) => b.length - a.length);
}

/**
 * Replaces every occurrence of each secret in `text`, as written or encoded: percent-encoded (once or twice,
 * any hex case, any mix of encoded and plain characters, `+` for a space) or with `\uXXXX` escapes, as URLs,
 * query strings and echoed JSON carry it. A {@link REDACTED} already there stays whole, so text scrubbed twice
 * (or by a short token whose letters it holds) reads the same as text scrubbed once.
 */
export function scrubText(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret === '') continue;
    // Encoded forms need a `%` or a `\`; most texts have neither, and skip the pattern.
    const encoded = result.includes('%') || result.includes('\\');
    if (!encoded && !result.includes(secret)) continue;
    const replace = (part: string) => {
      let out = part.includes(secret) ? part.split(secret).join(REDACTED) : part;
      if (encoded) out = out.replace(encodedPattern(secret), REDACTED);
      return out;
    };
    result = result.includes(REDACTED) ? result.split(REDACTED).map(replace).join(REDACTED) : replace(result);
  }
  return result;
}

const patterns = new Map<string, RegExp>();
// Each token comes with its base64 spellings (about 15 in all): room for a few tokens' patterns.
const MAX_CACHED_PATTERNS = 64;

/** A pattern matching `secret` with each character plain or encoded; built once per secret. */
function encodedPattern(secret: string): RegExp {
  let pattern = patterns.get(secret);
  if (!pattern) {
    pattern = new RegExp([...secret].map(characterPattern).join(''), 'g');
    if (patterns.size >= MAX_CACHED_PATTERNS) patterns.clear();
    patterns.set(secret, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

const encoder = new TextEncoder();

function characterPattern(character: string): string {
  const bytes = [...encoder.encode(character)];
  const percent = bytes.map((byte) => `%(?:25)?${hexPattern(byte)}`).join('');
  const alternatives = [character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), percent];
  const code = character.codePointAt(0) ?? 0;
  if (code <= 0xffff) alternatives.push(`\\\\u${hexPattern(code >> 8)}${hexPattern(code & 0xff)}`);
  if (character === ' ') alternatives.push('\\+');
  return `(?:${alternatives.join('|')})`;
}

/** Two hex digits of `byte`, either case. */
function hexPattern(byte: number): string {
  return [...byte.toString(16).padStart(2, '0')].map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit)).join('');
}

/**
 * A copy of `value` (plain data: strings, arrays, plain objects) with every secret replaced, at any depth:
 * the walk keeps its own stack, so no nesting is too deep for it, and shared or cyclic parts are copied once.
 */
export function scrub<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (!isContainer(value)) return value;
  const copies = new Map<object, Record<string, unknown> | unknown[]>();
  const pending: object[] = [value];
  const copyOf = (item: unknown): unknown => {
    if (typeof item === 'string') return scrubText(item, secrets);
    if (!isContainer(item)) return item;
    let copy = copies.get(item);
    if (!copy) {
      copy = Array.isArray(item) ? [] : {};
      copies.set(item, copy);
      pending.push(item);
    }
    return copy;
  };
  copies.set(value, Array.isArray(value) ? [] : {});
  while (pending.length > 0) {
    const source = pending.pop()!;
    const target = copies.get(source)!;
    if (Array.isArray(source)) {
      for (const item of source) (target as unknown[]).push(copyOf(item));
    } else {
      for (const [key, item] of Object.entries(source)) {
        // A key like `__proto__` must stay a key, not become the copy's prototype.
        Object.defineProperty(target, scrubText(key, secrets), { value: copyOf(item), enumerable: true, writable: true, configurable: true });
      }
    }
  }
  return copies.get(value) as T;
}

/** Arrays and plain objects: what JSON parsing yields, and all the SDK copies. */
function isContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Headers as a plain object with lower-cased names, credentials replaced by {@link REDACTED}. */
export function redactHeaders(
  headers: Headers | Record<string, string>,
  secrets: readonly string[],
): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  const result: Record<string, string> = {};
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    result[lower] = CREDENTIAL_HEADERS.has(lower) ? REDACTED : scrubText(value, secrets);
  }
  return result;
}

/**
 * A token-free stand-in for an error caught from `fetch` or a hook, to keep as a `cause`: its name, message,
 * `code` and cause chain survive (they explain ECONNREFUSED and friends), while properties that may hold the
 * request — and so its `Authorization` header — do not.
 */
export function sanitizeError(error: unknown, secrets: readonly string[], depth = 0): Error | undefined {
  if (error === undefined || error === null || depth > 3) return undefined;
  const source = error instanceof Error ? error : undefined;
  const message = scrubText(source ? source.message : describeThrown(error), secrets);
  const copy = new Error(message, { cause: sanitizeError(source?.cause, secrets, depth + 1) });
  if (copy.cause === undefined) delete (copy as { cause?: unknown }).cause;
  Object.defineProperty(copy, 'name', { value: source?.name ?? 'Error', enumerable: false, configurable: true });
  const code = (source as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' || typeof code === 'number') Object.assign(copy, { code });
  copy.stack = source?.stack ? scrubText(source.stack, secrets) : `${copy.name}: ${message}`;
  return copy;
}

function describeThrown(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
