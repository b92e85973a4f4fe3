/** OpenAPI specs through the SDK: create, get, list, PUT create-or-update, delete, slug rules, source rules. */
import { describe, expect, it } from 'vitest';
import { ACME, DEMO, openapiJson, orgDataWorld, expectError, expectNoChange } from '../support/org-data-world.js';

const text = openapiJson();

describe('creating a spec', () => {
  it('answers 201 with a Location, the spec pending, then processes it to complete with a version', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('edit');
    const { data, response } = await admin.openapi.create(ACME, { slug: 'billing', source: { text } }).withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${world.server.baseUrl}/orgs/${ACME}/openapi/billing`);
    expect(data).toMatchObject({ object: 'openapi-spec', slug: 'billing', processingState: 'pending' });
    expect(data.lastVersion).toBeUndefined();
    expect(data.sourceURL).toBeUndefined();
    expect(data.permissions.edit).toBe(true);

    await world.settle();
    const processed = await admin.openapi.get(ACME, 'billing');
    expect(processed.processingState).toBe('complete');
    expect(processed.lastVersion).toEqual(expect.any(String));
    expect(processed.lastProcessErrorCode).toBeUndefined();
  });

  it('keeps the source URL as sourceURL', async () => {
    const world = orgDataWorld();
    const spec = await world.clientFor('admin').openapi.create(ACME, {
      slug: 'remote',
      source: { url: 'https://specs.test/remote.json' },
    });
    expect(spec.sourceURL).toBe('https://specs.test/remote.json');
  });

  it('refuses a slug the organization already has (409), and changes nothing', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    await expectNoChange(world, () =>
      expectError(admin.openapi.create(ACME, { slug: DEMO.openapi.slugs.petstore, source: { text } }), 409, /petstore/),
    );
  });

  it('allows the same slug in another organization', async () => {
    const world = orgDataWorld();
    const outsider = world.clientFor('outsider');
    const spec = await outsider.openapi.create(DEMO.otherOrganization, { slug: 'petstore', source: { text } });
    expect(spec.slug).toBe('petstore');
  });

  it('takes slugs of 1 to 100 lowercase words joined by hyphens', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    await admin.openapi.create(ACME, { slug: 'a', source: { text } });
    await admin.openapi.create(ACME, { slug: 'a'.repeat(100), source: { text } });
    await admin.openapi.create(ACME, { slug: 'v2-public-api', source: { text } });
    await expectNoChange(world, async () => {
      await expectError(admin.openapi.create(ACME, { slug: 'a'.repeat(101), source: { text } }), 400, /^slug: /);
      await expectError(admin.openapi.create(ACME, { slug: '', source: { text } }), 400, /^slug: /);
      await expectError(admin.openapi.create(ACME, { slug: 'Billing', source: { text } }), 400, /^slug: must match/);
      await expectError(admin.openapi.create(ACME, { slug: 'double--hyphen', source: { text } }), 400, /^slug: /);
      await expectError(admin.openapi.create(ACME, { slug: '-lead', source: { text } }), 400, /^slug: /);
    });
  });

  it('needs exactly one of url and text, a valid URL, and a URL that fits a version url (2048)', async () => {
    const world = orgDataWorld();
    const admin = world.clientFor('admin');
    const longUrl = (length: number) => `https://specs.test/${'a'.repeat(length - 'https://specs.test/'.length)}`;
    await admin.openapi.create(ACME, { slug: 'edge', source: { url: longUrl(2048) } });
    await expectNoChange(world, async () => {
      const tooLong = admin.openapi.create(ACME, { slug: 'too-long', source: { url: longUrl(2049) } });
      await expectError(tooLong, 400, /^source\.url: must be at most 2048/);
      const both = admin.openapi.create(ACME, { slug: 'both', source: { url: 'https://a.test/x', text } as never });
      await expectError(both, 400, /^source: must have exactly one/);
      await expectError(admin.openapi.create(ACME, { slug: 'none', source: {} as never }), 400, /^source: must have exactly one/);
      await expectError(admin.openapi.create(ACME, { slug: 'bad-url', source: { url: 'not a url' } }), 400, /^source\.url: /);
      await expectError(admin.openapi.create(ACME, { slug: 'empty', source: { text: '' } }), 400, /^source\.text: /);
      await expectError(admin.openapi.create(ACME, { slug: 'missing' } as never), 400, /^source: is required/);
    });
  });
});

