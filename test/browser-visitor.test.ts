/**
 * A visitor of a `visitor-auth` site in a real browser: headless Chromium opens a page of a site the reference
 * server serves over HTTP, is sent to the site's fallback URL — a small auth backend this test starts, built on
 * `@docpub/sdk/visitor` — which signs the visitor's claims and sends them back; the site admits them, and they
 * read the page and the site spaces their claims allow, and not the one they exclude. Keeps a screenshot under
 * test-artifacts/ and fails on any console error.
 *
 * Needs Debian's `chromium`: skipped with the reason without it, except in CI (`CI` set), where it fails.
 */
import { mkdirSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createServer, type DocPubServer } from '@docpub/mock-server';
import { DocPub } from '@docpub/sdk';
import { signVisitorToken, visitorReturnURL } from '@docpub/sdk/visitor';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths.js';
import { launchChromium, skipWithoutChromium } from './support/chromium.js';

const TOKEN = 'visitor-browser-admin-token';
const ORG = 'org-visitors';
/** What the auth backend knows of the visitor who signs in. */
const CLAIMS = { email: 'ada@example.com', plan: 'pro', isBetaUser: false };

/** The world: one organization, three spaces with a page each. */
const WORLD = {
  format: 'docpub-world/1',
  users: [{ id: 'u-admin', displayName: 'Ada', tokens: [TOKEN] }],
  organizations: [{ id: ORG, title: 'Visitors Inc', hostname: 'visitors' }],
  memberships: [{ organizationId: ORG, userId: 'u-admin', role: 'admin' }],
  spaces: [
    { id: 'sp-guide', organizationId: ORG, title: 'Guide', pages: [{ id: 'pg-welcome', title: 'Welcome aboard', markdown: 'Everyone signed in reads **the guide**.' }] },
    { id: 'sp-pro', organizationId: ORG, title: 'Pro handbook', pages: [{ id: 'pg-pro', title: 'Pro features', markdown: 'Only for the pro plan.' }] },
    { id: 'sp-beta', organizationId: ORG, title: 'Beta lab', pages: [{ id: 'pg-beta', title: 'Beta experiments', markdown: 'Only for beta users.' }] },
  ],
};

/** The visitor-auth backend: signs the visitor in (no form: they are Ada) and sends them back with a token. */
function authBackend(site: { url: () => string; privateKey: () => string }, seen: string[]): Promise<Server> {
  const backend = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push(url.pathname);
    if (url.pathname !== '/login') {
      response.writeHead(404).end();
      return;
    }
    signVisitorToken({ privateKey: site.privateKey(), claims: CLAIMS, expiresIn: '15 min' })
      .then((token) => {
        const back = visitorReturnURL({ siteURL: site.url(), location: url.searchParams.get('location'), token });
        response.writeHead(302, { location: back, 'cache-control': 'no-store' }).end();
      })
      .catch((error: unknown) => response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error)));
  });
  return new Promise((resolve) => backend.listen(0, '127.0.0.1', () => resolve(backend)));
}

describe.skipIf(skipWithoutChromium('the visitor browser test'))('a visitor of a visitor-auth site in headless Chromium', () => {
  let browser: Browser;
  let server: DocPubServer;
  let closeServer: () => Promise<void>;
  let backend: Server;
  const backendPaths: string[] = [];
  let siteUrl = '';
  let privateKey = '';
  const spaceUrls: Record<string, string> = {};

  beforeAll(async () => {
    server = createServer({ world: WORLD as never });
    const listening = await server.listen({ port: 0, host: '127.0.0.1' });
    closeServer = listening.close;
    backend = await authBackend({ url: () => siteUrl, privateKey: () => privateKey }, backendPaths);
    const fallbackURL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/login`;

    const admin = new DocPub({ token: TOKEN, baseUrl: server.baseUrl, maxRetries: 0, logLevel: 'off' });
    const site = await admin.sites.create(ORG, { title: 'Visitor docs', visibility: 'visitor-auth', spaces: ['sp-guide', 'sp-pro', 'sp-beta'] });
    await admin.sites.update(ORG, site.id, { adaptiveContent: { enabled: true } });
    await admin.sites.publishingAuth.update(ORG, site.id, { backend: 'custom', fallbackURL });
    for (const siteSpace of await admin.sites.siteSpaces.list(ORG, site.id).toArray()) {
      const condition = { 'sp-pro': 'visitor.claims.plan == "pro"', 'sp-beta': 'visitor.claims.isBetaUser == true' }[siteSpace.space.id];
      if (condition) await admin.sites.siteSpaces.update(ORG, site.id, siteSpace.id, { condition });
    }
    await admin.sites.publish(ORG, site.id);
    siteUrl = (await admin.sites.get(ORG, site.id)).urls.published!;
    privateKey = (await admin.sites.publishingAuth.get(ORG, site.id)).privateKey!;
    for (const siteSpace of await admin.sites.siteSpaces.list(ORG, site.id).toArray()) spaceUrls[siteSpace.space.id] = siteSpace.urls.published!;
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => backend?.close(resolve));
    await closeServer?.();
  });

  it('is sent to the auth backend, comes back signed in, and reads what their claims allow and nothing else', async () => {
    expect(siteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const context = await browser.newContext();
    const consoleErrors: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    context.on('weberror', (error) => consoleErrors.push(error.error().message));
    const page = await context.newPage();

    // The page of the guide: the site sends the stranger to the backend, which signs them in and sends them back.
    const guidePage = `${spaceUrls['sp-guide']}/welcome-aboard`;
    const answer = await page.goto(guidePage);
    expect(backendPaths).toEqual(['/login']);
    expect(answer?.status()).toBe(200);
    expect(page.url()).toBe(guidePage);
    await expect(page.locator('h1').first().textContent()).resolves.toContain('Welcome aboard');
    expect(await page.textContent('body')).toContain('Everyone signed in reads the guide.');

    // The navigation lists what the claims allow (plan "pro") and not the beta lab.
    const navigation = (await page.locator('nav').allTextContents()).join(' ');
    expect(navigation).toContain('Pro handbook');
    expect(navigation).not.toContain('Beta lab');
    expect(await page.content()).not.toContain('Beta experiments');

    const cookies = await context.cookies(siteUrl);
    expect(cookies.map((cookie) => cookie.name)).toContain('docpub-visitor-session');
    const session = cookies.find((cookie) => cookie.name === 'docpub-visitor-session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    mkdirSync(join(repoRoot, 'test-artifacts'), { recursive: true });
    const screenshot = join(repoRoot, 'test-artifacts', 'visitor-auth-site.png');
    await page.screenshot({ path: screenshot, fullPage: true });
    console.log(`screenshot of the signed-in visitor's page: ${screenshot}`);

    // The pro page opens; the beta page is not found, to this visitor, with their session cookie.
    await page.goto(`${spaceUrls['sp-pro']}/pro-features`);
    expect(await page.textContent('body')).toContain('Only for the pro plan.');
    const beta = await context.request.get(`${spaceUrls['sp-beta']}/beta-experiments`, { maxRedirects: 0 });
    expect(beta.status()).toBe(404);
    expect(await beta.text()).not.toContain('Only for beta users.');
    expect(backendPaths).toEqual(['/login']);

    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
