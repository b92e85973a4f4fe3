/** Sites themselves: list filters, create defaults, get, patch, delete, publish and unpublish, counts. */
import { describe, expect, it } from 'vitest';
import { all, chars, DOCS_URL, expectError, expectNoChange, ORG, SECTIONS, SITE, SITE_SPACES, siteWorld, SPACES } from './support.js';

describe('creating a site', () => {
  it('defaults to an unpublished basic public site whose spaces become root site spaces, the first the default', async () => {
    const { admin, server } = siteWorld();
    const { data: site, response } = await admin.sites
      .create(ORG, { title: 'Partner portal', spaces: [SPACES.roadmap, SPACES.handbook] })
      .withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(site.urls.location);
    expect(site).toMatchObject({
      object: 'site',
      type: 'basic',
      visibility: 'public',
      published: false,
      title: 'Partner portal',
      basename: 'partner-portal',
      siteSpaces: 2,
      createdAt: new Date(server.clock.now()).toISOString(),
    });
    // Absent until published, and again once unpublished.
    expect(site.urls.published).toBeUndefined();
    const published = await admin.sites.publish(ORG, site.id);
    expect(published).toMatchObject({ urls: { published: 'http://docpub.test/sites/acme.docpub.site/partner-portal' } });
    expect((await admin.sites.unpublish(ORG, site.id)).urls.published).toBeUndefined();
    const siteSpaces = await all(admin.sites.siteSpaces.list(ORG, site.id));
    expect(siteSpaces.map((siteSpace) => [siteSpace.space.id, siteSpace.default, siteSpace.section])).toEqual([
      [SPACES.roadmap, true, undefined],
      [SPACES.handbook, false, undefined],
    ]);
  });

  it('takes the type and visibility given, and makes a taken basename unique', async () => {
    const { admin } = siteWorld();
    const site = await admin.sites.create(ORG, { title: 'Docs', type: 'premium', visibility: 'share-link' });
    expect(site).toMatchObject({ type: 'premium', visibility: 'share-link', basename: 'docs-2', siteSpaces: 0 });
  });

  it('accepts a title of 2 and 128 characters and refuses 1 and 129, naming the field', async () => {
    const { admin, server } = siteWorld();
    await expect(admin.sites.create(ORG, { title: chars(2) })).resolves.toMatchObject({ title: chars(2) });
    await expect(admin.sites.create(ORG, { title: chars(128) })).resolves.toMatchObject({ title: chars(128) });
    await expectNoChange(server, async () => {
      await expectError(admin.sites.create(ORG, { title: chars(1) }), 400, 'title: must be 2 to 128 characters');
      await expectError(admin.sites.create(ORG, { title: chars(129) }), 400, 'title: must be 2 to 128 characters');
    });
  });

  it('refuses unknown, soft-deleted, foreign and repeated spaces without creating anything', async () => {
    const { admin, server, clientFor } = siteWorld();
    await admin.spaces.delete(SPACES.internal);
    await clientFor('outsider').spaces.get(SPACES.globex);
    await expectNoChange(server, async () => {
      await expectError(admin.sites.create(ORG, { spaces: [SPACES.handbook, 'nope'] }), 404, "spaces.1 space 'nope'");
      await expectError(admin.sites.create(ORG, { spaces: [SPACES.internal] }), 404, 'spaces.0');
      await expectError(admin.sites.create(ORG, { spaces: [SPACES.globex] }), 404, `spaces.0 space '${SPACES.globex}' not found`);
      await expectError(admin.sites.create(ORG, { spaces: [SPACES.api, SPACES.api] }), 400, 'spaces.1: ');
      await expectError(admin.sites.create(ORG, { type: 'gold' as 'basic' }), 400, 'type: must be one of');
    });
  });
});

