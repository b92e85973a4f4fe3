/**
 * A real browser: headless Chromium loads a page that bundles the SDK and the reference server behind msw's
 * service worker, and the SDK's calls made in the page get the reference server's behaviour.
 *
 * Needs Debian's `chromium`. Without it the test is skipped with the reason printed — except in CI
 * (`CI` set), where `.ci/run` installs it and its absence is a failure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePage } from '../browser/bundle.js';
import type { PageResults } from '../browser/page.js';
import { servePage, type PageServer } from '../browser/serve.js';
import { launchChromium, skipWithoutChromium } from './support/chromium.js';

describe.skipIf(skipWithoutChromium('the browser test'))('the SDK in headless Chromium, served by msw’s service worker', () => {
  let browser: Browser;
  let pageServer: PageServer;
  let bundleDir: string | undefined;

  beforeAll(async () => {
    bundleDir = mkdtempSync(join(tmpdir(), 'docpub-browser-'));
    await bundlePage(join(bundleDir, 'page.js'));
    pageServer = await servePage(bundleDir);
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await pageServer?.close();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  it('gets the reference server’s behaviour for calls made in the page', async () => {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(`${pageServer.origin}/`);
    await page.waitForFunction(() => window.docpubResults !== undefined, undefined, { timeout: 60_000 });
    const outcome = await page.evaluate(() => window.docpubResults);
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
    const results = (outcome as { results: PageResults }).results;

    expect(results.controlledByServiceWorker).toBe(true);
    expect(results.currentUser).toBeTruthy();
    expect(results.createdSpace).toEqual({ title: 'Browser notes', organization: 'acme' });
    expect(results.createdSpaceListed).toBe(true);
    expect(results.iteratedTitles).toEqual(expect.arrayContaining(['Handbook', 'Browser notes']));
    expect(new Set(results.iteratedTitles).size).toBe(results.iteratedTitles.length);
    expect(results.notFound).toMatch(/^NotFoundError: /);
    expect(results.permissionDenied).toMatch(/^PermissionDeniedError: /);
    expect(results.badRequest).toMatch(/^BadRequestError: .*title: /);
    // user, create, one request per page of the list (+ the last), 404, 403, 400: all reached the server.
    expect(results.requestsSeenByServer).toBeGreaterThanOrEqual(results.iteratedTitles.length + 5);
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 90_000);
});
