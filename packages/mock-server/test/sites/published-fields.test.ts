/**
 * Fields the published service always sends about sites, filled from the server's state: a site's type
 * applied, permissions, features and preview URL; the draft flag of its structure; a published profile's
 * complete customizations.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMIZATION } from '../../src/domain/sites/customization-defaults.js';
import { ORG, SITE, SPACES, siteWorld } from './support.js';

const featureIds = (site: { features?: { id: string }[] }) => (site.features ?? []).map((feature) => feature.id).sort();

describe('what a site says about itself', () => {
  it('lists the features its state uses, on its own type, and follows changes', async () => {
    const { admin } = siteWorld();
    const docs = await admin.sites.get(ORG, SITE);
    expect(docs).toMatchObject({ type: 'basic', appliedType: 'basic', defaultLevel: 'inherit' });
    expect(featureIds(docs)).toEqual(['sites-public-visibility', 'sites-redirects', 'sites-sections', 'sites-share-links']);
    expect(docs.features?.every((feature) => feature.plan === 'basic' && feature.frozen === false)).toBe(true);
    expect(docs.urls.preview).toBe(`${docs.urls.app}/preview`);

    const fresh = await admin.sites.create(ORG, { title: 'Partners', spaces: [SPACES.handbook] });
    expect(featureIds(fresh)).toEqual(['sites-public-visibility']);
    const changed = await admin.sites.update(ORG, fresh.id, { visibility: 'unlisted', adaptiveContent: { enabled: true } });
    expect(featureIds(changed)).toEqual(['sites-adaptive-content', 'sites-unlisted-visibility']);
  });

  it('tells each caller what its organization role lets it do', async () => {
    const { clientFor } = siteWorld();
    expect((await clientFor('admin').sites.get(ORG, SITE)).permissions).toMatchObject({ admin: true, edit: true, editAdaptiveSchema: true });
    expect((await clientFor('edit').sites.get(ORG, SITE)).permissions).toEqual({
      view: true,
      access: true,
      edit: true,
      create: false,
      admin: false,
      installIntegration: false,
      viewAdaptiveSchema: true,
      editAdaptiveSchema: false,
    });
  });

  it('marks its structure live (never draft)', async () => {
    const { admin } = siteWorld();
    const sections = await admin.sites.sections.list(ORG, SITE);
    expect(sections.items.every((section) => section.draft === false && section.siteSpaces.every((s) => s.draft === false))).toBe(true);
    const groups = await admin.sites.sectionGroups.list(ORG, SITE);
    expect(groups.items[0]).toMatchObject({ draft: false, children: groups.items[0]!.sections });
  });
});

describe('the published profile', () => {
  it('carries every customization setting, the site’s own over the defaults', async () => {
    const { admin } = siteWorld();
    const profile = await admin.sites.getPublished(ORG, SITE);
    const site = profile.customizations.site;
    // The demo site sets its theme, primary color, locale and footer copyright.
    expect(site.styling).toMatchObject({
      theme: 'clean',
      primaryColor: { light: '#3366ff', dark: '#6690ff' },
      dangerColor: DEFAULT_CUSTOMIZATION.styling.dangerColor,
      font: DEFAULT_CUSTOMIZATION.styling.font,
    });
    expect(site.footer).toEqual({ copyright: '© Acme', groups: [] });
    expect(site).toMatchObject({ title: 'Acme Docs', themes: DEFAULT_CUSTOMIZATION.themes, socialAccounts: [] });
    for (const [id, customization] of Object.entries(profile.customizations.siteSpaces)) {
      expect(Object.keys(customization as object).sort(), id).toEqual(Object.keys(site).sort());
    }
  });
});