describe('listing sites', () => {
  async function threeSites() {
    const world = siteWorld();
    const { admin } = world;
    const premium = await admin.sites.create(ORG, { title: 'Premium handbook', type: 'premium', spaces: [SPACES.handbook] });
    const ultimate = await admin.sites.create(ORG, { title: 'Ultimate', type: 'ultimate', spaces: [SPACES.roadmap] });
    await admin.sites.publish(ORG, ultimate.id);
    return { ...world, premium, ultimate };
  }

  it('lists the organization’s sites in creation order with their site-space counts', async () => {
    const { admin, premium, ultimate } = await threeSites();
    const page = await admin.sites.list(ORG);
    expect(page.count).toBe(3);
    expect(page.items.map((site) => [site.id, site.siteSpaces])).toEqual([
      [SITE, 3],
      [premium.id, 1],
      [ultimate.id, 1],
    ]);
  });

  it('filters by space, title (case-insensitive, contained), published and type', async () => {
    const { admin, premium, ultimate } = await threeSites();
    const ids = async (query: Parameters<typeof admin.sites.list>[1]) =>
      (await all(admin.sites.list(ORG, query))).map((site) => site.id);
    expect(await ids({ space: SPACES.handbook })).toEqual([SITE, premium.id]);
    expect(await ids({ space: SPACES.internal })).toEqual([]);
    expect(await ids({ title: 'HANDBOOK' })).toEqual([premium.id]);
    expect(await ids({ published: true })).toEqual([SITE, ultimate.id]);
    expect(await ids({ published: false })).toEqual([premium.id]);
    expect(await ids({ type: ['premium', 'ultimate'] })).toEqual([premium.id, ultimate.id]);
    expect(await ids({ type: ['basic'], published: true })).toEqual([SITE]);
    await expectError(admin.sites.list(ORG, { type: ['gold' as 'basic'] }), 400, 'type');
  });

  it('does not show another organization’s sites', async () => {
    const { clientFor } = siteWorld();
    const outsider = clientFor('outsider');
    await outsider.sites.create('globex', { title: 'Globex docs' });
    expect((await all(outsider.sites.list('globex'))).map((site) => site.title)).toEqual(['Globex docs']);
    await expectError(outsider.sites.get('globex', SITE), 404, "site 'site-docs'");
  });
});

describe('changing a site', () => {
  it('patches title, visibility, basename and adaptive content, keeping what is omitted', async () => {
    const { admin } = siteWorld();
    const site = await admin.sites.update(ORG, SITE, { title: 'Acme Help', visibility: 'unlisted' });
    expect(site).toMatchObject({ title: 'Acme Help', visibility: 'unlisted', basename: 'docs', adaptiveContent: { enabled: false } });
    const again = await admin.sites.update(ORG, SITE, { basename: 'help', adaptiveContent: { enabled: true } });
    expect(again).toMatchObject({ title: 'Acme Help', visibility: 'unlisted', basename: 'help', adaptiveContent: { enabled: true } });
    expect(again.urls.published).toBe('http://docpub.test/sites/acme.docpub.site/help');
    expect(await admin.sites.get(ORG, SITE)).toEqual(again);
  });

  it('keeps basenames 1..100 and unique in the organization (409)', async () => {
    const { admin, server } = siteWorld();
    const other = await admin.sites.create(ORG, { title: 'Other' });
    await expect(admin.sites.update(ORG, other.id, { basename: chars(1) })).resolves.toMatchObject({ basename: 'a' });
    await expect(admin.sites.update(ORG, other.id, { basename: chars(100) })).resolves.toMatchObject({ basename: chars(100) });
    await expectNoChange(server, async () => {
      await expectError(admin.sites.update(ORG, other.id, { basename: '' }), 400, 'basename: must be 1 to 100 characters');
      await expectError(admin.sites.update(ORG, other.id, { basename: chars(101) }), 400, 'basename: must be 1 to 100');
      await expectError(admin.sites.update(ORG, other.id, { basename: 'docs', title: 'Renamed' }), 409, "basename: 'docs'");
      await expectError(admin.sites.update(ORG, other.id, { title: chars(129) }), 400, 'title: must be 2 to 128');
    });
    // Its own basename is no clash.
    await expect(admin.sites.update(ORG, SITE, { basename: 'docs' })).resolves.toMatchObject({ basename: 'docs' });
  });

  it('sets a proxy ({origin, target}, published there) and removes it with null', async () => {
    const { admin, server } = siteWorld();
    const proxied = await admin.sites.update(ORG, SITE, { proxy: 'help.acme.com/docs' });
    expect(proxied.proxy).toEqual({ origin: 'https://help.acme.com/docs', target: DOCS_URL });
    expect(proxied.urls.published).toBe('https://help.acme.com/docs');
    const sections = await admin.sites.sections.list(ORG, SITE);
    expect(sections.items[0]!.urls.published).toBe('https://help.acme.com/docs/guides');
    await expectNoChange(server, async () => {
      await expectError(admin.sites.update(ORG, SITE, { proxy: 'not a host' }), 400, 'proxy: must match');
      await expectError(admin.sites.update(ORG, SITE, { proxy: 'https://user:pw@help.acme.com' }), 400, 'proxy');
      await expectError(admin.sites.update(ORG, SITE, { proxy: '' }), 400, 'proxy');
    });
    const plain = await admin.sites.update(ORG, SITE, { proxy: null });
    expect(plain.proxy).toBeUndefined();
    expect(plain.urls.published).toBe(DOCS_URL);
  });

  it('changes the default section and the default site space of the default section', async () => {
    const { admin } = siteWorld();
    await admin.sites.update(ORG, SITE, { defaultSiteSpace: SITE_SPACES.roadmap });
    let sections = (await admin.sites.sections.list(ORG, SITE)).items;
    expect(sections.find((section) => section.id === SECTIONS.guides)!.siteSpaces.map((s) => [s.id, s.default])).toEqual([
      [SITE_SPACES.handbook, false],
      [SITE_SPACES.roadmap, true],
    ]);
    // Both at once: the site space must sit in the new default section.
    await admin.sites.update(ORG, SITE, { defaultSiteSection: SECTIONS.api, defaultSiteSpace: SITE_SPACES.api });
    sections = (await admin.sites.sections.list(ORG, SITE)).items;
    expect(sections.map((section) => [section.id, section.default])).toEqual([
      [SECTIONS.guides, false],
      [SECTIONS.api, true],
    ]);
  });

  it('refuses a default that is unknown or outside the default section, changing nothing', async () => {
    const { admin, server } = siteWorld();
    await expectNoChange(server, async () => {
      await expectError(admin.sites.update(ORG, SITE, { defaultSiteSection: 'nope' }), 404, "defaultSiteSection section 'nope'");
      await expectError(admin.sites.update(ORG, SITE, { defaultSiteSpace: 'nope', title: 'New' }), 404, 'defaultSiteSpace');
      await expectError(
        admin.sites.update(ORG, SITE, { defaultSiteSpace: SITE_SPACES.api, title: 'New' }),
        400,
        'defaultSiteSpace: site space',
      );
    });
  });

  it('sets the root default of a site without sections', async () => {
    const { admin } = siteWorld();
    const site = await admin.sites.create(ORG, { title: 'Root', spaces: [SPACES.handbook, SPACES.roadmap] });
    const [first, second] = await all(admin.sites.siteSpaces.list(ORG, site.id));
    await admin.sites.update(ORG, site.id, { defaultSiteSpace: second!.id });
    const defaults = await all(admin.sites.siteSpaces.list(ORG, site.id, { default: true }));
    expect(defaults.map((siteSpace) => siteSpace.id)).toEqual([second!.id]);
    expect(first!.default).toBe(true);
  });
});

