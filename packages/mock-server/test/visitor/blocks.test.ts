/**
 * The service's blocks as a reader meets them on a published page: hints, tabs, code titles and languages,
 * content-ref cards, includes of the space's reusable content (nested, bounded, cycles shown), embeds as links,
 * files, steppers, columns, figures and tables; unknown blocks show what they hold, never `{% %}` markup.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BLOCK_DEPTH, MAX_INCLUDE_DEPTH } from '../../src/visitor/blocks.js';
import { MAX_HTML_DEPTH } from '../../src/visitor/html-depth.js';
import { SITE_URL, siteServer } from './support.js';

const GUIDE = `${SITE_URL}/guides/guide`;

/** A server whose guide space holds one more page, `blocks`, with `markdown`, and reusable contents. */
async function pageOf(markdown: string, reusableContents: { id?: string; title: string; markdown: string }[] = []) {
  const { server, visit } = siteServer();
  server.control.seed({
    kind: 'content',
    spaceId: 'sp-guide',
    files: [{ id: 'f-manual', name: 'manual v2.pdf', contentType: 'application/pdf', size: 10 }],
    reusableContents,
    pages: [{ title: 'Blocks', markdown }],
  });
  const answer = await visit(`${GUIDE}/blocks`);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  return html.slice(html.indexOf('<article>'), html.indexOf('</article>'));
}

