/**
 * Cookies a visitor's browser sends and the session cookie of visitor authentication
 * (docs/published-sites.md, "Visitor authentication").
 */

/** The cookie that keeps a visitor admitted to a `visitor-auth` site: it holds the verified token. */
export const SESSION_COOKIE = 'docpub-visitor-session';
/** Signed claims set by the owner's application (a JWT verified with the site's key). */
export const SIGNED_CLAIMS_COOKIE = 'gitbook-visitor-token';
/** Unsigned claims set by the owner's application (JSON), read as `visitor.claims.unsigned`. */
export const PUBLIC_CLAIMS_COOKIE = 'gitbook-visitor-public';

/** The longest cookie header read; the rest is ignored. */
const MAX_COOKIE_HEADER = 16 * 1024;

/** The cookies of a `cookie` header by name (the first of a repeated name wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (header === undefined) return cookies;
  for (const part of header.slice(0, MAX_COOKIE_HEADER).split(';')) {
    const cut = part.indexOf('=');
    if (cut < 0) continue;
    const name = part.slice(0, cut).trim();
    if (name !== '' && !cookies.has(name)) cookies.set(name, part.slice(cut + 1).trim());
  }
  return cookies;
}

/** The unsigned claims of the public cookie: its JSON object (URL-encoded or not), else `{}`. */
export function publicClaims(value: string | undefined): Record<string, unknown> {
  if (value === undefined || value.length > 4096) return {};
  for (const text of [value, safeDecode(value)]) {
    if (text === undefined) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // not JSON as is: try decoded
    }
  }
  return {};
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The longest a session cookie lives: 400 days, the cap browsers put on `Max-Age` (RFC 6265bis). A token may name
 * an `exp` centuries away (`1e22`), which would print as `Max-Age=1e+22`, a value browsers ignore.
 */
export const MAX_SESSION_SECONDS = 400 * 24 * 60 * 60;

/** `Max-Age` for `seconds` of lifetime: whole seconds, from 0 to {@link MAX_SESSION_SECONDS}. */
function maxAge(seconds: number): number {
  if (Number.isNaN(seconds) || seconds <= 0) return 0;
  return Math.min(MAX_SESSION_SECONDS, Math.floor(seconds));
}

/** `Set-Cookie` of the session: the token, scoped to the site's path, for the token's remaining lifetime (capped). */
export function sessionCookie(token: string, sitePath: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=${sitePath}; Max-Age=${maxAge(maxAgeSeconds)}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `Set-Cookie` that removes the session cookie (one that no longer verifies). */
export function clearedSessionCookie(sitePath: string, secure: boolean): string {
  return sessionCookie('', sitePath, 0, secure);
}
