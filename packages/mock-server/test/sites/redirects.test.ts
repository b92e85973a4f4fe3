/** Site redirects: source rules, uniqueness per site, patch, delete, and lookup by exact source. */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { START } from '../support/world.js';
import {
  all,
  chars,
  DOCS_URL,
  expectError,
  expectNoChange,
  ORG,
  REDIRECTS,
  SECTIONS,
  SHARE_KEY,
  SITE,
  SITE_SPACES,
  SPACES,
  siteWorld,
} from './support.js';

const toSection = (siteSectionId: string) => ({ kind: 'site-section' as const, siteSectionId });
const external = (url: string) => ({ kind: 'external' as const, url });
/** What every redirect created at the demo world's start carries besides its source and destination. */
const FRESH = { draft: false, captureWildcard: false, permanent: false, createdAt: new Date(START).toISOString() };

describe('creating a redirect', () => {
  it('stores a source and a destination (a section or an external URL), with a Location', async () => {
    const { admin, server } = siteWorld();
    const { data: redirect, response } = await admin.sites.redirects
      .create(ORG, SITE, { source: '/old/guides', destination: toSection(SECTIONS.guides) })
      .withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.baseUrl}/orgs/${ORG}/sites/${SITE}/redirects/${redirect.id}`);
    expect(redirect).toEqual({
      object: 'site-redirect',
      id: redirect.id,
      source: '/old/guides',
      destination: toSection(SECTIONS.guides),
      ...FRESH,
    });
    const outside = await admin.sites.redirects.create(ORG, SITE, { source: '/blog', destination: external('https://blog.acme.com/') });
    expect(outside.destination).toEqual(external('https://blog.acme.com/'));
    expect((await all(admin.sites.redirects.list(ORG, SITE))).map((r) => r.id)).toEqual([REDIRECTS.oldApi, redirect.id, outside.id]);
  });

  it('holds the source pattern and its 512 limit at the edges', async () => {
    const { admin, server } = siteWorld();
    const create = (source: string) => admin.sites.redirects.create(ORG, SITE, { source, destination: toSection(SECTIONS.api) });
    const longest = `/${chars(511)}`;
    await expect(create(longest)).resolves.toMatchObject({ source: longest });
    await expect(create('/ab')).resolves.toMatchObject({ source: '/ab' });
    await expect(create('/a-b_c.d/e')).resolves.toMatchObject({ source: '/a-b_c.d/e' });
    await expectNoChange(server, async () => {
      await expectError(create(`/${chars(512)}`), 400, 'source: must be at most 512 characters');
      for (const bad of ['/a', 'no-slash', '/trailing/', '/spa ce', '/émoji', '/q?x=1']) {
        await expectError(create(bad), 400, 'source: must match');
      }
      await expectError(admin.sites.redirects.create(ORG, SITE, { source: '/ok' } as never), 400, 'destination: is required');
      await expectError(
        admin.sites.redirects.create(ORG, SITE, { source: '/ok', destination: { kind: 'page' } } as never),
        400,
        'destination.kind: must be one of site-section, site-space, site-page, external, path',
      );
      await expectError(
        admin.sites.redirects.create(ORG, SITE, { source: '/ok', destination: external('not a url') }),
        400,
        'destination.url',
      );
    });
  });

  it('keeps sources unique per site (409) and refuses unknown sections, changing nothing', async () => {
    const { admin, server } = siteWorld();
    await expectNoChange(server, async () => {
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
    await expectNoChange(server, async () => {
      await expectError(admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: '/taken' }), 409, "source: '/taken'");
      await expectError(
        admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { destination: { kind: 'url', url: 'https://acme.test/' } } as never),
        400,
        'destination.kind: must be one of',
      );
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
    await expect(admin.sites.redirects.create(ORG, SITE, { source: '/old-api', destination: toSection(SECTIONS.guides) })).resolves.toMatchObject({
      source: '/old-api',
    });
  });
});

describe('looking a redirect up', () => {
  it('answers {redirect, target} for the exact source, the target being the destination’s published URL', async () => {
    const { admin } = siteWorld();
    const found = await admin.sites.redirects.lookup(ORG, SITE, { source: '/old-api' });
    expect(found).toEqual({
      redirect: { object: 'site-redirect', id: REDIRECTS.oldApi, source: '/old-api', destination: toSection(SECTIONS.api), ...FRESH },
      target: `${DOCS_URL}/api`,
    });
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    const shared = await admin.sites.redirects.lookup(ORG, SITE, { source: '/old-api', shareKey: SHARE_KEY });
    expect(shared.target).toBe(`${DOCS_URL}/api?share=${SHARE_KEY}`);
    await admin.sites.redirects.create(ORG, SITE, { source: '/blog', destination: external('https://blog.acme.com/') });
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

describe('destinations of every kind', () => {
  it('sends a site-space destination to the site space and a site-page one to the page within it', async () => {
    const { admin } = siteWorld();
    const api = (await all(admin.sites.siteSpaces.list(ORG, SITE))).find((entry) => entry.id === SITE_SPACES.api)!;
    const page = await admin.spaces.content.page(SPACES.api, DEMO.content.pages.tokens);
    await admin.sites.redirects.create(ORG, SITE, { source: '/old-space', destination: { kind: 'site-space', siteSpaceId: SITE_SPACES.api } });
    await admin.sites.redirects.create(ORG, SITE, {
      source: '/old-tokens',
      destination: { kind: 'site-page', siteSpaceId: SITE_SPACES.api, pageId: page.id },
      permanent: true,
    });
    expect((await admin.sites.redirects.lookup(ORG, SITE, { source: '/old-space' })).target).toBe(api.urls.published);
    await admin.sites.update(ORG, SITE, { visibility: 'share-link' });
    const tokens = await admin.sites.redirects.lookup(ORG, SITE, { source: '/old-tokens', shareKey: SHARE_KEY });
    expect(tokens.redirect).toMatchObject({ permanent: true, draft: false });
    const published = new URL(api.urls.published!);
    expect(tokens.target).toBe(`${published.origin}${published.pathname}/${page.path}?share=${SHARE_KEY}`);
  });

  it('resolves a path destination (a space and a page path) to the site-page it names', async () => {
    const { admin, server } = siteWorld();
    const page = await admin.spaces.content.page(SPACES.api, DEMO.content.pages.tokens);
    const created = await admin.sites.redirects.create(ORG, SITE, {
      source: '/tokens',
      destination: { kind: 'path', spaceId: SPACES.api, path: page.path! },
    });
    expect(created.destination).toEqual({ kind: 'site-page', siteSpaceId: SITE_SPACES.api, pageId: page.id });
    await expectNoChange(server, async () => {
      const create = (destination: object) => admin.sites.redirects.create(ORG, SITE, { source: '/nowhere', destination } as never);
      await expectError(create({ kind: 'path', spaceId: SPACES.api, path: 'no/such/page' }), 404, 'destination.path');
      await expectError(create({ kind: 'path', spaceId: SPACES.internal, path: page.path }), 404, 'destination.spaceId');
      await expectError(create({ kind: 'path', spaceId: SPACES.api }), 400, 'destination.path');
      await expectError(create({ kind: 'site-space', siteSpaceId: 'nope' }), 404, "destination.siteSpaceId site space 'nope'");
      await expectError(create({ kind: 'site-page', siteSpaceId: SITE_SPACES.api, pageId: 'nope' }), 404, "destination.pageId page 'nope'");
      await expectError(create({ kind: 'site-page', siteSpaceId: SITE_SPACES.api }), 400, 'destination.pageId');
    });
  });

  it('keeps draft, captureWildcard and permanent as given, and stamps updatedAt on a change', async () => {
    const { admin } = siteWorld();
    const created = await admin.sites.redirects.create(ORG, SITE, {
      source: '/draft',
      destination: toSection(SECTIONS.api),
      draft: true,
      captureWildcard: true,
    });
    expect(created).toMatchObject({ draft: true, captureWildcard: true, permanent: false });
    expect(created.updatedAt).toBeUndefined();
    const patched = await admin.sites.redirects.update(ORG, SITE, created.id, { draft: false });
    expect(patched).toMatchObject({ draft: false, captureWildcard: true, createdAt: created.createdAt });
    expect(patched.updatedAt).toEqual(expect.any(String));
  });

  it('drops redirects whose site space is deleted, so a lookup never leads nowhere', async () => {
    const { admin } = siteWorld();
    await admin.sites.redirects.create(ORG, SITE, { source: '/roadmap', destination: { kind: 'site-space', siteSpaceId: SITE_SPACES.roadmap } });
    await admin.sites.siteSpaces.delete(ORG, SITE, SITE_SPACES.roadmap);
    await expectError(admin.sites.redirects.lookup(ORG, SITE, { source: '/roadmap' }), 404);
    expect((await all(admin.sites.redirects.list(ORG, SITE))).map((redirect) => redirect.source)).toEqual(['/old-api']);
  });
});
