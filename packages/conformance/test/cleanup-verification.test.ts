/** The cleanup registry deletes only objects it verified as the run's, before and again at deletion time. */
import { describe, expect, it } from 'vitest';
import { ExpectationFailure } from '../src/check/failures.js';
import { Cleanup } from '../src/cleanup.js';
import { runScenario } from '../src/run-scenario.js';
import { defineScenario } from '../src/scenario.js';

const TAG = 'a1b2c3';

function registry() {
  return new Cleanup('spaces › test', { tag: TAG, createdIds: new Set() });
}

describe('Cleanup.trackCreated', () => {
  it('deletes an object named with the run tag and read back as such', async () => {
    const cleanup = registry();
    const removed: string[] = [];
    await cleanup.trackCreated('space', { id: 's1', title: `conformance ${TAG}0 1` }, {
      read: async () => ({ id: 's1', title: `conformance ${TAG}0 1` }),
      remove: async () => removed.push('s1'),
    });
    expect(await cleanup.run()).toEqual([]);
    expect(removed).toEqual(['s1']);
    expect(cleanup.refusals).toEqual([]);
  });

  it('refuses, at cleanup, an object that no longer carries the tag, and says so', async () => {
    const cleanup = registry();
    const removed: string[] = [];
    let title = `conformance ${TAG}0 1`;
    await cleanup.trackCreated('space', { id: 'space-handbook', title }, {
      read: async () => ({ id: 'space-handbook', title }),
      remove: async () => removed.push('space-handbook'),
    });
    title = 'Handbook';
    await cleanup.run();
    expect(removed).toEqual([]);
    expect(cleanup.refusals).toEqual([`space "conformance ${TAG}0 1" (space-handbook) now reads "Handbook", without this run's tag "${TAG}": not deleted`]);
  });

  it('refuses a create answer without the tag, and an id a create of the run already answered', async () => {
    const cleanup = registry();
    const access = { read: async () => ({ id: 'x', title: `t ${TAG}` }), remove: async () => undefined };
    await expect(cleanup.trackCreated('space', { id: 'x', title: 'Handbook' }, access)).rejects.toThrow(ExpectationFailure);
    await cleanup.trackCreated('space', { id: 'x', title: `t ${TAG}` }, access);
    await expect(cleanup.trackCreated('space', { id: 'x', title: `u ${TAG}` }, access)).rejects.toThrow(/an id no earlier create of this run answered/);
  });
});

describe('a refusal at cleanup', () => {
  it('fails a scenario that otherwise passed, naming the object', async () => {
    let title = '';
    const scenario = defineScenario({
      area: 'spaces',
      name: 'creates a space that later turns out to be another',
      operations: [],
      async run(t) {
        title = t.title();
        await t.created('space', { id: 'space-handbook', title }, { read: async () => ({ id: 'space-handbook', title }), remove: async () => undefined });
        title = 'Handbook';
      },
    });
    const env = { token: 't', fixtures: {} as never, control: undefined, makeClient: () => ({}) as never, runTag: TAG, strict: false, visitorFetch: fetch };
    const { result } = await runScenario(scenario, 0, env);
    expect(result.status).toBe('failed');
    expect(result.error?.message).toContain('(space-handbook) now reads "Handbook", without this run\'s tag');
  });
});