describe('PUT creates or updates', () => {
  it('creates an unknown slug: 201 with a Location', async () => {
    const world = orgDataWorld();
    const { data, response } = await world.clientFor('edit').openapi.put(ACME, 'new-spec', { source: { text } }).withResponse();
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(data.urls.location);
    expect(data).toMatchObject({ slug: 'new-spec', processingState: 'pending' });
  });

  it('updates a known slug: 200, same id, new source, pending again, updatedAt from the clock', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    const before = await edit.openapi.get(ACME, 'petstore');
    world.server.control.advanceClock(60_000);
    const { data, response } = await edit.openapi
      .put(ACME, 'petstore', { source: { url: 'https://specs.test/petstore.json' } })
      .withResponse();
    expect(response.status).toBe(200);
    expect(data.id).toBe(before.id);
    expect(data.processingState).toBe('pending');
    expect(data.sourceURL).toBe('https://specs.test/petstore.json');
    expect(data.updatedAt).toBe(new Date(Date.parse(before.updatedAt) + 60_000).toISOString());
    expect(data.createdAt).toBe(before.createdAt);
    // The last version stays until processing makes another.
    expect(data.lastVersion).toBe(before.lastVersion);
  });

  it('refuses a bad slug in the path and a bad source, changing nothing', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    await expectNoChange(world, async () => {
      await expectError(edit.openapi.put(ACME, 'Not_A_Slug', { source: { text } }), 400, /^specSlug: /);
      await expectError(edit.openapi.put(ACME, 'petstore', { source: { text: '' } }), 400, /^source\.text: /);
    });
  });
});

describe('reading and deleting specs', () => {
  it('lists the specs of the organization, paged', async () => {
    const world = orgDataWorld();
    const read = world.clientFor('read');
    const all = await read.openapi.list(ACME);
    expect(all.items.map((spec) => spec.slug)).toEqual(['petstore', 'webhooks']);
    expect(all.items.every((spec) => spec.permissions.edit === false)).toBe(true);
    const first = await read.openapi.list(ACME, { limit: 1 });
    expect(first.items.map((spec) => spec.slug)).toEqual(['petstore']);
    expect(first.count).toBe(2);
    const slugs: string[] = [];
    for await (const spec of read.openapi.list(ACME, { limit: 1 })) slugs.push(spec.slug);
    expect(slugs).toEqual(['petstore', 'webhooks']);
  });

  it('answers 404 for an unknown slug', async () => {
    const world = orgDataWorld();
    await expectError(world.clientFor('read').openapi.get(ACME, 'nope'), 404, /OpenAPI spec 'nope' not found/);
  });

  it('deletes a spec with its versions: 204, then 404', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    const response = await edit.openapi.delete(ACME, 'petstore').asResponse();
    expect(response.status).toBe(204);
    await expectError(edit.openapi.get(ACME, 'petstore'), 404);
    await expectError(edit.openapi.versions.get(ACME, 'petstore', DEMO.openapi.versions.petstore), 404);
    expect(world.server.store.data.openapiVersions.has(DEMO.openapi.versions.petstore)).toBe(false);
    expect((await edit.openapi.list(ACME)).items.map((spec) => spec.slug)).toEqual(['webhooks']);
    await expectError(edit.openapi.delete(ACME, 'petstore'), 404);
  });

  it('a deleted slug can be created again, as a new spec', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    await edit.openapi.delete(ACME, 'petstore');
    const again = await edit.openapi.create(ACME, { slug: 'petstore', source: { text } });
    expect(again.id).not.toBe(DEMO.openapi.specs.petstore);
    expect(again.lastVersion).toBeUndefined();
  });
});
