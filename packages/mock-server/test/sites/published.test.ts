/** The published profile of a site, and share keys resolving (or not) the URLs of reads. */
import { describe, expect, it } from 'vitest';
import { DOCS_URL, expectError, GROUPS, ORG, SECTIONS, SHARE_KEY, SHARE_LINK, SITE, SITE_SPACES, siteWorld, SPACES } from './support.js';

describe('the published profile', () => {
  it('gives the site, its structure in reading order (sections and groups) and customizations', async () => {
    const { admin } = siteWorld();
    const profile = await admin.sites.getPublished(ORG, SITE);
    expect(profile.object).toBe('published-content-site');
    expect(profile.site).toMatchObject({ id: SITE, published: true, siteSpaces: 3 });
    expect(profile.structure.type).toBe('sections');
    const [guides, reference] = profile.structure.structure;
    expect(guides).toMatchObject({ object: 'site-section', id: SECTIONS.guides, default: true, urls: { published: `${DOCS_URL}/guides` } });
    expect(reference).toMatchObject({ object: 'site-section-group', id: GROUPS.reference, title: 'Reference' });
    if (guides?.object !== 'site-section' || reference?.object !== 'site-section-group') throw new Error('unexpected structure');
    expect(guides.siteSpaces.map((siteSpace) => [siteSpace.id, siteSpace.default, siteSpace.urls.published])).toEqual([
      [SITE_SPACES.handbook, true, `${DOCS_URL}/guides/handbook`],
      [SITE_SPACES.roadmap, false, `${DOCS_URL}/guides/roadmap`],
    ]);
    expect(reference.sections.map((section) => [section.id, section.sectionGroup, section.default])).toEqual([
      [SECTIONS.api, GROUPS.reference, false],
    ]);
    expect(profile.customizations.site).toMatchObject({ title: 'Acme Docs', styling: { theme: 'clean' } });
    expect(Object.keys(profile.customizations.siteSpaces).sort()).toEqual(Object.values(SITE_SPACES).sort());
    expect(profile.customizations.siteSpaces[SITE_SPACES.api]).toMatchObject({ title: 'API reference', styling: { theme: 'clean' } });
    // The analytics integration installed on the handbook injects a script (test/sites/scripts-and-embeds.test.ts).
    expect(profile.scripts.map((script) => script.script)).toEqual([expect.stringContaining('pulse-analytics')]);
  });

  it('lists root site spaces for a site without sections', async () => {
    const { admin } = siteWorld();
    const site = await admin.sites.create(ORG, { title: 'Flat', spaces: [SPACES.handbook, SPACES.api] });
    await admin.sites.publish(ORG, site.id);
    const profile = await admin.sites.getPublished(ORG, site.id);
    expect(profile.structure.type).toBe('siteSpaces');
    expect(profile.structure.structure.map((entry) => [entry.object, entry.object === 'site-space' && entry.default])).toEqual([
      ['site-space', true],
      ['site-space', false],
    ]);
    expect(profile.structure.structure[0]).toMatchObject({ urls: { published: 'http://docpub.test/sites/acme.docpub.site/flat/handbook' } });
  });

  it('is 404 while the site is unpublished', async () => {
    const { admin } = siteWorld();
    await admin.sites.unpublish(ORG, SITE);
    await expectError(admin.sites.getPublished(ORG, SITE), 404, "published site 'site-docs' not found");
    await admin.sites.publish(ORG, SITE);
    await expect(admin.sites.getPublished(ORG, SITE)).resolves.toMatchObject({ site: { id: SITE } });
  });

  it('leaves out site spaces of soft-deleted spaces, and shows them again once restored', async () => {
    const { admin } = siteWorld();
    await admin.spaces.delete(SPACES.roadmap);
    const profile = await admin.sites.getPublished(ORG, SITE);
    const guides = profile.structure.structure[0];
    expect(guides?.object === 'site-section' && guides.siteSpaces.map((siteSpace) => siteSpace.id)).toEqual([SITE_SPACES.handbook]);
    expect(profile.customizations.siteSpaces[SITE_SPACES.roadmap]).toBeUndefined();
    // The management lists still show it, its space marked deleted.
    const listed = await admin.sites.siteSpaces.list(ORG, SITE);
    expect(listed.items.find((siteSpace) => siteSpace.id === SITE_SPACES.roadmap)?.space.deletedAt).toBeDefined();
    await admin.spaces.restore(SPACES.roadmap);
    const again = (await admin.sites.getPublished(ORG, SITE)).structure.structure[0];
    expect(again?.object === 'site-section' && again.siteSpaces.length).toBe(2);
  });
});

