/**
 * A published page holding hostile markdown, opened in headless Chromium from the reference server's own
 * origin: nothing it holds runs, so it cannot reach the control API of the same server. Every request that
 * reaches the server is recorded, and none may be a control path.
 *
 * Needs Debian's `chromium`; without it the test is skipped with the reason printed (except in CI).
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '@docpub/mock-server';
import { launchChromium, skipWithoutChromium } from './support/chromium.js';

const HOSTILE = [
  '<script>fetch("/__control/reset",{method:"POST"})</script>',
  '<img src=x onerror="fetch(\'/__control/reset\',{method:\'POST\'})">',
  '[click me](javascript:fetch("/__control/reset",{method:"POST"}))',
  '![pixel](/__control/journal)',
  '<iframe src="/__control/journal"></iframe>',
  '<meta http-equiv="refresh" content="0;url=/__control/journal">',
  '<link rel="prefetch" href="/__control/journal">',
].join('\n\n');

describe.skipIf(skipWithoutChromium('the published-site browser test'))('a hostile published page in Chromium', () => {
  it('runs nothing and requests nothing of the control API', async () => {
    const server = createServer({
      world: {
        format: 'docpub-world/1',
        users: [{ id: 'u', displayName: 'U', tokens: ['t'] }],
        organizations: [{ id: 'o', title: 'O', hostname: 'evil' }],
        memberships: [{ organizationId: 'o', userId: 'u', role: 'admin' }],
        spaces: [{ id: 's', organizationId: 'o', title: 'S', pages: [{ id: 'p', title: '<script>alert(1)</script>', markdown: HOSTILE }] }],
        sites: [{ id: 'site', organizationId: 'o', title: 'Evil', visibility: 'public', published: true, basename: 'docs' }],
        siteSpaces: [{ id: 'ss', siteId: 'site', spaceId: 's', path: 's' }],
      },
    });
    const paths: string[] = [];
    const listening = await server.listen({ wrap: (dispatch) => (request) => (paths.push(request.path), dispatch(request)) });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const url = `${new URL(listening.url).origin}/sites/evil.docpub.site/docs`;
      const answer = await page.goto(url);
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'none'/);
      // Click every link the page has: none may lead to the control API or run code.
      for (const link of await page.locator('main a').all()) await link.click({ timeout: 2_000 }).catch(() => {});
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
      expect(paths.filter((path) => path.startsWith('/__control'))).toEqual([]);
      expect(await page.locator('main').innerText()).toContain('<script>');
    } finally {
      await browser.close();
      await listening.close();
    }
  }, 60_000);
});
