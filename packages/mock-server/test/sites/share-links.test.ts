/** Share links: create (name 1..50), start active, patch active and name, delete; URLs carry the key. */
import { describe, expect, it } from 'vitest';
import { all, chars, DOCS_URL, expectError, expectNoChange, ORG, SHARE_KEY, SHARE_LINK, SITE, siteWorld } from './support.js';

const keyOf = (url: string) => new URL(url).searchParams.get('share');

describe('share links', () => {
  it('start active, with a random secret key in their published URL', async () => {
    const { admin, server } = siteWorld();
    const { data: link, response } = await admin.sites.shareLinks.create(ORG, SITE, { name: 'Press' }).withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.baseUrl}/orgs/${ORG}/sites/${SITE}/share-links/${link.id}`);
    expect(link).toMatchObject({ object: 'share-link', name: 'Press', active: true, createdAt: new Date(server.clock.now()).toISOString() });
    expect(link.urls.published?.startsWith(`${DOCS_URL}?share=`)).toBe(true);
    const key = keyOf(link.urls.published!)!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    const second = await admin.sites.shareLinks.create(ORG, SITE, { name: 'Press' });
    expect(keyOf(second.urls.published!)).not.toBe(key);
    expect((await all(admin.sites.shareLinks.list(ORG, SITE))).map((l) => l.id)).toEqual([SHARE_LINK, link.id, second.id]);
  });

  it('need a name of 1..50 characters', async () => {
    const { admin, server } = siteWorld();
    await expect(admin.sites.shareLinks.create(ORG, SITE, { name: chars(1) })).resolves.toMatchObject({ name: 'a' });
    await expect(admin.sites.shareLinks.create(ORG, SITE, { name: chars(50) })).resolves.toMatchObject({ name: chars(50) });
    await expectNoChange(server, async () => {
      await expectError(admin.sites.shareLinks.create(ORG, SITE, {} as never), 400, 'name: is required');
      await expectError(admin.sites.shareLinks.create(ORG, SITE, { name: '' }), 400, 'name: must be 1 to 50 characters');
      await expectError(admin.sites.shareLinks.create(ORG, SITE, { name: chars(51) }), 400, 'name: must be 1 to 50 characters');
      await expectError(admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { name: chars(51) }), 400, 'name: must be 1 to 50');
      await expectError(admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { active: 'no' as never }), 400, 'active: must be true or false');
    });
  });

  it('are renamed, deactivated and reactivated by PATCH, keeping their key', async () => {
    const { admin } = siteWorld();
    const renamed = await admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { name: 'Resellers' });
    expect(renamed).toMatchObject({ name: 'Resellers', active: true, urls: { published: `${DOCS_URL}?share=${SHARE_KEY}` } });
    expect(await admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { active: false })).toMatchObject({ name: 'Resellers', active: false });
    expect((await admin.sites.shareLinks.list(ORG, SITE)).items[0]!.active).toBe(false);
    expect(await admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { active: true })).toMatchObject({ active: true });
  });

  it('are deleted', async () => {
    const { admin } = siteWorld();
    await admin.sites.shareLinks.delete(ORG, SITE, SHARE_LINK);
    expect((await admin.sites.shareLinks.list(ORG, SITE)).count).toBe(0);
    await expectError(admin.sites.shareLinks.delete(ORG, SITE, SHARE_LINK), 404, `share link '${SHARE_LINK}'`);
    await expectError(admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { active: true }), 404);
  });

  it('belong to one site', async () => {
    const { admin } = siteWorld();
    const other = await admin.sites.create(ORG, { title: 'Other' });
    await expectError(admin.sites.shareLinks.update(ORG, other.id, SHARE_LINK, { active: false }), 404);
    expect((await admin.sites.shareLinks.list(ORG, other.id)).count).toBe(0);
  });
});
