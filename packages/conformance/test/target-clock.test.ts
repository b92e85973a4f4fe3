/**
 * The suite is right whatever the target's clock says: a CI job may run it twice on one docpub-mock (the first
 * run's clock steps leave the server days ahead of the machine), or after other tests moved the clock. Every
 * scenario, the published site's visitor tokens included, then passes as on a fresh server.
 */
import { createServer } from '@docpub/mock-server';
import { describe, expect, it } from 'vitest';
import { runConformance, type ConformanceResult } from '../src/index.js';
import { embedded } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

/** Each scenario as `area › name: status (why it failed)`, for an assertion that shows what went wrong. */
const outcomes = (result: ConformanceResult) =>
  result.scenarios.map((scenario) => `${scenario.area} › ${scenario.name}: ${scenario.status}${scenario.error ? ` (${scenario.error.message})` : ''}`);

/** Outcomes other than passed, but the git-sync area's skip (no scratch repository is given here). */
const unexpected = (result: ConformanceResult) =>
  outcomes(result).filter((line) => !line.endsWith(': passed') && !(line.startsWith('git-sync › ') && line.endsWith(': skipped')));

describe('the target’s clock', () => {
  it('a second run of the whole suite on the same server, after the first one’s clock steps, passes like the first', async () => {
    const server = createServer();
    const first = await runConformance({ target: embedded(server) });
    expect(unexpected(first)).toEqual([]);
    // The spaces area moved the server's clock past a week ahead of this machine's.
    expect(Date.parse(server.control.now()) - Date.now()).toBeGreaterThan(7 * DAY_MS);

    const second = await runConformance({ target: embedded(server) });
    expect(unexpected(second)).toEqual([]);
    expect(second.scenarios).toHaveLength(first.scenarios.length);
  }, 240_000);

  it('passes the published-site area on a server whose clock is a year ahead of the machine’s', async () => {
    const server = createServer();
    server.control.advanceClock(365 * DAY_MS);
    const result = await runConformance({ only: ['published-site'], target: embedded(server) });
    expect(outcomes(result).filter((line) => !line.endsWith(': passed'))).toEqual([]);
  }, 120_000);
});
