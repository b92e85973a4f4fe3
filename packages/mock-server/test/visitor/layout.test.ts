/**
 * The layout of a published page (docs/published-sites.md, "Layout"): header with the search box, labelled
 * sidebar lists, one `<h1>`, the outline and heading anchors, previous/next links in page-tree order (hidden
 * pages skipped, the share key carried), and what a page's `layout` turns off.
 */
import { describe, expect, it } from 'vitest';
import { SITE_URL, siteServer } from './support.js';

const GUIDE = `${SITE_URL}/guides/guide`;

/** The HTML of the page at `url` of the test world changed by `change`. */
async function htmlAt(url: string, change?: (file: Record<string, any>) => void): Promise<string> {
  const { visit } = siteServer(change);
  const answer = await visit(url);
  expect(answer.status).toBe(200);
  return answer.text();
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

describe('the layout of a published page', () => {
  it('has a header with the site title and a GET search form to <site>/~search with a field q', async () => {
    const html = await htmlAt(GUIDE);
    expect(html).toMatch(new RegExp(`<header class="site-header"><a class="site-title" href="${SITE_URL}">Acme Docs</a>`));
    expect(html).toContain(`<form class="search" role="search" method="get" action="${SITE_URL}/~search">`);
    expect(html).toMatch(/<input id="search-query" type="search" name="q"/);
    expect(html).not.toContain('name="share"');
  });

  it('carries the visitor share key in the search form and in previous/next links', async () => {
    const html = await htmlAt(`${GUIDE}/setup?share=share-key-partners`, (file) => (file.sites[0].visibility = 'share-link'));
    expect(html).toContain('<input type="hidden" name="share" value="share-key-partners">');
    expect(html).toContain(`action="${SITE_URL}/~search"`);
    expect(html).toContain(`rel="prev" href="${GUIDE}/introduction?share=share-key-partners"`);
    expect(html).toContain(`rel="next" href="${GUIDE}/setup/linux?share=share-key-partners"`);
  });

  it('labels the sidebar lists, marks the current page once and leaves hidden pages out', async () => {
    const html = await htmlAt(`${GUIDE}/setup/linux`, (file) => {
      file.spaces.push({ id: 'sp-guide-2', organizationId: file.organizations[0].id, title: 'Guide v2', pages: [{ id: 'pg-v2', title: 'V2', markdown: 'x' }] });
      file.siteSpaces.push({ id: 'ss-guide-2', siteId: 'site-docs', sectionId: 'sec-guides', spaceId: 'sp-guide-2', path: 'v2' });
    });
    expect(html).toContain('<nav class="nav-sections" aria-label="Sections"><p class="nav-label">Sections</p>');
    expect(html).toContain('<nav class="nav-site-spaces" aria-label="Spaces"><p class="nav-label">Spaces</p>');
    expect(html).toContain('<nav class="nav-pages" aria-label="Guide"><p class="nav-label">Guide</p>');
    expect(count(html, /aria-current="page"/)).toBe(1);
    expect(html).toContain(`<a href="${GUIDE}/setup/linux" aria-current="page">Linux</a>`);
    expect(html).toContain(`<a href="${SITE_URL}/guides" aria-current="true">Guides</a>`);
    expect(html).not.toContain('Secret recipe');
    // A section the visitor's claims exclude is not listed.
    expect(html).not.toContain(`${SITE_URL}/beta`);
  });

  it('has one h1: a leading "# heading" of the markdown takes the title\'s place, a later one is an h2', async () => {
    const html = await htmlAt(GUIDE, (file) => (file.spaces[0].pages[0].markdown = '# Welcome to **Acme**\n\nHello.\n\n# Another top heading'));
    expect(count(html, /<h1[\s>]/)).toBe(1);
    expect(html).toContain('<h1>Welcome to <strong>Acme</strong></h1>');
    expect(html).not.toContain('<h1>Introduction</h1>');
    expect(html).toContain('<h2 id="another-top-heading">Another top heading</h2>');
    const plain = await htmlAt(GUIDE);
    expect(count(plain, /<h1[\s>]/)).toBe(1);
    expect(plain).toContain('<h1>Introduction</h1>');
  });

  it('anchors every heading and lists the h2 and h3 headings under "On this page"', async () => {
    const markdown = '## Install it\n\ntext\n\n### On `linux`\n\n#### Deeper\n\n## Install it\n\n## <img src=x onerror=alert(1)>';
    const html = await htmlAt(GUIDE, (file) => (file.spaces[0].pages[0].markdown = markdown));
    expect(html).toContain('<h2 id="install-it">Install it</h2>');
    expect(html).toContain('<h3 id="on-linux">On <code>linux</code></h3>');
    expect(html).toContain('<h4 id="deeper">Deeper</h4>');
    expect(html).toContain('<h2 id="install-it-2">Install it</h2>');
    expect(html).toContain('<nav class="outline" aria-label="On this page"><p class="nav-label">On this page</p>');
    expect(html).toContain('<li class="level-2"><a href="#install-it">Install it</a></li><li class="level-3"><a href="#on-linux">On linux</a></li><li class="level-2"><a href="#install-it-2">Install it</a></li>');
    expect(html).not.toContain('href="#deeper"');
    expect(html).not.toMatch(/onerror/);
    const off = await htmlAt(GUIDE, (file) => Object.assign(file.spaces[0].pages[0], { markdown, layout: { outline: false } }));
    expect(off).not.toContain('class="outline"');
    expect(off).toContain('<h2 id="install-it">');
  });

  it('links the previous and next pages in page-tree order, skipping hidden pages and pages under them', async () => {
    const server = siteServer((file) => {
      const pages = file.spaces[0].pages;
      pages.splice(3, 0, { id: 'pg-hidden-parent', title: 'Hidden parent', hidden: true, markdown: 'h', pages: [{ id: 'pg-under', title: 'Under hidden', markdown: 'u' }] });
    });
    const at = async (path: string) => (await server.visit(`${GUIDE}/${path}`)).text();
    const intro = await at('introduction');
    expect(intro).not.toContain('rel="prev"');
    expect(intro).toContain(`<a class="next" rel="next" href="${GUIDE}/setup"><small>Next</small>Setup</a>`);
    const linux = await at('setup/linux');
    expect(linux).toContain(`rel="prev" href="${GUIDE}/setup"`);
    // Secret recipe (hidden) and Hidden parent with its child are skipped: next is the quiet page.
    expect(linux).toContain(`rel="next" href="${GUIDE}/quiet-page"`);
    const quiet = await at('quiet-page');
    expect(quiet).toContain(`rel="prev" href="${GUIDE}/setup/linux"`);
    // The last listed page of the site space has no next: the Beta section, which this visitor may not see, is not linked.
    expect(quiet).not.toContain('rel="next"');
    const hidden = await at('secret-recipe');
    expect(hidden).not.toContain('class="pagination"');
  });

  it('shows no previous/next links when the site turns pagination off or the page layout does', async () => {
    const site = await htmlAt(`${GUIDE}/setup`, (file) => (file.sites[0].customization = { pagination: { enabled: false } }));
    expect(site).not.toContain('class="pagination"');
    const page = await htmlAt(`${GUIDE}/setup`, (file) => (file.spaces[0].pages[1].layout = { pagination: false }));
    expect(page).not.toContain('class="pagination"');
    expect(await htmlAt(`${GUIDE}/setup`)).toContain('class="pagination"');
  });

  it('follows the page layout: cover and its size, emoji, title, description, table of contents', async () => {
    const withCover = (layout: Record<string, unknown>) => (file: Record<string, any>) => {
      file.spaces[0].files = [{ id: 'f-cover', name: 'cover.png', contentType: 'image/png', size: 10 }];
      Object.assign(file.spaces[0].pages[0], { cover: { file: 'f-cover', yPos: 0 }, emoji: '🚀', layout });
    };
    const shown = await htmlAt(GUIDE, withCover({ coverSize: 'full' }));
    expect(shown).toContain(`<img class="cover cover-full" src="${GUIDE}/~files/f-cover/cover.png" alt="">`);
    expect(shown).toContain('<span class="page-emoji" aria-hidden="true">🚀</span><h1>Introduction</h1>');
    expect(shown).toContain('<p class="description">Where to start</p>');
    expect(shown).toContain('<aside class="sidebar"');
    const hidden = await htmlAt(GUIDE, withCover({ cover: false, title: false, description: false, tableOfContents: false }));
    expect(hidden).not.toContain('class="cover');
    expect(hidden).toContain('<h1 class="visually-hidden">Introduction</h1>');
    expect(hidden).not.toContain('<p class="description">');
    expect(hidden).not.toContain('<aside class="sidebar"');
    expect(hidden).toContain('<div class="layout no-sidebar">');
  });

  it('keeps the 404 page free of anything of the site', async () => {
    const { visit } = siteServer((file) => (file.sites[0].customization = { announcement: { enabled: true, message: 'Big news' }, themes: { default: 'dark', toggeable: true } }));
    const html = await (await visit(`${SITE_URL}/nowhere`)).text();
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).not.toMatch(/Acme|Big news|data-theme="dark"|<header|<aside|~search/);
  });
});
