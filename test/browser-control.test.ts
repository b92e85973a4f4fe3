/**
 * A hostile page in headless Chromium tries to read and write the control API of a running `docpub-mock`:
 * read `GET /__control/state` (every token and secret), and make an admin with `POST /__control/users` —
 * by a preflighted JSON fetch, a no-cors fetch, and a simple form POST (no preflight) — from another origin,
 * and from a page that rebinds its own name to the server's address. It gets nothing: no readable answer, and
 * no user made, as the control API, asked from Node afterwards, shows. Only the origin opted in with
 * `--control-allow-origin` and the control token may drive control from a page.
 *
 * Needs Debian's `chromium`, like the other browser tests: skipped with the reason printed when it is
 * absent, except in CI.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient } from '@docpub/mock-server';
import { launchChromium, skipWithoutChromium } from './support/chromium.js';
import { startMockProcess, stopMockProcesses } from './support/mock-process.js';

/** The name the rebinding page is served under; Chromium resolves it to the server's address. */
const REBOUND = 'rebound.attacker.example';
const MALLORY = 'Mallory from a page';

/** Starts the built `docpub-mock` on a free port; resolves with its origin. */
const startMock = async (args: string[]) => new URL(await startMockProcess(args)).origin;

/** A page with nothing but a title, on its own port: another origin than the server's. */
async function servePlainPage(): Promise<{ port: number; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Some page</title><p>page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** What the hostile page does, in the page: every way a page can send, each reporting what it could read. */
async function attack(args: { control: string; name: string; token?: string }) {
  const outcome = async (run: () => Promise<string>) => {
    try {
      return await run();
    } catch (error) {
      return `blocked: ${String(error)}`;
    }
  };
  const tokenHeader: Record<string, string> = args.token === undefined ? {} : { 'x-control-token': args.token };
  const body = JSON.stringify({ displayName: args.name, orgRole: 'admin' });
  const read = await outcome(async () => {
    const answer = await fetch(`${args.control}/state`, { headers: tokenHeader });
    return `read ${answer.status}: ${(await answer.text()).slice(0, 80)}`;
  });
  const preflighted = await outcome(async () => {
    const answer = await fetch(`${args.control}/users`, { method: 'POST', headers: { 'content-type': 'application/json', ...tokenHeader }, body });
    return `read ${answer.status}: ${(await answer.text()).slice(0, 80)}`;
  });
  const noCors = await outcome(async () => {
    const answer = await fetch(`${args.control}/users`, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body });
    return `opaque ${answer.type} ${answer.status}`;
  });
  // The classic JSON-by-form: a text/plain form whose one field spells the JSON body; no preflight.
  const form = await new Promise<string>((resolve) => {
    const frame = document.createElement('iframe');
    frame.name = 'sink';
    document.body.append(frame);
    const element = document.createElement('form');
    Object.assign(element, { method: 'POST', action: `${args.control}/users`, enctype: 'text/plain', target: 'sink' });
    const field = document.createElement('input');
    field.name = `{"displayName":"${args.name}","orgRole":"admin","x":"`;
    field.value = '"}';
    element.append(field);
    document.body.append(element);
    frame.addEventListener('load', () => resolve('form sent'));
    element.submit();
    setTimeout(() => resolve('form timed out'), 5_000);
  });
  return { read, preflighted, noCors, form };
}

