/**
 * A page on one port calls `docpub-mock` on another, in headless Chromium: the browser's own CORS checks
 * (preflight for a POST with a bearer token and a JSON body, reading the `Location` header) pass with CORS on,
 * and the same calls are blocked by the browser with `--no-cors`.
 *
 * Needs Debian's `chromium`, like the other browser test: skipped with the reason printed when it is absent,
 * except in CI.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@docpub/mock-server';
import { launchChromium, skipWithoutChromium } from './support/chromium.js';
import { startMockProcess as startMock, stopMockProcesses } from './support/mock-process.js';

/** A page with nothing but a title, on its own port: another origin than the API's. */
async function servePlainPage(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>A DocPub client app</title><p>app</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** What the page does: create a space (preflighted), read its Location, read it back, and a 404. */
async function crossOriginCalls(args: { api: string; token: string; organization: string }) {
  try {
    const headers = { authorization: `Bearer ${args.token}`, 'content-type': 'application/json' };
    const created = await fetch(`${args.api}/orgs/${args.organization}/spaces`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'From another origin' }),
    });
    const location = created.headers.get('location');
    const space = (await created.json()) as { id: string; title: string };
    const again = await fetch(location ?? '', { headers });
    const missing = await fetch(`${args.api}/spaces/no-such-space`, { headers });
    return {
      ok: true,
      created: created.status,
      title: space.title,
      locationEndsWithId: location?.endsWith(`/spaces/${space.id}`) ?? false,
      readBack: ((await again.json()) as { title: string }).title,
      missing: missing.status,
    };
  } catch (error) {
    return { ok: false, error: String(error) };
  }
}

describe.skipIf(skipWithoutChromium('the browser CORS test'))('docpub-mock called cross-origin from a page in headless Chromium', () => {
  let browser: Browser;
  let page: { origin: string; server: Server };

  beforeAll(async () => {
    page = await servePlainPage();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    page?.server.close();
    stopMockProcesses();
  });

  async function callFromPage(api: string) {
    const tab = await browser.newPage();
    try {
      await tab.goto(`${page.origin}/`);
      return await tab.evaluate(crossOriginCalls, { api, token: DEMO.tokens.admin, organization: DEMO.organization });
    } finally {
      await tab.close();
    }
  }

  it('works with CORS on (the default): preflight, JSON, Location, errors', async () => {
    const api = await startMock([]);
    expect(new URL(api).origin).not.toBe(page.origin);
    expect(await callFromPage(api)).toEqual({
      ok: true,
      created: 201,
      title: 'From another origin',
      locationEndsWithId: true,
      readBack: 'From another origin',
      missing: 404,
    });
  }, 60_000);

  it('is blocked by the browser with --no-cors', async () => {
    const api = await startMock(['--no-cors']);
    expect(await callFromPage(api)).toEqual({ ok: false, error: 'TypeError: Failed to fetch' });
  }, 60_000);
});