describe('publishing', () => {
  it('publishes and unpublishes, answering the site; repeating either changes nothing', async () => {
    const { admin } = siteWorld();
    const site = await admin.sites.create(ORG, { title: 'Fresh', spaces: [SPACES.handbook] });
    expect(await admin.sites.publish(ORG, site.id)).toMatchObject({ id: site.id, published: true });
    expect(await admin.sites.publish(ORG, site.id)).toMatchObject({ published: true });
    expect((await admin.sites.get(ORG, site.id)).published).toBe(true);
    expect(await admin.sites.unpublish(ORG, site.id)).toMatchObject({ published: false });
    expect(await admin.sites.unpublish(ORG, site.id)).toMatchObject({ published: false });
    await expectError(admin.sites.getPublished(ORG, site.id), 404, 'published site');
  });
});

describe('deleting a site', () => {
  it('removes it with its structure, redirects and share links; the spaces remain', async () => {
    const { admin, server } = siteWorld();
    await admin.sites.delete(ORG, SITE);
    await expectError(admin.sites.get(ORG, SITE), 404, "site 'site-docs'");
    await expectError(admin.sites.sections.list(ORG, SITE), 404);
    const data = server.store.data;
    const left = [data.siteSections, data.siteSectionGroups, data.siteSpaces, data.siteRedirects, data.shareLinks].map((t) => t.size);
    expect(left).toEqual([0, 0, 0, 0, 0]);
    await expect(admin.spaces.get(SPACES.handbook)).resolves.toMatchObject({ id: SPACES.handbook });
    await expectError(admin.sites.delete(ORG, SITE), 404);
  });
});

describe('site-space counts', () => {
  it('follow site spaces being added, removed and purged with their space', async () => {
    const { admin, server } = siteWorld();
    const created = await admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.internal });
    expect((await admin.sites.get(ORG, SITE)).siteSpaces).toBe(4);
    await admin.sites.siteSpaces.delete(ORG, SITE, created.id);
    expect((await admin.sites.get(ORG, SITE)).siteSpaces).toBe(3);
    await admin.spaces.delete(SPACES.roadmap);
    // Soft-deleted: the site space stays (restorable) …
    expect((await admin.sites.get(ORG, SITE)).siteSpaces).toBe(3);
    server.control.advanceClock(7 * 24 * 60 * 60 * 1000);
    // … and goes with the space when it is purged.
    expect((await admin.sites.get(ORG, SITE)).siteSpaces).toBe(2);
    await expectError(admin.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.roadmap, { path: 'x' }), 404);
  });
});