describe('the service blocks on a published page', () => {
  it.each(['info', 'success', 'warning', 'danger'])('a %s hint is a styled box holding its markdown', async (style) => {
    const html = await pageOf(`{% hint style="${style}" %}\nMind **this** and [setup](setup).\n{% endhint %}`);
    expect(html).toMatch(new RegExp(`<div class="hint hint-${style}" role="note"><p class="hint-label">\\w+</p>\\s*<p>Mind <strong>this</strong> and <a href="${GUIDE}/setup">setup</a>\\.</p>\\s*</div>`));
  });

  it('a hint of an unknown style is an info box; an unclosed hint closes at the end of the page', async () => {
    const html = await pageOf('{% hint style="tip" %}\nStill shown\n\n{% hint style="danger" %}\nInner, never closed');
    expect(html).toMatch(/<div class="hint hint-info"[^>]*>.*?<p>Still shown<\/p>\s*<div class="hint hint-danger"[^>]*>.*?<p>Inner, never closed<\/p>\s*<\/div>\s*<\/div>/s);
    expect(html).not.toContain('{%');
  });

  it('tabs read without script as labelled sections', async () => {
    const html = await pageOf('{% tabs %}\n{% tab title="npm" %}\n```sh\nnpm i acme\n```\n{% endtab %}\n{% tab title="Yarn <b>" %}\nyarn add acme\n{% endtab %}\n{% endtabs %}');
    expect(html).toMatch(/<div class="tabs">\s*<section class="tab">\s*<p class="tab-title">npm<\/p>\s*<div class="code"><span class="code-language">sh<\/span><pre><code class="language-sh">npm i acme\n<\/code><\/pre><\/div>\s*<\/section>/);
    expect(html).toMatch(/<section class="tab">\s*<p class="tab-title">Yarn &lt;b&gt;<\/p>\s*<p>yarn add acme<\/p>\s*<\/section>\s*<\/div>/);
  });

  it('a code block shows its title and its language; tags inside code are code', async () => {
    const html = await pageOf('{% code title="app.rb" overflow="wrap" lineNumbers="true" %}\n```ruby\nputs "{% hint %}"\n```\n{% endcode %}\n\nWrite `{% hint style="info" %}` to open a hint.');
    expect(html).toMatch(/<figure class="code-block wrap line-numbers">\s*<figcaption class="code-title">app\.rb<\/figcaption>\s*<div class="code"><span class="code-language">ruby<\/span><pre><code class="language-ruby">puts "\{% hint %\}"\n<\/code><\/pre><\/div>\s*<\/figure>/);
    expect(html).toContain('<code>{% hint style="info" %}</code>');
  });

  it('a content-ref is a card linking the page it names, titled by it', async () => {
    const html = await pageOf('{% content-ref url="setup/linux.md" %}\n[linux.md](setup/linux.md)\n{% endcontent-ref %}\n\n{% page-ref page="/setup" %}');
    expect(html).toContain(`<div class="content-ref"><a class="content-ref-link" href="${GUIDE}/setup/linux">Linux</a></div>`);
    expect(html).toContain(`<a class="content-ref-link" href="${GUIDE}/setup">Setup</a>`);
    expect(html).not.toContain('linux.md');
  });

  it('an embed is a link with its caption, never a third-party frame; a file block links the space file', async () => {
    const html = await pageOf(
      '{% embed url="https://www.youtube.com/watch?v=abc" %}\nThe launch video\n{% endembed %}\n\n{% embed url="https://example.com/alone" %}\n\nAfter.\n\n{% file src="file:f-manual" %}\nThe manual\n{% endfile %}',
    );
    expect(html).toMatch(/<div class="embed">\s*<p class="embed-link"><a href="https:\/\/www\.youtube\.com\/watch\?v=abc">[^<]+<\/a><\/p>\s*<p>The launch video<\/p>\s*<\/div>/);
    expect(html).toMatch(/<div class="embed">\s*<p class="embed-link"><a href="https:\/\/example\.com\/alone">[^<]+<\/a><\/p>\s*<\/div>\s*<p>After\.<\/p>/);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toMatch(new RegExp(`<div class="file-block">\\s*<p class="file-link"><a href="${GUIDE}/~files/f-manual/manual%20v2\\.pdf">manual v2\\.pdf</a></p>\\s*<p>The manual</p>`));
  });

  it('steppers, columns, figures with captions and tables with borders', async () => {
    const html = await pageOf(
      [
        '{% stepper %}\n{% step %}\n### Install\n{% endstep %}\n{% step %}\nRun it\n{% endstep %}\n{% endstepper %}',
        '{% columns %}\n{% column %}\nLeft\n{% endcolumn %}\n{% column %}\nRight\n{% endcolumn %}\n{% endcolumns %}',
        '<figure><img src="https://example.com/a.png" alt="Diagram"><figcaption><p>The flow</p></figcaption></figure>',
        '| Name | Size |\n|---|--:|\n| a | 1 |',
      ].join('\n\n'),
    );
    expect(html).toMatch(/<ol class="stepper">\s*<li class="step">\s*<h3 id="install">Install<\/h3>\s*<\/li>\s*<li class="step">\s*<p>Run it<\/p>\s*<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<div class="columns">\s*<div class="column">\s*<p>Left<\/p>\s*<\/div>\s*<div class="column">\s*<p>Right<\/p>\s*<\/div>\s*<\/div>/);
    expect(html).toContain('<figure><img src="https://example.com/a.png" alt="Diagram" /><figcaption><p>The flow</p></figcaption></figure>');
    expect(html).toMatch(/<div class="table-wrap"><table>.*<th style="text-align:right">Size<\/th>/s);
    const page = await (await siteServer().visit(SITE_URL)).text();
    expect(page).toMatch(/th,td\{border:1px solid/);
  });

  it('blocks nest at most MAX_BLOCK_DEPTH deep and HTML at most MAX_HTML_DEPTH deep; what is deeper still reads', async () => {
    const hints = await pageOf(`${'{% hint style="success" %}\n'.repeat(MAX_BLOCK_DEPTH + 5)}Deep text\n${'{% endhint %}\n'.repeat(MAX_BLOCK_DEPTH + 5)}After the hints`);
    expect(hints.match(/<div class="hint hint-success"/g)).toHaveLength(MAX_BLOCK_DEPTH);
    expect(hints).toMatch(/Deep text.*After the hints/s);
    expect(hints).not.toContain('{%');
    const divs = await pageOf(`<div>${'<div>'.repeat(MAX_HTML_DEPTH + 50)}Deep</div>\n\nAfter the divs`);
    expect(divs.match(/<div>/g)!.length).toBeLessThanOrEqual(MAX_HTML_DEPTH);
    expect(divs).toMatch(/&lt;div&gt;.*Deep.*After the divs/s);
  });

  it('unknown blocks show what they hold, and stray closing tags vanish', async () => {
    const html = await pageOf('{% swagger method="get" %}\nGET /pets lists pets\n{% endswagger %}\n\nText {% endhint %} and {% updates %}more{% endupdates %}.');
    expect(html).toContain('GET /pets lists pets');
    expect(html).toContain('more');
    expect(html).not.toMatch(/\{%|%\}/);
  });
});

describe('includes of reusable content', () => {
  const SUPPORT = { id: 'rc-support', title: 'Support footer', markdown: 'Write to **support**.\n\n{% hint style="info" %}\nWe answer within a day.\n{% endhint %}' };

  it('an include names the reusable content by its Git path (.gitbook/includes/<title slug>.md, relative to the page) and shows it', async () => {
    const html = await pageOf('Before.\n\n{% include "../.gitbook/includes/support-footer.md" %}\n\n{% include ".gitbook/includes/rc-support.md" %}\n\nAfter.', [SUPPORT]);
    expect(html.match(/<p>Write to <strong>support<\/strong>\.<\/p>/g)).toHaveLength(2);
    expect(html).toMatch(/<div class="hint hint-info"[^>]*>.*We answer within a day\./s);
    expect(html).toMatch(/<p>Before\.<\/p>.*<p>After\.<\/p>/s);
  });

  it('an include of nothing, of itself, or nested too deep is an error box; the page still renders', async () => {
    const chain = Array.from({ length: MAX_INCLUDE_DEPTH + 1 }, (_, index) => ({
      id: `level-${index}`,
      title: `Level ${index}`,
      markdown: `Level ${index} text\n\n{% include ".gitbook/includes/level-${index + 1}.md" %}`,
    }));
    const html = await pageOf(
      '{% include ".gitbook/includes/missing.md" %}\n\n{% include ".gitbook/includes/loop.md" %}\n\n{% include ".gitbook/includes/level-0.md" %}',
      [{ id: 'loop', title: 'Loop', markdown: 'Looping\n\n{% include ".gitbook/includes/loop.md" %}' }, ...chain],
    );
    expect(html).toMatch(/<div class="hint hint-danger block-error" role="alert">.*No reusable content at this path: <code>\.gitbook\/includes\/missing\.md<\/code>/);
    expect(html).toContain('<p>Looping</p>');
    expect(html).toContain('This reusable content includes itself');
    for (let level = 0; level < MAX_INCLUDE_DEPTH; level++) expect(html).toContain(`Level ${level} text`);
    expect(html).not.toContain(`Level ${MAX_INCLUDE_DEPTH} text`);
    expect(html).toContain(`nested more than ${MAX_INCLUDE_DEPTH} deep`);
  });

  it('includes expand within a size budget: a fan of large includes stops with an error box', async () => {
    const big = { id: 'big', title: 'Big', markdown: `${'word '.repeat(30_000)}\n` };
    const fan = { id: 'fan', title: 'Fan', markdown: Array.from({ length: 4 }, () => '{% include "big.md" %}').join('\n\n') };
    const html = await pageOf(Array.from({ length: 4 }, () => '{% include "fan.md" %}').join('\n\n'), [big, fan]);
    expect(html).toContain('Too much reusable content on this page');
    // 256 KiB of reusable content at most: never the 16 copies (2.4 MB) the fan would make.
    expect(html.length).toBeLessThan(400_000);
  });
});
