/** Versions of specs: list, latest, by id, and their content `{filesystem, url}`; the demo world's specs. */
import { describe, expect, it } from 'vitest';
import { ACME, DEMO, openapiJson, orgDataWorld, expectError } from '../support/org-data-world.js';

const { specs, versions, slugs } = DEMO.openapi;

describe('the demo specs', () => {
  it('petstore: from inline JSON, complete, one version whose content is the parsed document', async () => {
    const world = orgDataWorld();
    const read = world.clientFor('read');
    const spec = await read.openapi.get(ACME, slugs.petstore);
    expect(spec).toMatchObject({
      id: specs.petstore,
      processingState: 'complete',
      lastVersion: versions.petstore,
      permissions: { edit: false },
    });
    expect(spec.sourceURL).toBeUndefined();
    const latest = await read.openapi.versions.latest(ACME, slugs.petstore);
    expect(latest).toMatchObject({
      object: 'openapi-spec-version',
      id: versions.petstore,
      url: `https://files.docpub.test/openapi/${specs.petstore}/${versions.petstore}/openapi.json`,
      urls: { location: `${world.server.baseUrl}/orgs/${ACME}/openapi/petstore/versions/${versions.petstore}` },
    });
    const content = await read.openapi.versions.latestContent(ACME, slugs.petstore);
    expect(content.url).toBe(latest.url);
    expect(Object.keys(content.filesystem)).toEqual(['openapi.json']);
    expect(content.filesystem['openapi.json']).toMatchObject({ openapi: '3.1.0', info: { title: 'Acme Petstore' } });
  });

  it('webhooks: from a URL, its version read from YAML and named after the URL', async () => {
    const world = orgDataWorld();
    const read = world.clientFor('read');
    const spec = await read.openapi.get(ACME, slugs.webhooks);
    expect(spec).toMatchObject({ sourceURL: 'https://specs.acme.test/webhooks.yaml', lastVersion: versions.webhooks });
    const content = await read.openapi.versions.content(ACME, slugs.webhooks, versions.webhooks);
    expect(content).toEqual({
      url: 'https://specs.acme.test/webhooks.yaml',
      // The published service's form of the same: the source, and no public copy.
      urls: { source: 'https://specs.acme.test/webhooks.yaml', public: null },
      filesystem: {
        'webhooks.yaml': expect.objectContaining({ swagger: '2.0', info: { title: 'Acme Webhooks', version: '2024-06' } }),
      },
    });
  });
});

describe('reading versions', () => {
  it('lists versions paged, gets one by id, and answers 404 for an id of another spec', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    await edit.openapi.put(ACME, 'petstore', { source: { text: openapiJson('Second') } });
    await world.settle();
    const second = (await edit.openapi.get(ACME, 'petstore')).lastVersion!;
    const page = await edit.openapi.versions.list(ACME, 'petstore', { limit: 1 });
    expect(page.items.map((version) => version.id)).toEqual([versions.petstore]);
    expect(page.count).toBe(2);
    expect(page.next).toBeDefined();
    const ids: string[] = [];
    for await (const version of edit.openapi.versions.list(ACME, 'petstore', { limit: 1 })) ids.push(version.id);
    expect(ids).toEqual([versions.petstore, second]);

    expect((await edit.openapi.versions.get(ACME, 'petstore', second)).id).toBe(second);
    await expectError(edit.openapi.versions.get(ACME, 'webhooks', second), 404, /version/);
    await expectError(edit.openapi.versions.content(ACME, 'webhooks', second), 404);
    await expectError(edit.openapi.versions.get(ACME, 'petstore', 'nope'), 404);
  });

  it('latest and latest content are 404 until a processing has succeeded', async () => {
    const world = orgDataWorld();
    const edit = world.clientFor('edit');
    await edit.openapi.create(ACME, { slug: 'fresh', source: { text: openapiJson() } });
    await expectError(edit.openapi.versions.latest(ACME, 'fresh'), 404, /processed version/);
    await expectError(edit.openapi.versions.latestContent(ACME, 'fresh'), 404);
    expect((await edit.openapi.versions.list(ACME, 'fresh')).items).toEqual([]);
    await world.settle();
    expect((await edit.openapi.versions.latest(ACME, 'fresh')).id).toEqual(expect.any(String));
  });

  it('versions of an unknown spec are 404', async () => {
    const world = orgDataWorld();
    await expectError(world.clientFor('read').openapi.versions.list(ACME, 'nope'), 404, /OpenAPI spec 'nope'/);
  });

  it('content handed out cannot change the stored version', async () => {
    const world = orgDataWorld();
    const direct = world.server.core.handle({
      method: 'GET',
      path: `/v1/orgs/${ACME}/openapi/petstore/versions/latest/content`,
      query: {},
      headers: { authorization: `Bearer ${DEMO.tokens.read}` },
    });
    (direct.body as { filesystem: Record<string, { info: { title: string } }> }).filesystem['openapi.json']!.info.title = 'hacked';
    const again = await world.clientFor('read').openapi.versions.latestContent(ACME, 'petstore');
    expect(again.filesystem['openapi.json']).toMatchObject({ info: { title: 'Acme Petstore' } });
  });
});
