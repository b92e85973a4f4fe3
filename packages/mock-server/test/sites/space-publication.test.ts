/**
 * A space's published URLs come from the site that publishes it, its icon from its own setting, and a share
 * link's key opens it to anyone holding the key (a wrong key answers as no key); through the SDK.
 */
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../src/demo/demo.js';
import { expectError, expectNoChange } from '../support/index.js';
import { testWorld } from '../support/world.js';
import { serveDocument } from '../support/document-source.js';

const site = DEMO.sites.docs;
const key = DEMO.sites.shareKeys.partners;

describe("a space's published URLs", () => {
  it('are those of the published site space, public while the site is public, absent once unpublished', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const siteSpace = (await admin.sites.siteSpaces.list(DEMO.organization, site).toArray()).find((item) => item.id === DEMO.sites.siteSpaces.api)!;
    const space = await admin.spaces.get(DEMO.spaces.api);
    expect(space.urls.published).toBe(siteSpace.urls.published);
    expect(space.urls.public).toBe(siteSpace.urls.published);

    await admin.sites.update(DEMO.organization, site, { visibility: 'unlisted' });
    const unlisted = await admin.spaces.get(DEMO.spaces.api);
    expect(unlisted.urls.published).toBe(siteSpace.urls.published);
    expect(unlisted.urls.public).toBeUndefined();

    await admin.sites.unpublish(DEMO.organization, site);
    const unpublished = await admin.spaces.get(DEMO.spaces.api);
    expect(unpublished.urls.published).toBeUndefined();
    expect(unpublished.urls.public).toBeUndefined();
  });

  it('are absent for a space no site publishes', async () => {
    const { clientFor } = testWorld();
    const space = await clientFor('admin').spaces.get(DEMO.spaces.internal);
    expect(space.urls.published).toBeUndefined();
    expect(space.urls.public).toBeUndefined();
  });
});

describe("a space's icon", () => {
  it('is set by URL (removing the emoji), shown as urls.icon, and removed with null', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const withIcon = await admin.spaces.update(DEMO.spaces.handbook, { icon: 'https://cdn.acme.test/handbook.png' });
    expect(withIcon.urls.icon).toBe('https://cdn.acme.test/handbook.png');
    expect(withIcon.emoji).toBe('');
    const withEmoji = await admin.spaces.update(DEMO.spaces.handbook, { emoji: '📗' });
    expect(withEmoji.urls.icon).toBeUndefined();
    expect(withEmoji.emoji).toBe('📗');
    expect((await admin.spaces.update(DEMO.spaces.handbook, { emoji: null })).emoji).toBe('');
  });

  it('refuses an icon that is not a URL, or an icon with an emoji, changing nothing', async () => {
    const { server, clientFor } = testWorld();
    const admin = clientFor('admin');
    await expectNoChange(server, () => expectError(admin.spaces.update(DEMO.spaces.handbook, { icon: 'handbook.png' }), 400, 'icon'));
    await expectNoChange(server, () =>
      expectError(admin.spaces.update(DEMO.spaces.handbook, { icon: 'https://cdn.acme.test/a.png', emoji: '📗' }), 400, 'icon: give an emoji or an icon, not both'),
    );
  });
});

