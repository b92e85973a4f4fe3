/** The runner itself: cleanup, skipping, read-only runs, concurrency, failures outside steps, bad options. */
import { createServer } from '@docpub/mock-server';
import { describe, expect, it } from 'vitest';
import { ConformanceStartError, defineScenario, runConformance, scenarios as builtIn, type Scenario } from '../src/index.js';
import { answerEmpty, deploymentLike, embedded } from './support.js';

const run = (scenarios: Scenario[], extra: Parameters<typeof runConformance>[0] = {}) =>
  runConformance({ target: embedded(), scenarios, ...extra });

describe('cleanup', () => {
  it('deletes what a scenario tracked in reverse order, also after a failure, and lists what it could not delete', async () => {
    const order: string[] = [];
    const scenario = defineScenario({
      area: 'spaces',
      name: 'tracks three things and fails',
      needs: ['write'],
      async run(t) {
        t.track(async () => order.push('first'), 'first');
        t.track(async () => {
          throw new Error('the service said no');
        }, 'second');
        t.track(async () => order.push('third'), 'third');
        t.leftover('a team', 'the API has no operation to delete a team');
        await t.step('break', () => t.expect(1, 'one').toBe(2));
      },
    });
    const result = await run([scenario]);
    expect(order).toEqual(['third', 'first']);
    expect(result.scenarios[0]).toMatchObject({ status: 'failed', error: { step: 'break', expected: '2', received: '1', message: 'one: expected 2, received 1' } });
    expect(result.leftovers).toEqual([
      { scenario: 'spaces › tracks three things and fails', label: 'second', reason: 'deleting it failed: the service said no' },
      { scenario: 'spaces › tracks three things and fails', label: 'a team', reason: 'the API has no operation to delete a team' },
    ]);
  });

  it('takes a 404 on deletion as already gone', async () => {
    const scenario = defineScenario({
      area: 'spaces',
      name: 'deletes its space itself',
      needs: ['write'],
      async run(t) {
        const space = await t.step('create', () => t.client.spaces.create(t.org, { title: t.title() }));
        t.track(() => t.client.sites.delete(t.org, `${space.id}-not-a-site`), 'a site that never was');
      },
    });
    const result = await run([scenario]);
    expect(result.scenarios[0]?.status).toBe('passed');
    expect(result.leftovers).toEqual([]);
  });
});

