/** Site spaces: where new ones go, patch (limits, null removes), unique paths, the default filter, move, delete. */
import { describe, expect, it } from 'vitest';
import { all, chars, conditionOf, DOCS_URL, expectError, expectNoChange, ORG, SECTIONS, SITE, SITE_SPACES, siteWorld, SPACES } from './support.js';

describe('creating a site space', () => {
  it('goes into the section named, last, not the default', async () => {
    const { admin, server } = siteWorld();
    const { data: siteSpace, response } = await admin.sites.siteSpaces
      .create(ORG, SITE, { spaceId: SPACES.internal, sectionId: SECTIONS.api })
      .withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.baseUrl}/orgs/${ORG}/sites/${SITE}/site-spaces/${siteSpace.id}`);
    expect(siteSpace).toMatchObject({
      object: 'site-space',
      section: SECTIONS.api,
      title: 'Internal notes',
      path: 'internal-notes',
      default: false,
      space: { id: SPACES.internal },
      urls: { published: `${DOCS_URL}/api/internal-notes` },
    });
  });

  it('goes into the default section when none is named, or to the root of a site without sections', async () => {
    const { admin } = siteWorld();
    await admin.sites.update(ORG, SITE, { defaultSiteSection: SECTIONS.api });
    expect(await admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.internal })).toMatchObject({ section: SECTIONS.api });
    const flat = await admin.sites.create(ORG, { title: 'Flat' });
    const first = await admin.sites.siteSpaces.create(ORG, flat.id, { spaceId: SPACES.handbook });
    expect(first.section).toBeUndefined();
    expect(first.default).toBe(true);
  });

  it('makes a space unique per section (409), with a unique path even when titles clash', async () => {
    const { admin, server } = siteWorld();
    await expectNoChange(server, () =>
      expectError(admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.handbook, sectionId: SECTIONS.guides }), 409, 'already published'),
    );
    // The same space in another section is fine.
    await expect(admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.handbook, sectionId: SECTIONS.api })).resolves.toMatchObject({
      path: 'handbook',
    });
    await admin.spaces.update(SPACES.internal, { title: 'Handbook' });
    const clash = await admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.internal, sectionId: SECTIONS.guides });
    expect(clash.path).toBe('handbook-2');
  });

  it('refuses unknown spaces and sections, and other organizations’ spaces, changing nothing', async () => {
    const { admin, server } = siteWorld();
    await expectNoChange(server, async () => {
      await expectError(admin.sites.siteSpaces.create(ORG, SITE, { spaceId: 'nope' }), 404, "spaceId space 'nope'");
      await expectError(admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.internal, sectionId: 'nope' }), 404, "sectionId section 'nope'");
      await expectError(admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.globex }), 404, `spaceId space '${SPACES.globex}' not found`);
      await expectError(admin.sites.siteSpaces.create(ORG, 'nope', { spaceId: SPACES.internal }), 404, "site 'nope'");
    });
  });
});

describe('patching a site space', () => {
  it('changes the path, and sets or removes the condition (omitted keeps it)', async () => {
    const { admin } = siteWorld();
    const set = await admin.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.roadmap, { path: 'plans', condition: 'visitor.claims.staff' });
    expect(set).toMatchObject({ path: 'plans', condition: 'visitor.claims.staff', urls: { published: `${DOCS_URL}/guides/plans` } });
    expect(await admin.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.roadmap, {})).toMatchObject({ condition: 'visitor.claims.staff' });
    expect(await admin.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.roadmap, { condition: null })).not.toHaveProperty('condition');
  });

  it('holds path 1..100 and condition 1..1024 at their edges, and unique paths among siblings (409)', async () => {
    const { admin, server } = siteWorld();
    const patch = (body: { path?: string; condition?: string | null }) => admin.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.roadmap, body);
    for (const body of [{ path: 'a' }, { path: chars(100) }, { condition: conditionOf(1) }, { condition: conditionOf(1024) }]) {
      await expect(patch(body)).resolves.toMatchObject(body);
    }
    await expectNoChange(server, async () => {
      await expectError(patch({ path: '' }), 400, 'path: must be 1 to 100 characters');
      await expectError(patch({ path: chars(101) }), 400, 'path: must be 1 to 100 characters');
      await expectError(patch({ condition: '' }), 400, 'condition: must be 1 to 1024 characters');
      await expectError(patch({ condition: conditionOf(1025) }), 400, 'condition: must be 1 to 1024 characters');
      await expectError(patch({ path: 'handbook', condition: 'true' }), 409, "path: 'handbook'");
    });
    // A sibling path only: the same path in another section is fine.
    await expect(admin.sites.siteSpaces.update(ORG, SITE, SITE_SPACES.api, { path: 'handbook' })).resolves.toMatchObject({ path: 'handbook' });
  });
});

describe('the default filter', () => {
  it('gives only the defaults with true, only the others with false, all without', async () => {
    const { admin } = siteWorld();
    const ids = async (value?: boolean) =>
      (await all(admin.sites.siteSpaces.list(ORG, SITE, value === undefined ? {} : { default: value }))).map((s) => s.id);
    expect(await ids(true)).toEqual([SITE_SPACES.handbook, SITE_SPACES.api]);
    expect(await ids(false)).toEqual([SITE_SPACES.roadmap]);
    expect(await ids()).toEqual([SITE_SPACES.handbook, SITE_SPACES.roadmap, SITE_SPACES.api]);
    await expectError(admin.sites.siteSpaces.list(ORG, SITE, { default: 'yes' as unknown as boolean }), 400, 'default: must be true or false');
  });
});

describe('moving a site space', () => {
  it('goes before or after a sibling, or to the end', async () => {
    const { admin } = siteWorld();
    const internal = await admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.internal, sectionId: SECTIONS.guides });
    const order = async () => {
      const sections = await admin.sites.sections.list(ORG, SITE);
      return sections.items[0]!.siteSpaces.map((siteSpace) => siteSpace.id);
    };
    const ref = (id: string) => ({ type: 'site-space' as const, siteSpace: id });
    await admin.sites.siteSpaces.move(ORG, SITE, internal.id, { position: { before: ref(SITE_SPACES.handbook) } });
    expect(await order()).toEqual([internal.id, SITE_SPACES.handbook, SITE_SPACES.roadmap]);
    await admin.sites.siteSpaces.move(ORG, SITE, internal.id, { position: { after: ref(SITE_SPACES.handbook) } });
    expect(await order()).toEqual([SITE_SPACES.handbook, internal.id, SITE_SPACES.roadmap]);
    const moved = await admin.sites.siteSpaces.move(ORG, SITE, SITE_SPACES.handbook);
    expect(moved.default).toBe(true);
    expect(await order()).toEqual([internal.id, SITE_SPACES.roadmap, SITE_SPACES.handbook]);
  });

  it('refuses a reference outside its section, or itself, changing nothing', async () => {
    const { admin, server } = siteWorld();
    const move = (position: object) => admin.sites.siteSpaces.move(ORG, SITE, SITE_SPACES.roadmap, { position } as never);
    await expectNoChange(server, async () => {
      await expectError(move({ before: { type: 'site-space', siteSpace: SITE_SPACES.api } }), 400, 'position.before.siteSpace');
      await expectError(move({ after: { type: 'site-space', siteSpace: SITE_SPACES.roadmap } }), 400, 'position.after.siteSpace');
      await expectError(move({ after: { type: 'site-space', siteSpace: 'nope' } }), 400, 'position.after.siteSpace');
      await expectError(admin.sites.siteSpaces.move(ORG, SITE, 'nope'), 404, "site space 'nope'");
    });
  });
});

describe('deleting a site space', () => {
  it('of the default makes the first remaining one the default; the last leaves the section empty', async () => {
    const { admin } = siteWorld();
    await admin.sites.siteSpaces.delete(ORG, SITE, SITE_SPACES.handbook);
    let guides = (await admin.sites.sections.list(ORG, SITE)).items[0]!;
    expect(guides.siteSpaces.map((siteSpace) => [siteSpace.id, siteSpace.default])).toEqual([[SITE_SPACES.roadmap, true]]);
    await admin.sites.siteSpaces.delete(ORG, SITE, SITE_SPACES.roadmap);
    guides = (await admin.sites.sections.list(ORG, SITE)).items[0]!;
    expect(guides.siteSpaces).toEqual([]);
    const added = await admin.sites.siteSpaces.create(ORG, SITE, { spaceId: SPACES.roadmap, sectionId: SECTIONS.guides });
    expect(added.default).toBe(true);
    await expectError(admin.sites.siteSpaces.delete(ORG, SITE, SITE_SPACES.roadmap), 404);
  });
});

describe('purging a space', () => {
  it('removes its site spaces for good, the next one becoming the default', async () => {
    const { admin, server } = siteWorld();
    await admin.spaces.delete(SPACES.handbook);
    server.control.advanceClock(7 * 24 * 60 * 60 * 1000 - 1);
    expect((await admin.sites.get(ORG, SITE)).siteSpaces).toBe(3);
    server.control.advanceClock(1);
    const guides = (await admin.sites.sections.list(ORG, SITE)).items[0]!;
    expect(guides.siteSpaces.map((siteSpace) => [siteSpace.id, siteSpace.default])).toEqual([[SITE_SPACES.roadmap, true]]);
    expect(server.store.data.siteSpaces.has(SITE_SPACES.handbook)).toBe(false);
  });
});
