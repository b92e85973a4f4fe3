/**
 * Credentials inside URLs (`https://user:token@host/repo.git`, as git sync bodies carry them) must never be
 * stored, returned or logged (design.md §6). These helpers blank the user-info part of every URL in a text or
 * in any JSON value.
 */

// The user-info runs from `//` to the LAST `@` before the path, so a password containing a stray `@` is
// blanked whole rather than leaking its tail.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^/\s?#"'<>]*@/gi;

// Hosts also take an access token in the query (GitLab's `?private_token=`), which is why git sync stores
// URLs without their query; the journal must blank those values as well.
const QUERY_CREDENTIALS = /([?&](?:private_token|access_token|oauth_token|token|password|secret)=)[^&#\s"'<>]*/gi;

/** What stands in for removed credentials. */
export const REDACTED = '***';

/**
 * `https://user:pass@host/x?private_token=t` → `https://***@host/x?private_token=***`, for every URL in
 * `text`.
 */
export function redactUrlCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, `$1${REDACTED}@`).replace(QUERY_CREDENTIALS, `$1${REDACTED}`);
}

/** A copy of a JSON value with credentials blanked in every string (keys included). */
export function redactDeep(value: unknown): unknown {
  if (typeof value === 'string') return redactUrlCredentials(value);
  if (Array.isArray(value)) return value.map(redactDeep);
  if (typeof value === 'object' && value !== null) {
    // fromEntries makes own properties: a key named `__proto__` is copied, not made the copy's prototype.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redactUrlCredentials(key), redactDeep(item)]));
  }
  return value;
}
