/** Visibility as visitors meet it: public, unlisted, share links; changes take effect on the next request. */
import { describe, expect, it } from 'vitest';
import { ORG, SITE, SITE_URL, siteServer } from './support.js';

describe('site visibility', () => {
  it('public: indexable, unless the page asks not to be', async () => {
    const { visit } = siteServer();
    const page = await visit(SITE_URL);
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await page.text()).not.toContain('name="robots"');
    const quiet = await visit(`${SITE_URL}/guides/guide/quiet-page`);
    expect(quiet.headers.get('x-robots-tag')).toBe('noindex');
    expect(await quiet.text()).toContain('<meta name="robots" content="noindex">');
    expect((await visit(`${SITE_URL}/guides/guide/quiet-page.md`)).headers.get('x-robots-tag')).toBe('noindex');
    expect(await (await visit(`${SITE_URL}/robots.txt`)).text()).toBe('User-agent: *\nAllow: /\n');
  });

  it('unlisted: served to anyone, never indexed; the change shows on the next request', async () => {
    const { visit, admin } = siteServer();
    await admin.sites.update(ORG, SITE, { visibility: 'unlisted' });
    for (const url of [SITE_URL, `${SITE_URL}/guides/guide/setup.md`, `${SITE_URL}/llms.txt`]) {
      const answer = await visit(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('x-robots-tag'), url).toBe('noindex');
    }
    expect(await (await visit(`${SITE_URL}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
    const space = await admin.spaces.get('sp-guide');
    expect(space.visibility).toBe('unlisted');
    expect(space.urls.public).toBeUndefined();
    expect(space.urls.published).toBe(`${SITE_URL}/guides/guide`);
  });

  it('share-link: only a visitor with an active key of the site; anything else is the 404 page', async () => {
    const { visit, admin, server } = siteServer();
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    const link = (await admin.sites.shareLinks.list(ORG, SITE)).items[0]!;
    // The URL the API gave is followed as is.
    const page = await visit(link.urls.published!);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    // Every link of the page keeps the key, so the reader stays inside.
    expect(html).toContain(`href="${SITE_URL}/guides/guide/setup?share=share-key-partners"`);
    const notFound = await (await visit(`${SITE_URL}/no-such-page`)).text();
    for (const url of [SITE_URL, `${SITE_URL}?share=guess`, `${SITE_URL}/guides/guide/setup.md`, `${SITE_URL}/llms.txt`]) {
      const answer = await visit(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.text(), url).toBe(notFound);
    }
    // Another site's key opens nothing here.
    const other = await admin.sites.shareLinks.create(ORG, 'site-other', { name: 'Elsewhere' });
    expect((await visit(`${SITE_URL}?share=${new URL(other.urls.published!).searchParams.get('share')}`)).status).toBe(404);
    // Deactivated, then deleted: locked out on the next request.
    await admin.sites.shareLinks.update(ORG, SITE, link.id, { active: false });
    expect((await visit(link.urls.published!)).status).toBe(404);
    await admin.sites.shareLinks.update(ORG, SITE, link.id, { active: true });
    expect((await visit(link.urls.published!)).status).toBe(200);
    await admin.sites.shareLinks.delete(ORG, SITE, link.id);
    expect((await visit(link.urls.published!)).status).toBe(404);
    // The journal keeps no share key.
    const journal = JSON.stringify(server.control.journal());
    expect(journal).toContain('/sites/acme.docpub.site/docs');
    expect(journal).not.toContain('share-key-partners');
  });

  it('follows the urls.published the API gives for the site, its sections, site spaces and spaces', async () => {
    const { visit, admin } = siteServer();
    const site = await admin.sites.get(ORG, SITE);
    expect(site.urls.published).toBe(SITE_URL);
    const urls = [site.urls.published!];
    for (const section of (await admin.sites.sections.list(ORG, SITE)).items) {
      if (section.id === 'sec-beta') continue;
      urls.push(section.urls.published!);
      for (const siteSpace of section.siteSpaces) urls.push(siteSpace.urls.published!);
    }
    urls.push((await admin.spaces.get('sp-guide')).urls.published!);
    urls.push((await admin.spaces.get('sp-guide')).urls.public!);
    for (const url of urls) expect((await visit(url)).status, url).toBe(200);
    // A space reads as its site shows it.
    await admin.sites.update(ORG, SITE, { visibility: 'visitor-auth' });
    const space = await admin.spaces.get('sp-guide');
    expect(space.visibility).toBe('visitor-auth');
    expect(space.visitorAuth).toEqual({ backend: 'custom' });
    expect(space.urls.public).toBeUndefined();
  });
});
