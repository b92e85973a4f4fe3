/** Share links: secret keys that open a share-link site, and stop doing so when deactivated or deleted. */
import type { ShareLink, Site } from '@docpub/sdk';
import type { ScenarioContext } from '../context.js';
import { defineScenario } from '../scenario.js';
import { idsOf, newSite, newSpace, publishSite } from './support.js';

/**
 * The secret key a link's published URL carries. Where the key sits in the URL is the service's business, so
 * every query value and path segment the site's own URL lacks is a candidate, and the one that opens the
 * published profile is it.
 */
async function keyOf(t: ScenarioContext, site: Site, link: ShareLink): Promise<string> {
  if (link.urls.published === undefined) throw new Error('the share link has no urls.published');
  const url = new URL(link.urls.published);
  const siteUrl = site.urls.published ?? '';
  const candidates = [...url.searchParams.values(), ...url.pathname.split('/').map(decodeURIComponent)]
    .filter((candidate) => candidate.length >= 8 && !siteUrl.includes(candidate));
  for (const candidate of new Set(candidates)) {
    const opened = await t.client.sites.getPublished(t.org, site.id, { shareKey: candidate }).then(
      () => true,
      () => false,
    );
    if (opened) return candidate;
  }
  return t.defined(undefined, `a key in the share link's URL ${link.urls.published} that opens the published site`);
}

const deactivation = defineScenario({
  area: 'share-links',
  name: 'a deactivated share link stops resolving, and resolves again when reactivated',
  operations: ['createShareLink', 'listShareLinks', 'updateShareLink', 'deleteShareLink', 'getPublishedSite'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const site = await t.step('create and publish a share-link site', async () => {
      const created = await newSite(t, { spaces: [space.id], visibility: 'share-link' });
      return publishSite(t, created.id);
    });
    const link = await t.step('create a share link', () => t.client.sites.shareLinks.create(t.org, site.id, { name: 'Beta readers' }));
    t.expect(link.active, 'active of a new share link').toBe(true);
    t.expect(idsOf(await t.step('list the share links', () => t.client.sites.shareLinks.list(t.org, site.id).toArray())), 'share links').toContain(link.id);

    const key = await t.step('its key opens the published site', () => keyOf(t, site, link));
    const open = () => t.client.sites.getPublished(t.org, site.id, { shareKey: key });

    await t.step('deactivate it: its key resolves nothing', async () => {
      const inactive = await t.client.sites.shareLinks.update(t.org, site.id, link.id, { active: false });
      t.expect(inactive.active, 'active after deactivating').toBe(false);
      await t.rejects(open(), 404, 'published profile with the key of an inactive link');
    });
    await t.step('reactivate and rename it: it resolves again', async () => {
      const active = await t.client.sites.shareLinks.update(t.org, site.id, link.id, { active: true, name: 'Beta readers, wave 2' });
      t.expect([active.active, active.name], 'active and name after PATCH').toEqual([true, 'Beta readers, wave 2']);
      t.expect((await open()).site.id, 'the site opened with the key').toBe(site.id);
    });
    await t.step('delete it: its key resolves nothing', async () => {
      await t.client.sites.shareLinks.delete(t.org, site.id, link.id);
      await t.rejects(open(), 404, 'published profile with the key of a deleted link');
    });
  },
});

export const shareLinkScenarios = [deactivation];
