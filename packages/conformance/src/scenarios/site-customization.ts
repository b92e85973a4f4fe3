/** Site customization: the site's settings replaced whole, a site space's overrides, both in the published profile. */
import { defineScenario } from '../scenario.js';
import { newSite, newSpace, publishSite } from './support.js';

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

export const siteCustomizationScenarios = [customization];
