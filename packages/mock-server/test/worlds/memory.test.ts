/**
 * Deleting a world lets its memory go: nothing the server keeps (registry, routing, spec processing, kept
 * snapshots) holds on to a deleted world's state. Checked two ways: the deleted worlds (their controls, which hold their stores) are collected
 * (WeakRefs come back empty after a full collection), and the heap returns close to where it was.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createServer, DEMO } from '../../src/index.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Enough worlds that their heap dwarfs the fixed ~0.7 MB the first measured run of the code leaves behind
 * (compiled code, inline caches), now that a world's copy of the demo state is smaller.
 */
const WORLDS = 80;

async function collect(): Promise<number> {
  // Several rounds with turns of the event loop between: finalization and timers need them.
  for (let round = 0; round < 4; round += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return process.memoryUsage().heapUsed;
}

/**
 * Makes a world, writes to it, keeps a snapshot in it, and notes its control in `refs`. A function of
 * its own, so that no local of the test's frame still points at the last world when memory is measured.
 */
async function useWorld(server: ReturnType<typeof createServer>, index: number, refs: WeakRef<object>[]): Promise<void> {
  const world = server.control.createWorld();
  const token = world.tokens[DEMO.tokens.admin]!;
  for (let space = 0; space < 5; space += 1) {
    const response = await server.fetch(`/v1/orgs/${DEMO.organization}/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Space ${space} of world ${index}`.padEnd(50, '.') }),
    });
    expect(response.status).toBe(201);
  }
  world.control.saveSnapshot();
  refs.push(new WeakRef(server.control.world(world.id)));
}

describe('deleting worlds', () => {
  it(`releases the memory of ${WORLDS} used worlds`, async () => {
    const server = createServer();
    // One world used and deleted before the baseline: the pristine demo copy and everything the first
    // request initialises once (validators, caches) are not memory of the worlds measured below.
    await useWorld(server, -1, []);
    server.control.deleteWorld(server.control.worlds()[0]!.id);
    const baseline = await collect();

    const controls: WeakRef<object>[] = [];
    for (let index = 0; index < WORLDS; index += 1) await useWorld(server, index, controls);
    const full = await collect();
    for (const { id } of server.control.worlds()) server.control.deleteWorld(id);
    const after = await collect();

    expect(server.control.worlds()).toEqual([]);
    expect(server.control.worldUsage()).toMatchObject({ worlds: 0, bytes: 0 });
    // The controls of deleted worlds were collected: nothing kept a reference to them.
    expect(controls.flatMap((ref, index) => (ref.deref() === undefined ? [] : [index]))).toEqual([]);
    const grown = full - baseline;
    const kept = after - baseline;
    expect(grown).toBeGreaterThan(WORLDS * 50_000);
    expect(kept).toBeLessThan(grown * 0.1);
  }, 60_000);
});
