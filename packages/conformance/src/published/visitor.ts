/**
 * An anonymous visitor of published sites: the suite's browser without a browser. It sends no API token, keeps
 * the cookies sites set (per visitor, per origin), follows no redirect (a redirect's `Location` is asserted, not
 * visited), and fetches only URLs at or below a published URL the target's API answered — never a URL a
 * `Location`, a page or a guess made up.
 */
import { ExpectationFailure, SkipScenario } from '../check/failures.js';
import type { Secrets } from '../check/secrets.js';
import type { FetchFunction } from '../targets/target.js';

/** One answer of a published site. */
export interface Visit {
  status: number;
  headers: Headers;
  /** The `Location` header, when there was one (absolute or as sent). */
  location: string | undefined;
  /** The body as text. */
  text: string;
}

/** The published URLs the target's API answered in one scenario: what visitors may fetch. */
export class PublishedUrls {
  readonly #roots: URL[] = [];

  /** Registers a URL the API answered (a site's, a site space's, a share link's `urls.published`). */
  add(url: string): void {
    const parsed = new URL(url);
    parsed.hash = '';
    this.#roots.push(parsed);
  }

  /** Whether `url` is one of them, or below one (same origin, a path at or below its path). */
  allows(url: URL): boolean {
    return this.#roots.some((root) => {
      if (url.origin !== root.origin || url.username !== '' || url.password !== '') return false;
      const folder = root.pathname.endsWith('/') ? root.pathname : `${root.pathname}/`;
      return url.pathname === root.pathname || url.pathname.startsWith(folder);
    });
  }
}

/** What a visitor is made of. */
export interface VisitorInit {
  fetch: FetchFunction;
  published: PublishedUrls;
  secrets: Secrets;
}

/** A visitor without an account: a cookie jar and nothing else. */
export class Visitor {
  readonly #init: VisitorInit;
  /** origin → cookie name → value. */
  readonly #jar = new Map<string, Map<string, string>>();

  constructor(init: VisitorInit) {
    this.#init = init;
  }

  /**
   * GETs `url` as this visitor. Fails when `url` is not a published URL of the target (or below one); skips the
   * scenario when nothing answers there at all (the target serves no published sites).
   */
  async get(url: string): Promise<Visit> {
    const target = new URL(url);
    if (!this.#init.published.allows(target)) {
      throw new ExpectationFailure(
        `the URL to visit ${this.#init.secrets.redact(target.href)}`,
        'a published URL the target’s API answered (or a page below one)',
        'another URL: not visited',
      );
    }
    const headers = new Headers({ accept: 'text/html, text/markdown;q=0.9, */*;q=0.1' });
    const cookie = this.#cookieHeader(target.origin);
    if (cookie) headers.set('cookie', cookie);
    let response: Response;
    try {
      response = await this.#init.fetch(target.href, { method: 'GET', headers, redirect: 'manual' });
    } catch (error) {
      throw new SkipScenario(
        `nothing answers at the published URL ${target.origin}${target.pathname} (${this.#init.secrets.redact(causeOf(error))}): the target does not serve published sites here`,
      );
    }
    this.#keepCookies(target.origin, response.headers);
    const location = response.headers.get('location') ?? undefined;
    for (const value of this.#jar.get(target.origin)?.values() ?? []) this.#init.secrets.add(value);
    return { status: response.status, headers: response.headers, location, text: await response.text() };
  }

  /** The value of the cookie `name` this visitor holds for `origin`, if any. */
  cookie(origin: string, name: string): string | undefined {
    return this.#jar.get(origin)?.get(name);
  }

  /** Whether this visitor holds any cookie for `origin`. */
  hasCookies(origin: string): boolean {
    return (this.#jar.get(origin)?.size ?? 0) > 0;
  }

  #cookieHeader(origin: string): string | undefined {
    const cookies = this.#jar.get(origin);
    if (!cookies || cookies.size === 0) return undefined;
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  // A cookie jar as small as the suite needs: name and value per origin; Max-Age=0 or an Expires in the past
  // removes the cookie. Path, Secure and SameSite are the browser test's to check, not this client's.
  #keepCookies(origin: string, headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      const cookies = this.#jar.get(origin) ?? new Map<string, string>();
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
      this.#jar.set(origin, cookies);
    }
  }
}

function causeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${message}${cause}`;
}
