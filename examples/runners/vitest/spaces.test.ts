import { test } from '@docpub/mock-server/vitest';
import { DEMO } from '@docpub/mock-server';
import { describe } from 'vitest';

describe('spaces, in a world of this file', () => {
  test('creates a space, and the world received exactly that', async ({ world, expect }) => {
    const client = world.client();
    const space = await client.spaces.create(DEMO.organization, { title: 'Handbook (spaces file)' });
    expect(space.title).toBe('Handbook (spaces file)');
    await expect(world).toHaveReceived('createSpace', { times: 1, body: { title: 'Handbook (spaces file)' } });
  });

  test('sees its own writes and none of the other files', async ({ world, expect }) => {
    const titles = (await world.client().spaces.list(DEMO.organization).toArray()).map((space) => space.title);
    expect(titles).toContain('Handbook (spaces file)');
    expect(titles).not.toContain('Handbook (comments file)');
  });

  test('a fresh world for one test starts from the demo world', async ({ freshWorld, expect }) => {
    const titles = (await freshWorld.client().spaces.list(DEMO.organization).toArray()).map((space) => space.title);
    expect(titles).not.toContain('Handbook (spaces file)');
    await expect(freshWorld).not.toHaveReceived('createSpace');
  });
});
