/**
 * Who may read a published site (docs/published-sites.md, "Visibility" and "Visitor authentication"):
 * `public` and `unlisted` sites anyone; a `share-link` site whoever presents an active key of its own (anyone
 * else meets the 404 page); a `visitor-auth` site whoever presents a token signed with its current key, in the
 * query (admitted, then sent on without it, with the session cookie) or in the session cookie. Everyone else is
 * sent to the site's fallback URL with `location`. A refusal's reason is for the journal, never the token.
 */
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { SHARE_PARAMETER } from '../domain/sites/urls.js';
import type { SiteRecord } from '../store/site-records.js';
import type { Store } from '../store/store.js';
import { clearedSessionCookie, parseCookies, publicClaims, SESSION_COOKIE, SIGNED_CLAIMS_COOKIE, PUBLIC_CLAIMS_COOKIE, sessionCookie } from './cookies.js';
import { HTML, redirectAnswer, textAnswer, type Exposure } from './headers.js';
import { sitePath, type SiteLinks } from './links.js';
import { renderNotFound, renderSignInRequired } from './render.js';
import { verifyVisitorToken } from './tokens.js';

/** The query parameter a visitor-auth backend sends its token in. */
export const TOKEN_PARAMETER = 'jwt_token';
/** The query parameter of the fallback URL that says where the visitor was going. */
export const LOCATION_PARAMETER = 'location';

/** A visitor let in: the claims they carry and the share key their links keep. */
export interface Admitted {
  admitted: true;
  claims: Record<string, unknown>;
  shareKey?: string;
  exposure: Exposure;
}

/** A visitor answered at the gate (404, a redirect, a sign-in page), and why. */
export interface Stopped {
  admitted: false;
  response: PlainResponse;
  reason?: string;
}

export interface GateInput {
  store: Store;
  site: SiteRecord;
  request: PlainRequest;
  links: SiteLinks;
  /** The decoded path segments below the site. */
  rest: readonly string[];
  nowMs: number;
  /** Whether the session cookie is sent with `Secure` (an https published origin). */
  secure: boolean;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The 404 page of a site of this exposure. */
export function notFoundAnswer(exposure: Exposure): PlainResponse {
  return textAnswer(404, renderNotFound(), { ...exposure, indexable: false }, HTML);
}

/** The query of a request without the parameters named, as `?a=b` (empty when nothing is left). */
export function queryWithout(query: PlainRequest['query'], ...names: string[]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (names.includes(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

async function signedClaims(site: SiteRecord, cookie: string | undefined, nowMs: number): Promise<Record<string, unknown>> {
  if (cookie === undefined) return {};
  const verified = await verifyVisitorToken(cookie, site.publishingAuth.privateKey, nowMs);
  return verified.ok ? verified.claims : {};
}

/** `visitor.claims`: the claims cookie's verified claims under the visitor-auth token's, the unsigned ones under `unsigned`. */
async function claimsOf(input: GateInput, cookies: Map<string, string>, authClaims: Record<string, unknown>): Promise<Record<string, unknown>> {
  const signed = await signedClaims(input.site, cookies.get(SIGNED_CLAIMS_COOKIE), input.nowMs);
  return { ...signed, ...authClaims, unsigned: publicClaims(cookies.get(PUBLIC_CLAIMS_COOKIE)) };
}

/** Lets the visitor in, or answers them. */
export async function gate(input: GateInput): Promise<Admitted | Stopped> {
  const { site, request } = input;
  const cookies = parseCookies(request.headers.cookie);
  const personal = site.adaptiveContent;
  switch (site.visibility) {
    case 'share-link': {
      const exposure = { gated: true, indexable: false, personal };
      const key = single(request.query[SHARE_PARAMETER]);
      const opens = key !== undefined && [...input.store.data.shareLinks.values()].some((link) => link.siteId === site.id && link.key === key && link.active);
      if (!opens) return { admitted: false, response: notFoundAnswer(exposure), reason: key === undefined ? 'share-link site: no share key' : 'share-link site: the key opens nothing' };
      return { admitted: true, claims: await claimsOf(input, cookies, {}), shareKey: key, exposure };
    }
    case 'visitor-auth':
      return visitorAuth(input, cookies);
    default:
      return {
        admitted: true,
        claims: await claimsOf(input, cookies, {}),
        exposure: { gated: false, indexable: site.visibility === 'public', personal },
      };
  }
}

async function visitorAuth(input: GateInput, cookies: Map<string, string>): Promise<Admitted | Stopped> {
  const { site, request, links } = input;
  const key = site.publishingAuth.privateKey;
  const exposure: Exposure = { gated: true, indexable: false };
  const path = sitePath(links);
  if (request.query[TOKEN_PARAMETER] !== undefined) {
    const token = single(request.query[TOKEN_PARAMETER]) ?? '';
    const verified = await verifyVisitorToken(token, key, input.nowMs);
    if (!verified.ok) return refuse(input, `visitor-auth: ${verified.reason}`);
    // Sent on to the same place without the token, on the site's own origin: never another host.
    const location = links.below(input.rest) + queryWithout(request.query, TOKEN_PARAMETER);
    const cookie = sessionCookie(token, path, verified.expiresAt - input.nowMs / 1000, input.secure);
    return { admitted: false, response: redirectAnswer(302, location, exposure, { 'set-cookie': cookie }), reason: 'visitor-auth: admitted' };
  }
  const session = cookies.get(SESSION_COOKIE);
  if (session === undefined || session === '') return refuse(input, 'visitor-auth: no token');
  const verified = await verifyVisitorToken(session, key, input.nowMs);
  if (!verified.ok) return refuse(input, `visitor-auth: session cookie: ${verified.reason}`, clearedSessionCookie(path, input.secure));
  return { admitted: true, claims: await claimsOf(input, cookies, verified.claims), exposure: { ...exposure, personal: true } };
}

/** Where the visitor was going, for the fallback URL: the path below the site and the query, no token. */
export function locationOf(rest: readonly string[], query: PlainRequest['query']): string {
  return rest.map(encodeURIComponent).join('/') + queryWithout(query, TOKEN_PARAMETER);
}

/** Sends a visitor without a valid token to the fallback URL (with `location`), or shows the sign-in page. */
export function refuse(input: GateInput, reason: string, setCookie?: string): Stopped {
  const exposure: Exposure = { gated: true, indexable: false };
  const extra: Record<string, string> = setCookie === undefined ? {} : { 'set-cookie': setCookie };
  const fallback = fallbackUrl(input.site);
  if (fallback === undefined) return { admitted: false, response: textAnswer(401, renderSignInRequired(), exposure, HTML, extra), reason };
  fallback.searchParams.set(LOCATION_PARAMETER, locationOf(input.rest, input.request.query));
  return { admitted: false, response: redirectAnswer(302, fallback.toString(), exposure, extra), reason };
}

function fallbackUrl(site: SiteRecord): URL | undefined {
  const text = site.publishingAuth.fallbackURL;
  if (text === undefined) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
