/**
 * `@docpub/sdk/visitor` against the reference server: a token it signs with a site's private key is admitted,
 * the URL it builds from the fallback's `location` leads back to the page the visitor wanted, and the server's
 * clock (advanceClock) expires the session at the token's `expiresIn`.
 */
import { createServer, DEMO } from '@docpub/mock-server';
import { DocPub } from '@docpub/sdk';
import { signVisitorToken, visitorReturnURL } from '@docpub/sdk/visitor';
import { describe, expect, it } from 'vitest';

const FALLBACK = 'https://auth.example.com/login';

async function visitorAuthSite() {
  const server = createServer();
  const admin = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
  await admin.sites.update(DEMO.organization, DEMO.sites.docs, { visibility: 'visitor-auth' });
  await admin.sites.publishingAuth.update(DEMO.organization, DEMO.sites.docs, { backend: 'custom', fallbackURL: FALLBACK });
  const site = await admin.sites.get(DEMO.organization, DEMO.sites.docs);
  const { privateKey } = await admin.sites.publishingAuth.get(DEMO.organization, DEMO.sites.docs);
  const siteSpace = (await admin.sites.siteSpaces.list(DEMO.organization, DEMO.sites.docs).toArray()).find((each) => each.space.id === DEMO.spaces.api);
  /** A visitor's GET: no token, no redirect followed. */
  const visit = (url: string, cookie?: string) => server.fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { server, siteUrl: site.urls.published!, privateKey: privateKey!, apiUrl: siteSpace!.urls.published!, visit };
}

describe('visitor tokens of @docpub/sdk/visitor at the reference server', () => {
  it('are admitted, and the return URL leads to the page the visitor was going to', async () => {
    const { siteUrl, privateKey, apiUrl, visit } = await visitorAuthSite();
    const wanted = `${apiUrl}?tab=2`;
    const refused = await visit(wanted);
    expect(refused.status).toBe(302);
    const location = new URL(refused.headers.get('location')!).searchParams.get('location');
    expect(location).not.toBeNull();

    const token = await signVisitorToken({ privateKey, claims: { plan: 'pro' }, expiresIn: '30 min' });
    const admission = await visit(visitorReturnURL({ siteURL: siteUrl, location, token }));
    expect(admission.status).toBe(302);
    expect(admission.headers.get('location')).toBe(wanted);
    const cookie = admission.headers.get('set-cookie')!.split(';')[0]!;
    expect((await visit(wanted, cookie)).status).toBe(200);
  });

  it('a token signed with another key is refused; the session ends at expiresIn on the server’s clock', async () => {
    const { server, siteUrl, privateKey, apiUrl, visit } = await visitorAuthSite();
    const forged = await signVisitorToken({ privateKey: `${privateKey}-not`, claims: {} });
    const refused = await visit(visitorReturnURL({ siteURL: siteUrl, location: '', token: forged }));
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toMatch(/^https:\/\/auth\.example\.com\/login\?/);

    const now = Date.parse(server.control.now());
    const token = await signVisitorToken({ privateKey, expiresIn: 60, now });
    const admission = await visit(visitorReturnURL({ siteURL: siteUrl, location: '', token }));
    expect(admission.status).toBe(302);
    const cookie = admission.headers.get('set-cookie')!.split(';')[0]!;
    expect((await visit(apiUrl, cookie)).status).toBe(200);
    server.control.advanceClock(61_000);
    const expired = await visit(apiUrl, cookie);
    expect(expired.status).toBe(302);
    expect(expired.headers.get('location')).toMatch(/^https:\/\/auth\.example\.com\/login\?/);
  });
});
