const { DEMO } = require('@docpub/mock-server');
const { useWorld } = require('@docpub/mock-server/jest');

// A world of the run's server for this file: made before its first test, dropped after its last.
const world = useWorld();

test('creates a space, and the world received exactly that', async () => {
  const space = await world.client().spaces.create(DEMO.organization, { title: 'Handbook (spaces file)' });
  expect(space.title).toBe('Handbook (spaces file)');
  await expect(world).toHaveReceived('createSpace', { times: 1, body: { title: 'Handbook (spaces file)' } });
});

test('sees its own writes and none of the other files', async () => {
  const titles = (await world.client().spaces.list(DEMO.organization).toArray()).map((space) => space.title);
  expect(titles).toContain('Handbook (spaces file)');
  expect(titles).not.toContain('Handbook (comments file)');
});
