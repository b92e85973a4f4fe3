/** Site sections: create, patch (limits, null removes), unique paths, move, delete and the default section. */
import type { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import {
  all,
  chars,
  DOCS_URL,
  expectError,
  expectNoChange,
  GROUPS,
  ORG,
  REDIRECTS,
  SECTIONS,
  SITE,
  SITE_SPACES,
  siteWorld,
  SPACES,
} from './support.js';

/** The site's top-level entries and each group's sections, as the published profile reads them. */
async function outline(admin: DocPub, siteId = SITE): Promise<unknown[]> {
  const profile = await admin.sites.getPublished(ORG, siteId);
  return profile.structure.structure.map((entry) =>
    entry.object === 'site-section-group' ? { [entry.id]: entry.sections.map((section) => section.id) } : entry.id,
  );
}

describe('creating a section', () => {
  it('publishes the space in a new last section, titled after the space unless told, with a unique path', async () => {
    const { admin, server } = siteWorld();
    const { data: section, response } = await admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal }).withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.baseUrl}/orgs/${ORG}/sites/${SITE}/sections/${section.id}`);
    expect(section).toMatchObject({
      object: 'site-section',
      title: 'Internal notes',
      path: 'internal-notes',
      default: false,
      urls: { published: `${DOCS_URL}/internal-notes` },
    });
    expect(section.siteSpaces.map((siteSpace) => [siteSpace.space.id, siteSpace.default, siteSpace.section])).toEqual([
      [SPACES.internal, true, section.id],
    ]);
    const again = await admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.handbook, title: 'Guides' });
    expect(again).toMatchObject({ title: 'Guides', path: 'guides-2' });
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [GROUPS.reference]: [SECTIONS.api] }, section.id, again.id]);
  });

  it('takes a title of 2 and 64 characters on create and refuses 1 and 65', async () => {
    const { admin, server } = siteWorld();
    await expect(admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.api, title: chars(2) })).resolves.toMatchObject({ title: 'aa' });
    await expect(admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.api, title: chars(64) })).resolves.toMatchObject({ title: chars(64) });
    await expectNoChange(server, async () => {
      await expectError(admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.api, title: chars(1) }), 400, 'title: must be 2 to 64');
      await expectError(admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.api, title: chars(65) }), 400, 'title: must be 2 to 64');
      await expectError(admin.sites.sections.create(ORG, SITE, {} as { spaceId: string }), 400, 'spaceId: is required');
      await expectError(admin.sites.sections.create(ORG, SITE, { spaceId: 'nope' }), 404, "spaceId space 'nope'");
      await expectError(admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.globex }), 404, `spaceId space '${SPACES.globex}' not found`);
    });
  });

  it('moves the root site spaces of a site into a default section of their own first', async () => {
    const { admin } = siteWorld();
    const site = await admin.sites.create(ORG, { title: 'Portal', spaces: [SPACES.handbook, SPACES.roadmap] });
    const rootIds = (await all(admin.sites.siteSpaces.list(ORG, site.id))).map((siteSpace) => siteSpace.id);
    const api = await admin.sites.sections.create(ORG, site.id, { spaceId: SPACES.api, title: 'API' });
    const sections = await all(admin.sites.sections.list(ORG, site.id));
    expect(sections.map((section) => [section.title, section.default, section.siteSpaces.map((s) => [s.id, s.default])])).toEqual([
      ['Portal', true, [[rootIds[0], true], [rootIds[1], false]]],
      ['API', false, [[api.siteSpaces[0]!.id, true]]],
    ]);
    // Not published yet: no published address.
    expect(sections[0]!.siteSpaces[0]!.urls.published).toBeUndefined();
    await admin.sites.publish(ORG, site.id);
    const published = await all(admin.sites.sections.list(ORG, site.id));
    expect(published[0]!.siteSpaces[0]!.urls.published).toBe('http://docpub.test/sites/acme.docpub.site/portal/portal/handbook');
  });

  it('makes the first section of an empty site its default', async () => {
    const { admin } = siteWorld();
    const site = await admin.sites.create(ORG, { title: 'Empty' });
    const section = await admin.sites.sections.create(ORG, site.id, { spaceId: SPACES.handbook });
    expect(section.default).toBe(true);
  });
});

describe('patching a section', () => {
  it('changes title and path, and sets or removes condition, icon and description (omitted keeps them)', async () => {
    const { admin } = siteWorld();
    const set = await admin.sites.sections.update(ORG, SITE, SECTIONS.api, {
      title: 'API docs',
      path: 'reference',
      condition: 'visitor.claims.beta',
      description: 'Endpoints',
    });
    expect(set).toMatchObject({ title: 'API docs', path: 'reference', condition: 'visitor.claims.beta', icon: 'code', description: 'Endpoints' });
    expect(set.urls.published).toBe(`${DOCS_URL}/reference`);
    const kept = await admin.sites.sections.update(ORG, SITE, SECTIONS.api, { title: 'API' });
    expect(kept).toMatchObject({ condition: 'visitor.claims.beta', icon: 'code', description: 'Endpoints', path: 'reference' });
    const removed = await admin.sites.sections.update(ORG, SITE, SECTIONS.api, { condition: null, icon: null, description: null });
    expect(removed).not.toHaveProperty('condition');
    expect(removed).not.toHaveProperty('icon');
    expect(removed).not.toHaveProperty('description');
    expect(removed.title).toBe('API');
  });

  it('holds every limit at its edges', async () => {
    const { admin, server } = siteWorld();
    const patch = (body: Parameters<typeof admin.sites.sections.update>[3]) =>
      admin.sites.sections.update(ORG, SITE, SECTIONS.api, body);
    for (const body of [
      { title: chars(2) },
      { title: chars(128) },
      { path: chars(1) },
      { path: chars(100) },
      { description: chars(256) },
      { description: '' },
      { condition: chars(1) },
      { condition: chars(1024) },
      { icon: chars(50) },
    ]) {
      await expect(patch(body)).resolves.toMatchObject(body);
    }
    await expectNoChange(server, async () => {
      await expectError(patch({ title: chars(1) }), 400, 'title: must be 2 to 128 characters');
      await expectError(patch({ title: chars(129) }), 400, 'title: must be 2 to 128 characters');
      await expectError(patch({ path: '' }), 400, 'path: must be 1 to 100 characters');
      await expectError(patch({ path: chars(101) }), 400, 'path: must be 1 to 100 characters');
      await expectError(patch({ description: chars(257) }), 400, 'description: must be at most 256 characters');
      await expectError(patch({ condition: '' }), 400, 'condition: must be 1 to 1024 characters');
      await expectError(patch({ condition: chars(1025) }), 400, 'condition: must be 1 to 1024 characters');
      await expectError(patch({ icon: chars(51) }), 400, 'icon: must be at most 50 characters');
    });
  });

  it('keeps paths unique among the site’s sections (409); its own path is no clash', async () => {
    const { admin, server } = siteWorld();
    await expectNoChange(server, () =>
      expectError(admin.sites.sections.update(ORG, SITE, SECTIONS.api, { path: 'guides', title: 'Renamed' }), 409, "path: 'guides'"),
    );
    await expect(admin.sites.sections.update(ORG, SITE, SECTIONS.api, { path: 'api' })).resolves.toMatchObject({ path: 'api' });
  });

  it('sets the default site space among its own site spaces only', async () => {
    const { admin, server } = siteWorld();
    const section = await admin.sites.sections.update(ORG, SITE, SECTIONS.guides, { defaultSiteSpace: SITE_SPACES.roadmap });
    expect(section.siteSpaces.map((siteSpace) => [siteSpace.id, siteSpace.default])).toEqual([
      [SITE_SPACES.handbook, false],
      [SITE_SPACES.roadmap, true],
    ]);
    await expectNoChange(server, async () => {
      await expectError(
        admin.sites.sections.update(ORG, SITE, SECTIONS.guides, { defaultSiteSpace: SITE_SPACES.api }),
        400,
        'defaultSiteSpace: site space',
      );
      await expectError(admin.sites.sections.update(ORG, SITE, SECTIONS.guides, { defaultSiteSpace: 'nope' }), 404, 'defaultSiteSpace');
      await expectError(admin.sites.sections.update(ORG, SITE, 'nope', { title: 'Nope' }), 404, "section 'nope'");
    });
  });
});

describe('moving a section', () => {
  it('goes before or after another section, into its place (a group included), or to the end of where it is', async () => {
    const { admin } = siteWorld();
    const extra = await admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal, title: 'Extra' });
    const ref = (id: string) => ({ type: 'site-section' as const, siteSection: id });
    await admin.sites.sections.move(ORG, SITE, extra.id, { position: { before: ref(SECTIONS.guides) } });
    expect(await outline(admin)).toEqual([extra.id, SECTIONS.guides, { [GROUPS.reference]: [SECTIONS.api] }]);
    const moved = await admin.sites.sections.move(ORG, SITE, extra.id, { position: { after: ref(SECTIONS.api) } });
    expect(moved.sectionGroup).toBe(GROUPS.reference);
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [GROUPS.reference]: [SECTIONS.api, extra.id] }]);
    await admin.sites.sections.move(ORG, SITE, extra.id, { position: { before: ref(SECTIONS.api) } });
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [GROUPS.reference]: [extra.id, SECTIONS.api] }]);
    await admin.sites.sections.move(ORG, SITE, extra.id);
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [GROUPS.reference]: [SECTIONS.api, extra.id] }]);
    const back = await admin.sites.sections.move(ORG, SITE, extra.id, { position: { after: ref(SECTIONS.guides) } });
    expect(back.sectionGroup).toBeUndefined();
    expect(await outline(admin)).toEqual([SECTIONS.guides, extra.id, { [GROUPS.reference]: [SECTIONS.api] }]);
  });

  it('refuses a position naming no other section of the site, or naming both sides, changing nothing', async () => {
    const { admin, server } = siteWorld();
    const move = (position: unknown) =>
      admin.sites.sections.move(ORG, SITE, SECTIONS.guides, { position } as Parameters<typeof admin.sites.sections.move>[3]);
    await expectNoChange(server, async () => {
      await expectError(move({ before: { type: 'site-section', siteSection: 'nope' } }), 400, 'position.before.siteSection');
      await expectError(move({ after: { type: 'site-section', siteSection: SECTIONS.guides } }), 400, 'position.after.siteSection');
      await expectError(move({ after: { type: 'site-section', siteSection: GROUPS.reference } }), 400, 'position.after.siteSection');
      await expectError(
        move({ before: { type: 'site-section', siteSection: SECTIONS.api }, after: { type: 'site-section', siteSection: SECTIONS.api } }),
        400,
        'position',
      );
      await expectError(move({ before: { type: 'site-space', siteSection: SECTIONS.api } }), 400, 'position.before.type');
    });
  });
});

describe('deleting a section', () => {
  it('removes its site spaces and the redirects that led to it', async () => {
    const { admin } = siteWorld();
    await admin.sites.sections.delete(ORG, SITE, SECTIONS.api);
    expect((await admin.sites.get(ORG, SITE)).siteSpaces).toBe(2);
    await expectError(admin.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.api, { path: 'x' }), 404);
    await expectError(admin.sites.redirects.update(ORG, SITE, REDIRECTS.oldApi, { source: '/x-y' }), 404);
    const group = (await admin.sites.sectionGroups.list(ORG, SITE)).items[0]!;
    expect(group.sections).toEqual([]);
    await expectError(admin.sites.sections.delete(ORG, SITE, SECTIONS.api), 404);
  });

  it('of the default makes the first remaining section in reading order the default', async () => {
    const { admin } = siteWorld();
    const extra = await admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal });
    await admin.sites.sections.delete(ORG, SITE, SECTIONS.guides);
    const sections = await all(admin.sites.sections.list(ORG, SITE));
    // The grouped API section reads before the later top-level one.
    expect(sections.map((section) => [section.id, section.default])).toEqual([
      [SECTIONS.api, true],
      [extra.id, false],
    ]);
  });

  it('of the last section leaves a site without sections, whose new site spaces go to the root', async () => {
    const { admin } = siteWorld();
    await admin.sites.sections.delete(ORG, SITE, SECTIONS.guides);
    await admin.sites.sections.delete(ORG, SITE, SECTIONS.api);
    expect((await admin.sites.getPublished(ORG, SITE)).structure).toEqual({ type: 'siteSpaces', structure: [] });
    // The (now empty) group stays, ready for sections to come.
    expect((await admin.sites.sectionGroups.list(ORG, SITE)).items.map((group) => [group.id, group.sections])).toEqual([
      [GROUPS.reference, []],
    ]);
    const siteSpace = await admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.handbook });
    expect(siteSpace).toMatchObject({ default: true, urls: { published: `${DOCS_URL}/handbook` } });
    expect(siteSpace.section).toBeUndefined();
  });
});
