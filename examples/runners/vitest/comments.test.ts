import { test } from '@docpub/mock-server/vitest';
import { DEMO } from '@docpub/mock-server';

test('a second file works in a world of its own, in parallel with the first', async ({ world, expect }) => {
  const client = world.client();
  await client.spaces.create(DEMO.organization, { title: 'Handbook (comments file)' });
  const titles = (await client.spaces.list(DEMO.organization).toArray()).map((space) => space.title);
  expect(titles).toContain('Handbook (comments file)');
  expect(titles).not.toContain('Handbook (spaces file)');
  await expect(world).toHaveReceived('listSpaces', { params: { organizationId: DEMO.organization } });
});

test('a reader of this world is refused a write, and the matcher says how it was answered', async ({ world, expect }) => {
  const reader = world.client('read');
  await expect(reader.spaces.create(DEMO.organization, { title: 'Not allowed' })).rejects.toThrow(/403/);
  await expect(world).toHaveReceived('createSpace', { times: 1, status: 403, body: { title: 'Not allowed' } });
});
