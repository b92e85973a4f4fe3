/**
 * The HTTP server under load, briefly (`npm run soak` runs the long one): mixed reads and writes through
 * autocannon on loopback answer no error, and the server's memory after the run is what it was before.
 * The node:http server has its request-body limit, header and request timeouts set.
 */
import { describe, expect, it } from 'vitest';
import { describeSoak, runSoak, type SoakOptions } from './soak.js';

const OPTIONS: SoakOptions = {
  durationSeconds: Number(process.env.SOAK_SECONDS ?? 5),
  warmupSeconds: 3,
  connections: Number(process.env.SOAK_CONNECTIONS ?? 10),
};

/** Growth a flat server stays under in a few seconds: allocator slack, not a leak. */
const RSS_SLACK = 48 * 1024 * 1024;

describe('the reference server over HTTP under load', () => {
  it(`answers ${OPTIONS.connections} connections for ${OPTIONS.durationSeconds} s without an error or growing`, { timeout: 120_000 }, async () => {
    const report = await runSoak(OPTIONS);
    console.info(`[reliability] ${describeSoak(report, OPTIONS).replace(/\n/g, '\n[reliability] ')}`);
    expect(report.requests).toBeGreaterThan(100);
    expect(report.errors).toBe(0);
    expect(report.memory.after.rss - report.memory.before.rss).toBeLessThan(RSS_SLACK);
    expect(report.limits.requestTimeout).toBeGreaterThan(0);
    expect(report.limits.requestTimeout).toBeLessThanOrEqual(60_000);
    expect(report.limits.headersTimeout).toBeGreaterThan(0);
    expect(report.limits.headersTimeout).toBeLessThanOrEqual(report.limits.requestTimeout);
  });
});
