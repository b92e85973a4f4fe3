/** Publishing auth: a random private key of ≥ 32 bytes, shown to admins only, replaced by regenerate. */
import { describe, expect, it } from 'vitest';
import { expectError, expectNoChange, ORG, SITE, siteWorld } from './support.js';

const bytesOf = (key: string) => Buffer.from(key, 'base64url').length;

describe('publishing auth', () => {
  it('holds a random private key of at least 32 bytes, different for every site', async () => {
    const { admin } = siteWorld();
    const auth = await admin.sites.publishingAuth.get(ORG, SITE);
    expect(auth.object).toBe('publishing-auth');
    expect(bytesOf(auth.privateKey!)).toBeGreaterThanOrEqual(32);
    const other = await admin.sites.create(ORG, { title: 'Other' });
    const otherKey = (await admin.sites.publishingAuth.get(ORG, other.id)).privateKey;
    expect(otherKey).not.toBe(auth.privateKey);
    // Not derived from the seed: two servers built alike hold different keys.
    const again = await siteWorld().admin.sites.publishingAuth.get(ORG, SITE);
    expect(again.privateKey).not.toBe(auth.privateKey);
  });

  it('shows the private key to organization admins only; other members read the rest', async () => {
    const { admin, clientFor } = siteWorld();
    await admin.sites.publishingAuth.update(ORG, SITE, { backend: 'custom', fallbackURL: 'https://acme.com/login' });
    for (const role of ['read', 'create', 'review'] as const) {
      const auth = await clientFor(role).sites.publishingAuth.get(ORG, SITE);
      expect(auth).toEqual({ object: 'publishing-auth', backend: 'custom', fallbackURL: 'https://acme.com/login' });
    }
    expect((await admin.sites.publishingAuth.get(ORG, SITE)).privateKey).toBeDefined();
  });

  it('regenerate replaces the key, and only the key', async () => {
    const { admin } = siteWorld();
    const before = await admin.sites.publishingAuth.update(ORG, SITE, { backend: 'custom', fallbackURL: 'https://acme.com/login' });
    const after = await admin.sites.publishingAuth.regenerate(ORG, SITE);
    expect(after.privateKey).not.toBe(before.privateKey);
    expect(bytesOf(after.privateKey!)).toBeGreaterThanOrEqual(32);
    expect(after.fallbackURL).toBe('https://acme.com/login');
    expect((await admin.sites.publishingAuth.get(ORG, SITE)).privateKey).toBe(after.privateKey);
  });

  it('PATCH sets backend and fallbackURL, keeping what is omitted, and checks both', async () => {
    const { admin, server } = siteWorld();
    const set = await admin.sites.publishingAuth.update(ORG, SITE, { backend: 'custom' });
    expect(set).toMatchObject({ backend: 'custom' });
    expect(set).not.toHaveProperty('fallbackURL');
    const both = await admin.sites.publishingAuth.update(ORG, SITE, { backend: 'custom', fallbackURL: 'https://acme.com/sso' });
    expect(both).toMatchObject({ backend: 'custom', fallbackURL: 'https://acme.com/sso', privateKey: set.privateKey });
    await expectNoChange(server, async () => {
      await expectError(admin.sites.publishingAuth.update(ORG, SITE, { backend: 'custom', fallbackURL: 'not a url' }), 400, 'fallbackURL: must be an absolute URL');
      await expectError(admin.sites.publishingAuth.update(ORG, SITE, { backend: 'okta' as 'custom' }), 400, 'backend: must be one of custom');
    });
  });
});
