/**
 * The demo world is data: a world file (src/demo/demo-world.yaml) bundled as a generated module, loaded through
 * the same path as every world file (test/generated-files.test.ts holds the module to the file). The documented
 * ids and tokens are in it, and the published site a person opens from `docpub-mock`'s banner shows a page.
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '../../src/index.js';
import { DEMO } from '../../src/demo/demo.js';
import { DEMO_WORLD_FILE } from '../../src/demo/demo-world.js';
import { firstPublishedSite } from '../../src/serve/published-site.js';
import { checkWorldFile } from '../../src/worlds/world-file-check.js';

describe('the demo world file', () => {
  it('passes the world-file checks and holds every documented token and id', () => {
    const file = checkWorldFile(DEMO_WORLD_FILE);
    const tokens = (file.users ?? []).flatMap((user) => user.tokens ?? []);
    expect(tokens.sort()).toEqual(Object.values(DEMO.tokens).sort());
    const ids = JSON.stringify(file);
    const documented = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(documented) : [];
    for (const id of documented({ ...DEMO, seed: undefined, tokens: undefined })) expect(ids, id).toContain(`"${id}"`);
  });

  it('dates its records at the moment each world is made', () => {
    const first = createServer();
    const organization = first.store.data.organizations.get(DEMO.organization)!;
    expect(Math.abs(Date.parse(organization.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('publishes the Handbook at the root of its site: the URL in the banner and the site root show its first page', async () => {
    const server = createServer();
    const published = firstPublishedSite(server);
    expect(published?.title).toBe('Acme Docs');
    const page = await server.fetch(published!.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Welcome to Acme');
    const siteRoot = published!.url.replace(/\/handbook$/, '').replace(/\/guides$/, '');
    const answer = await server.fetch(siteRoot, { redirect: 'manual' });
    expect([200, 301, 302, 307, 308]).toContain(answer.status);
    const shown = answer.status === 200 ? answer : await server.fetch(new URL(answer.headers.get('location')!, siteRoot).href);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Welcome to Acme');
  });

  it('links the Handbook’s pages to each other with links a visitor can follow', async () => {
    const server = createServer();
    const published = firstPublishedSite(server)!;
    const page = await server.fetch(published.url);
    const html = await page.text();
    const article = html.slice(html.indexOf('<article>'), html.indexOf('</article>'));
    const targets = [...article.matchAll(/href="([^"]+)"/g)].map((match) => new URL(match[1]!, page.url || published.url).href);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const answer = await server.fetch(target);
      expect(answer.status, target).toBe(200);
    }
  });
});
