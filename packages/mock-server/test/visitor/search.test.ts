/**
 * Search on a published site (docs/published-sites.md, "Search"): `<site>/~search?q=…` finds pages by title,
 * description and text, and only pages the visitor could open: conditions, hidden pages, noIndex, share keys
 * and visitor-auth sessions are honoured before anything is ranked, counted or quoted.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/visitor/headers.js';
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS, MAX_RESULTS } from '../../src/visitor/search/query.js';
import { cookiePair, KEY, OTHER_KEY, SITE_URL, signToken, siteServer } from './support.js';

const OTHER_URL = 'http://docpub.test/sites/acme.docpub.site/other';
const search = (site: string, q: string, extra = '') => `${site}/~search?q=${encodeURIComponent(q)}${extra}`;

/** The titles of the results of a search page, in order. */
function resultTitles(html: string): string[] {
  return [...html.matchAll(/<li class="search-result"[^>]*><a href="[^"]*">(.*?)<\/a>/g)].map((match) => match[1]!.replace(/<\/?mark>/g, ''));
}

/** The main area of a page (the results), without the site's frame. */
const mainArea = (html: string) => /<main id="content"[^>]*>([^]*?)<\/main>/.exec(html)?.[1] ?? '';

/** The test world with a site space behind a condition inside the visible section, and a word shared across sections. */
function gatedServer() {
  return siteServer((file) => {
    file.spaces.push({ id: 'sp-pro', organizationId: 'org-acme', title: 'Pro', pages: [{ id: 'pg-tuning', title: 'Advanced tuning', markdown: 'Turbo mode for pro plans. Shiny too.' }] });
    file.siteSpaces.push({ id: 'ss-pro', siteId: 'site-docs', sectionId: 'sec-guides', spaceId: 'sp-pro', path: 'pro', condition: 'visitor.claims.plan == "pro"' });
    file.spaces[0].pages.push({ id: 'pg-under-hidden', title: 'Parent hidden', hidden: true, markdown: 'x', pages: [{ id: 'pg-child', title: 'Child of hidden', markdown: 'Orphaned wombat.' }] });
  });
}

describe('search honours what the gate honours', () => {
  it('a section behind a condition: no result and no count without the claim, found with it', async () => {
    const { visit } = gatedServer();
    const anonymous = await visit(search(SITE_URL, 'shiny'));
    expect(anonymous.status).toBe(200);
    const html = await anonymous.text();
    expect(resultTitles(html)).toEqual([]);
    expect(html).toContain('No page matches “shiny”.');
    expect(html).not.toContain('Beta features');
    expect(html).not.toContain('Shiny');

    const beta = `gitbook-visitor-token=${await signToken(KEY, { isBetaUser: true })}`;
    const found = await visit(search(SITE_URL, 'shiny'), { cookie: beta });
    expect(found.headers.get('cache-control')).toBe('private');
    const foundHtml = await found.text();
    expect(resultTitles(foundHtml)).toEqual(['Beta features']);
    expect(foundHtml).toContain(`href="${SITE_URL}/beta/beta-guide/beta-features"`);
    expect(foundHtml).toContain('1 page matches “shiny”.');
    expect(foundHtml).toContain('<mark>Shiny</mark>');
  });

  it('a site space behind a condition inside a visible section: left out of results and counts alike', async () => {
    const { visit } = gatedServer();
    // "shiny" is in the pro page too: a visitor with both claims counts two pages, with one claim one.
    const pro = `gitbook-visitor-token=${await signToken(KEY, { plan: 'pro' })}`;
    const both = `gitbook-visitor-token=${await signToken(KEY, { plan: 'pro', isBetaUser: true })}`;
    expect(resultTitles(await (await visit(search(SITE_URL, 'turbo'))).text())).toEqual([]);
    expect(resultTitles(await (await visit(search(SITE_URL, 'turbo'), { cookie: pro })).text())).toEqual(['Advanced tuning']);
    const proOnly = await (await visit(search(SITE_URL, 'shiny'), { cookie: pro })).text();
    expect(proOnly).toContain('1 page matches');
    expect(proOnly).not.toContain('Beta features');
    const all = await (await visit(search(SITE_URL, 'shiny'), { cookie: both })).text();
    expect(resultTitles(all)).toEqual(['Advanced tuning', 'Beta features']);
    expect(all).toContain('2 pages match');
  });

  it('hidden pages, pages under a hidden page and noIndex pages are never found', async () => {
    const { visit } = gatedServer();
    for (const [word, title] of [['path', 'Secret recipe'], ['secret', 'Secret recipe'], ['wombat', 'Child of hidden'], ['engines', 'Quiet page']]) {
      const html = await (await visit(search(SITE_URL, word!))).text();
      expect(resultTitles(html), word).toEqual([]);
      // A noIndex page is still listed in the site's navigation (it opens); it is never a result or quoted.
      expect(title === 'Quiet page' ? mainArea(html) : html, word).not.toContain(title);
      expect(mainArea(html), word).toContain('No page matches');
    }
    // The pages themselves still open at their paths: hidden is out of listings, not closed.
    expect((await visit(`${SITE_URL}/guides/guide/secret-recipe`)).status).toBe(200);
  });

  it('a visitor-auth site: sent to sign in without a session, searched with one', async () => {
    const { visit } = gatedServer();
    const refused = await visit(search(OTHER_URL, 'elsewhere'));
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toMatch(/^https:\/\/auth\.example\.com\/other\?location=%7Esearch%3Fq%3Delsewhere$/);
    expect(await refused.text()).toBe('');
    const token = await signToken(OTHER_KEY);
    const admitted = await visit(`${search(OTHER_URL, 'elsewhere')}&jwt_token=${token}`);
    expect(admitted.status).toBe(302);
    const session = cookiePair(admitted.headers.get('set-cookie'));
    const found = await visit(admitted.headers.get('location')!, { cookie: session });
    expect(found.status).toBe(200);
    expect(resultTitles(await found.text())).toEqual(['Other page']);
  });

  it('a share-link site: a 404 without its key; with it, the key is carried by the results and the form', async () => {
    const { visit, admin } = gatedServer();
    await admin.sites.update('org-acme', 'site-docs', { visibility: 'share-link' });
    const closed = await visit(search(SITE_URL, 'install'));
    expect(closed.status).toBe(404);
    expect(await closed.text()).not.toContain('Setup');
    expect((await visit(search(SITE_URL, 'install', '&share=guess'))).status).toBe(404);
    const open = await visit(search(SITE_URL, 'install', '&share=share-key-partners'));
    expect(open.status).toBe(200);
    expect(open.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await open.text();
    expect(resultTitles(html)).toEqual(['Setup', 'Linux']);
    expect(html).toContain(`href="${SITE_URL}/guides/guide/setup?share=share-key-partners"`);
    expect(html).toContain(`<form class="search-form" role="search" method="get" action="${SITE_URL}/~search">`);
    expect(html).toContain('<input type="hidden" name="share" value="share-key-partners">');
  });
});

describe('the search page', () => {
  it('orders title hits, then description, then text, ties in page-tree order', async () => {
    const { visit } = siteServer((file) => {
      file.spaces[0].pages = [
        { id: 'p1', title: 'Feeding', markdown: 'Every zebra eats grass.' },
        { id: 'p2', title: 'Zebra care', markdown: 'Brush daily.' },
        { id: 'p3', title: 'Stripes', description: 'Why a zebra has stripes', markdown: 'Nobody knows.' },
        { id: 'p4', title: 'Habitat', markdown: 'The zebra roams the plains.', pages: [{ id: 'p5', title: 'Zebra facts', markdown: 'Fast runners.' }] },
        { id: 'p6', title: 'Herds', description: 'Zebras in groups', markdown: 'A herd of zebra.' },
      ];
    });
    const html = await (await visit(search(SITE_URL, 'zebra'))).text();
    expect(resultTitles(html)).toEqual(['Zebra care', 'Zebra facts', 'Stripes', 'Herds', 'Feeding', 'Habitat']);
    expect([...html.matchAll(/data-field="(\w+)"/g)].map((match) => match[1])).toEqual(['title', 'title', 'description', 'description', 'text', 'text']);
    expect(html).toContain('6 pages match “zebra”.');
    // Every word of the query must be found, in any field; three letters or more also find longer words.
    expect(resultTitles(await (await visit(search(SITE_URL, 'zebra plains'))).text())).toEqual(['Habitat']);
    expect(resultTitles(await (await visit(search(SITE_URL, 'zeb'))).text())).toHaveLength(6);
    expect(resultTitles(await (await visit(search(SITE_URL, 'ze'))).text())).toEqual([]);
  });

  it('quotes the text around the hit, escaped, with the words marked', async () => {
    const hostile =
      'Intro line. Beware `<img src=x onerror=alert(1)>` and &lt;b&gt;bold&lt;/b&gt; near the needle here. ' +
      'Inline <script>stealNeedle()</script> and <b onmouseover="x()">raw</b>.\n\n<div><script>alert("needle")</script>Caption needle</div>\n\n{% hint style="info" %}\nHinted needle\n{% endhint %}';
    const { visit } = siteServer((file) => {
      file.spaces[0].pages.push({ id: 'pg-hostile', title: '<b>Needle</b> & "co"', description: 'A <i>needle</i> case', markdown: hostile });
    });
    const answer = await visit(search(SITE_URL, 'needle'));
    const html = await answer.text();
    expect(resultTitles(html)).toEqual(['&lt;b&gt;Needle&lt;/b&gt; &amp; &quot;co&quot;']);
    expect(html).toContain('&lt;b&gt;<mark>Needle</mark>&lt;/b&gt; &amp; &quot;co&quot;');
    expect(html).toContain('A &lt;i&gt;<mark>needle</mark>&lt;/i&gt; case');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('the <mark>needle</mark> here');
    expect(html).not.toMatch(/<img|<script|<b |onmouseover="|stealNeedle|alert\("/);
    expect(html).not.toContain('{%');
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("form-action 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("form-action 'none'");
    // The text of raw HTML a reader sees is searched; what the sanitizer drops is not.
    expect(resultTitles(await (await visit(search(SITE_URL, 'caption'))).text())).toHaveLength(1);
    expect(resultTitles(await (await visit(search(SITE_URL, 'hinted'))).text())).toHaveLength(1);
    expect(resultTitles(await (await visit(search(SITE_URL, 'stealneedle'))).text())).toEqual([]);
    expect(resultTitles(await (await visit(search(SITE_URL, 'alert'))).text())).toHaveLength(1); // the code span shows it
  });

  it('answers a query past its bounds with 400 saying why, and an empty query with the form', async () => {
    const { visit } = siteServer();
    const long = await visit(search(SITE_URL, 'a'.repeat(MAX_QUERY_LENGTH + 1)));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(`The search is longer than ${MAX_QUERY_LENGTH} characters: shorten it.`);
    expect((await visit(search(SITE_URL, 'a'.repeat(MAX_QUERY_LENGTH)))).status).toBe(200);
    const words = Array.from({ length: MAX_QUERY_WORDS + 1 }, (_, index) => `w${index}`).join(' ');
    const many = await visit(search(SITE_URL, words));
    expect(many.status).toBe(400);
    expect(await many.text()).toContain(`more than ${MAX_QUERY_WORDS} words`);
    const longMarkdown = await visit(`${SITE_URL}/~search.md?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`);
    expect(longMarkdown.status).toBe(400);
    expect(await longMarkdown.text()).toContain(`longer than ${MAX_QUERY_LENGTH} characters`);
    const empty = await visit(`${SITE_URL}/~search`);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('name="q" value=""');
    expect(empty.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('counts every match and shows the first ones', async () => {
    const { visit } = siteServer((file) => {
      file.spaces[0].pages = Array.from({ length: MAX_RESULTS + 10 }, (_, index) => ({ id: `pg-${index}`, title: `Page ${index}`, markdown: 'A common word.' }));
    });
    const html = await (await visit(search(SITE_URL, 'common'))).text();
    expect(html).toContain(`${MAX_RESULTS + 10} pages match “common”; the first ${MAX_RESULTS} are shown.`);
    expect(resultTitles(html)).toEqual(Array.from({ length: MAX_RESULTS }, (_, index) => `Page ${index}`));
  });

  it('serves the results as markdown at ~search.md, linking the pages’ markdown', async () => {
    const { visit } = siteServer();
    const answer = await visit(`${SITE_URL}/~search.md?q=install`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await answer.text()).toBe(
      [
        '# Search: install',
        '',
        '2 pages match “install”.',
        '',
        `1. [Setup](${SITE_URL}/guides/guide/setup.md) (Guides › Guide)`,
        '   > Install it.',
        `2. [Linux](${SITE_URL}/guides/guide/setup/linux.md) (Guides › Guide)`,
        '   > apt-get install acme',
        '',
      ].join('\n'),
    );
  });

  it('finds what changed on the next search after a change', async () => {
    const { visit, server } = siteServer();
    expect(resultTitles(await (await visit(search(SITE_URL, 'freshly'))).text())).toEqual([]);
    server.control.seed({ kind: 'content', spaceId: 'sp-guide', pages: [{ title: 'Fresh page', markdown: 'Freshly written.' }] });
    expect(resultTitles(await (await visit(search(SITE_URL, 'freshly'))).text())).toEqual(['Fresh page']);
  });
});
