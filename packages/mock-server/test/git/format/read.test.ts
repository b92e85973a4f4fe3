/** Reading a repository in the service's Git format (docs/git-sync.md, "The format"). */
import { describe, expect, test } from 'vitest';
import { FormatError, readSpaceFromRepository, resolveFileReferences } from '../../../src/domain/git/format/index.js';
import type { ImportedPage } from '../../../src/domain/git/repository-model.js';
import { PNG, SERVICE_REPOSITORY as REPOSITORY } from './service-repository.js';
import { snapshotOf } from './repository.js';

const titles = (pages: ImportedPage[]): unknown[] => pages.map((page) => (page.children.length > 0 ? [page.title, titles(page.children)] : page.title));
const find = (pages: ImportedPage[], title: string): ImportedPage | undefined => {
  for (const page of pages) {
    if (page.title === title) return page;
    const found = find(page.children, title);
    if (found) return found;
  }
  return undefined;
};

describe('a repository in the service format', () => {
  const space = readSpaceFromRepository(snapshotOf(REPOSITORY));

  test('the tree, titles, kinds, groups and slugs follow SUMMARY.md', () => {
    expect(titles(space.pages)).toEqual(['Welcome', 'Changelog', ['Getting started', [['Setup', ['On Linux']], 'The API']], ['Reference', ['Limits']]]);
    expect(space.pages.map((page) => [page.kind, page.slug])).toEqual([
      ['document', 'welcome'],
      ['link', 'changelog'],
      ['group', 'start'],
      ['group', 'reference'],
    ]);
    expect(space.pages[1]!.href).toBe('https://example.com/changelog');
    expect(find(space.pages, 'Setup')!.slug).toBe('setup');
    expect(find(space.pages, 'The API')!.slug).toBe('the-api');
    expect(find(space.pages, 'On Linux')).toMatchObject({ slug: 'linux', git: { path: 'guides/setup/linux.md' } });
  });

  test('a file listed twice is a page once; files not listed are not pages; both are warned about', () => {
    expect(find(space.pages, 'On Linux again')).toBeUndefined();
    expect(space.warnings.some((w) => w.includes('guides/setup/linux.md') && w.includes('second time'))).toBe(true);
    expect(space.warnings.some((w) => w.includes('notes/draft.md') && w.includes('does not list'))).toBe(true);
    expect(find(space.pages, 'A draft nobody listed')).toBeUndefined();
  });

  test('frontmatter: description (folded), icon, hidden, cover by asset path, layout as DocPub keeps it', () => {
    const welcome = space.pages[0]!;
    expect(welcome.description).toBe('Everything a docs team needs to publish from a repository, written once and kept in Git.');
    expect(welcome.icon).toBe('house');
    expect(welcome.cover).toEqual({ path: '.gitbook/assets/cover image (1).png', yPos: -42 });
    expect(welcome.layout).toEqual({ cover: true, coverSize: 'full', title: false, outline: true });
    expect(find(space.pages, 'Setup')!.hidden).toBe(true);
  });

  test('invalid frontmatter is ignored with a warning; the page is still read', () => {
    const api = find(space.pages, 'The API')!;
    expect(api.description).toBeUndefined();
    expect(api.markdown).toBe('See the ![diagram](file:.gitbook/assets/diagram.svg) and [limits](/reference/limits).\n');
    expect(space.warnings.some((w) => w.startsWith('guides/the api.md: its frontmatter is not valid YAML'))).toBe(true);
  });

  test('the title heading is dropped; a different heading stays; blocks and code stay as written', () => {
    const welcome = space.pages[0]!;
    expect(welcome.markdown!.startsWith('Start with [the setup](/start/setup#install) or the [API](/start/the-api).')).toBe(true);
    expect(welcome.markdown).toContain('<img src="file:.gitbook/assets/cover%20image%20%281%29.png" alt="">');
    expect(welcome.markdown).toContain('{% hint style="info" %}\nLinks [in hints](/reference/limits) count too.\n{% endhint %}');
    expect(welcome.markdown).toContain('{% include ".gitbook/includes/support.md" %}');
    const setup = find(space.pages, 'Setup')!;
    expect(setup.markdown).toBe(
      '{% tabs %}\n{% tab title="npm" %}\n```bash\nnpm install [x](../../README.md)\n```\n{% endtab %}\n{% endtabs %}\n\nUse `[code](../../README.md)` and [home](/welcome).\n',
    );
    expect(find(space.pages, 'On Linux')!.markdown).toBe(
      '# Installing on Linux\n\n{% code title="install.sh" overflow="wrap" %}\n```sh\nsudo apt install docs\n```\n{% endcode %}\n',
    );
  });

  test('assets are files with a content type; includes are reusable contents', () => {
    expect(space.files.map((file) => [file.name, file.contentType, file.size])).toEqual([
      ['cover image (1).png', 'image/png', 4],
      ['diagram.svg', 'image/svg+xml', 41],
    ]);
    expect(space.reusableContents.map((include) => [include.path, include.title, include.markdown])).toEqual([
      ['.gitbook/includes/footer.md', 'footer', 'No frontmatter here.\n'],
      ['.gitbook/includes/support.md', 'Support contact', 'Write to [us](/reference/limits).\n'],
    ]);
  });

  test('redirects lead to pages; one that does not is dropped with a warning', () => {
    expect(space.redirects).toEqual([{ source: 'old/setup', destination: 'guides/setup/README.md' }]);
    expect(space.warnings.some((w) => w.includes('"gone"'))).toBe(true);
  });

  test('file references by path resolve to ids once the files have them', () => {
    const ids = new Map(space.files.map((file, index) => [file.path, `file${index}`]));
    const markdown = resolveFileReferences(space.pages[0]!.markdown!, (path) => ids.get(path));
    expect(markdown).toContain('<img src="file:file0" alt="">');
    expect(resolveFileReferences('[a](file:.gitbook/assets/unknown.png) [b](file:abc)', (path) => ids.get(path))).toBe(
      '[a](file:.gitbook/assets/unknown.png) [b](file:abc)',
    );
  });
});