describe.skipIf(skipWithoutChromium('the browser control test'))('the control API against hostile pages in headless Chromium', () => {
  let browser: Browser;
  let plain: { port: number; server: Server };

  beforeAll(async () => {
    plain = await servePlainPage();
    browser = await launchChromium([`--host-resolver-rules=MAP ${REBOUND} 127.0.0.1`]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    plain?.server.close();
    stopMockProcesses();
  });

  /** Opens `pageUrl` in a fresh context and runs the attack from it. */
  async function attackFrom(pageUrl: string, args: Parameters<typeof attack>[0], setUp?: (page: Page) => Promise<unknown>, using = browser) {
    const context = await using.newContext();
    const page = await context.newPage();
    try {
      await setUp?.(page);
      await page.goto(pageUrl);
      return await page.evaluate(attack, args);
    } finally {
      await context.close();
    }
  }

  /** The users named `name` in the server's state, asked from Node as a program. */
  async function usersNamed(origin: string, name: string, token?: string): Promise<number> {
    const client = createControlClient({ origin, fetch: globalThis.fetch, token });
    const state = (await client.call('exportState')) as { users?: { displayName?: string }[] };
    return (state.users ?? []).filter((user) => user.displayName === name).length;
  }

  const expectNothing = (outcome: Awaited<ReturnType<typeof attack>>) => {
    expect(outcome.read).toMatch(/^blocked: TypeError: Failed to fetch/);
    expect(outcome.preflighted).toMatch(/^blocked: TypeError: Failed to fetch/);
    expect(outcome.noCors).toBe('opaque opaque 0');
    expect(outcome.form).toBe('form sent');
  };

  it.each([[[]], [['--no-cors']]])('a page of another site (flags %j) reads nothing and makes no user', async (flags) => {
    const origin = await startMock(flags);
    // The page is on `localhost`, the server on 127.0.0.1: another site, not only another origin.
    const outcome = await attackFrom(`http://localhost:${plain.port}/`, { control: `${origin}/__control`, name: MALLORY });
    expectNothing(outcome);
    expect(await usersNamed(origin, MALLORY)).toBe(0);
  }, 90_000);

  it('a page that rebinds its own name to the server (same origin, with --no-cors) reads nothing and makes no user', async () => {
    const origin = await startMock(['--no-cors']);
    const port = new URL(origin).port;
    const rebound = `http://${REBOUND}:${port}`;
    // Chromium's own guard for public pages reaching local addresses is off here, as browsers without it have
    // none: what is tested is the server's refusal.
    const unguarded = await launchChromium([
      `--host-resolver-rules=MAP ${REBOUND} 127.0.0.1`,
      '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks',
    ]);
    let outcome: Awaited<ReturnType<typeof attack>>;
    try {
      // The attacker's page is served under the rebound name and port; its requests then reach docpub-mock.
      outcome = await attackFrom(`${rebound}/`, { control: `${rebound}/__control`, name: MALLORY }, (page) =>
        page.route(`${rebound}/`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>rebound</title>' })),
        unguarded,
      );
    } finally {
      await unguarded.close();
    }
    expect(outcome.read).toMatch(/^read 403: .*control API/);
    expect(outcome.read).not.toMatch(/dp_|tokens/);
    expect(outcome.preflighted).toMatch(/^read 403: /);
    expect(await usersNamed(origin, MALLORY)).toBe(0);
  }, 90_000);

  it('only the origin opted in with --control-allow-origin, with the control token, drives control from a page', async () => {
    const runner = `http://localhost:${plain.port}`;
    const origin = await startMock(['--control-allow-origin', runner, '--control-token', 'ctl-browser']);
    const outsider = await attackFrom(`http://127.0.0.1:${plain.port}/`, { control: `${origin}/__control`, name: MALLORY, token: 'ctl-browser' });
    expectNothing(outsider);
    const allowed = await attackFrom(`${runner}/`, { control: `${origin}/__control`, name: 'Runner user', token: 'ctl-browser' });
    expect(allowed.read).toMatch(/^read 200: /);
    expect(allowed.preflighted).toMatch(/^read 201: /);
    expect(await usersNamed(origin, MALLORY, 'ctl-browser')).toBe(0);
    // The JSON fetch made one; the token-less no-cors fetch and form were refused (401).
    expect(await usersNamed(origin, 'Runner user', 'ctl-browser')).toBe(1);
  }, 90_000);
});
