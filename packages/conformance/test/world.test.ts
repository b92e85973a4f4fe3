/**
 * A run inside a world of a shared `docpub-mock`: its test control (users, the clock, faults) acts in that
 * world, so the whole suite passes there, and the server's own world is left as it was.
 */
import { createControlClient, createServer, DEMO, type ControlClient } from '@docpub/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliMain, runConformance, type ConformanceResult } from '../src/index.js';

let url: string;
let close: () => Promise<void>;
let control: ControlClient;

beforeAll(async () => {
  ({ url, close } = await createServer().listen());
  control = createControlClient({ origin: url, fetch: (input, init) => globalThis.fetch(input, init) });
});
afterAll(() => close());

/** What the server's own world holds and has seen, to compare before and after a run in another world. */
async function ownWorld() {
  const [state, journal, clock] = await Promise.all([control.call('exportState'), control.call('listJournal'), control.call('getClock')]);
  const { clock: _exportedAt, ...data } = state as unknown as Record<string, unknown>;
  return { data, journal: (journal as { count: number }).count, clock: Date.parse((clock as { now: string }).now) };
}

async function newWorld() {
  const world = await control.call('createWorld', { body: { from: 'demo' } });
  const token = world.tokens[DEMO.tokens.admin]!;
  expect(token.startsWith(`${world.id}.`)).toBe(true);
  return { id: world.id, token };
}

describe('--world', () => {
  it('runs the whole suite inside a world of a shared server with 0 failures, and leaves the server’s own world untouched', async () => {
    const before = await ownWorld();
    const world = await newWorld();
    let stdout = '';
    let stderr = '';
    const code = await cliMain(
      ['--base-url', url, '--token', world.token, '--world', world.id, '--allow-public-publish', '--reporter', 'json', '--concurrency', '2'],
      { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } },
      {},
    );
    const result = JSON.parse(stdout) as ConformanceResult;
    const failures = result.scenarios.filter((scenario) => scenario.status === 'failed').map((scenario) => `${scenario.name}: ${scenario.error?.message}`);
    expect(failures, stderr).toEqual([]);
    expect(code).toBe(0);
    expect(result.target).toMatchObject({ baseUrl: url, control: true, world: world.id });
    // Control scenarios ran (none skipped for want of control), and what they did happened in the world. Only the
    // git-sync area is skipped: this run has no scratch repository (http.test.ts gives one).
    const skipped = result.scenarios.filter((scenario) => scenario.status === 'skipped');
    expect(skipped.map((scenario) => [scenario.area, scenario.skippedReason?.includes('--git-repository')])).toEqual([['git-sync', true]]);
    expect(result.passed).toBeGreaterThan(40);
    const inWorld = createControlClient({ origin: url, fetch: (input, init) => globalThis.fetch(input, init), world: world.id });
    const worldClock = Date.parse(((await inWorld.call('getClock')) as { now: string }).now);
    const after = await ownWorld();
    expect(worldClock - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000); // the purge scenario moved the world's clock a week
    expect(after.clock - Date.now()).toBeLessThan(60_000);
    expect(after.data).toEqual(before.data);
    expect(after.journal).toBe(before.journal);
    await control.call('deleteWorld', { params: { worldId: world.id } });
  }, 300_000);

  it('defaults to the world the token names, and acts there', async () => {
    const before = await ownWorld();
    const world = await newWorld();
    const result = await runConformance({ target: { kind: 'http', baseUrl: url, token: world.token }, only: ['spaces', 'users'] });
    expect(result.failed, JSON.stringify(result.scenarios.filter((scenario) => scenario.error), null, 1)).toBe(0);
    expect(result.target.world).toBe(world.id);
    expect((await ownWorld()).data).toEqual(before.data);
    await control.call('deleteWorld', { params: { worldId: world.id } });
  }, 120_000);

  it('a world the server does not have fails the control scenarios, naming it, instead of acting in another world', async () => {
    const result = await runConformance({
      target: { kind: 'http', baseUrl: url, token: DEMO.tokens.admin, world: 'w_00000000000000ff' },
      only: ['spaces'],
    });
    const purge = result.scenarios.find((scenario) => scenario.name.includes('gone for good'));
    expect(purge?.status).toBe('failed');
    expect(purge?.error?.message).toMatch(/has no world w_00000000000000ff .*check --world/);
  }, 120_000);

  it('--world needs --base-url and a world id', async () => {
    const errors: string[] = [];
    const streams = { stdout: { write: () => true }, stderr: { write: (text: string) => errors.push(text) } };
    expect(await cliMain(['--world', 'w_1'], streams, {})).toBe(2);
    expect(await cliMain(['--base-url', url, '--token', 't', '--world', 'a/b'], streams, {})).toBe(2);
    expect(errors.join('')).toMatch(/--world: needs --base-url[\s\S]*--world: a world id/);
  });
});
