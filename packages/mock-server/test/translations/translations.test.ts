/** Translation settings through the SDK: CRUD, the title and language limits, `permissions.edit`, urls. */
import { describe, expect, it } from 'vitest';
import { ACME, DEMO, orgDataWorld, expectError, expectNoChange } from '../support/org-data-world.js';

const DOCS = DEMO.translations.docs;

describe('translation settings CRUD', () => {
  it('creates (201, Location, no languages by default), gets, lists, updates and deletes', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    const { data: created, response } = await admin.translations.create(ACME, { title: 'Marketing' }).withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${world.server.baseUrl}/orgs/${ACME}/translations/${created.id}`);
    expect(created).toMatchObject({
      object: 'translation-settings',
      title: 'Marketing',
      languages: [],
      permissions: { edit: true },
      urls: { location: `${world.server.baseUrl}/orgs/${ACME}/translations/${created.id}` },
    });
    expect(created.createdAt).toBe(created.updatedAt);

    expect(await admin.translations.get(ACME, created.id)).toEqual(created);
    expect((await admin.translations.list(ACME)).items.map((item) => item.id)).toEqual([DOCS, created.id]);

    world.server.control.advanceClock(5_000);
    const updated = await admin.translations.update(ACME, created.id, { title: 'Marketing site', languages: ['fr', 'pt-BR'] });
    expect(updated).toMatchObject({ title: 'Marketing site', languages: ['fr', 'pt-BR'], createdAt: created.createdAt });
    expect(updated.updatedAt).toBe(new Date(Date.parse(created.updatedAt) + 5_000).toISOString());

    // PUT without languages keeps them.
    const retitled = await admin.translations.update(ACME, created.id, { title: 'Site' });
    expect(retitled.languages).toEqual(['fr', 'pt-BR']);

    expect((await admin.translations.delete(ACME, created.id).asResponse()).status).toBe(204);
    await expectError(admin.translations.get(ACME, created.id), 404, /translation settings/);
    await expectError(admin.translations.delete(ACME, created.id), 404);
    await expectError(admin.translations.update(ACME, created.id, { title: 'x' }), 404);
  });

  it('creates with languages', async () => {
    const world = orgDataWorld();
    const created = await world.clientFor('admin').translations.create(ACME, { title: 'T', languages: ['de', 'en'] });
    expect(created.languages).toEqual(['de', 'en']);
  });

  it('the demo settings: Docs translations in fr, de, ja; readers may not edit', async () => {
    const world = orgDataWorld();
    const settings = await world.clientFor('read').translations.get(ACME, DOCS);
    expect(settings).toMatchObject({ title: 'Docs translations', languages: ['fr', 'de', 'ja'], permissions: { edit: false } });
  });

  it('settings of another organization are 404 through this one', async () => {
    const world = orgDataWorld();
    const outsider = world.clientFor('outsider');
    const theirs = await outsider.translations.create(DEMO.otherOrganization, { title: 'Globex' });
    await expectError(world.clientFor('admin').translations.get(ACME, theirs.id), 404);
    await expectError(outsider.translations.get(DEMO.otherOrganization, DOCS), 404);
  });
});

describe('translation settings limits', () => {
  it('title: 1 to 100 characters, on create and on update', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    expect((await admin.translations.create(ACME, { title: 'x' })).title).toBe('x');
    expect((await admin.translations.create(ACME, { title: 'x'.repeat(100) })).title).toHaveLength(100);
    await expectNoChange(world, async () => {
      await expectError(admin.translations.create(ACME, { title: '' }), 400, 'title: must be 1 to 100 characters');
      await expectError(admin.translations.create(ACME, { title: 'x'.repeat(101) }), 400, 'title: must be 1 to 100 characters');
      await expectError(admin.translations.create(ACME, {} as never), 400, 'title: is required');
      await expectError(admin.translations.update(ACME, DOCS, { title: 'x'.repeat(101) }), 400, /^title: /);
      await expectError(admin.translations.update(ACME, DOCS, {} as never), 400, 'title: is required');
    });
    expect((await admin.translations.update(ACME, DOCS, { title: 'y'.repeat(100) })).title).toHaveLength(100);
  });

  it('languages: language codes, no repeats, at most 50', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    const codes = (count: number) =>
      Array.from({ length: count }, (_, index) => String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26)));
    expect((await admin.translations.update(ACME, DOCS, { title: 'T', languages: codes(50) })).languages).toHaveLength(50);
    await expectNoChange(world, async () => {
      const tooMany = admin.translations.update(ACME, DOCS, { title: 'T', languages: codes(51) });
      await expectError(tooMany, 400, 'languages: must have at most 50 items');
      await expectError(admin.translations.update(ACME, DOCS, { title: 'T', languages: ['french'] }), 400, /^languages\.0: /);
      const repeated = admin.translations.update(ACME, DOCS, { title: 'T', languages: ['fr', 'fr'] });
      await expectError(repeated, 400, /^languages: must not repeat/);
      await expectError(admin.translations.update(ACME, DOCS, { title: 'T', languages: 'fr' as never }), 400, /^languages: /);
    });
  });
});
