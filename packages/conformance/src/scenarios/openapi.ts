/** OpenAPI specs: processing after the answer, versions made when the content changes, unique slugs. */
import type { OpenApiSpec } from '@docpub/sdk';
import type { ScenarioContext } from '../context.js';
import { defineScenario } from '../scenario.js';
import { idsOf, openApiText } from './support.js';

/** Waits until the spec's processing is `complete`. */
function processed(t: ScenarioContext, slug: string): Promise<OpenApiSpec> {
  return t.poll(
    `processing of spec ${slug}`,
    () => t.client.openapi.get(t.org, slug),
    (spec) => spec.processingState === 'complete',
  );
}

const versions = defineScenario({
  area: 'openapi',
  name: 'a spec is processed into a version, and a new one only when its content changes',
  operations: [
    'createOpenApiSpec',
    'getOpenApiSpec',
    'listOpenApiSpecs',
    'upsertOpenApiSpec',
    'deleteOpenApiSpec',
    'listOpenApiSpecVersions',
    'getLatestOpenApiSpecVersion',
    'getLatestOpenApiSpecVersionContent',
    'getOpenApiSpecVersion',
    'getOpenApiSpecVersionContent',
  ],
  needs: ['write'],
  async run(t) {
    const slug = t.slug('spec');
    const created = await t.step('create a spec from text', async () => {
      const spec = await t.client.openapi.create(t.org, { slug, source: { text: openApiText('Pets') } });
      t.track(() => t.client.openapi.delete(t.org, slug), `OpenAPI spec ${slug}`);
      return spec;
    });
    t.expect(created.slug, 'spec.slug').toBe(slug);
    t.expect(['pending', 'progress', 'complete'].includes(created.processingState), `processingState "${created.processingState}" is a known state`).toBe(true);

    const first = await t.step('wait for its processing', () => processed(t, slug));
    t.expect(first.lastProcessErrorCode, 'lastProcessErrorCode of a valid spec').toBeUndefined();
    const firstVersion = t.defined(first.lastVersion, 'lastVersion once processed');
    t.expect(idsOf(await t.step('list the specs', () => t.client.openapi.list(t.org).toArray())), 'specs').toContain(created.id);

    await t.step('read its versions and their content', async () => {
      t.expect(idsOf(await t.client.openapi.versions.list(t.org, slug).toArray()), 'versions').toEqual([firstVersion]);
      t.expect((await t.client.openapi.versions.latest(t.org, slug)).id, 'latest version').toBe(firstVersion);
      t.expect((await t.client.openapi.versions.get(t.org, slug, firstVersion)).id, 'version read by id').toBe(firstVersion);
      const latest = await t.client.openapi.versions.latestContent(t.org, slug);
      const byId = await t.client.openapi.versions.content(t.org, slug, firstVersion);
      t.expect(typeof latest.filesystem, 'type of the content filesystem').toBe('object');
      t.expect(byId, 'content of the version read by id').toEqual(latest);
    });

    await t.step('a second spec with the same slug is a conflict', () =>
      t.rejects(t.client.openapi.create(t.org, { slug, source: { text: openApiText('Again') } }), 409, 'a duplicate slug'),
    );

    await t.step('the same content again makes no new version', async () => {
      await t.client.openapi.put(t.org, slug, { source: { text: openApiText('Pets') } });
      await processed(t, slug);
      t.expect((await t.client.openapi.versions.list(t.org, slug).toArray()).length, 'versions after an unchanged PUT').toBe(1);
    });
    await t.step('changed content makes a new version', async () => {
      await t.client.openapi.put(t.org, slug, { source: { text: openApiText('Pets', '2.0.0') } });
      const second = await processed(t, slug);
      t.expect(second.lastVersion, 'lastVersion after a changed PUT').notToBe(firstVersion);
      t.expect((await t.client.openapi.versions.list(t.org, slug).toArray()).length, 'versions after a changed PUT').toBe(2);
    });

    await t.step('a text that is not OpenAPI ends with PARSE_ERROR', async () => {
      const broken = t.slug('broken');
      await t.client.openapi.put(t.org, broken, { source: { text: 'this: is: not: openapi' } });
      t.track(() => t.client.openapi.delete(t.org, broken), `OpenAPI spec ${broken}`);
      const spec = await processed(t, broken);
      t.expect(spec.lastProcessErrorCode, 'lastProcessErrorCode of a broken spec').toBe('PARSE_ERROR');
    });

    await t.step('delete it', async () => {
      await t.client.openapi.delete(t.org, slug);
      await t.rejects(t.client.openapi.get(t.org, slug), 404, 'GET of a deleted spec');
    });
  },
});

export const openapiScenarios = [versions];
