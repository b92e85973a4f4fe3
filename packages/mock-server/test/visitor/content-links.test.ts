/**
 * Links in a page's content are resolved against the page's own canonical URL, so a first page served at its
 * site space's or section's root links as it does at its own path; page paths (`/a/b`), Git-layout files
 * (`x.md`, `README.md`), `file:<id>` references and the share key are read as docs/published-sites.md says.
 */
import { describe, expect, it } from 'vitest';
import { SITE_URL, siteServer } from './support.js';

const GUIDE = `${SITE_URL}/guides/guide`;

/** The hrefs and srcs of a page's article, in order. */
function contentUrls(html: string): string[] {
  const article = html.slice(html.indexOf('<article>'), html.indexOf('</article>'));
  return [...article.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

describe('links in content', () => {
  it('a first page links the same whether served at the site, section, site space root or its own path', async () => {
    const { visit } = siteServer((file) => {
      file.spaces[0].pages[0].markdown = '[Setup](setup) [Linux](setup/linux) [Self](#top) [Quiet](./quiet-page)';
    });
    const expected = [`${GUIDE}/setup`, `${GUIDE}/setup/linux`, '#top', `${GUIDE}/quiet-page`];
    for (const url of [SITE_URL, `${SITE_URL}/guides`, GUIDE, `${GUIDE}/introduction`]) {
      const answer = await visit(url);
      expect(answer.status, url).toBe(200);
      expect(contentUrls(await answer.text()), url).toEqual(expected);
    }
    for (const url of expected.filter((href) => href.startsWith('http'))) expect((await visit(url)).status, url).toBe(200);
  });

  it('a site space served below its section (<site>/pro) keeps relative links inside it', async () => {
    const { visit } = siteServer((file) => {
      file.spaces.push({
        id: 'sp-pro',
        organizationId: 'org-acme',
        title: 'Pro',
        pages: [
          { id: 'pg-pro-start', title: 'Start', markdown: 'Read [Advanced tuning](advanced-tuning).' },
          { id: 'pg-pro-tuning', title: 'Advanced tuning', markdown: 'Back to [the start](start).' },
        ],
      });
      file.siteSpaces.push({ id: 'ss-pro', siteId: 'site-docs', sectionId: 'sec-guides', spaceId: 'sp-pro', path: 'pro' });
    });
    for (const url of [`${SITE_URL}/guides/pro`, `${SITE_URL}/guides/pro/start`]) {
      const [href] = contentUrls(await (await visit(url)).text());
      expect(href, url).toBe(`${SITE_URL}/guides/pro/advanced-tuning`);
      expect((await visit(href!)).status).toBe(200);
    }
  });

  it('reads page paths, Git-layout files and README.md, and links above the site space against the page', async () => {
    const { visit } = siteServer((file) => {
      file.spaces[0].pages[1].markdown = '[Linux](linux.md) [Intro](../introduction.md#start) [Home](/) [Abs](/setup/linux) [Readme](README.md) [Beta](../../beta/beta-guide)';
      file.spaces[0].pages[1].pages[0].markdown = '[Setup](README.md) [Sibling](../setup/README.md) [Intro](../README.md) [Quiet](/quiet-page?x=1#top)';
    });
    expect(contentUrls(await (await visit(`${GUIDE}/setup`)).text())).toEqual([
      `${GUIDE}/setup/linux`,
      `${GUIDE}/introduction#start`,
      GUIDE,
      `${GUIDE}/setup/linux`,
      `${GUIDE}/setup`,
      `${SITE_URL}/beta/beta-guide`,
    ]);
    expect(contentUrls(await (await visit(`${GUIDE}/setup/linux`)).text())).toEqual([`${GUIDE}/setup`, `${GUIDE}/setup`, GUIDE, `${GUIDE}/quiet-page#top`]);
  });

  it('file:<id> leads to the file under the site space; an unknown file is no link', async () => {
    const { server, visit } = siteServer();
    server.control.seed({
      kind: 'content',
      spaceId: 'sp-guide',
      files: [{ id: 'f-logo', name: 'logo (1).png', contentType: 'image/png', size: 4 }],
      pages: [{ title: 'Files', markdown: '![Logo](file:f-logo) [Get it](file:f-logo) [Gone](file:f-missing) ![Asset](../.gitbook/assets/logo%20(1).png)' }],
    });
    const html = await (await visit(`${GUIDE}/files`)).text();
    const file = `${GUIDE}/~files/f-logo/logo%20(1).png`;
    expect(contentUrls(html)).toEqual([file, file, file]);
    expect(html).toContain('Gone');
    expect(html).not.toContain('file:');
  });

  it('carries the share key on every on-site link of a share-link site, and on file URLs', async () => {
    const { visit } = siteServer((file) => {
      file.sites[0].visibility = 'share-link';
      file.spaces[0].pages[0].markdown = '[Setup](setup) [Abs](/setup/linux) [Out](https://example.com/x) ![Logo](file:f-logo)';
      file.spaces[0].files = [{ id: 'f-logo', name: 'logo.png', contentType: 'image/png', size: 4 }];
    });
    const share = '?share=share-key-partners';
    const urls = contentUrls(await (await visit(`${SITE_URL}${share}`)).text());
    expect(urls).toEqual([`${GUIDE}/setup${share}`, `${GUIDE}/setup/linux${share}`, 'https://example.com/x', `${GUIDE}/~files/f-logo/logo.png${share}`]);
    for (const url of urls.slice(0, 2)) expect((await visit(url)).status, url).toBe(200);
    expect((await visit(`${GUIDE}/setup`)).status).toBe(404);
  });
});

describe('includes by Git path', () => {
  it('prefer the reusable content synced from the named Git path, from its includes folder on, over the title fallback', async () => {
    const { contentContext } = await import('../../src/visitor/content-links.js');
    const { siteLinks } = await import('../../src/visitor/links.js');
    const { server } = siteServer();
    const site = server.store.data.sites.get('site-docs')!;
    const siteSpace = server.store.data.siteSpaces.get('ss-guide')!;
    const page = { id: 'p', title: 'Deep', path: 'a/b', kind: 'document' as const, hidden: false, noIndex: false, children: [] };
    const synced = { id: 'rc-synced', title: 'Something else', markdown: 'from Git', git: { path: 'docs/.gitbook/includes/footer.md' } };
    const titled = { id: 'rc-titled', title: 'Footer', markdown: 'by title' };
    const context = contentContext({
      links: siteLinks(server.store, site, undefined),
      siteSpace,
      page,
      content: { roots: [page], byPath: new Map([['a/b', page]]), files: [], reusableContents: [titled, synced] },
    });
    expect(context.include('../.gitbook/includes/footer.md')?.id).toBe('rc-synced');
    expect(context.include('../../.gitbook/includes/footer.md')?.id).toBe('rc-synced');
    expect(context.include('../.gitbook/includes/rc-titled.md')?.id).toBe('rc-titled');
    expect(context.include('../.gitbook/includes/nothing.md')).toBeUndefined();
  });
});
