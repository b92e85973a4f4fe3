/**
 * The demo site has no dead link: starting at the site's URL (what `docpub-mock` prints), every link and image of
 * every page the site serves is followed through `server.fetch`; each on the server's origin must answer 200 (links
 * elsewhere leave the site on purpose and are not followed). Also with the site turned share-link and visited
 * through the partners' share link, whose key every link must carry. A link to a file (`<site space>/~files/<id>/<name>`) must name a file of the space: it
 * answers 200 once the server holds the file's bytes, and until then the 404 whose reason says it holds none.
 */
import { describe, expect, it } from 'vitest';
import { DocPub } from '@docpub/sdk';
import { DEMO } from '../../src/demo/ids.js';
import { createServer } from '../../src/server.js';

const ORIGIN = 'http://docpub.test';
const SITE = `${ORIGIN}/sites/acme.docpub.site/docs`;

/** Every URL an answer's HTML points to (links, images, alternates), absolute. */
function urlsOf(html: string, base: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&'), base).href);
}

/** Crawls the site from `start`; answers every on-origin URL met with its status, and the pages by URL. */
async function crawl(start: string, shareLink: boolean): Promise<{ statuses: Map<string, number>; linkedFrom: Map<string, string> }> {
  const server = createServer();
  if (shareLink) {
    const admin = new DocPub({ token: DEMO.tokens.admin, baseUrl: server.baseUrl, fetch: server.fetch, maxRetries: 0, logLevel: 'off' });
    await admin.sites.update(DEMO.organization, DEMO.sites.docs, { visibility: 'share-link' });
  }
  const statuses = new Map<string, number>();
  const linkedFrom = new Map<string, string>([[start, '(start)']]);
  const pending = [start];
  while (pending.length > 0) {
    const url = pending.shift()!;
    const answer = await server.fetch(url, { redirect: 'manual' });
    statuses.set(url, answer.status);
    if (!(answer.headers.get('content-type') ?? '').startsWith('text/html')) continue;
    for (const next of urlsOf(await answer.text(), url)) {
      const bare = next.split('#')[0]!;
      if (!bare.startsWith(`${ORIGIN}/`) || linkedFrom.has(bare)) continue;
      linkedFrom.set(bare, url);
      pending.push(bare);
    }
  }
  return { statuses, linkedFrom };
}

describe('the demo site', () => {
  it.each([
    ['as the public sees it', SITE, ''],
    ['through the partners share link', `${SITE}?share=demo-share-key`, '?share=demo-share-key'],
  ])('has no dead link %s', async (_label, start, share) => {
    const { statuses, linkedFrom } = await crawl(start, share !== '');
    const broken = [...statuses].filter(([, status]) => status !== 200).map(([url, status]) => `${status} ${url} (linked from ${linkedFrom.get(url)})`);
    expect(broken).toEqual([]);
    // Every page of every site space was reached: the Roadmap's pages among them.
    expect(statuses.size).toBeGreaterThan(15);
    expect([...statuses.keys()]).toContain(`${SITE}/guides/roadmap/shipped${share}`);
    expect([...statuses.keys()]).toContain(`${SITE}/api/api-reference/~files/file-logo/logo.png${share}`);
    for (const url of statuses.keys()) expect(url.endsWith(share), url).toBe(true);
  });
});
