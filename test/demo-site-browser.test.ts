/**
 * The demo site (what `docpub-mock` prints) in a real browser: headless Chromium opens every page of the site at
 * 1280 px and 390 px wide, light and dark (`prefers-color-scheme`), and keeps full-page screenshots under
 * test-artifacts/demo-site/: every page in the first view, the home page in each (a screenshot is a large part of
 * a page's time in the browser, and nothing reads them but a person looking). It fails when a link or image of the site answers 404, when a console error shows,
 * when a page is wider than a 390 px viewport, when the dark theme does not look dark, or when a page has other
 * than one `<h1>`.
 *
 * Needs Debian's `chromium`: skipped with the reason without it, except in CI (`CI` set), where it fails.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from '@docpub/mock-server';
import { describe, expect, it } from 'vitest';
import { launchChromium, skipWithoutChromium } from './support/chromium.js';
import { repoRoot } from './support/paths.js';

const SITE_PATH = '/sites/acme.docpub.site/docs';
const VIEWS = [
  { width: 1280, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
] as const;

/** Every URL an HTML answer points to (links, images, alternates, form actions), absolute, without its fragment. */
function urlsOf(html: string, base: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&'), base).href.split('#')[0]!);
}

/** The relative luminance of a CSS `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).slice(0, 3).map((part) => Number(part) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/**
 * What the no-script switches do on the page open in `page`: on a phone, "Menu" opens the folded sidebar; the
 * light/dark switch shows the other theme. Answers what went wrong.
 */
async function switches(page: import('playwright-core').Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  const sidebar = page.locator('.sidebar');
  if (width === 390) {
    if (await sidebar.isVisible()) problems.push('the sidebar is open before "Menu" is pressed');
    await page.getByText('Menu', { exact: true }).click();
    if (!(await sidebar.isVisible())) problems.push('"Menu" does not open the sidebar');
  } else if (!(await sidebar.isVisible())) problems.push('no sidebar at full width');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = luminance(await background());
  await page.locator('label[for=theme-switch]').click();
  const after = luminance(await background());
  if ((before < 0.05) === (after < 0.05)) problems.push(`the light/dark switch keeps the theme (luminance ${before} then ${after})`);
  return problems;
}

describe.skipIf(skipWithoutChromium('the demo site browser test'))('the demo site in headless Chromium', () => {
  it('reads at 1280 px and 390 px, light and dark, with no dead link, no console error and nothing wider than a phone', async () => {
    const server = createServer();
    const listening = await server.listen();
    const origin = new URL(listening.url).origin;
    const site = `${origin}${SITE_PATH}`;

    // Walk the site: every page and every link on the server's origin, with its status.
    const pages: string[] = [];
    const statuses = new Map<string, number>();
    const pending = [site];
    const seen = new Set(pending);
    while (pending.length > 0) {
      const url = pending.shift()!;
      const answer = await fetch(url, { redirect: 'manual' });
      statuses.set(url, answer.status);
      if (!(answer.headers.get('content-type') ?? '').startsWith('text/html') || answer.status !== 200) continue;
      pages.push(url);
      for (const next of urlsOf(await answer.text(), url)) {
        if (!next.startsWith(`${origin}/`) || seen.has(next)) continue;
        seen.add(next);
        pending.push(next);
      }
    }
    const dead = [...statuses].filter(([, status]) => status === 404).map(([url]) => url);
    expect(dead).toEqual([]);
    expect(pages.length).toBeGreaterThan(10);

    const artifacts = join(repoRoot, 'test-artifacts', 'demo-site');
    mkdirSync(artifacts, { recursive: true });
    const browser = await launchChromium();
    const problems: string[] = [];
    try {
      for (const view of VIEWS) {
        const context = await browser.newContext({ viewport: { width: view.width, height: 900 }, colorScheme: view.colorScheme });
        // Generous: the test walks some seventy page loads, on a machine the rest of the suite may load heavily.
        context.setDefaultTimeout(120_000);
        const page = await context.newPage();
        const failedLoads = new Map<string, number>();
        page.on('response', (response) => {
          if (response.status() >= 400) failedLoads.set(response.url(), response.status());
        });
        for (const url of pages) {
          const errors: string[] = [];
          const onConsole = (message: import('playwright-core').ConsoleMessage) => {
            if (message.type() !== 'error') return;
            const source = message.location().url;
            errors.push(`${message.text()} (${source}${failedLoads.has(source) ? `: ${failedLoads.get(source)}` : ''})`);
          };
          page.on('console', onConsole);
          page.on('pageerror', (error) => errors.push(error.message));
          const answer = await page.goto(url, { waitUntil: 'load' });
          const label = `${view.width}px ${view.colorScheme} ${url.slice(site.length) || '/'}`;
          if (answer?.status() !== 200) problems.push(`${label}: status ${answer?.status()}`);
          const shape = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            h1: document.querySelectorAll('h1').length,
            background: getComputedStyle(document.body).backgroundColor,
            color: getComputedStyle(document.body).color,
          }));
          if (view.width === 390 && shape.scrollWidth > shape.innerWidth) problems.push(`${label}: ${shape.scrollWidth} px wide in a ${shape.innerWidth} px viewport`);
          if (shape.h1 !== 1) problems.push(`${label}: ${shape.h1} <h1>`);
          const dark = luminance(shape.background) < 0.05 && luminance(shape.color) > 0.5;
          if (dark !== (view.colorScheme === 'dark')) problems.push(`${label}: background ${shape.background}, text ${shape.color}`);
          const name = `${(url.slice(site.length).replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home').slice(0, 80)}-${view.width}-${view.colorScheme}.png`;
          if (view === VIEWS[0] || url === site) await page.screenshot({ path: join(artifacts, name), fullPage: true });
          if (url === site) problems.push(...(await switches(page, view.width)).map((problem) => `${label}: ${problem}`));
          page.off('console', onConsole);
          page.removeAllListeners('pageerror');
          problems.push(...errors.map((error) => `${label}: console error ${error}`));
        }
        await context.close();
      }
    } finally {
      await browser.close();
      await listening.close();
    }
    expect(problems).toEqual([]);
  }, 1_200_000);
});
