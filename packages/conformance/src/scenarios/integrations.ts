/** Integrations: the marketplace, what a space has installed, and publishing a version. */
import { defineScenario } from '../scenario.js';
import { unlessDeleted } from './support.js';

const marketplace = defineScenario({
  area: 'integrations',
  name: 'the marketplace lists, finds and describes its integrations; a space lists what it has installed',
  operations: ['listIntegrations', 'getIntegration', 'listSpaceIntegrations', 'getSpaceIntegrationBlocks', 'getSpaceIntegrationScripts'],
  async run(t) {
    const listed = await t.step('list the marketplace', () => t.client.integrations.list().toArray({ max: 200 }));
    const sample = listed[0];
    if (sample) {
      const read = await t.step(`read integration ${sample.name}`, () => t.client.integrations.get(sample.name));
      t.expect([read.name, read.title], 'name and title read back').toEqual([sample.name, sample.title]);
      const found = await t.step('search for it by name', () => t.client.integrations.list({ search: sample.name }).toArray());
      t.expect(found.map((entry) => entry.name), 'integrations found by name').toContain(sample.name);
    }
    await t.step('an unknown integration is 404', () =>
      t.rejects(t.client.integrations.get(t.slug('no-such-integration')), 404, 'GET of an unknown integration'),
    );

    const spaces = await t.step('list the spaces', () => t.client.spaces.list(t.org).toArray({ max: 25 }));
    if (spaces.length === 0) return t.skip('needs a space in the organization');
    await t.step('read what the spaces have installed', async () => {
      for (const space of spaces) {
        const read = await unlessDeleted(t, space.id, async () => ({
          installed: await t.client.spaces.integrations.list(space.id).toArray(),
          blocks: await t.client.spaces.integrations.blocks(space.id),
          scripts: await t.client.spaces.integrations.scripts(space.id),
        }));
        if (!read) continue;
        const { installed, blocks, scripts } = read;
        const names = installed.map((entry) => entry.name);
        for (const entry of blocks) t.expect(names, `installed integrations of ${space.id} (blocks name ${entry.name})`).toContain(entry.name);
        t.expect(Array.isArray(scripts), `scripts of ${space.id} is an array`).toBe(true);
      }
    });
  },
});

const publish = defineScenario({
  area: 'integrations',
  name: 'publishing an integration again makes a new version',
  operations: ['publishIntegration', 'getIntegration', 'listIntegrations'],
  needs: ['write'],
  async run(t) {
    const name = t.slug('integration');
    const body = {
      title: 'Conformance check',
      description: 'Published by the DocPub conformance suite',
      scopes: ['space:content:read' as const],
      script: 'export default {};',
      organization: t.org,
      visibility: 'private' as const,
    };
    const first = await t.step('publish a new integration', () => t.client.integrations.publish(name, body));
    t.leftover(`integration ${name}`, 'the API has no operation to delete an integration');
    t.expect(first.name, 'integration.name').toBe(name);
    const second = await t.step('publish it again', () => t.client.integrations.publish(name, { ...body, title: 'Conformance check 2' }));
    t.expect(second.version, 'version after publishing again').toBe(first.version + 1);
    const read = await t.step('read it back', () => t.client.integrations.get(name));
    t.expect([read.title, read.version], 'title and version read back').toEqual(['Conformance check 2', second.version]);
    const owned = await t.step("list the organization's integrations", () => t.client.integrations.list({ owner: t.org }).toArray());
    t.expect(owned.map((entry) => entry.name), 'integrations owned by the organization').toContain(name);
  },
});

export const integrationScenarios = [marketplace, publish];
