/** Links between page files and DocPub references, both ways (docs/git-sync.md, "The format": Page files). */
import { describe, expect, test } from 'vitest';
import { fileReference, linksFromRepository, linksToRepository, resolveFileReferences } from '../../../src/domain/git/format/links.js';

const KNOWN = new Map([
  ['guides/setup.md', '/guides/setup'],
  ['guides/README.md', '/guides'],
  ['.gitbook/assets/a b (1).png', fileReference('.gitbook/assets/a b (1).png')],
  ['.gitbook/assets/100%.png', fileReference('.gitbook/assets/100%.png')],
]);
const fromRepository = (markdown: string, path = 'guides/intro.md') => linksFromRepository(markdown, path, (p) => KNOWN.get(p));

describe('reading links', () => {
  test('inline links, images, reference definitions and attributes become references; the fragment stays', () => {
    expect(fromRepository('[s](setup.md#install) ![i](<../.gitbook/assets/a b (1).png> "t")')).toBe(
      '[s](/guides/setup#install) ![i](file:.gitbook/assets/a%20b%20%281%29.png "t")',
    );
    expect(fromRepository('[ref]: setup.md\n<img src=\'../.gitbook/assets/a%20b%20(1).png\'>\n{% content-ref url="setup.md" %}')).toBe(
      "[ref]: /guides/setup\n<img src='file:.gitbook/assets/a%20b%20%281%29.png'>\n{% content-ref url=\"/guides/setup\" %}",
    );
    expect(fromRepository('![x](../.gitbook/assets/100%.png)')).toBe('![x](file:.gitbook/assets/100%25.png)');
  });

  test('code, includes, external, absolute, anchors and unknown files stay as written', () => {
    const kept = [
      '```md\n[s](setup.md)\n```',
      '~~~~\n[s](setup.md)\n```\nstill code [s](setup.md)\n~~~~',
      'inline `[s](setup.md)` and ``a ` [s](setup.md) ``',
      '{% include "../.gitbook/includes/x.md" %}',
      '[e](https://example.com/setup.md) [a](/guides/setup) [h](#top) [u](unknown.md) [up](../../../setup.md)',
    ];
    for (const markdown of kept) expect(fromRepository(markdown)).toBe(markdown);
    expect(fromRepository('`open [s](setup.md)')).toBe('`open [s](/guides/setup)');
  });

  test('a `](…)` is a link only where a `[` opens it and a `)` or a title ends it (a heading `# ](.)` is prose)', () => {
    const prose = ['# ](setup.md)', '# ](.>a', 'a ] b](setup.md)', '\\[s\\](setup.md)', '[s\\](setup.md)', '[s\n\n](setup.md)', '[s](setup.md>x)'];
    for (const markdown of prose) expect(fromRepository(markdown)).toBe(markdown);
    expect(fromRepository('[`setup` guide](setup.md) [a\nb](setup.md) [![i](setup.md)](setup.md)')).toBe(
      '[`setup` guide](/guides/setup) [a\nb](/guides/setup) [![i](/guides/setup)](/guides/setup)',
    );
  });
});

describe('writing links', () => {
  const paths = new Map([
    ['/guides/setup', 'guides/setup.md'],
    ['file:f1', '.gitbook/assets/a b (1).png'],
  ]);
  const toRepository = (markdown: string) => linksToRepository(markdown, 'guides/deep/page.md', (reference) => paths.get(reference));

  test('page paths and file references become relative paths, bracketed where a path has spaces', () => {
    expect(toRepository('[s](/guides/setup#x) ![i](file:f1) <img src="file:f1">')).toBe(
      '[s](../setup.md#x) ![i](<../../.gitbook/assets/a b (1).png>) <img src="../../.gitbook/assets/a b (1).png">',
    );
    expect(toRepository('[n](/nowhere) [f](file:gone) [e](https://x.test)')).toBe('[n](/nowhere) [f](file:gone) [e](https://x.test)');
  });
});

describe('resolveFileReferences', () => {
  test('references by path become references by id; others stay', () => {
    const ids = new Map([['docs/.gitbook/assets/a b (1).png', 'abc']]);
    const markdown = `![a](${fileReference('docs/.gitbook/assets/a b (1).png')}) [b](file:xyz) [c](${fileReference('docs/.gitbook/assets/other.png')})`;
    expect(resolveFileReferences(markdown, (path) => ids.get(path))).toBe('![a](file:abc) [b](file:xyz) [c](file:docs/.gitbook/assets/other.png)');
  });

  test('at most one lookup per reference, however the text around it is built', () => {
    let lookups = 0;
    const hostile = `${'file:a'.repeat(50_000)} ${'file:/'.repeat(10_000)}`;
    resolveFileReferences(hostile, () => {
      lookups += 1;
      return undefined;
    });
    expect(lookups).toBeLessThanOrEqual(10_000);
    expect(lookups).toBeGreaterThan(0);
  });
});

describe('hostile markdown', () => {
  test('every target is offered to the lookup once, on lines built to make a scanner backtrack', () => {
    let offered = 0;
    const count = () => {
      offered += 1;
      return undefined;
    };
    const lines = ['](a'.repeat(20_000), '](<'.repeat(20_000), ' src="'.repeat(20_000), '`'.repeat(5_000) + '[x](y)', '[a]: '.repeat(20_000)];
    linksFromRepository(lines.join('\n'), 'p.md', count);
    expect(offered).toBeLessThan(25_000);
  });
});
