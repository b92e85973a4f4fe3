/**
 * Keeps the caller's token out of everything the SDK hands back or writes down: errors, their causes and
 * log lines. Scrubbing by value (not only the `Authorization` header) also catches a token a server or a
 * fetch implementation echoes in a message.
 */

export const REDACTED = '[redacted]';

/** Headers whose whole value is a credential. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);
const MAX_DEPTH = 8;

/**
 * Secrets shorter than this are not scrubbed by value: replacing every `t` of a message for a token `t` would
 * garble it without protecting anything (such a token is a test fixture). Credential headers are still
 * redacted by name whatever the length.
 */
export const MIN_SCRUBBED_LENGTH = 8;

/** Replaces every occurrence of each secret in `text`. */
export function scrubText(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SCRUBBED_LENGTH && result.includes(secret)) result = result.split(secret).join(REDACTED);
  }
  return result;
}

/** A copy of `value` (plain data: strings, arrays, plain objects) with every secret replaced. */
export function scrub<T>(value: T, secrets: readonly string[], depth = 0): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = scrub(item, secrets, depth + 1);
  return copy as T;
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
