/** Site redirects: source rules, uniqueness per site, patch, delete, and lookup by exact source. */
import { describe, expect, it } from 'vitest';
import { all, chars, DOCS_URL, expectError, expectUnchanged, ORG, REDIRECTS, SECTIONS, SHARE_KEY, SITE, siteWorld } from './support.js';

const toSection = (siteSectionId: string) => ({ kind: 'site-section' as const, siteSectionId });

describe('creating a redirect', () => {
  it('stores a source and a destination (a section or a URL), with a Location', async () => {
    const { admin, server } = siteWorld();
    const { data: redirect, response } = await admin.sites.redirects
      .create(ORG, SITE, { source: '/old/guides', destination: toSection(SECTIONS.guides) })
      .withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.baseUrl}/orgs/${ORG}/sites/${SITE}/redirects/${redirect.id}`);
    expect(redirect).toEqual({ object: 'site-redirect', id: redirect.id, source: '/old/guides', destination: toSection(SECTIONS.guides) });
    const outside = await admin.sites.redirects.create(ORG, SITE, { source: '/blog', destination: { kind: 'url', url: 'https://blog.acme.com/' } });
    expect(outside.destination).toEqual({ kind: 'url', url: 'https://blog.acme.com/' });
    expect((await all(admin.sites.redirects.list(ORG, SITE))).map((r) => r.id)).toEqual([REDIRECTS.oldApi, redirect.id, outside.id]);
  });

  it('holds the source pattern and its 512 limit at the edges', async () => {
    const { admin, server } = siteWorld();
    const create = (source: string) => admin.sites.redirects.create(ORG, SITE, { source, destination: toSection(SECTIONS.api) });
    const longest = `/${chars(511)}`;
    await expect(create(longest)).resolves.toMatchObject({ source: longest });
    await expect(create('/ab')).resolves.toMatchObject({ source: '/ab' });
    await expect(create('/a-b_c.d/e')).resolves.toMatchObject({ source: '/a-b_c.d/e' });
    await expectUnchanged(server, async () => {
      await expectError(create(`/${chars(512)}`), 400, 'source: must be at most 512 characters');
      for (const bad of ['/a', 'no-slash', '/trailing/', '/spa ce', '/émoji', '/q?x=1']) {
        await expectError(create(bad), 400, 'source: must match');
      }
      await expectError(admin.sites.redirects.create(ORG, SITE, { source: '/ok' } as never), 400, 'destination: is required');
      await expectError(
        admin.sites.redirects.create(ORG, SITE, { source: '/ok', destination: { kind: 'page' } } as never),
        400,
        'destination.kind: must be one of site-section, url',
      );
      await expectError(
        admin.sites.redirects.create(ORG, SITE, { source: '/ok', destination: { kind: 'url', url: 'not a url' } }),
        400,
        'destination.url',
      );
    });
  });

  it('keeps sources unique per site (409) and refuses unknown sections, changing nothing', async () => {
    const { admin, server } = siteWorld();
    await expectUnchanged(server, async () => {
      await expectError(admin.sites.redirects.create(ORG, SITE, { source: '/old-api', destination: toSection(SECTIONS.guides) }), 409, "source: '/old-api'");
      await expectError(
        admin.sites.redirects.create(ORG, SITE, { source: '/fresh', destination: toSection('nope') }),
        404,
        "destination.siteSectionId section 'nope'",
      );
    });
    // Another site may redirect the same source.
    const other = await admin.sites.create(ORG, { title: 'Other', spaces: [] });
    const section = await admin.sites.sections.create(ORG, other.id, { spaceId: 'space-handbook' });
    await expect(admin.sites.redirects.create(ORG, other.id, { source: '/old-api', destination: toSection(section.id) })).resolves.toMatchObject({
      source: '/old-api',
    });
  });
});

describe('patching and deleting a redirect', () => {
  it('changes source and destination, checking uniqueness and the section first', async () => {
    const { admin, server } = siteWorld();
    const patched = await admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: '/v1-api' });
    expect(patched).toMatchObject({ source: '/v1-api', destination: toSection(SECTIONS.api) });
    expect(await admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { destination: toSection(SECTIONS.guides) })).toMatchObject({
      source: '/v1-api',
      destination: toSection(SECTIONS.guides),
    });
    await admin.sites.redirects.create(ORG, SITE, { source: '/taken', destination: toSection(SECTIONS.api) });
    await expectUnchanged(server, async () => {
      await expectError(admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: '/taken' }), 409, "source: '/taken'");
      await expectError(admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: '/new', destination: toSection('nope') }), 404);
      await expectError(admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: 'bad' }), 400, 'source: must match');
      await expectError(admin.sites.redirects.update(ORG, SITE, 'nope', { source: '/new' }), 404, "redirect 'nope'");
    });
    // Its own source is no clash.
    await expect(admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: '/v1-api' })).resolves.toMatchObject({ source: '/v1-api' });
  });

  it('deletes, after which the source is free again', async () => {
    const { admin } = siteWorld();
    await admin.sites.redirects.delete(ORG, SITE, REDIRECTS.oldApi);
    await expectError(admin.sites.redirects.lookup(ORG, SITE, { source: '/old-api' }), 404);
    await expectError(admin.sites.redirects.delete(ORG, SITE, REDIRECTS.oldApi), 404);
    await expect(admin.sites.redirects.create(ORG, SITE, { source: '/old-api', destination: toSection(SECTIONS.guides) })).resolves.toBeDefined();
  });
});

describe('looking a redirect up', () => {
  it('answers {redirect, target} for the exact source, the target being the destination’s published URL', async () => {
    const { admin } = siteWorld();
    const found = await admin.sites.redirects.lookup(ORG, SITE, { source: '/old-api' });
    expect(found).toEqual({
      redirect: { object: 'site-redirect', id: REDIRECTS.oldApi, source: '/old-api', destination: toSection(SECTIONS.api) },
      target: `${DOCS_URL}/api`,
    });
    const shared = await admin.sites.redirects.lookup(ORG, SITE, { source: '/old-api', shareKey: SHARE_KEY });
    expect(shared.target).toBe(`${DOCS_URL}/api?share=${SHARE_KEY}`);
    await admin.sites.redirects.create(ORG, SITE, { source: '/blog', destination: { kind: 'url', url: 'https://blog.acme.com/' } });
    expect((await admin.sites.redirects.lookup(ORG, SITE, { source: '/blog' })).target).toBe('https://blog.acme.com/');
  });

  it('finds nothing for a source that is not exactly a redirect’s, and checks the source rules', async () => {
    const { admin } = siteWorld();
    await expectError(admin.sites.redirects.lookup(ORG, SITE, { source: '/old-api/v2' }), 404, "redirect from '/old-api/v2'");
    await expectError(admin.sites.redirects.lookup(ORG, SITE, { source: '/OLD-API' }), 404);
    await expectError(admin.sites.redirects.lookup(ORG, SITE, { source: 'old-api' }), 400, 'source: must match');
    await expectError(admin.sites.redirects.lookup(ORG, SITE, { source: `/${chars(512)}` }), 400, 'source: must be at most 512');
    await expectError(admin.sites.redirects.lookup(ORG, SITE, {} as never), 400, 'source: is required');
  });
});