describe('share keys', () => {
  it('make every published URL of the profile carry ?share=<key>', async () => {
    const { admin } = siteWorld();
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    const profile = await admin.sites.getPublished(ORG, SITE, { shareKey: SHARE_KEY });
    expect(profile.site.urls.published).toBe(`${DOCS_URL}?share=${SHARE_KEY}`);
    const guides = profile.structure.structure[0];
    if (guides?.object !== 'site-section') throw new Error('unexpected structure');
    expect(guides.urls.published).toBe(`${DOCS_URL}/guides?share=${SHARE_KEY}`);
    expect(guides.siteSpaces[0]!.urls.published).toBe(`${DOCS_URL}/guides/handbook?share=${SHARE_KEY}`);
  });

  it('resolve in the section and site-space lists too', async () => {
    const { admin } = siteWorld();
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    const sections = await admin.sites.sections.list(ORG, SITE, { shareKey: SHARE_KEY });
    expect(sections.items.map((section) => section.urls.published)).toEqual([
      `${DOCS_URL}/guides?share=${SHARE_KEY}`,
      `${DOCS_URL}/api?share=${SHARE_KEY}`,
    ]);
    const siteSpaces = await admin.sites.siteSpaces.list(ORG, SITE, { shareKey: SHARE_KEY, default: true });
    expect(siteSpaces.items.map((siteSpace) => siteSpace.urls.published)).toEqual([
      `${DOCS_URL}/guides/handbook?share=${SHARE_KEY}`,
      `${DOCS_URL}/api/api-reference?share=${SHARE_KEY}`,
    ]);
  });

  it('resolve nothing when unknown, of another site, of an inactive link, or of a site that is not share-link', async () => {
    const { admin } = siteWorld();
    // Under any other visibility a share key opens nothing: the demo site is public.
    await expectError(admin.sites.getPublished(ORG, SITE, { shareKey: SHARE_KEY }), 404, 'shareKey');
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    await expectError(admin.sites.getPublished(ORG, SITE, { shareKey: 'guess' }), 404, 'share link for this shareKey');
    await expectError(admin.sites.sections.list(ORG, SITE, { shareKey: 'guess' }), 404, 'shareKey');
    await expectError(admin.sites.siteSpaces.list(ORG, SITE, { shareKey: 'guess' }), 404, 'shareKey');
    await expectError(admin.sites.redirects.lookup(ORG, SITE, { source: '/old-api', shareKey: 'guess' }), 404, 'shareKey');

    const other = await admin.sites.create(ORG, { title: 'Other', spaces: [SPACES.handbook], visibility: 'share-link' });
    await admin.sites.publish(ORG, other.id);
    await expectError(admin.sites.getPublished(ORG, other.id, { shareKey: SHARE_KEY }), 404, 'shareKey');

    await admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { active: false });
    await expectError(admin.sites.getPublished(ORG, SITE, { shareKey: SHARE_KEY }), 404, 'shareKey');
    await admin.sites.shareLinks.update(ORG, SITE, SHARE_LINK, { active: true });
    await expect(admin.sites.getPublished(ORG, SITE, { shareKey: SHARE_KEY })).resolves.toMatchObject({ object: 'published-content-site' });
    await admin.sites.shareLinks.delete(ORG, SITE, SHARE_LINK);
    await expectError(admin.sites.getPublished(ORG, SITE, { shareKey: SHARE_KEY }), 404, 'shareKey');
  });

  it('of a new link resolve like the demo one', async () => {
    const { admin } = siteWorld();
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    const link = await admin.sites.shareLinks.create(ORG, SITE, { name: 'Press' });
    const key = new URL(link.urls.published!).searchParams.get('share')!;
    const profile = await admin.sites.getPublished(ORG, SITE, { shareKey: key });
    expect(profile.site.urls.published).toBe(link.urls.published);
  });
});
