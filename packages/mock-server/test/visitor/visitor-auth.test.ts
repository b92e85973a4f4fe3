/** Visitor authentication: the fallback redirect, admission by jwt_token, the session cookie, and every refusal. */
import { describe, expect, it } from 'vitest';
import { FALLBACK, KEY, ORG, OTHER_KEY, SITE, SITE_URL, cookiePair, signToken, siteServer } from './support.js';

/** The test server with its site under visitor authentication. */
function authServer(change?: (file: Record<string, any>) => void) {
  return siteServer((file) => {
    file.sites[0].visibility = 'visitor-auth';
    change?.(file);
  });
}

/** `location` of a fallback redirect, checked to be one. */
function fallbackLocation(answer: Response): string {
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe('https://auth.example.com/login');
  expect(location.searchParams.get('from')).toBe('docs');
  return location.searchParams.get('location')!;
}

describe('visitor authentication', () => {
  it('sends a visitor without a token to the fallback URL with where they were going, unknown paths included', async () => {
    const { visit, admin } = authServer();
    const root = await visit(SITE_URL);
    expect(fallbackLocation(root)).toBe('');
    expect(root.headers.get('cache-control')).toBe('private');
    expect(root.headers.get('referrer-policy')).toBe('no-referrer');
    expect(fallbackLocation(await visit(`${SITE_URL}/guides/guide/setup?tab=2`))).toBe('guides/guide/setup?tab=2');
    expect(fallbackLocation(await visit(`${SITE_URL}/no/such/page`))).toBe('no/such/page');
    // Repeated slashes collapse: `location` never starts with `/`, so it cannot name another host.
    expect(fallbackLocation(await visit(`${SITE_URL}//evil.example/x`))).toBe('evil.example/x');
    // An encoded slash inside a segment is outside the URL grammar: the 404 page, which names nothing.
    expect((await visit(`${SITE_URL}/%2F%2Fevil.example`)).status).toBe(404);
    // The API tells where visitors sign in: the site's own sign-in start, which leads to the fallback URL.
    const site = await admin.sites.get(ORG, SITE);
    expect(site.urls.login).toBe(`${SITE_URL}/~login`);
    expect(fallbackLocation(await visit(site.urls.login!))).toBe('');
  });

  it('admits a visitor with a valid jwt_token: a session cookie, then the same URL without the token', async () => {
    const { visit, server } = authServer();
    const token = await signToken(KEY, { name: 'Ada' }, { now: server.clock.now(), expiresIn: 600 });
    const admitted = await visit(`${SITE_URL}/guides/guide/setup?tab=2&jwt_token=${token}`);
    expect(admitted.status).toBe(302);
    expect(admitted.headers.get('location')).toBe(`${SITE_URL}/guides/guide/setup?tab=2`);
    const setCookie = admitted.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^docpub-visitor-session=[^;]+; Path=\/sites\/acme\.docpub\.site\/docs; Max-Age=(59\d|600); HttpOnly; SameSite=Lax$/);
    const cookie = cookiePair(setCookie);
    const page = await visit(`${SITE_URL}/guides/guide/setup`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private');
    expect(page.headers.get('vary')).toBe('Cookie');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await page.text()).toContain('<h1>Setup</h1>');
    // The token's claims are visitor.claims: with isBetaUser the beta section opens.
    const beta = await signToken(KEY, { isBetaUser: true }, { now: server.clock.now() });
    const betaCookie = cookiePair((await visit(`${SITE_URL}/beta?jwt_token=${beta}`)).headers.get('set-cookie'));
    expect((await visit(`${SITE_URL}/beta`, { cookie: betaCookie })).status).toBe(200);
    expect((await visit(`${SITE_URL}/beta`, { cookie })).status).toBe(404);
    // The journal says who was admitted and why others were not, never the token.
    const journal = JSON.stringify(server.control.journal());
    expect(journal).toContain('visitor-auth: admitted');
    expect(journal).not.toContain(token);
  });

  it('keeps the session cookie\'s Max-Age an integer of at most 400 days, however far away the token\'s exp', async () => {
    const { visit, server } = authServer();
    for (const expiresIn of [1e22, 1_000 * 86_400, 401 * 86_400 + 0.75]) {
      const token = await signToken(KEY, {}, { now: server.clock.now(), expiresIn });
      const admitted = await visit(`${SITE_URL}?jwt_token=${token}`);
      expect(admitted.status).toBe(302);
      const maxAge = /; Max-Age=([^;]*);/.exec(admitted.headers.get('set-cookie')!)![1]!;
      expect(maxAge, String(expiresIn)).toBe(String(400 * 86_400));
    }
    // Within the bound, the token's remaining lifetime, whole seconds.
    const token = await signToken(KEY, {}, { now: server.clock.now(), expiresIn: 399 * 86_400 });
    const maxAge = /; Max-Age=([^;]*);/.exec((await visit(`${SITE_URL}?jwt_token=${token}`)).headers.get('set-cookie')!)![1]!;
    expect(maxAge).toMatch(/^\d+$/);
    expect(Number(maxAge)).toBeGreaterThan(399 * 86_400 - 5);
    expect(Number(maxAge)).toBeLessThanOrEqual(399 * 86_400);
  });

  it('expires the session with the token by the world clock', async () => {
    const { visit, server } = authServer();
    const token = await signToken(KEY, {}, { now: server.clock.now(), expiresIn: 60 });
    const cookie = cookiePair((await visit(`${SITE_URL}?jwt_token=${token}`)).headers.get('set-cookie'));
    expect((await visit(SITE_URL, { cookie })).status).toBe(200);
    server.control.advanceClock(61_000);
    const expired = await visit(SITE_URL, { cookie });
    expect(fallbackLocation(expired)).toBe('');
    expect(expired.headers.get('set-cookie')).toMatch(/^docpub-visitor-session=; .*Max-Age=0/);
    expect(fallbackLocation(await visit(`${SITE_URL}?jwt_token=${token}`))).toBe('');
    expect(JSON.stringify(server.control.journal())).toContain('token expired');
  });

  it('voids tokens and sessions when the key is regenerated', async () => {
    const { visit, server, admin } = authServer();
    const token = await signToken(KEY, {}, { now: server.clock.now() });
    const cookie = cookiePair((await visit(`${SITE_URL}?jwt_token=${token}`)).headers.get('set-cookie'));
    expect((await visit(SITE_URL, { cookie })).status).toBe(200);
    const renewed = await admin.sites.publishingAuth.regenerate(ORG, SITE);
    expect(fallbackLocation(await visit(SITE_URL, { cookie }))).toBe('');
    expect(fallbackLocation(await visit(`${SITE_URL}?jwt_token=${token}`))).toBe('');
    const fresh = await signToken(renewed.privateKey!, {}, { now: server.clock.now() });
    expect((await visit(`${SITE_URL}?jwt_token=${fresh}`)).headers.get('location')).toBe(SITE_URL);
  });

  it('refuses every bad token and cookie the same way, never with a 5xx, the reason in the journal', async () => {
    const { visit, server } = authServer();
    const now = server.clock.now();
    const valid = await signToken(KEY, { role: 'reader' }, { now });
    const [header, payload, signature] = valid.split('.');
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cases: [string, string, RegExp][] = [
      ['another site’s key', await signToken(OTHER_KEY, {}, { now }), /signature/],
      ['alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`, /algorithm|malformed/],
      ['HS512', await signToken(KEY, {}, { now, alg: 'HS512' }), /algorithm/],
      ['tampered claims', `${header}.${base64url({ role: 'admin', exp: Math.floor(now / 1000) + 60 })}.${signature}`, /signature/],
      ['malformed', 'not.a.token', /malformed/],
      ['empty', '', /malformed|no token/],
      ['huge', 'a'.repeat(20_000), /longer/],
      ['no expiry', await new (await import('jose')).SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(KEY)), /exp/],
      ['expired', await signToken(KEY, {}, { now: now - 7_200_000, expiresIn: 60 }), /expired/],
    ];
    for (const [name, token, reason] of cases) {
      const byQuery = await visit(`${SITE_URL}/guides?jwt_token=${encodeURIComponent(token)}`);
      expect(byQuery.status, name).toBe(302);
      expect(fallbackLocation(byQuery), name).toBe('guides');
      const byCookie = await visit(`${SITE_URL}/guides`, { cookie: `docpub-visitor-session=${token}` });
      expect(byCookie.status, name).toBe(302);
      const entries = server.control.journal();
      expect(entries.at(-1)?.reason, name).toMatch(reason);
      if (token.length > 10) expect(JSON.stringify(entries), name).not.toContain(token);
    }
  });

  it('shows a sign-in page (401) when the site has no fallback URL', async () => {
    const { visit } = authServer((file) => delete file.sites[0].publishingAuth.fallbackURL);
    const answer = await visit(SITE_URL);
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('Sign-in required');
  });

  it('lets a test carry the session cookie over a real port as well', async () => {
    const { server } = authServer();
    const listening = await server.listen();
    try {
      const site = `${new URL(listening.url).origin}/sites/acme.docpub.site/docs`;
      const token = await signToken(KEY, {}, { now: server.clock.now() });
      const admitted = await fetch(`${site}/guides?jwt_token=${token}`, { redirect: 'manual' });
      expect(admitted.headers.get('location')).toBe(`${site}/guides`);
      const page = await fetch(`${site}/guides`, { headers: { cookie: cookiePair(admitted.headers.get('set-cookie')) } });
      expect(page.status).toBe(200);
      expect(new URL(FALLBACK).host).toBe('auth.example.com');
    } finally {
      await listening.close();
    }
  });
});