describe('reading a space with a share key', () => {
  it("opens a space of the key's published site to a caller without a role, its URL carrying the key", async () => {
    const { clientFor } = testWorld();
    const guest = clientFor('guest');
    await expectError(guest.spaces.get(DEMO.spaces.api), 404);
    // The demo site is public: its keys open nothing until it is a share-link site.
    await expectError(guest.spaces.get(DEMO.spaces.api, { shareKey: key }), 404);
    await clientFor('admin').sites.update(DEMO.organization, site, { visibility: 'share-link' });
    const shared = await guest.spaces.get(DEMO.spaces.api, { shareKey: key });
    expect(shared.id).toBe(DEMO.spaces.api);
    expect(shared.urls.published).toMatch(new RegExp(`\\?share=${key}$`));
    expect(Object.values(shared.permissions).every((flag) => flag === false)).toBe(true);
    // A member with a role gets the same URL, key included.
    expect((await clientFor('read').spaces.get(DEMO.spaces.api, { shareKey: key })).urls.published).toBe(shared.urls.published);
  });

  it('answers a wrong, inactive or unrelated key as no key at all', async () => {
    const { clientFor } = testWorld();
    await clientFor('admin').sites.update(DEMO.organization, site, { visibility: 'share-link' });
    const guest = clientFor('guest');
    const none = await expectError(guest.spaces.get(DEMO.spaces.api), 404);
    const wrong = await expectError(guest.spaces.get(DEMO.spaces.api, { shareKey: 'not-the-key' }), 404);
    expect(wrong.error.body).toEqual(none.error.body);
    // A space the key's site does not publish stays closed.
    await expectError(clientFor('outsider').spaces.get(DEMO.spaces.internal, { shareKey: key }), 404);
    // A member with a wrong key: the plain answer.
    const plain = await clientFor('read').spaces.get(DEMO.spaces.api);
    expect(await clientFor('read').spaces.get(DEMO.spaces.api, { shareKey: 'not-the-key' })).toEqual(plain);
    await clientFor('admin').sites.shareLinks.update(DEMO.organization, site, DEMO.sites.shareLinks.partners, { active: false });
    await expectError(guest.spaces.get(DEMO.spaces.api, { shareKey: key }), 404);
  });
});

describe('creating a site with a new space', () => {
  it('makes the space (titled after the site unless named) and publishes it as the default site space', async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const before = (await admin.spaces.list(DEMO.organization).toArray()).length;
    const created = await admin.sites.create(DEMO.organization, { title: 'Partner portal', spaces: { emoji: '🤝', parent: DEMO.collections.guides } });
    const siteSpaces = await admin.sites.siteSpaces.list(DEMO.organization, created.id).toArray();
    expect(siteSpaces).toHaveLength(1);
    const space = siteSpaces[0]!.space;
    expect(space).toMatchObject({ title: 'Partner portal', emoji: '🤝', parent: DEMO.collections.guides });
    expect(siteSpaces[0]!.default).toBe(true);
    expect((await admin.spaces.list(DEMO.organization).toArray()).length).toBe(before + 1);
    const named = await admin.sites.create(DEMO.organization, { title: 'Other', spaces: { title: 'Named space' } });
    expect((await admin.sites.siteSpaces.list(DEMO.organization, named.id).toArray())[0]!.space.title).toBe('Named space');
  });

  it('refuses a bad form naming its field, and changes nothing', async () => {
    const { server, clientFor } = testWorld();
    const admin = clientFor('admin');
    await expectNoChange(server, () => expectError(admin.sites.create(DEMO.organization, { spaces: { title: '' } }), 400, 'spaces.title'));
    await expectNoChange(server, () => expectError(admin.sites.create(DEMO.organization, { spaces: { parent: 'nope' } }), 404, 'spaces.parent'));
    await expectNoChange(server, () => expectError(admin.sites.create(DEMO.organization, { spaces: [DEMO.spaces.api, 7 as never] }), 400, 'spaces.1'));
    await expectNoChange(server, () => expectError(admin.sites.create(DEMO.organization, { spaces: 'x' as never }), 400, 'spaces: must be a list of space ids or a new space'));
  });
});

describe("a revision's published URLs", () => {
  it("are its space's while it is the primary revision, and absent on older revisions", async () => {
    const { clientFor } = testWorld();
    const admin = clientFor('admin');
    const space = await admin.spaces.get(DEMO.spaces.api);
    const primary = await admin.spaces.content.get(DEMO.spaces.api);
    expect(primary.urls.published).toBe(space.urls.published);
    expect(primary.urls.public).toBe(space.urls.public);
    expect((await admin.revisions.get(DEMO.spaces.api, primary.id)).urls.published).toBe(space.urls.published);
    const source = await serveDocument('# More\n');
    const imported = await admin.spaces.content.import(DEMO.spaces.api, { url: source.url('/more.md') }).finally(() => source.close());
    expect(imported.urls.published).toBe(space.urls.published);
    const older = await admin.revisions.get(DEMO.spaces.api, primary.id);
    expect(older.urls.published).toBeUndefined();
    expect(older.urls.public).toBeUndefined();
  });
});
