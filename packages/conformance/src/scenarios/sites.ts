/**
 * Sites: creation defaults, updates, publishing, the published profile, and customization (the site's settings
 * and a site space's overrides of them).
 */
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

const customization = defineScenario({
  area: 'sites',
  name: "a site's customization is replaced whole; a site space overrides settings of it until its overrides are removed",
  operations: [
    'getSiteCustomization',
    'updateSiteCustomization',
    'getSiteSpaceCustomization',
    'overrideSiteSpaceCustomization',
    'deleteSiteSpaceCustomization',
  ],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const site = await t.step('create a site publishing it', () => newSite(t, { spaces: [space.id] }));
    const siteSpace = await t.step('find its site space', async () => {
      const [only] = await t.client.sites.siteSpaces.list(t.org, site.id).toArray();
      return t.defined(only, 'the site space of the new site');
    });

    const initial = await t.step("read the site's customization", () => t.client.sites.customization.get(t.org, site.id));
    t.expect(initial.styling?.theme, 'styling.theme of a new site').toBeDefined();

    const primaryColor = { light: '#123456', dark: '#654321' };
    const replaced = await t.step('replace it', () =>
      t.client.sites.customization.update(t.org, site.id, { styling: { theme: 'muted', primaryColor }, feedback: { enabled: true } }),
    );
    t.expect(replaced.styling?.theme, 'styling.theme after PUT').toBe('muted');
    t.expect(replaced.styling?.primaryColor, 'styling.primaryColor after PUT').toEqual(primaryColor);
    t.expect(replaced.feedback?.enabled, 'feedback.enabled after PUT').toBe(true);
    const reread = await t.step('read it back', () => t.client.sites.customization.get(t.org, site.id));
    t.expect(reread.styling?.theme, 'styling.theme read back').toBe('muted');

    const inherited = await t.step("read the site space's customization", () =>
      t.client.sites.siteSpaces.customization.get(t.org, site.id, siteSpace.id),
    );
    t.expect(inherited.styling?.theme, "a site space shows the site's theme").toBe('muted');

    const variantTitle = t.title('Variant');
    const overridden = await t.step('override the theme and title for the site space', () =>
      t.client.sites.siteSpaces.customization.override(t.org, site.id, siteSpace.id, { title: variantTitle, styling: { theme: 'bold' } }),
    );
    t.expect(overridden.title, 'title after the override').toBe(variantTitle);
    t.expect(overridden.styling?.theme, 'styling.theme after the override').toBe('bold');
    t.expect(overridden.styling?.primaryColor, "the site's primary color, not overridden").toEqual(primaryColor);

    await t.step('the published profile shows both', async () => {
      await publishSite(t, site.id);
      const profile = await t.client.sites.getPublished(t.org, site.id);
      t.expect(profile.customizations.site.styling?.theme, 'customizations.site.styling.theme').toBe('muted');
      t.expect(profile.customizations.siteSpaces[siteSpace.id]?.styling?.theme, 'customizations.siteSpaces[…].styling.theme').toBe('bold');
    });

    const reset = await t.step('reset the theme override with null', () =>
      t.client.sites.siteSpaces.customization.override(t.org, site.id, siteSpace.id, { styling: { theme: null } }),
    );
    t.expect(reset.styling?.theme, 'styling.theme after resetting it').toBe('muted');
    t.expect(reset.title, 'title override kept').toBe(variantTitle);

    await t.step('remove the overrides', async () => {
      await t.client.sites.siteSpaces.customization.delete(t.org, site.id, siteSpace.id);
      const after = await t.client.sites.siteSpaces.customization.get(t.org, site.id, siteSpace.id);
      t.expect(after.title, 'title once the overrides are removed').notToBe(variantTitle);
    });

    await t.step('bad settings are refused', () =>
      t.rejects(t.client.sites.customization.update(t.org, site.id, { styling: { theme: 'neon' as 'bold' } }), 400, 'an unknown theme'),
    );
  },
});

export const siteScenarios = [publishing, customization];
