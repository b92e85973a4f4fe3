const { DEMO } = require('@docpub/mock-server');
const { useWorld } = require('@docpub/mock-server/jest');

const world = useWorld();

test('a second file works in a world of its own, in parallel with the first', async () => {
  const client = world.client();
  await client.spaces.create(DEMO.organization, { title: 'Handbook (comments file)' });
  const titles = (await client.spaces.list(DEMO.organization).toArray()).map((space) => space.title);
  expect(titles).toContain('Handbook (comments file)');
  expect(titles).not.toContain('Handbook (spaces file)');
});

test('a failed expectation names the nearest call', async () => {
  await world.client().spaces.create(DEMO.organization, { title: 'Handbok' });
  await expect(expect(world).toHaveReceived('createSpace', { body: { title: 'Handbook' } })).rejects.toThrow(
    /body\.title: expected "Handbook", received "Handbok"/,
  );
});
