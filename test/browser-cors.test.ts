/**
 * A page on one port calls `docpub-mock` on another, in headless Chromium: the browser's own CORS checks
 * (preflight for a POST with a bearer token and a JSON body, reading the `Location` header) pass with CORS on,
 * and the same calls are blocked by the browser with `--no-cors`.
 *
 * Needs Debian's `chromium`, like the other browser test: skipped with the reason printed when it is absent,
 * except in CI.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '@docpub/mock-server';
import { packageDir } from './support/paths.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
const running: ChildProcess[] = [];

/** Starts the built `docpub-mock` on a free port; resolves with its base URL. */
function startMock(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [join(packageDir('mock-server'), 'bin/docpub-mock.js'), '--port', '0', '--quiet', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.push(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      const match = /listening on (\S+)\n/.exec(text);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`docpub-mock exited with ${code}`)));
  });
}

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

if (!available && !process.env.CI) {
  console.warn(`Skipping the browser CORS test: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
}

describe.skipIf(!available && !process.env.CI)('docpub-mock called cross-origin from a page in headless Chromium', () => {
  let browser: Browser;
  let page: { origin: string; server: Server };

  beforeAll(async () => {
    page = await servePlainPage();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    page?.server.close();
    for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
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
