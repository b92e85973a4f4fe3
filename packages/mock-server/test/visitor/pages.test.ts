/** What a visitor reads: pages with navigation, markdown, llms.txt, the 404 page, and no script from content. */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/visitor/headers.js';
import { ORG, SITE, SITE_URL, siteServer } from './support.js';

describe('published pages', () => {
  it('serves the default site space at the site root and each page with the navigation, hidden pages left out of it', async () => {
    const { visit } = siteServer();
    const root = await visit(SITE_URL);
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(root.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await root.text();
    expect(html).toContain('<h1>Introduction</h1>');
    expect(html).toContain('Welcome, <strong>reader</strong>.');
    expect(html).toContain('<p class="description">Where to start</p>');
    expect(html).toContain(`href="${SITE_URL}/guides/guide/setup/linux"`);
    expect(html).toContain('>Guides</a>');
    // Hidden page: not in the navigation, yet readable at its path.
    expect(html).not.toContain('Secret recipe');
    const hidden = await visit(`${SITE_URL}/guides/guide/secret-recipe`);
    expect(hidden.status).toBe(200);
    expect(await hidden.text()).toContain('<h1>Secret recipe</h1>');
    // The spelled-out form and the default form name the same page.
    const nested = await (await visit(`${SITE_URL}/guides/guide/setup/linux`)).text();
    expect(nested).toContain('<h1>Linux</h1>');
    expect((await visit(`${SITE_URL}/setup/linux`)).status).toBe(200);
    expect((await visit(`${SITE_URL}/guides/guide/setup/linux/`)).status).toBe(200);
  });

  it('serves each page as markdown at <page URL>.md and an llms.txt of what the navigation lists', async () => {
    const { visit } = siteServer();
    const md = await visit(`${SITE_URL}/guides/guide/setup/linux.md`);
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await md.text()).toBe('# Linux\n\napt-get install acme\n');
    expect(await (await visit(`${SITE_URL}/guides/guide.md`)).text()).toContain('# Introduction');
    const llms = await (await visit(`${SITE_URL}/llms.txt`)).text();
    expect(llms).toContain('# Acme Docs');
    expect(llms).toContain(`- [Linux](${SITE_URL}/guides/guide/setup/linux.md)`);
    expect(llms).not.toContain('Secret recipe');
    // Every link of llms.txt answers.
    for (const [, url] of llms.matchAll(/\]\((.+?)\)/g)) expect((await visit(url!)).status, url).toBe(200);
  });

  it('answers the 404 page for unknown paths, sites, organizations and worlds, group pages, and unpublished or deleted sites', async () => {
    const { visit, admin } = siteServer();
    for (const url of [
      `${SITE_URL}/guides/guide/nope`,
      'http://docpub.test/sites/acme.docpub.site/nope',
      'http://docpub.test/sites/nobody.docpub.site/docs',
      'http://docpub.test/worlds/w_0000000000000000/sites/acme.docpub.site/docs',
      'http://docpub.test/',
      'http://docpub.test/sites/acme.docpub.site/docs/%E0%A4%A',
    ]) {
      const answer = await visit(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(await answer.text()).toContain('Page not found');
    }
    await admin.sites.unpublish(ORG, SITE);
    expect((await visit(SITE_URL)).status).toBe(404);
    await admin.sites.publish(ORG, SITE);
    expect((await visit(SITE_URL)).status).toBe(200);
    await admin.sites.delete(ORG, SITE);
    expect((await visit(SITE_URL)).status).toBe(404);
  });

  it('serves GET and HEAD only', async () => {
    const { visit } = siteServer();
    const head = await visit(SITE_URL, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await visit(SITE_URL, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('renders hostile markdown and customization as inert text under a policy that runs no script', async () => {
    const hostile = [
      '<script>fetch("/__control/reset",{method:"POST"})</script>',
      '<img src=x onerror="fetch(\'/__control/reset\',{method:\'POST\'})">',
      '[click](javascript:fetch("/__control/reset"))',
      '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![img](javascript:alert(1))',
      '[spaced](  jav\tascript:alert(1))',
      '<iframe src="/__control/journal"></iframe>',
      '<a href="/__control/reset" onclick="x()">x</a>',
      '<svg onload=alert(1)>',
      '"><script>alert(1)</script>',
    ].join('\n\n');
    const { visit } = siteServer((file) => {
      file.spaces[0].pages[0].markdown = hostile;
      file.spaces[0].pages[0].title = '</title><script>alert(1)</script>';
      file.sites[0].title = '<script>alert("site")</script>';
      file.sites[0].customization = { styling: { primaryColor: { light: 'red;}</style><script>alert(1)</script>', dark: '#000' } }, header: { logo: { light: 'javascript:alert(1)', dark: 'x' } } };
    });
    const page = await visit(SITE_URL);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<(img|iframe|svg|a)\b[^>]*\son\w+=/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('renders computed-free link and group pages in the navigation only', async () => {
    const { visit } = siteServer((file) => {
      file.spaces[0].pages.push({ id: 'pg-group', type: 'group', title: 'Reference', pages: [{ id: 'pg-ref', title: 'Ref page', markdown: 'r' }] });
      file.spaces[0].pages.push({ id: 'pg-link', type: 'link', title: 'Status', href: 'https://status.example.com' });
    });
    const html = await (await visit(SITE_URL)).text();
    expect(html).toContain('<span class="nav-group">Reference</span>');
    expect(html).toContain('href="https://status.example.com"');
    expect((await visit(`${SITE_URL}/guides/guide/reference`)).status).toBe(404);
    expect((await visit(`${SITE_URL}/guides/guide/reference/ref-page`)).status).toBe(200);
    expect((await visit(`${SITE_URL}/guides/guide/status`)).status).toBe(404);
  });
});