describe('a monorepo project directory with a root inside it', () => {
  const files = {
    'packages/api/docs-config/.gitbook.yaml': 'root: ../content/\n',
    'packages/api/content/SUMMARY.md': '* [Intro](README.md)\n* [Use](use.md)\n',
    'packages/api/content/README.md': '# Intro\n\nSee [use](use.md).\n',
    'packages/api/content/use.md': '# Use\n',
    'packages/api/content/.gitbook/assets/x.png': PNG,
  };

  test('.gitbook.yaml is read in the project directory, root applies inside it, paths stay from the repository root', () => {
    const space = readSpaceFromRepository(snapshotOf({ ...files, 'packages/api/.gitbook.yaml': 'root: ./content/\n' }, 'packages/api'));
    expect(space.pages.map((page) => [page.title, page.git?.path, page.markdown])).toEqual([
      ['Intro', 'packages/api/content/README.md', 'See [use](/use).\n'],
      ['Use', 'packages/api/content/use.md', ''],
    ]);
    expect(space.files.map((file) => [file.path, file.name])).toEqual([['packages/api/content/.gitbook/assets/x.png', 'x.png']]);
  });

  test('a root that leaves the project directory is a FormatError', () => {
    for (const root of ['../', '../../etc/', '/content', 'content/../../']) {
      const snapshot = snapshotOf({ ...files, 'packages/api/.gitbook.yaml': `root: ${root}\n` }, 'packages/api');
      expect(() => readSpaceFromRepository(snapshot), root).toThrow(FormatError);
      expect(() => readSpaceFromRepository(snapshot)).toThrow(/leaves the project directory "packages\/api"/);
    }
  });

  test('structure paths that leave the root are a FormatError; fields of the wrong type are ignored with a warning', () => {
    const escaping = snapshotOf({ '.gitbook.yaml': 'root: ./docs/\nstructure:\n  summary: ../SUMMARY.md\n', 'SUMMARY.md': '* [x](x.md)\n' });
    expect(() => readSpaceFromRepository(escaping)).toThrow(expect.objectContaining({ code: 'path-outside-root' }));
    const wrong = readSpaceFromRepository(snapshotOf({ '.gitbook.yaml': 'root: 3\nstructure: yes\nredirects: [a]\n', 'README.md': '# Home\n' }));
    expect(wrong.pages.map((page) => page.git?.path)).toEqual(['README.md']);
    expect(wrong.warnings).toEqual([
      '.gitbook.yaml: root is not a path and is ignored',
      '.gitbook.yaml: structure is not a mapping and is ignored',
      '.gitbook.yaml: redirects is not a mapping and is ignored',
    ]);
  });

  test('a malformed .gitbook.yaml is ignored with a warning, as the service ignores it', () => {
    const space = readSpaceFromRepository(snapshotOf({ '.gitbook.yaml': 'root: ./\u200b\n  bad: [', 'README.md': '# Home\n' }));
    expect(space.pages.map((page) => page.title)).toEqual(['Home']);
    expect(space.warnings[0]).toMatch(/^\.gitbook\.yaml is not valid YAML and is ignored/);
  });
});

