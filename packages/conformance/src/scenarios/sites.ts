/** Sites: creation defaults, updates, publishing, and the published profile. */
import { defineScenario } from '../scenario.js';
import { idsOf, newSite, newSpace, publishSite } from './support.js';

const publishing = defineScenario({
  area: 'sites',
  name: 'a site publishes its spaces; its published profile exists only while it is published',
  operations: ['createSite', 'getSite', 'listSites', 'updateSite', 'publishSite', 'unpublishSite', 'getPublishedSite', 'deleteSite'],
  needs: ['write'],
  async run(t) {
    const [first, second] = await t.step('create two spaces', async () => [await newSpace(t), await newSpace(t)]);
    const site = await t.step('create a site publishing them', () => newSite(t, { spaces: [first!.id, second!.id] }));
    t.expect(site.published, 'published of a new site').toBe(false);
    t.expect(site.type, 'type of a new site').toBe('basic');
    t.expect(site.visibility, 'visibility of a new site').toBe('public');
    t.expect(site.siteSpaces, 'siteSpaces of a site made with two spaces').toBe(2);

    const read = await t.step('read it back', () => t.client.sites.get(t.org, site.id));
    t.expect(read.title, 'site.title').toBe(site.title);
    await t.step('it is listed among unpublished sites, not published ones', async () => {
      t.expect(idsOf(await t.client.sites.list(t.org, { published: false }).toArray()), 'unpublished sites').toContain(site.id);
      t.expect(idsOf(await t.client.sites.list(t.org, { published: true }).toArray()), 'published sites').notToContain(site.id);
    });
    await t.step('an unpublished site has no published profile', () =>
      t.rejects(t.client.sites.getPublished(t.org, site.id), 404, 'published profile of an unpublished site'),
    );

    const published = await t.step('publish it', () => publishSite(t, site.id));
    t.expect(published.published, 'published after publish').toBe(true);
    await t.step('read its published profile', async () => {
      const profile = await t.client.sites.getPublished(t.org, site.id);
      t.expect(profile.site.id, 'profile.site.id').toBe(site.id);
      t.expect(profile.structure.type, 'structure type of a site without sections').toBe('siteSpaces');
      const entries = profile.structure.structure;
      t.expect(entries.length, 'entries of the published structure').toBe(2);
      const defaults = entries.filter((entry) => entry.object === 'site-space' && entry.default);
      t.expect(defaults.map((entry) => entry.object === 'site-space' && entry.space.id), 'default site space').toEqual([first!.id]);
    });

    const title = t.title('Renamed site');
    const updated = await t.step('rename it and make it unlisted', () => t.client.sites.update(t.org, site.id, { title, visibility: 'unlisted' }));
    t.expect(updated.title, 'site.title after PATCH').toBe(title);
    t.expect(updated.visibility, 'site.visibility after PATCH').toBe('unlisted');

    const unpublished = await t.step('unpublish it', () => t.client.sites.unpublish(t.org, site.id));
    t.expect(unpublished.published, 'published after unpublish').toBe(false);
    await t.step('its published profile is gone', () =>
      t.rejects(t.client.sites.getPublished(t.org, site.id), 404, 'published profile after unpublish'),
    );
    await t.step('delete it', async () => {
      await t.client.sites.delete(t.org, site.id);
      await t.rejects(t.client.sites.get(t.org, site.id), 404, 'GET of a deleted site');
    });
  },
});

export const siteScenarios = [publishing];
