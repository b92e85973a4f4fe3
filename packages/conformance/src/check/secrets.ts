/**
 * Secrets a scenario handles (a site's private key, the visitor tokens it signs, share keys, cookies) kept out
 * of every report: each is registered the moment the scenario learns it, and whatever a report may show of the
 * scenario (its failure, its skip reason, its warnings) is rewritten without them.
 */

/** What a secret is replaced with in a report. */
export const REDACTED = '‹redacted›';

// Query parameters that carry a secret in a published URL, whatever their value: redacted even before the
// value is known to the scenario (a Location header, say).
const SECRET_PARAMETERS = /([?&](?:jwt_token|share|shareKey|token|key)=)[^&#\s"'<>]*/gi;

/**
 * The marker in a query value, percent-encoded: a URL (a recap's `curl` line) stays one a shell and a server
 * accept, and replays as a request with a key that opens nothing.
 */
const REDACTED_IN_URL = encodeURIComponent(REDACTED);

/** The secrets of one scenario. */
export class Secrets {
  readonly #values = new Set<string>();

  /** Registers `value` (ignored when too short to be a secret: it would redact ordinary words). */
  add(value: string | undefined | null): void {
    if (typeof value === 'string' && value.length >= 8) {
      this.#values.add(value);
      // The forms a URL or a header gives it.
      this.#values.add(encodeURIComponent(value));
      this.#values.add(new URLSearchParams({ v: value }).toString().slice(2));
    }
  }

  /** `text` without any registered secret, nor any value of a secret-carrying query parameter. */
  redact(text: string): string {
    let result = text.replace(SECRET_PARAMETERS, `$1${REDACTED_IN_URL}`);
    // Longest first, so a secret containing another is replaced whole.
    for (const value of [...this.#values].sort((a, b) => b.length - a.length)) result = result.split(value).join(REDACTED);
    return result;
  }

  /** A copy of `value` with every string in it redacted (objects and arrays walked). */
  redactDeep<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((item: unknown) => this.redactDeep(item)) as T;
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.redactDeep(item)])) as T;
    }
    return value;
  }
}
