/**
 * The headers every answer to a visitor carries (docs/published-sites.md, "What every answer carries"): a
 * Content-Security-Policy under which no script runs, whatever a page's content holds, and what keeps gated
 * pages out of shared caches, other sites' referrers and search indexes. Forms may submit to the site's own origin
 * only (the search form, a GET).
 */
import type { PlainResponse } from '../core/types.js';

export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export const HTML = 'text/html; charset=utf-8';
export const MARKDOWN = 'text/markdown; charset=utf-8';
export const TEXT = 'text/plain; charset=utf-8';

/** How an answer is to be treated: gated (share-link, visitor-auth) and whether search engines may index it. */
export interface Exposure {
  gated: boolean;
  indexable: boolean;
  /** The answer depends on the visitor's cookies (adaptive content) even on an open site. */
  personal?: boolean;
}

/** Headers of an answer of this exposure. */
export function visitorHeaders(exposure: Exposure, contentType?: string): Record<string, string> {
  return {
    ...(contentType === undefined ? {} : { 'content-type': contentType }),
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    ...(exposure.indexable ? {} : { 'x-robots-tag': 'noindex' }),
    ...(exposure.gated || exposure.personal ? { 'cache-control': 'private', vary: 'Cookie' } : { 'cache-control': 'no-cache' }),
    'referrer-policy': exposure.gated ? 'no-referrer' : 'strict-origin-when-cross-origin',
  };
}

/** A text answer (HTML, markdown, plain). */
export function textAnswer(status: number, text: string, exposure: Exposure, contentType: string, extra: Record<string, string> = {}): PlainResponse {
  return { status, headers: { ...visitorHeaders(exposure, contentType), ...extra }, text };
}

/** A redirect to an absolute URL. */
export function redirectAnswer(status: 302 | 307 | 308, location: string, exposure: Exposure, extra: Record<string, string> = {}): PlainResponse {
  return { status, headers: { ...visitorHeaders(exposure), location, ...extra } };
}
