/** Where a visitor-auth backend sends a signed-in visitor: back to the site, never anywhere else. */
import { InvalidArgumentError } from '../errors/invalid-argument-error.js';

/** What {@link visitorReturnURL} needs. */
export interface VisitorReturnURLOptions {
  /** The site's published URL (`site.urls.published`). */
  siteURL: string | URL;
  /**
   * Where the visitor was going: the `location` query parameter the site put on its redirect to your fallback
   * URL. DocPub sends a path below the site's URL (`guides/install?tab=2`); an absolute path (`/…`) or an
   * absolute URL on the site is taken as well. Absent or empty: the site's home. Anything outside the site
   * (another host, scheme or port, or a path outside the site's own) is refused.
   */
  location?: string | null;
  /** The visitor token, from {@link signVisitorToken}. */
  token: string;
}

/**
 * Builds the URL to send a signed-in visitor back to: the page they were going to (`location`) on the site,
 * with the token in the `jwt_token` query parameter. The site checks the token, keeps the visitor signed in
 * by a cookie, and sends them on to the same URL without it.
 *
 * `location` arrives from the visitor's browser, so anyone can write one: a `location` on another host than
 * the site's, or outside the site's path, is refused rather than followed — a backend that redirected there
 * would hand the visitor's token to a stranger (an open redirect).
 *
 * @throws {@link InvalidArgumentError} when `siteURL` is not an http(s) URL, `location` is outside the site,
 *   or `token` is empty.
 * @example
 * ```ts
 * import { signVisitorToken, visitorReturnURL } from '@docpub/sdk/visitor';
 *
 * // In the handler of your fallback URL, once the visitor has signed in:
 * const token = await signVisitorToken({ privateKey, claims: { plan: 'pro' } });
 * const back = visitorReturnURL({ siteURL: site.urls.published!, location: request.query.location, token });
 * response.redirect(302, back);
 * ```
 * @category Visitor authentication
 */
export function visitorReturnURL(options: VisitorReturnURLOptions): string {
  const { siteURL, location, token } = options;
  if (typeof token !== 'string' || token.length === 0) throw new InvalidArgumentError('visitorReturnURL: token is required');
  const site = parseSiteURL(siteURL);
  // Relative locations are below the site's URL, which is read as a folder ('docs' + 'a' = 'docs/a').
  const folder = new URL(site);
  if (!folder.pathname.endsWith('/')) folder.pathname += '/';
  const target = location ? parseOrNull(location, folder) : new URL(site);
  if (target === null || !isWithinSite(target, site)) {
    throw new InvalidArgumentError(
      `visitorReturnURL: location ${JSON.stringify(String(location).slice(0, 200))} is not a page of the site ${site.origin}${site.pathname}; refused to send a visitor token there`,
    );
  }
  target.searchParams.delete('jwt_token');
  target.searchParams.append('jwt_token', token);
  return target.href;
}

function parseSiteURL(siteURL: string | URL): URL {
  let site: URL;
  try {
    site = new URL(siteURL);
  } catch {
    throw new InvalidArgumentError(`visitorReturnURL: siteURL ${JSON.stringify(String(siteURL))} is not a URL`);
  }
  if (site.protocol !== 'https:' && site.protocol !== 'http:') {
    throw new InvalidArgumentError(`visitorReturnURL: siteURL must be an http(s) URL (got ${site.protocol})`);
  }
  site.search = '';
  site.hash = '';
  return site;
}

// `URL.parse` would do, but older edge runtimes lack it.
function parseOrNull(location: string, base: URL): URL | null {
  try {
    return new URL(location, base);
  } catch {
    return null;
  }
}

/** Same scheme, host and port, no credentials, and a path at or below the site's. */
function isWithinSite(target: URL, site: URL): boolean {
  if (target.origin !== site.origin || target.username !== '' || target.password !== '') return false;
  const root = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  return target.pathname === site.pathname || target.pathname.startsWith(root);
}
