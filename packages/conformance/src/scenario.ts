/** How a scenario is declared: a named sequence of SDK calls with assertions on behaviour. */
import type { OperationId } from '@docpub/sdk/contract';
import type { Area } from './areas.js';
import type { ScenarioContext } from './context.js';

/**
 * What a scenario requires of the target beyond a valid token:
 * - `write`: it creates, changes or deletes resources (excluded by `--read-only`);
 * - `control`: it needs the reference server's test control (the clock, extra users), which a real
 *   deployment does not offer; it is reported as skipped there, never as passed;
 * - `public-publish`: it publishes a `public` or `unlisted` site, readable by anyone while it runs. It runs on
 *   the embedded server, and on any other target only with `allowPublicPublish` (`--allow-public-publish`);
 * - `docpub`: it checks what only the reference server offers outside the API (its published sites' search
 *   page); it runs where the target has DocPub's test control (`/__control/`), and is skipped elsewhere;
 * - `git-repository`: it writes to and reads from a scratch Git repository the target can reach, which only the
 *   run can name (`gitRepository`, `--git-repository`); it is skipped, with that reason, without one.
 */
export type ScenarioNeed = 'write' | 'control' | 'public-publish' | 'docpub' | 'git-repository';

/** The declaration of a scenario. */
export interface ScenarioSpec {
  area: Area;
  /** A sentence naming the behaviour checked, unique within its area. */
  name: string;
  /**
   * Operations the scenario means to exercise. Coverage is measured from the requests actually sent; this
   * list documents intent, and the suite's own tests check that every declared operation was reached.
   */
  operations?: readonly OperationId[];
  needs?: readonly ScenarioNeed[];
  /**
   * The scenario changes state the whole target shares (it moves the server clock), so it runs alone, after
   * every other scenario has finished.
   */
  exclusive?: boolean;
  run: (t: ScenarioContext) => Promise<void>;
}

/** A declared scenario, with its needs normalised. */
export interface Scenario extends ScenarioSpec {
  readonly operations: readonly OperationId[];
  readonly needs: readonly ScenarioNeed[];
  readonly exclusive: boolean;
}

/**
 * Declares a scenario.
 *
 * @example
 * defineScenario({
 *   area: 'spaces',
 *   name: 'a created space can be read back',
 *   operations: ['createSpace', 'getSpace'],
 *   needs: ['write'],
 *   async run(t) {
 *     const space = await t.step('create a space', async () => {
 *       const created = await t.client.spaces.create(t.org, { title: t.title() });
 *       // Deleted when the scenario ends, once the run's token is seen to read it.
 *       return t.created('space', created, {
 *         read: () => t.client.spaces.get(created.id),
 *         remove: () => t.client.spaces.delete(created.id),
 *       });
 *     });
 *     const read = await t.step('read it back', () => t.client.spaces.get(space.id));
 *     t.expect(read.title, 'title').toBe(space.title);
 *   },
 * });
 */
export function defineScenario(spec: ScenarioSpec): Scenario {
  if (spec.name.trim() === '') throw new TypeError('name: must not be empty');
  return Object.freeze({
    ...spec,
    operations: spec.operations ?? [],
    needs: spec.needs ?? [],
    exclusive: spec.exclusive ?? false,
  });
}

/** `area › name`, the way reports name a scenario. */
export function scenarioTitle(scenario: Pick<ScenarioSpec, 'area' | 'name'>): string {
  return `${scenario.area} › ${scenario.name}`;
}
