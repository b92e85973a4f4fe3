/** The suite over real HTTP, in-process: the reference server listening on 127.0.0.1 with its /__control/. */
import { createServer, DEMO } from '@docpub/mock-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runConformance, type ConformanceResult } from '../src/index.js';

let result: ConformanceResult;
let close: () => Promise<void>;

beforeAll(async () => {
  const listening = await createServer().listen();
  close = listening.close;
  // The server is this test's own, on loopback: publishing a public site there exposes nothing.
  result = await runConformance({
    target: { kind: 'http', baseUrl: listening.url, token: DEMO.tokens.admin },
    concurrency: 4,
    allowPublicPublish: true,
  });
}, 120_000);
afterAll(() => close());

it('detects the control API and passes every scenario over HTTP, four at a time', () => {
  expect(result.target).toMatchObject({ kind: 'http', control: true });
  const failures = result.scenarios
    .filter((scenario) => scenario.status !== 'passed')
    .map((scenario) => `${scenario.area} › ${scenario.name}: ${scenario.error?.message ?? scenario.skippedReason}`);
  expect(failures).toEqual([]);
  expect(result.coverage.covered).toBe(result.coverage.total);
});
