/** A site's structure: site spaces (one default, unique paths), sections, section groups and their order. */
import { defineScenario } from '../scenario.js';
import { idsOf, newSite, newSpace, publishSite } from './support.js';

const siteSpaces = defineScenario({
  area: 'site-structure',
  name: 'a site has exactly one default site space, and site-space paths are unique',
  operations: ['listSiteSpaces', 'createSiteSpace', 'updateSiteSpace', 'moveSiteSpace', 'deleteSiteSpace', 'updateSite', 'getPublishedSite'],
  needs: ['write'],
  async run(t) {
    const [first, second] = await t.step('create two spaces', async () => [await newSpace(t), await newSpace(t)]);
    // Published (unlisted), because the order readers see is the published structure's; lists keep creation order.
    const site = await t.step('create and publish a site with the first', async () => {
      const created = await newSite(t, { spaces: [first!.id], visibility: 'unlisted' });
      return publishSite(t, created.id);
    });
    const published = async () => (await t.client.sites.getPublished(t.org, site.id)).structure.structure.map((entry) => entry.id);
    const list = (params: { default?: boolean } = {}) => t.client.sites.siteSpaces.list(t.org, site.id, params).toArray();

    const [initial] = await t.step('list its site spaces', () => list());
    t.expect(initial?.space.id, 'space of the only site space').toBe(first!.id);
    t.expect(initial?.default, 'default of the first site space').toBe(true);
    const primary = t.defined(initial, 'the first site space');

    const added = await t.step('publish the second space too', () => t.client.sites.siteSpaces.create(t.org, site.id, { spaceId: second!.id }));
    t.expect(added.default, 'default of an added site space').toBe(false);
    t.expect(idsOf(await t.step('list only the default', () => list({ default: true }))), 'default site spaces').toEqual([primary.id]);

    await t.step('a path taken by a sibling is a conflict', () =>
      t.rejects(t.client.sites.siteSpaces.update(t.org, site.id, added.id, { path: primary.path }), 409, 'PATCH to a sibling path'),
    );
    const path = t.slug('v2');
    const renamed = await t.step('give it a path of its own', () => t.client.sites.siteSpaces.update(t.org, site.id, added.id, { path }));
    t.expect(renamed.path, 'site space path after PATCH').toBe(path);

    await t.step('make it the default', () => t.client.sites.update(t.org, site.id, { defaultSiteSpace: added.id }));
    t.expect(idsOf(await t.step('list only the default again', () => list({ default: true }))), 'default site spaces after the change').toEqual([added.id]);

    await t.step('move it before the first', () =>
      t.client.sites.siteSpaces.move(t.org, site.id, added.id, { position: { before: { type: 'site-space', siteSpace: primary.id } } }),
    );
    t.expect(await t.step('read the published order', published), 'published site spaces after the move').toEqual([added.id, primary.id]);

    await t.step('remove the first', () => t.client.sites.siteSpaces.delete(t.org, site.id, primary.id));
    t.expect(idsOf(await t.step('list what is left', () => list())), 'site spaces after DELETE').toEqual([added.id]);
  },
});

const sections = defineScenario({
  area: 'site-structure',
  name: 'sections are created, renamed, reordered and grouped, with unique paths',
  operations: [
    'createSiteSection',
    'listSiteSections',
    'updateSiteSection',
    'moveSiteSection',
    'deleteSiteSection',
    'createSiteSectionGroup',
    'listSiteSectionGroups',
    'updateSiteSectionGroup',
    'addSiteSectionToGroup',
    'removeSiteSectionFromGroup',
    'moveSiteSectionGroup',
    'deleteSiteSectionGroup',
  ],
  needs: ['write'],
  async run(t) {
    const [first, second] = await t.step('create two spaces', async () => [await newSpace(t), await newSpace(t)]);
    const site = await t.step('create and publish a site', async () => {
      const created = await newSite(t, { visibility: 'unlisted' });
      return publishSite(t, created.id);
    });
    const published = async () => (await t.client.sites.getPublished(t.org, site.id)).structure.structure.map((entry) => entry.id);
    const guides = await t.step('add a section', () => t.client.sites.sections.create(t.org, site.id, { spaceId: first!.id, title: 'Guides' }));
    t.expect(guides.siteSpaces.map((siteSpace) => siteSpace.space.id), 'spaces of the section').toEqual([first!.id]);
    const api = await t.step('add another', () => t.client.sites.sections.create(t.org, site.id, { spaceId: second!.id, title: 'API' }));
    const list = () => t.client.sites.sections.list(t.org, site.id).toArray();
    const listed = await t.step('list the sections', list);
    t.expect(idsOf(listed), 'sections').toEqual([guides.id, api.id]);
    t.expect(listed.filter((section) => section.default).length, 'default sections').toBe(1);

    const path = t.slug('api');
    const updated = await t.step('rename the second and give it a path', () =>
      t.client.sites.sections.update(t.org, site.id, api.id, { title: 'API reference', path, description: 'Every endpoint' }),
    );
    t.expect([updated.title, updated.path, updated.description], 'title, path and description after PATCH').toEqual(['API reference', path, 'Every endpoint']);
    await t.step('a path taken by a sibling is a conflict', () =>
      t.rejects(t.client.sites.sections.update(t.org, site.id, api.id, { path: guides.path }), 409, 'PATCH to a sibling path'),
    );
    await t.step('move it first', () =>
      t.client.sites.sections.move(t.org, site.id, api.id, { position: { before: { type: 'site-section', siteSection: guides.id } } }),
    );
    t.expect(await t.step('read the published order', published), 'published sections after the move').toEqual([api.id, guides.id]);

    const group = await t.step('group the first section', () =>
      t.client.sites.sectionGroups.create(t.org, site.id, { title: 'Docs', sections: [guides.id] }),
    );
    t.expect(idsOf(group.sections), 'sections of the new group').toEqual([guides.id]);
    const renamed = await t.step('rename the group', () => t.client.sites.sectionGroups.update(t.org, site.id, group.id, { title: 'Documentation' }));
    t.expect(renamed.title, 'group title after PATCH').toBe('Documentation');
    const grown = await t.step('add the other section to it', () => t.client.sites.sectionGroups.addSection(t.org, site.id, group.id, { sectionId: api.id }));
    t.expect(idsOf(grown.sections), 'sections of the group after adding one').toContain(api.id);
    await t.step('take it out again', () => t.client.sites.sectionGroups.removeSection(t.org, site.id, group.id, api.id));
    const groups = () => t.client.sites.sectionGroups.list(t.org, site.id).toArray();
    const afterRemoval = (await t.step('list the groups', groups)).find((entry) => entry.id === group.id);
    t.expect(idsOf(afterRemoval?.sections ?? []), 'sections of the group after removing one').toEqual([guides.id]);
    const moved = await t.step('move the group to the end', () => t.client.sites.sectionGroups.move(t.org, site.id, group.id, {}));
    t.expect(moved.id, 'the moved group').toBe(group.id);

    await t.step('delete the group', () => t.client.sites.sectionGroups.delete(t.org, site.id, group.id));
    t.expect(idsOf(await t.step('list the groups after DELETE', groups)), 'groups after DELETE').notToContain(group.id);
    await t.step('delete a section', () => t.client.sites.sections.delete(t.org, site.id, api.id));
    t.expect(idsOf(await t.step('list the sections after DELETE', list)), 'sections after DELETE').notToContain(api.id);
  },
});

export const siteStructureScenarios = [siteSpaces, sections];
