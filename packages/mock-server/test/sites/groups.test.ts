/** Section groups: create, patch, sections joining and leaving, move, delete. */
import type { DocPub } from '@docpub/sdk';
import { describe, expect, it } from 'vitest';
import { all, chars, expectError, expectNoChange, GROUPS, ORG, SECTIONS, SITE, siteWorld, SPACES } from './support.js';

/** The site's top-level entries and each group's sections, in reading order. */
async function outline(admin: DocPub): Promise<unknown[]> {
  const profile = await admin.sites.getPublished(ORG, SITE);
  return profile.structure.structure.map((entry) =>
    entry.object === 'site-section-group' ? { [entry.id]: entry.sections.map((section) => section.id) } : entry.id,
  );
}

describe('creating a group', () => {
  it('puts the listed sections in it, in order, taking them from where they were; the group goes last', async () => {
    const { admin, server } = siteWorld();
    const extra = await admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal });
    const { data: group, response } = await admin.sites.sectionGroups
      .create(ORG, SITE, { title: 'Everything', icon: 'star', sections: [extra.id, SECTIONS.api] })
      .withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.baseUrl}/orgs/${ORG}/sites/${SITE}/section-groups/${group.id}`);
    expect(group).toMatchObject({ object: 'site-section-group', title: 'Everything', icon: 'star' });
    expect(group.sections.map((section) => [section.id, section.sectionGroup])).toEqual([
      [extra.id, group.id],
      [SECTIONS.api, group.id],
    ]);
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [GROUPS.reference]: [] }, { [group.id]: [extra.id, SECTIONS.api] }]);
  });

  it('can start empty', async () => {
    const { admin } = siteWorld();
    const group = await admin.sites.sectionGroups.create(ORG, SITE, { title: 'G' });
    expect(group.sections).toEqual([]);
    expect(group).not.toHaveProperty('icon');
  });

  it('holds title 1..100 and icon ≤ 50 at their edges, and refuses unknown or repeated sections', async () => {
    const { admin, server } = siteWorld();
    await expect(admin.sites.sectionGroups.create(ORG, SITE, { title: chars(1), icon: chars(50) })).resolves.toMatchObject({ title: 'a' });
    await expect(admin.sites.sectionGroups.create(ORG, SITE, { title: chars(100) })).resolves.toMatchObject({ title: chars(100) });
    await expectNoChange(server, async () => {
      await expectError(admin.sites.sectionGroups.create(ORG, SITE, { title: '' }), 400, 'title: must be 1 to 100 characters');
      await expectError(admin.sites.sectionGroups.create(ORG, SITE, { title: chars(101) }), 400, 'title: must be 1 to 100');
      await expectError(admin.sites.sectionGroups.create(ORG, SITE, { title: 'G', icon: chars(51) }), 400, 'icon: must be at most 50');
      await expectError(admin.sites.sectionGroups.create(ORG, SITE, {} as { title: string }), 400, 'title: is required');
      await expectError(admin.sites.sectionGroups.create(ORG, SITE, { title: 'G', sections: [SECTIONS.api, 'nope'] }), 404, "sections.1 section 'nope'");
      await expectError(
        admin.sites.sectionGroups.create(ORG, SITE, { title: 'G', sections: [SECTIONS.api, SECTIONS.api] }),
        400,
        'sections.1: ',
      );
    });
  });
});

describe('patching a group', () => {
  it('changes the title, sets the icon and removes it with null, keeping what is omitted', async () => {
    const { admin, server } = siteWorld();
    expect(await admin.sites.sectionGroups.update(ORG, SITE, GROUPS.reference, { title: 'Ref' })).toMatchObject({ title: 'Ref', icon: 'book' });
    expect(await admin.sites.sectionGroups.update(ORG, SITE, GROUPS.reference, { icon: 'code' })).toMatchObject({ title: 'Ref', icon: 'code' });
    expect(await admin.sites.sectionGroups.update(ORG, SITE, GROUPS.reference, { icon: null })).not.toHaveProperty('icon');
    await expectNoChange(server, async () => {
      await expectError(admin.sites.sectionGroups.update(ORG, SITE, GROUPS.reference, { title: '' }), 400, 'title');
      await expectError(admin.sites.sectionGroups.update(ORG, SITE, GROUPS.reference, { icon: chars(51) }), 400, 'icon');
      await expectError(admin.sites.sectionGroups.update(ORG, SITE, 'nope', { title: 'X' }), 404, "section group 'nope'");
    });
  });
});

describe('sections joining and leaving a group', () => {
  it('joins at the end (from the top level or another group); joining again changes nothing', async () => {
    const { admin } = siteWorld();
    const other = await admin.sites.sectionGroups.create(ORG, SITE, { title: 'Other' });
    const joined = await admin.sites.sectionGroups.addSection(ORG, SITE, GROUPS.reference, { sectionId: SECTIONS.guides });
    expect(joined.sections.map((section) => section.id)).toEqual([SECTIONS.api, SECTIONS.guides]);
    const again = await admin.sites.sectionGroups.addSection(ORG, SITE, GROUPS.reference, { sectionId: SECTIONS.guides });
    expect(again).toEqual(joined);
    await admin.sites.sectionGroups.addSection(ORG, SITE, other.id, { sectionId: SECTIONS.api });
    expect(await outline(admin)).toEqual([{ [GROUPS.reference]: [SECTIONS.guides] }, { [other.id]: [SECTIONS.api] }]);
  });

  it('leaves to the top level, right after the group', async () => {
    const { admin } = siteWorld();
    const extra = await admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal });
    await admin.sites.sectionGroups.removeSection(ORG, SITE, GROUPS.reference, SECTIONS.api);
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [GROUPS.reference]: [] }, SECTIONS.api, extra.id]);
    const api = (await all(admin.sites.sections.list(ORG, SITE))).find((section) => section.id === SECTIONS.api);
    expect(api?.sectionGroup).toBeUndefined();
  });

  it('refuses unknown sections and a section that is not in the group', async () => {
    const { admin, server } = siteWorld();
    await expectNoChange(server, async () => {
      await expectError(admin.sites.sectionGroups.addSection(ORG, SITE, GROUPS.reference, { sectionId: 'nope' }), 404, "sectionId section 'nope'");
      await expectError(admin.sites.sectionGroups.addSection(ORG, SITE, 'nope', { sectionId: SECTIONS.guides }), 404, 'section group');
      await expectError(admin.sites.sectionGroups.removeSection(ORG, SITE, GROUPS.reference, SECTIONS.guides), 404, 'in section group');
      await expectError(admin.sites.sectionGroups.removeSection(ORG, SITE, GROUPS.reference, 'nope'), 404, "section 'nope'");
    });
  });
});

describe('moving a group', () => {
  it('goes before or after a top-level section or another group, or to the end', async () => {
    const { admin } = siteWorld();
    const other = await admin.sites.sectionGroups.create(ORG, SITE, { title: 'Other' });
    const g = GROUPS.reference;
    await admin.sites.sectionGroups.move(ORG, SITE, g, { position: { before: { type: 'site-section', id: SECTIONS.guides } } });
    expect(await outline(admin)).toEqual([{ [g]: [SECTIONS.api] }, SECTIONS.guides, { [other.id]: [] }]);
    await admin.sites.sectionGroups.move(ORG, SITE, g, { position: { after: { type: 'site-section-group', id: other.id } } });
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [other.id]: [] }, { [g]: [SECTIONS.api] }]);
    await admin.sites.sectionGroups.move(ORG, SITE, other.id);
    expect(await outline(admin)).toEqual([SECTIONS.guides, { [g]: [SECTIONS.api] }, { [other.id]: [] }]);
  });

  it('refuses a reference that is not a top-level entry of the kind named, changing nothing', async () => {
    const { admin, server } = siteWorld();
    const other = await admin.sites.sectionGroups.create(ORG, SITE, { title: 'Other' });
    const move = (position: object) => admin.sites.sectionGroups.move(ORG, SITE, other.id, { position } as never);
    await expectNoChange(server, async () => {
      // A grouped section is not among the top-level entries.
      await expectError(move({ before: { type: 'site-section', id: SECTIONS.api } }), 400, 'position.before.id');
      // A group named as a section, a section named as a group, the group itself.
      await expectError(move({ before: { type: 'site-section', id: GROUPS.reference } }), 400, 'position.before.id');
      await expectError(move({ after: { type: 'site-section-group', id: SECTIONS.guides } }), 400, 'position.after.id');
      await expectError(move({ after: { type: 'site-section-group', id: other.id } }), 400, 'position.after.id');
      await expectError(move({ after: { type: 'site-space', id: SECTIONS.guides } }), 400, 'position.after');
    });
  });
});

describe('deleting a group', () => {
  it('keeps its sections, moved to the top level where the group was', async () => {
    const { admin } = siteWorld();
    const extra = await admin.sites.sections.create(ORG, SITE, { spaceId: SPACES.internal });
    await admin.sites.sectionGroups.addSection(ORG, SITE, GROUPS.reference, { sectionId: SECTIONS.guides });
    await admin.sites.sectionGroups.delete(ORG, SITE, GROUPS.reference);
    expect(await outline(admin)).toEqual([SECTIONS.api, SECTIONS.guides, extra.id]);
    expect((await admin.sites.sectionGroups.list(ORG, SITE)).count).toBe(0);
    await expectError(admin.sites.sectionGroups.delete(ORG, SITE, GROUPS.reference), 404);
  });
});
