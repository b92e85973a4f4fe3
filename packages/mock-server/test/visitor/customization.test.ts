/**
 * What a site's customization does to its pages (docs/published-sites.md, "Customization"): every setting that
 * shows, site-space overrides, and owner values that are hostile (refused colours, enumerations and URLs;
 * escaped text). Changes made through the API show on the next visit.
 */
import { describe, expect, it } from 'vitest';
import { SITE, ORG, SITE_URL, siteServer } from './support.js';

const GUIDE = `${SITE_URL}/guides/guide`;

async function htmlWith(customization: Record<string, unknown>, change: (file: Record<string, any>) => void = () => {}, url = GUIDE): Promise<string> {
  const { visit } = siteServer((file) => {
    file.sites[0].customization = customization;
    change(file);
  });
  const answer = await visit(url);
  expect(answer.status).toBe(200);
  return answer.text();
}

/** The opening `<html …>` tag. */
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];

describe('a site customization on its pages', () => {
  it('sets the defaults when nothing is customized: system theme, switch, English, DocPub mark', async () => {
    const html = await htmlWith({});
    expect(htmlTag(html)).toBe('<html lang="en" data-theme="system" data-style="clean" data-corners="rounded" data-links="default" data-depth="subtle" data-sidebar-background="default" data-sidebar-list="default">');
    expect(html).toContain('<input type="checkbox" id="theme-switch"');
    expect(html).toContain('<p class="trademark">Published with DocPub</p>');
    expect(html).toContain('<title>Introduction | Acme Docs</title>');
  });

  it('shows the title, styling, theme, language and favicon it sets', async () => {
    const html = await htmlWith({
      title: 'Acme Handbook',
      styling: {
        theme: 'bold',
        primaryColor: { light: '#112233', dark: '#abcdef' },
        dangerColor: { light: '#f00', dark: '#f00' },
        tint: { color: { light: '#00ff00', dark: '#004400' } },
        corners: 'straight',
        font: 'Merriweather',
        sidebar: { background: 'filled', list: 'pill' },
        links: 'accent',
        depth: 'flat',
      },
      themes: { default: 'dark', toggeable: false },
      internationalization: { locale: 'fr' },
      favicon: { icon: { light: 'https://cdn.example.com/icon.png', dark: 'https://cdn.example.com/icon-dark.png' } },
    });
    expect(htmlTag(html)).toBe('<html lang="fr" data-theme="dark" data-style="bold" data-corners="straight" data-links="accent" data-depth="flat" data-sidebar-background="filled" data-sidebar-list="pill" data-tint="on">');
    expect(html).toContain('--primary-light:#112233;--primary-dark:#abcdef');
    expect(html).toContain('--danger-light:#f00');
    expect(html).toContain('--tint-light:#00ff00;--tint-dark:#004400');
    expect(html).toContain('--font:Merriweather, Georgia, "Times New Roman", serif');
    expect(html).toContain('<a class="site-title" href="http://docpub.test/sites/acme.docpub.site/docs">Acme Handbook</a>');
    expect(html).toContain('<title>Introduction | Acme Handbook</title>');
    expect(html).toContain('<link rel="icon" href="https://cdn.example.com/icon.png">');
    // Not toggeable: no switch.
    expect(html).not.toContain('id="theme-switch"');
    expect(html).not.toContain('for="theme-switch"');
  });

  it('draws an emoji favicon as an SVG data URL, escaped', async () => {
    const html = await htmlWith({ favicon: { emoji: '📘"<' } });
    const href = /<link rel="icon" href="([^"]+)">/.exec(html)![1]!;
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length).replace(/&amp;/g, '&'))).toContain('📘&quot;&lt;</text>');
  });

  it('shows the header logo and links, resolving page, file and url targets; targets it cannot open are text', async () => {
    const html = await htmlWith(
      {
        header: {
          logo: { light: 'https://cdn.example.com/logo.png', dark: 'https://cdn.example.com/logo-dark.png' },
          links: [
            { title: 'Setup guide', to: { kind: 'page', page: 'pg-setup' } },
            { title: 'Manual', style: 'button-primary', to: { kind: 'file', file: 'f-manual' } },
            { title: 'Status', to: { kind: 'url', url: 'https://status.example.com' } },
            { title: 'Gone', to: { kind: 'page', page: 'pg-nope' } },
            { title: 'Beta', to: { kind: 'page', page: 'pg-beta', space: 'sp-beta' } },
            { title: 'More', links: [{ title: 'Linux', to: { kind: 'page', page: 'pg-linux' } }] },
          ],
        },
      },
      (file) => (file.spaces[0].files = [{ id: 'f-manual', name: 'manual.pdf', contentType: 'application/pdf', size: 3 }]),
    );
    expect(html).toContain('<img class="logo logo-light" src="https://cdn.example.com/logo.png" alt="Acme Docs"><img class="logo logo-dark" src="https://cdn.example.com/logo-dark.png" alt="Acme Docs">');
    expect(html).toContain(`<li><a href="${GUIDE}/setup">Setup guide</a></li>`);
    expect(html).toContain(`<li><a href="${GUIDE}/~files/f-manual/manual.pdf" class="button-primary">Manual</a></li>`);
    expect(html).toContain('<li><a href="https://status.example.com">Status</a></li>');
    expect(html).toContain('<li>Gone</li>');
    // The Beta section is behind a condition this visitor does not meet: no link to it.
    expect(html).toContain('<li>Beta</li>');
    expect(html).toContain(`<li><details><summary>More</summary><ul><li><a href="${GUIDE}/setup/linux">Linux</a></li></ul></details></li>`);
  });

  it('shows the footer: logo, groups of links, copyright, privacy policy; the DocPub mark goes with trademark off', async () => {
    const html = await htmlWith({
      footer: {
        logo: { light: 'https://cdn.example.com/f.png', dark: 'https://cdn.example.com/f.png' },
        groups: [{ title: 'Company', links: [{ title: 'About', to: { kind: 'url', url: 'https://acme.example.com/about' } }] }],
        copyright: '© 2026 Acme <Inc>',
      },
      privacyPolicy: { url: 'https://acme.example.com/privacy' },
      trademark: { enabled: false },
    });
    expect(html).toContain('<img class="logo logo-light" src="https://cdn.example.com/f.png"');
    expect(html).toContain('<nav class="footer-group" aria-label="Company"><p class="nav-label">Company</p><ul><li><a href="https://acme.example.com/about">About</a></li></ul></nav>');
    expect(html).toContain('<p class="copyright">© 2026 Acme &lt;Inc&gt;</p>');
    expect(html).toContain('<a href="https://acme.example.com/privacy">Privacy policy</a>');
    expect(html).not.toContain('Published with DocPub');
  });

  it('shows the announcement while it is enabled, in its style, with its link', async () => {
    const announcement = { enabled: true, message: 'Version 2 is out', style: 'warning', link: { title: 'Read more', to: { kind: 'page', page: 'pg-setup' } } };
    const html = await htmlWith({ announcement });
    expect(html).toContain(`<div class="announcement announcement-warning" role="region" aria-label="Announcement">Version 2 is out <a href="${GUIDE}/setup">Read more</a></div>`);
    expect(await htmlWith({ announcement: { ...announcement, enabled: false } })).not.toContain('class="announcement');
  });

  it('describes the page for link previews (Open Graph) with the social preview image', async () => {
    const html = await htmlWith({ socialPreview: { url: 'https://cdn.example.com/preview.png' } });
    expect(html).toContain('<meta property="og:title" content="Introduction">');
    expect(html).toContain('<meta property="og:site_name" content="Acme Docs">');
    expect(html).toContain('<meta property="og:description" content="Where to start">');
    expect(html).toContain(`<meta property="og:url" content="${GUIDE}/introduction">`);
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/preview.png">');
  });

  it('links to the page in its Git repository only with showEditLink on, a synced space and a repoTreeURL', async () => {
    const synced = (file: Record<string, any>) => {
      file.spaces[0].gitSync = { url: 'https://github.com/acme/docs.git', updatedAt: '2026-01-01T00:00:00.000Z', repoTreeURL: 'https://github.com/acme/docs/tree/main/' };
      file.spaces[0].pages[0].git = { oid: 'a'.repeat(40), path: 'docs/intro duction.md' };
    };
    const on = await htmlWith({ git: { showEditLink: true } }, synced);
    expect(on).toContain('<p class="edit-link"><a href="https://github.com/acme/docs/tree/main/docs/intro%20duction.md">Edit on Git</a></p>');
    expect(await htmlWith({ git: { showEditLink: false } }, synced)).not.toContain('class="edit-link"');
    expect(await htmlWith({ git: { showEditLink: true } })).not.toContain('class="edit-link"');
    const noTree = await htmlWith({ git: { showEditLink: true } }, (file) => {
      synced(file);
      delete file.spaces[0].gitSync.repoTreeURL;
    });
    expect(noTree).not.toContain('class="edit-link"');
  });

  it('takes a site space override over the site setting', async () => {
    const html = await htmlWith({ announcement: { enabled: true, message: 'Site-wide news' }, themes: { default: 'light', toggeable: true } }, (file) => {
      file.siteSpaces[0].customization = { title: 'Guide (override)', announcement: { message: 'Guide news' }, themes: { default: 'dark' }, styling: { primaryColor: { light: '#010203', dark: '#040506' } } };
    });
    expect(html).toContain('>Guide news</div>');
    expect(html).not.toContain('Site-wide news');
    expect(htmlTag(html)).toContain('data-theme="dark"');
    expect(html).toContain('--primary-light:#010203');
    expect(html).toContain('<p class="nav-label">Guide (override)</p>');
  });

  it('refuses hostile values: colours, enumerations, URLs; escapes text', async () => {
    const html = await htmlWith({
      title: '<script>alert("t")</script>',
      styling: {
        theme: 'bold" onload="x',
        primaryColor: { light: 'red;}</style><script>alert(1)</script>', dark: 'url(https://evil.example/x)' },
        tint: { color: { light: 'expression(alert(1))', dark: '#000' } },
        corners: '"><script>',
        font: 'Evil; background:url(https://evil.example)',
        sidebar: { background: '<b>', list: 'pill' },
      },
      themes: { default: 'dark" data-x="1', toggeable: true },
      internationalization: { locale: 'en" onmouseover="alert(1)' },
      header: {
        logo: { light: 'javascript:alert(1)', dark: 'data:image/svg+xml,<svg onload=alert(1)>' },
        links: [{ title: '<img src=x onerror=alert(1)>', to: { kind: 'url', url: 'javascript:alert(1)' } }],
      },
      favicon: { icon: { light: 'javascript:alert(1)', dark: 'x' } },
      announcement: { enabled: true, message: '<script>alert("a")</script>', link: { title: 'x', to: { kind: 'url', url: 'vbscript:msgbox' } } },
      footer: { copyright: '</footer><script>alert(1)</script>', groups: [] },
      privacyPolicy: { url: 'javascript:alert(1)' },
      socialPreview: { url: 'javascript:alert(1)' },
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:|vbscript:|evil\.example|expression\(/i);
    expect(html).not.toMatch(/\son\w+="/i);
    expect(htmlTag(html)).toBe('<html lang="en" data-theme="system" data-style="clean" data-corners="rounded" data-links="default" data-depth="subtle" data-sidebar-background="default" data-sidebar-list="pill">');
    expect(html).not.toMatch(/--primary-(light|dark):/);
    expect(html).toContain('--tint-dark:#000');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('rel="icon"');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('Privacy policy');
  });

  it('shows a customization changed through the API on the next visit', async () => {
    const { admin, visit } = siteServer();
    expect(await (await visit(GUIDE)).text()).not.toContain('class="announcement');
    await admin.sites.customization.update(ORG, SITE, { title: 'Renamed docs', announcement: { enabled: true, message: 'Now live' }, themes: { default: 'dark', toggeable: false } });
    const html = await (await visit(GUIDE)).text();
    expect(html).toContain('>Now live</div>');
    expect(html).toContain('>Renamed docs</a>');
    expect(htmlTag(html)).toContain('data-theme="dark"');
  });
});
