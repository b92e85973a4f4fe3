/**
 * One world per test worker, over HTTP: the pattern of the README's "Parallel tests". Every test file of a
 * parallel run (each in its own worker) makes its own world on one shared `docpub-mock` and uses the tokens
 * the world answers, so files never see each other's writes, resets or clocks.
 *
 * In a suite, a vitest `globalSetup` starts `docpub-mock` once and sets DOCPUB_MOCK_URL (and DOCPUB_CONTROL_TOKEN
 * when the server needs a control token, as it does beyond loopback); run alone, this file starts a reference
 * server of its own so that it stays self-contained.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocPub } from '@docpub/sdk';
import { createServer, DEMO, type Listening } from '@docpub/mock-server';

let listening: Listening | undefined;
let origin: string;
let world: { id: string; baseUrl: string; tokens: Record<string, string> };
let admin: DocPub;
/** The control token, where the server needs one (`docpub-mock` beyond loopback, or `--control-token`). */
const controlHeaders: Record<string, string> = process.env.DOCPUB_CONTROL_TOKEN
  ? { 'x-control-token': process.env.DOCPUB_CONTROL_TOKEN }
  : {};

beforeAll(async () => {
  const shared = process.env.DOCPUB_MOCK_URL; // e.g. http://127.0.0.1:4010/v1, from a globalSetup
  if (shared === undefined) listening = await createServer().listen();
  origin = new URL(shared ?? listening!.url).origin;
  // This worker's world: a fresh copy of the demo world, reachable only with the tokens it answers.
  const response = await fetch(`${origin}/__control/worlds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...controlHeaders },
    body: JSON.stringify({ from: 'demo' }),
  });
  world = await response.json();
  admin = new DocPub({ baseUrl: world.baseUrl, token: world.tokens[DEMO.tokens.admin]! });
});

afterAll(async () => {
  await fetch(`${origin}/__control/worlds/${world.id}`, { method: 'DELETE', headers: controlHeaders });
  await listening?.close();
});

/** A control call on this worker's world only. */
const control = (path: string, body?: unknown) =>
  fetch(`${origin}/__control/worlds/${world.id}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...controlHeaders },
    body: JSON.stringify(body ?? {}),
  });

describe('a test file with its own world', () => {
  it('writes without other workers seeing it', async () => {
    const space = await admin.spaces.create(DEMO.organization, { title: 'Written by this worker' });
    expect((await admin.spaces.get(space.id)).title).toBe('Written by this worker');
  });

  it('resets its own world, and nobody else\'s', async () => {
    await control('/reset');
    const titles: string[] = [];
    for await (const space of admin.spaces.list(DEMO.organization)) titles.push(space.title);
    expect(titles).not.toContain('Written by this worker');
  });
});
