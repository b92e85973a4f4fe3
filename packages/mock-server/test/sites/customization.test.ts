/** A site's customization and site-space overrides: read complete, changed, and shown in the published profile. */
import { describe, expect, it } from 'vitest';
import { ORG, SITE, SITE_SPACES, expectError, expectNoChange, siteWorld } from './support.js';

describe("a site's customization", () => {
  it('reads every setting: the ones set, and defaults for the rest; never updated, no updatedAt', async () => {
    const { admin } = siteWorld();
    const settings = await admin.sites.customization.get(ORG, SITE);
    expect(settings).toMatchObject({
      title: 'Acme Docs',
      styling: { theme: 'clean', primaryColor: { light: '#3366ff', dark: '#6690ff' }, corners: 'rounded' },
      footer: { copyright: '© Acme' },
      themes: { default: 'system', toggeable: true },
    });
    expect(settings.updatedAt).toBeUndefined();
  });

  it('is replaced whole by PUT, and the published profile shows the new settings', async () => {
    const { admin, server } = siteWorld();
    server.clock.advance(60_000);
    const updated = await admin.sites.customization.update(ORG, SITE, {
      title: 'Acme Handbook',
      styling: { theme: 'bold', corners: 'straight' },
      announcement: { enabled: true, message: 'We moved!', style: 'warning' },
      feedback: { enabled: true },
    });
    expect(updated).toMatchObject({
      title: 'Acme Handbook',
      styling: { theme: 'bold', corners: 'straight', primaryColor: { light: '#346DDB' } },
      announcement: { enabled: true, message: 'We moved!', style: 'warning' },
      feedback: { enabled: true },
      updatedAt: '2025-01-01T12:01:00.000Z',
    });
    // The footer was not in the body: it is back to its default.
    expect(updated.footer).toEqual({ groups: [] });
    expect(await admin.sites.customization.get(ORG, SITE)).toEqual(updated);
    const profile = await admin.sites.getPublished(ORG, SITE);
    const { updatedAt: _updatedAt, ...settings } = updated;
    expect(profile.customizations.site).toEqual(settings);
    // Site spaces show the site's settings too.
    expect(profile.customizations.siteSpaces[SITE_SPACES.handbook]).toMatchObject({ styling: { theme: 'bold' }, feedback: { enabled: true } });
  });

  it('refuses bad settings by field and changes nothing; members of the organization may read, only admins change', async () => {
    const { admin, server, clientFor } = siteWorld();
    const bad: [Record<string, unknown>, string][] = [
      [{ styling: { theme: 'neon' } }, 'styling.theme'],
      [{ styling: { primaryColor: { light: 'blue', dark: '#000' } } }, 'styling.primaryColor.light'],
      [{ title: 'x' }, 'title'],
      [{ announcement: { message: 'x'.repeat(129) } }, 'announcement.message'],
      [{ privacyPolicy: { url: 'not a url' } }, 'privacyPolicy.url'],
      [{ sparkles: true }, 'sparkles'],
      [{ themes: { default: 'dark' } }, 'themes.toggeable'],
    ];
    for (const [body, field] of bad) {
      await expectNoChange(server, () => expectError(admin.sites.customization.update(ORG, SITE, body as never), 400, field));
    }
    await expect(clientFor('read').sites.customization.get(ORG, SITE)).resolves.toMatchObject({ title: 'Acme Docs' });
    await expectNoChange(server, () => expectError(admin.sites.customization.get(ORG, 'no-such-site'), 404));
    await expectError(clientFor('edit').sites.customization.update(ORG, SITE, { feedback: { enabled: true } }), 403);
  });
});

describe("a site space's customization", () => {
  it('overrides settings of the site for one site space, resets them with null, and is removed by DELETE', async () => {
    const { admin } = siteWorld();
    const base = await admin.sites.siteSpaces.customization.get(ORG, SITE, SITE_SPACES.api);
    expect(base).toMatchObject({ title: 'API reference', styling: { theme: 'clean' } });
    const overridden = await admin.sites.siteSpaces.customization.override(ORG, SITE, SITE_SPACES.api, {
      title: 'API (beta)',
      styling: { theme: 'muted', primaryColor: { light: '#ff0000', dark: '#990000' } },
    });
    expect(overridden).toMatchObject({ title: 'API (beta)', styling: { theme: 'muted', primaryColor: { light: '#ff0000' }, corners: 'rounded' } });
    expect(overridden.updatedAt).toEqual(expect.any(String));
    // Other site spaces keep the site's settings.
    expect((await admin.sites.siteSpaces.customization.get(ORG, SITE, SITE_SPACES.handbook)).styling?.theme).toBe('clean');
    const reset = await admin.sites.siteSpaces.customization.override(ORG, SITE, SITE_SPACES.api, { styling: { theme: null }, title: null });
    expect(reset).toMatchObject({ title: 'API reference', styling: { theme: 'clean', primaryColor: { light: '#ff0000' } } });

    const profile = await admin.sites.getPublished(ORG, SITE);
    expect(profile.customizations.siteSpaces[SITE_SPACES.api]).toMatchObject({ styling: { primaryColor: { light: '#ff0000' } } });

    await admin.sites.siteSpaces.customization.delete(ORG, SITE, SITE_SPACES.api);
    const removed = await admin.sites.siteSpaces.customization.get(ORG, SITE, SITE_SPACES.api);
    expect(removed).toEqual(base);
  });

  it('gives site spaces the advanced customization feature while the site turns it on', async () => {
    const { admin } = siteWorld();
    const flags = async () => (await admin.sites.siteSpaces.list(ORG, SITE).toArray()).map((entry) => entry.hasAdvancedCustomizationFeature);
    expect(await flags()).toEqual([false, false, false]);
    await admin.sites.customization.update(ORG, SITE, { advancedCustomization: { enabled: true } });
    expect(await flags()).toEqual([true, true, true]);
    await admin.sites.customization.update(ORG, SITE, {});
    expect(await flags()).toEqual([false, false, false]);
  });

  it('refuses bad overrides and unknown site spaces', async () => {
    const { admin, server } = siteWorld();
    await expectNoChange(server, () =>
      expectError(admin.sites.siteSpaces.customization.override(ORG, SITE, SITE_SPACES.api, { styling: { corners: 'wavy' } } as never), 400, 'styling.corners'),
    );
    await expectError(admin.sites.siteSpaces.customization.get(ORG, SITE, 'no-such-site-space'), 404);
    await expectError(admin.sites.siteSpaces.customization.delete(ORG, SITE, 'no-such-site-space'), 404);
  });
});
