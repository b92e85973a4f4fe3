/** Site redirects: found by their exact source, unique per site. */
import { defineScenario } from '../scenario.js';
import { idsOf, newSite, newSpace } from './support.js';

const lookup = defineScenario({
  area: 'redirects',
  name: 'a redirect is found by its exact source, and sources are unique per site',
  operations: ['createSiteRedirect', 'listSiteRedirects', 'lookupSiteRedirect', 'updateSiteRedirect', 'deleteSiteRedirect'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const site = await t.step('create a site', () => newSite(t));
    const section = await t.step('add a section to redirect to', () => t.client.sites.sections.create(t.org, site.id, { spaceId: space.id, title: 'Guides' }));
    const destination = { kind: 'site-section' as const, siteSectionId: section.id };
    const source = `/${t.slug('old')}/guide`;

    const redirect = await t.step('create a redirect', () => t.client.sites.redirects.create(t.org, site.id, { source, destination }));
    t.expect(redirect.source, 'redirect.source').toBe(source);
    t.expect(idsOf(await t.step('list the redirects', () => t.client.sites.redirects.list(t.org, site.id).toArray())), 'redirects').toContain(redirect.id);

    const found = await t.step('look it up by its source', () => t.client.sites.redirects.lookup(t.org, site.id, { source }));
    t.expect(found.redirect.id, 'the redirect found').toBe(redirect.id);
    t.expect(found.target, 'lookup target').toSatisfy((target) => /^https?:\/\//.test(target), 'an absolute published URL');
    await t.step('a source that only starts the same is not found', () =>
      t.rejects(t.client.sites.redirects.lookup(t.org, site.id, { source: `${source}-x` }), 404, 'lookup of a longer source'),
    );
    await t.step('a second redirect from the same source is a conflict', () =>
      t.rejects(t.client.sites.redirects.create(t.org, site.id, { source, destination }), 409, 'a duplicate source'),
    );

    const moved = `${source}-moved`;
    await t.step('change its source', async () => {
      const updated = await t.client.sites.redirects.update(t.org, site.id, redirect.id, { source: moved });
      t.expect(updated.source, 'redirect.source after PATCH').toBe(moved);
      await t.rejects(t.client.sites.redirects.lookup(t.org, site.id, { source }), 404, 'lookup of the former source');
      t.expect((await t.client.sites.redirects.lookup(t.org, site.id, { source: moved })).redirect.id, 'the redirect found by its new source').toBe(redirect.id);
    });
    await t.step('delete it', async () => {
      await t.client.sites.redirects.delete(t.org, site.id, redirect.id);
      await t.rejects(t.client.sites.redirects.lookup(t.org, site.id, { source: moved }), 404, 'lookup of a deleted redirect');
    });
  },
});

export const redirectScenarios = [lookup];