describe('without SUMMARY.md', () => {
  test('the tree follows the folders: the readme first, then by name; a folder is its README.md', () => {
    const space = readSpaceFromRepository(
      snapshotOf({
        'zeta.md': '# Zeta\n',
        'README.md': '# Home\n\nHello\n',
        'alpha.md': 'No heading at all.\n',
        'guides/README.md': '# Guides\n',
        'guides/b.md': '# B\n',
        'guides/a.md': '# A\n',
        'empty/deep/c.md': '# C\n',
        '.gitbook/includes/x.md': '# not a page\n',
      }),
    );
    expect(titles(space.pages)).toEqual(['Home', 'alpha', ['empty', [['deep', ['C']]]], ['Guides', ['A', 'B']], 'Zeta']);
    expect(space.pages.map((page) => page.slug)).toEqual(['home', 'alpha', 'empty', 'guides', 'zeta']);
    expect(space.pages[0]!.markdown).toBe('Hello\n');
    expect(space.pages[2]!.git).toBeUndefined();
  });
});

describe('SUMMARY.md limits', () => {
  const nested = (depth: number) => `${'* '.repeat(depth)}[Deep](deep.md)\n`;

  test('nesting up to the limit is read; one level more is a FormatError', () => {
    const ok = readSpaceFromRepository(snapshotOf({ 'SUMMARY.md': `* [Top](top.md)\n${'  '.repeat(1)}* [Sub](sub.md)\n`, 'top.md': '# Top\n', 'sub.md': '# Sub\n' }), { summaryNesting: 2 });
    expect(titles(ok.pages)).toEqual([['Top', ['Sub']]]);
    expect(() => readSpaceFromRepository(snapshotOf({ 'SUMMARY.md': nested(3), 'deep.md': '# Deep\n' }), { summaryNesting: 2 })).toThrow(FormatError);
    let depth = 0;
    for (let page = readSpaceFromRepository(snapshotOf({ 'SUMMARY.md': nested(32) })).pages[0]; page; page = page.children[0]) depth += 1;
    expect(depth).toBe(1); // the items above the link hold no link: their sub-items move up
  });

  test('a SUMMARY.md nested 10,000 deep on one line, or 2,000 deep by indentation, is refused', () => {
    expect(() => readSpaceFromRepository(snapshotOf({ 'SUMMARY.md': nested(10_000) }))).toThrow(/deeper than 32 levels/);
    const indented = Array.from({ length: 2_000 }, (_, level) => `${'  '.repeat(level)}* [P${level}](p${level}.md)`).join('\n');
    expect(() => readSpaceFromRepository(snapshotOf({ 'SUMMARY.md': indented }))).toThrow(FormatError);
  });
});

describe('hostile entries of SUMMARY.md', () => {
  test('entries outside the root, absolute or into .gitbook are not pages, with a warning each', () => {
    const space = readSpaceFromRepository(
      snapshotOf({
        'docs/.gitbook.yaml': 'root: ./\n',
        'docs/SUMMARY.md': '* [Up](../secret.md)\n* [Way up](../../../../etc/passwd)\n* [Absolute](/etc/passwd)\n* [Anchor](#top)\n* [Ok](ok.md)\n  * [Script](run.sh)\n',
        'docs/ok.md': '# Ok\n',
        'docs/run.sh': 'echo\n',
        'secret.md': '# not below the project directory\n',
      }, 'docs'),
    );
    expect(space.pages.map((page) => [page.kind, page.title, page.href ?? page.git?.path])).toEqual([
      ['link', 'Absolute', '/etc/passwd'],
      ['document', 'Ok', 'docs/ok.md'],
    ]);
    expect(space.warnings.filter((warning) => warning.startsWith('SUMMARY.md:'))).toHaveLength(4);
  });
});

test('a link to a folder is a link to its README.md page', () => {
  const space = readSpaceFromRepository(snapshotOf({ 'SUMMARY.md': '* [Home](README.md)\n* [Guides](guides/README.md)\n', 'README.md': '# Home\n\n[all guides](guides/) and [again](./guides)\n', 'guides/README.md': '# Guides\n' }));
  expect(space.pages[0]!.markdown).toBe('[all guides](/guides) and [again](/guides)\n');
});