describe('what runs where', () => {
  it('skips control scenarios on a target without control, and never counts them as passed', async () => {
    const result = await runConformance({ target: deploymentLike(), only: ['spaces', 'permissions'] });
    const purge = result.scenarios.find((scenario) => scenario.name.includes('7 days'))!;
    expect(purge).toMatchObject({ status: 'skipped', skippedReason: 'needs control (the target offers no /__control/)' });
    expect(result.target).toMatchObject({ kind: 'http', control: false });
    expect(result.skipped).toBe(result.scenarios.filter((scenario) => scenario.status === 'skipped').length);
    expect(result.skipped).toBeGreaterThanOrEqual(builtIn.filter((s) => ['spaces', 'permissions'].includes(s.area) && s.needs.includes('control')).length);
  });

  it('runs only the checks that change nothing in a read-only run', async () => {
    const server = createServer();
    const before = server.store.snapshot();
    const result = await runConformance({ target: embedded(server), readOnly: true });
    const ran = result.scenarios.filter((scenario) => scenario.status !== 'skipped');
    expect(ran.length).toBeGreaterThan(0);
    for (const scenario of ran) expect(builtIn.find((s) => s.name === scenario.name)?.needs).not.toContain('write');
    for (const scenario of result.scenarios.filter((s) => s.status === 'skipped')) expect(scenario.skippedReason).toBe('writes (read-only run)');
    expect(result.failed).toBe(0);
    expect(server.store.snapshot()).toEqual(before);
  });

  it('runs only the areas asked for, and refuses an unknown one', async () => {
    const result = await runConformance({ target: embedded(), only: ['translations'] });
    expect(new Set(result.scenarios.map((scenario) => scenario.area))).toEqual(new Set(['translations']));
    await expect(runConformance({ only: ['spaces', 'nope' as never] })).rejects.toThrow(/^only: unknown area "nope"/);
  });

  it('reports a scenario that skips itself as skipped, with its reason', async () => {
    const scenario = defineScenario({ area: 'teams', name: 'needs more', run: async (t) => t.skip('needs 3 other members') });
    expect((await run([scenario])).scenarios[0]).toMatchObject({ status: 'skipped', skippedReason: 'needs 3 other members' });
  });

  it('names a failure outside any step, with the last request', async () => {
    const scenario = defineScenario({
      area: 'spaces',
      name: 'fails between steps',
      async run(t) {
        await t.client.spaces.get('no-such-space-at-all');
      },
    });
    const [outcome] = (await run([scenario])).scenarios;
    expect(outcome?.error).toMatchObject({
      step: '(before the first step)',
      request: { method: 'GET', path: '/spaces/no-such-space-at-all', operation: 'getSpace', status: 404 },
    });
  });

  it('fails a scenario whose request outside any step broke a wire convention, even when it checked nothing', async () => {
    const scenario = defineScenario({
      area: 'organizations',
      name: 'reads and ignores',
      async run(t) {
        await t.client.orgs.get(t.org);
      },
    });
    const emptyOrganization = answerEmpty((request) => new URL(request.url).pathname.startsWith('/v1/orgs/'), 204);
    const result = await runConformance({ target: embedded(undefined, emptyOrganization), scenarios: [scenario] });
    expect(result.scenarios[0]).toMatchObject({
      status: 'failed',
      error: { step: '(outside any step)', request: { operation: 'getOrganization', status: 204 }, received: '204 without a body' },
    });
  });

  it('fails t.rejects when the call succeeds, saying so', async () => {
    const scenario = defineScenario({
      area: 'organizations',
      name: 'expects a refusal',
      run: async (t) => void (await t.step('read', () => t.rejects(t.client.orgs.get(t.org), 409, 'reading the organization'))),
    });
    const [outcome] = (await run([scenario])).scenarios;
    expect(outcome?.error?.message).toMatch(/^reading the organization: expected status 409, received 200 success with \{"object":"organization"/);
  });
});

describe('concurrency', () => {
  const timed = (name: string, log: { active: number; peak: number; order: string[] }, exclusive = false) =>
    defineScenario({
      area: 'spaces',
      name,
      exclusive,
      async run() {
        log.active++;
        log.peak = Math.max(log.peak, log.active);
        // Long enough that the runner starts all the scenarios it may run at once before the first ends, even on a
        // busy machine.
        await new Promise((resolve) => setTimeout(resolve, 200));
        log.order.push(name);
        log.active--;
      },
    });

  it('runs at most --concurrency scenarios at once (default 1), exclusive ones alone and last', async () => {
    for (const [concurrency, peak] of [[undefined, 1], [3, 3]] as const) {
      const log = { active: 0, peak: 0, order: [] as string[] };
      const list = [timed('alone', log, true), ...['a', 'b', 'c', 'd', 'e'].map((name) => timed(name, log))];
      const result = await run(list, concurrency === undefined ? {} : { concurrency });
      expect(log.peak).toBe(peak);
      expect(log.order.at(-1)).toBe('alone');
      expect(result.scenarios.map((scenario) => scenario.name)).toEqual(['alone', 'a', 'b', 'c', 'd', 'e']);
    }
  });

  it('refuses a concurrency that is not a positive integer', async () => {
    await expect(runConformance({ concurrency: 0 })).rejects.toThrow(ConformanceStartError);
    await expect(runConformance({ concurrency: 1.5 })).rejects.toThrow(/^concurrency: must be an integer from 1 to 64/);
  });
});
