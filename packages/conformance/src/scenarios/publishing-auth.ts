/** Publishing auth: the visitor-auth settings of a site and its private key. */
import { defineScenario } from '../scenario.js';
import { newSite } from './support.js';

/** Fewest characters of a key of 32 random bytes in any text encoding denser than hex (base64: 43). */
const MIN_KEY_CHARS = 43;

const regenerate = defineScenario({
  area: 'publishing-auth',
  name: 'regenerate replaces the private key; updates of the settings persist',
  operations: ['getPublishingAuth', 'updatePublishingAuth', 'regeneratePublishingAuth'],
  needs: ['write'],
  async run(t) {
    const site = await t.step('create a visitor-auth site', () => newSite(t, { visibility: 'visitor-auth' }));
    const auth = await t.step('read its publishing auth', () => t.client.sites.publishingAuth.get(t.org, site.id));
    const key = t.defined(auth.privateKey, 'privateKey shown to an admin');
    t.expect(key.length, 'length of the private key').toBeAtLeast(MIN_KEY_CHARS);

    const fallbackURL = 'https://example.com/conformance-login';
    await t.step('set its fallback URL', async () => {
      const updated = await t.client.sites.publishingAuth.update(t.org, site.id, { backend: 'custom', fallbackURL });
      t.expect(updated.fallbackURL, 'fallbackURL after PATCH').toBe(fallbackURL);
      t.expect((await t.client.sites.publishingAuth.get(t.org, site.id)).fallbackURL, 'fallbackURL read back').toBe(fallbackURL);
    });

    const regenerated = await t.step('regenerate the key', () => t.client.sites.publishingAuth.regenerate(t.org, site.id));
    const fresh = t.defined(regenerated.privateKey, 'privateKey after regenerate');
    t.expect(fresh, 'the regenerated key').notToBe(key);
    t.expect(fresh.length, 'length of the regenerated key').toBeAtLeast(MIN_KEY_CHARS);
    const after = await t.step('read it back', () => t.client.sites.publishingAuth.get(t.org, site.id));
    t.expect(after.privateKey, 'privateKey read after regenerate').toBe(fresh);
    t.expect(after.fallbackURL, 'fallbackURL kept by regenerate').toBe(fallbackURL);
  },
});

export const publishingAuthScenarios = [regenerate];
