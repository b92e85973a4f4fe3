/**
 * Helpers of the published-site tests: a small world file with one site (two sections, one behind a
 * condition), a server over it, and a visitor that follows nothing on its own (`redirect: 'manual'`).
 */
import { SignJWT } from 'jose';
import { DocPub } from '@docpub/sdk';
import { ControlledClock } from '../../src/core/clock.js';
import { createServer, type ServerOptions } from '../../src/server.js';
import type { WorldFile } from '../../src/worlds/world-file-source.js';

export const START = '2026-01-01T00:00:00.000Z';
export const ORG = 'org-acme';
export const SITE = 'site-docs';
export const KEY = 'k-docs-private-key-0123456789abcdef';
export const OTHER_KEY = 'k-other-private-key-0123456789abcdef';
export const FALLBACK = 'https://auth.example.com/login?from=docs';
export const TOKEN = 't-admin';

/** The world file of these tests; `change` edits it before it is loaded. */
export function worldFile(change: (file: Record<string, any>) => void = () => {}): WorldFile {
  const file: Record<string, any> = {
    format: 'docpub-world/1',
    clock: START,
    users: [{ id: 'u-admin', displayName: 'Ada', tokens: [TOKEN] }],
    organizations: [{ id: ORG, title: 'Acme', hostname: 'acme' }],
    memberships: [{ organizationId: ORG, userId: 'u-admin', role: 'admin' }],
    spaces: [
      {
        id: 'sp-guide',
        organizationId: ORG,
        title: 'Guide',
        pages: [
          { id: 'pg-intro', title: 'Introduction', description: 'Where to start', markdown: 'Welcome, **reader**. See [setup](https://example.com/setup).' },
          { id: 'pg-setup', title: 'Setup', markdown: 'Install it.', pages: [{ id: 'pg-linux', title: 'Linux', markdown: 'apt-get install acme' }] },
          { id: 'pg-hidden', title: 'Secret recipe', hidden: true, markdown: 'Only for those who know the path.' },
          { id: 'pg-quiet', title: 'Quiet page', noIndex: true, markdown: 'Not for search engines.' },
        ],
      },
      { id: 'sp-beta', organizationId: ORG, title: 'Beta guide', pages: [{ id: 'pg-beta', title: 'Beta features', markdown: 'Shiny.' }] },
      { id: 'sp-other', organizationId: ORG, title: 'Other', pages: [{ id: 'pg-other', title: 'Other page', markdown: 'Elsewhere.' }] },
    ],
    sites: [
      {
        id: SITE,
        organizationId: ORG,
        title: 'Acme Docs',
        visibility: 'public',
        published: true,
        basename: 'docs',
        adaptiveContent: true,
        publishingAuth: { privateKey: KEY, fallbackURL: FALLBACK },
      },
      {
        id: 'site-other',
        organizationId: ORG,
        title: 'Other site',
        visibility: 'visitor-auth',
        published: true,
        basename: 'other',
        publishingAuth: { privateKey: OTHER_KEY, fallbackURL: 'https://auth.example.com/other' },
      },
    ],
    siteSections: [
      { id: 'sec-guides', siteId: SITE, title: 'Guides', path: 'guides' },
      { id: 'sec-beta', siteId: SITE, title: 'Beta', path: 'beta', condition: 'visitor.claims.isBetaUser == true' },
    ],
    siteSpaces: [
      { id: 'ss-guide', siteId: SITE, sectionId: 'sec-guides', spaceId: 'sp-guide', path: 'guide' },
      { id: 'ss-beta', siteId: SITE, sectionId: 'sec-beta', spaceId: 'sp-beta', path: 'beta-guide' },
      { id: 'ss-other', siteId: 'site-other', spaceId: 'sp-other', path: 'other' },
    ],
    shareLinks: [{ id: 'sl-partners', siteId: SITE, name: 'Partners', key: 'share-key-partners' }],
  };
  change(file);
  return file as WorldFile;
}

/** The direct URL of the test site in-process. */
export const SITE_URL = 'http://docpub.test/sites/acme.docpub.site/docs';

/** A server over the test world on a controlled clock, an admin client, and a visitor. */
export function siteServer(change?: (file: Record<string, any>) => void, options: ServerOptions<ControlledClock> = {}) {
  // The world file's clock puts the server's clock at START (and lets it run).
  const server = createServer({ validateResponses: true, world: worldFile(change), ...options });
  const admin = new DocPub({ token: TOKEN, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
  /** A visitor's GET: no token, no redirect followed, optional cookies. */
  const visit = (url: string, init: { cookie?: string; method?: string } = {}) =>
    server.fetch(url, { redirect: 'manual', method: init.method ?? 'GET', headers: init.cookie === undefined ? {} : { cookie: init.cookie } });
  return { server, admin, visit };
}

/** A visitor token signed HS256 with `key`, expiring `expiresIn` after `now`. */
export function signToken(key: string, claims: Record<string, unknown> = {}, options: { now?: number; expiresIn?: number; alg?: string } = {}): Promise<string> {
  const now = Math.floor((options.now ?? Date.parse(START)) / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(key));
}

/** The cookie pair (`name=value`) a `set-cookie` header sets. */
export function cookiePair(setCookie: string | null): string {
  if (setCookie === null) throw new Error('no set-cookie');
  return setCookie.split(';')[0]!;
}
