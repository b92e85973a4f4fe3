/**
 * A `docpub-mock` whose control API needs a token: the suite takes it from `DOCPUB_CONTROL_TOKEN` (or the
 * target's `controlToken`), and without it the control scenarios fail naming the variable — never skipped in
 * silence as if the target had no control.
 */
import { createServer, DEMO } from '@docpub/mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runConformance, type ConformanceResult } from '../src/index.js';

const PURGE = 'a soft-deleted space is gone for good after 7 days';
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const listening = await createServer({ controlToken: 'ctl-secret' }).listen();
  ({ url, close } = listening);
});
afterAll(() => close());
afterEach(() => {
  delete process.env.DOCPUB_CONTROL_TOKEN;
});

const run = (controlToken?: string) =>
  runConformance({
    target: { kind: 'http', baseUrl: url, token: DEMO.tokens.admin, ...(controlToken === undefined ? {} : { controlToken }) },
    only: ['spaces'],
  });

const purgeOf = (result: ConformanceResult) => result.scenarios.find((scenario) => scenario.name === PURGE)!;

describe('the control token of the target', () => {
  it('missing: the control scenario fails, naming DOCPUB_CONTROL_TOKEN', async () => {
    delete process.env.DOCPUB_CONTROL_TOKEN;
    const result = await run();
    expect(result.target.control).toBe(true);
    expect(purgeOf(result)).toMatchObject({ status: 'failed' });
    expect(purgeOf(result).error?.message).toMatch(/control API \(\/__control\/\) answered 401: set DOCPUB_CONTROL_TOKEN/);
    expect(result.scenarios.filter((scenario) => scenario.status === 'skipped')).toEqual([]);
  }, 120_000);

  it('wrong: fails the same way', async () => {
    const result = await run('not-the-token');
    expect(purgeOf(result).status).toBe('failed');
    expect(purgeOf(result).error?.message).toContain('DOCPUB_CONTROL_TOKEN');
  }, 120_000);

  it('from DOCPUB_CONTROL_TOKEN or the target option: the control scenario passes', async () => {
    process.env.DOCPUB_CONTROL_TOKEN = 'ctl-secret';
    expect(purgeOf(await run()).status).toBe('passed');
    delete process.env.DOCPUB_CONTROL_TOKEN;
    expect(purgeOf(await run('ctl-secret')).status).toBe('passed');
  }, 120_000);
});
