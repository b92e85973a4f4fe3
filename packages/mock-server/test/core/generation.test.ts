/**
 * The store's generation (store/generation.ts) and the control API: a call that may write starts a new one, so
 * nothing kept from the state outlives it; a call that leaves the state as it is (reading the journal, the
 * clock, the fault rules, a snapshot) keeps it, so a suite polling the journal keeps what the server derived.
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/server.js';
import { DEMO } from '../../src/demo/demo.js';
import { generationOf } from '../../src/store/generation.js';

describe('the generation of a store under control calls', () => {
  it('stays through calls that leave the state as it is', () => {
    const server = createServer();
    const before = generationOf(server.store);
    server.control.journal();
    server.control.clearJournal();
    server.control.now();
    server.control.faults();
    const rule = server.control.addFault({ method: 'GET', path: '/v1/user', status: 503 });
    server.control.clearFaults();
    const saved = server.control.saveSnapshot();
    server.control.snapshot();
    server.control.deleteSnapshot(saved);
    expect(rule.status).toBe(503);
    expect(generationOf(server.store)).toBe(before);
  });

  it('advances on every call that may write, each time', () => {
    const server = createServer();
    const writes: [string, () => unknown][] = [
      ['advanceClock', () => server.control.advanceClock(1000)],
      ['createUser', () => server.control.createUser({ displayName: 'New' })],
      ['seed', () => server.control.seed({ kind: 'content', spaceId: DEMO.content.space, pages: [{ title: 'Seeded' }] })],
      ['restore', () => server.control.restore(server.control.snapshot())],
      ['reset', () => server.control.reset()],
    ];
    for (const [name, call] of writes) {
      const before = generationOf(server.store);
      call();
      expect(generationOf(server.store), name).toBeGreaterThan(before);
    }
  });
});
