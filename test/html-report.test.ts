/**
 * `--reporter html`: one self-contained page. Written by the CLI for a run with failures, opened in headless
 * Chromium from a file: it loads nothing else (no request besides the page itself, no script), shows the
 * totals, a recap entry with the `curl` lines that reproduce each failure and every area's scenarios, and renders to a screenshot.
 *
 * Needs Debian's `chromium`: skipped with the reason printed when it is absent, except in CI.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, DEMO } from '@docpub/mock-server';
import { cliMain } from '@docpub/conformance';
import { launchChromium, skipWithoutChromium } from './support/chromium.js';

describe.skipIf(skipWithoutChromium('the HTML report test'))('the HTML report in headless Chromium', () => {
  let browser: Browser;
  let reportDir: string | undefined;
  let reportFile: string;
  let progress = '';

  // Made and removed by the suite's own hooks, not test/support/temp-dir.ts: without Chromium the suite is skipped,
  // and Vitest then runs no hook of the file that could remove a folder made while collecting it.
  beforeAll(async () => {
    reportDir = mkdtempSync(join(tmpdir(), 'docpub-html-report-'));
    reportFile = join(reportDir, 'report.html');
    const server = createServer();
    const listening = await server.listen();
    try {
      // The read token cannot write: the writing scenarios of these areas fail, the reading ones pass.
      const code = await cliMain(
        ['--base-url', listening.url, '--token', DEMO.tokens.read, '--only', 'spaces,teams', '--reporter', 'html', '--out', reportFile],
        { stdout: { write: (text: string) => (progress += text) }, stderr: { write: (text: string) => (progress += text) } },
        {},
      );
      expect(code).toBe(1);
    } finally {
      await listening.close();
    }
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (reportDir) rmSync(reportDir, { recursive: true, force: true });
  });

  it('is one page that loads nothing else and shows totals, the recap with curl lines and each area', async () => {
    const html = readFileSync(reportFile, 'utf8');
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/i);
    expect(html).not.toContain(DEMO.tokens.read);

    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(pathToFileURL(reportFile).href);
    expect(requested).toEqual([pathToFileURL(reportFile).href]);

    const failedCount = (progress.match(/^✗ /gm) ?? []).length;
    expect(failedCount).toBeGreaterThan(0);
    expect(await page.title()).toBe(`DocPub conformance: ${failedCount} failed`);
    expect(await page.locator('.total.failed b').innerText()).toBe(String(failedCount));
    expect(await page.locator('#failures li').count()).toBe(failedCount);
    const curls = await page.locator('#failures pre').allInnerTexts();
    expect(curls.length).toBe(failedCount);
    // Each reproduction: comments and the writes that recreate the state, then the failed request.
    for (const curl of curls) {
      const lines = curl.split('\n');
      expect(lines.at(-1)).toMatch(/^curl -sS -i .*"Authorization: Bearer \$DOCPUB_(TOKEN|TOKEN_\d+)"/);
      for (const line of lines.slice(0, -1)) expect(line).toMatch(/^(# |curl -sS |ID\d+=\$\(curl -sS )/);
    }
    expect(await page.locator('h2#area-spaces').isVisible()).toBe(true);
    expect(await page.locator('h2#area-teams').isVisible()).toBe(true);
    expect(await page.locator('tr.failed').count()).toBe(failedCount);
    expect(await page.locator('tr.passed').count()).toBeGreaterThan(0);
    // Failures stand out: a failed row is drawn on a tinted background, a passed one is not.
    const background = (selector: string) => page.locator(selector).first().evaluate((row) => getComputedStyle(row).backgroundColor);
    expect(await background('tr.failed')).toBe('rgb(255, 245, 245)');
    expect(await background('tr.passed')).toBe('rgba(0, 0, 0, 0)');

    const screenshot = await page.screenshot({ fullPage: true });
    writeFileSync(reportFile.replace(/\.html$/, '.png'), screenshot);
    // A PNG, taller than the viewport (the whole report), with real content rather than a blank page.
    expect(screenshot.subarray(1, 4).toString('latin1')).toBe('PNG');
    const height = screenshot.readUInt32BE(20);
    expect(height).toBeGreaterThan(900);
    expect(screenshot.length).toBeGreaterThan(50_000);
    await page.close();
  }, 60_000);
});
