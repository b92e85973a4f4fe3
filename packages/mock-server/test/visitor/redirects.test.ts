/** Site redirects as visitors meet them: each destination kind, permanent or not, wildcards, no open redirect. */
import { describe, expect, it } from 'vitest';
import { ORG, SITE, SITE_URL, siteServer } from './support.js';

describe('site redirects', () => {
  it('send a visitor to each kind of destination, 308 when permanent and 307 otherwise', async () => {
    const { visit, admin } = siteServer();
    const create = (source: string, destination: Record<string, string>, extra: Record<string, boolean> = {}) =>
      admin.sites.redirects.create(ORG, SITE, { source, destination: destination as never, ...extra });
    await create('/to-section', { kind: 'site-section', siteSectionId: 'sec-guides' }, { permanent: true });
    await create('/to-space', { kind: 'site-space', siteSpaceId: 'ss-guide' });
    await create('/to-page', { kind: 'site-page', siteSpaceId: 'ss-guide', pageId: 'pg-linux' });
    await create('/to-path', { kind: 'path', spaceId: 'sp-guide', path: 'setup' });
    await create('/to-external', { kind: 'external', url: 'https://blog.example.com/posts' });
    await create('/draft', { kind: 'site-space', siteSpaceId: 'ss-guide' }, { draft: true });
    for (const [source, status, location] of [
      ['/to-section', 308, `${SITE_URL}/guides`],
      ['/to-space', 307, `${SITE_URL}/guides/guide`],
      ['/to-page', 307, `${SITE_URL}/guides/guide/setup/linux`],
      ['/to-path', 307, `${SITE_URL}/guides/guide/setup`],
      ['/to-external', 307, 'https://blog.example.com/posts'],
    ] as const) {
      const answer = await visit(`${SITE_URL}${source}`);
      expect(answer.status, source).toBe(status);
      expect(answer.headers.get('location'), source).toBe(location);
      if (location.startsWith(SITE_URL)) expect((await visit(location)).status, location).toBe(200);
    }
    // A draft is not live; a path below a source without captureWildcard is not the source.
    expect((await visit(`${SITE_URL}/draft`)).status).toBe(404);
    expect((await visit(`${SITE_URL}/to-space/more`)).status).toBe(404);
    // A change shows on the next request.
    const redirect = (await admin.sites.redirects.list(ORG, SITE)).items.find((entry) => entry.source === '/to-space')!;
    await admin.sites.redirects.update(ORG, SITE, redirect.id, { permanent: true });
    expect((await visit(`${SITE_URL}/to-space`)).status).toBe(308);
  });

  it('append what a wildcard captured, and keep the share key on a share-link site', async () => {
    const { visit, admin } = siteServer();
    await admin.sites.redirects.create(ORG, SITE, { source: '/old', destination: { kind: 'site-space', siteSpaceId: 'ss-guide' }, captureWildcard: true });
    await admin.sites.redirects.create(ORG, SITE, { source: '/ext', destination: { kind: 'external', url: 'https://example.com/base/' }, captureWildcard: true });
    expect((await visit(`${SITE_URL}/old/setup/linux`)).headers.get('location')).toBe(`${SITE_URL}/guides/guide/setup/linux`);
    expect((await visit(`${SITE_URL}/old`)).headers.get('location')).toBe(`${SITE_URL}/guides/guide`);
    expect((await visit(`${SITE_URL}/ext/a%20b/c`)).headers.get('location')).toBe('https://example.com/base/a%20b/c');
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    expect((await visit(`${SITE_URL}/old/setup`)).status).toBe(404);
    expect((await visit(`${SITE_URL}/old/setup?share=share-key-partners`)).headers.get('location')).toBe(`${SITE_URL}/guides/guide/setup?share=share-key-partners`);
  });

  it('never lead to another host through what a visitor types', async () => {
    const { visit, admin } = siteServer();
    await admin.sites.redirects.create(ORG, SITE, { source: '/old', destination: { kind: 'site-space', siteSpaceId: 'ss-guide' }, captureWildcard: true });
    for (const path of ['/old//evil.example', '/old/..//evil.example', '/old/%2F%2Fevil.example', '/old/./\\evil.example', '/old/%5C%5Cevil.example', '/old/https:%2F%2Fevil.example']) {
      const answer = await visit(`${SITE_URL}${path}`);
      const location = answer.headers.get('location');
      if (location === null) continue;
      expect(new URL(location).origin, path).toBe('http://docpub.test');
      expect(location.startsWith(`${SITE_URL}/`), path).toBe(true);
      expect(location, path).not.toMatch(/^[^:]+:\/\/[^/]+\/\//);
    }
  });
});
