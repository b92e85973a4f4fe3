/** Users: the spaces of a user. */
import { defineScenario } from '../scenario.js';
import { idsOf, newSpace } from './support.js';

const userSpaces = defineScenario({
  area: 'users',
  name: "a user's spaces include the spaces it created",
  operations: ['listUserSpaces', 'createSpace'],
  needs: ['write'],
  async run(t) {
    const space = await t.step('create a space', () => newSpace(t));
    const mine = await t.step("list the caller's spaces", () => t.client.spaces.listByUser(t.fixtures.user.id).toArray());
    t.expect(idsOf(mine), "ids of the caller's spaces").toContain(space.id);
    await t.step('an unknown user is 404', () =>
      t.rejects(t.client.spaces.listByUser(t.slug('missing-user')).toArray(), 404, 'GET /users/{unknown}/spaces'),
    );
  },
});

export const userScenarios = [userSpaces];
