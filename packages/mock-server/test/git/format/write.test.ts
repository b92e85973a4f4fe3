/** Writing a space in the service's Git format: the export plan (docs/git-sync.md, "The format"). */
import { describe, expect, test } from 'vitest';
import { FormatError, readSpaceFromRepository, writeSpaceToRepository } from '../../../src/domain/git/format/index.js';
import type { ExportablePage, ExportableSpace } from '../../../src/domain/git/repository-model.js';
import { applyPlan, asSynced, snapshotOf, textAt, tipOf } from './repository.js';
import { SERVICE_REPOSITORY } from './service-repository.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const page = (id: string, title: string, slug: string, extra: Partial<ExportablePage> = {}): ExportablePage => ({
  id,
  kind: 'document',
  title,
  slug,
  markdown: '',
  children: [],
  ...extra,
});

const SPACE: ExportableSpace = {
  pages: [
    page('p1', 'Welcome', 'welcome', {
      markdown: 'Read [setup](/start/setup#install), see ![d](file:f1) and [the API](/start/setup/api).\n\n{% include "../.gitbook/includes/support.md" %}\n',
      description: 'A long description of the space that goes on well past the eighty columns a YAML line holds when folded.',
      icon: 'house',
      cover: { fileId: 'f1', yPos: 12 },
      layout: { cover: true, coverSize: 'full', title: false },
    }),
    { id: 'g1', kind: 'group', title: 'Getting started', slug: 'start', children: [
      page('p2', 'Setup', 'setup', { hidden: true, markdown: 'Back [home](/welcome).\n', children: [page('p3', 'The API', 'api', { markdown: '![again](file:f2)\n' })] }),
      { id: 'l1', kind: 'link', title: 'Status', slug: 'status', href: 'https://status.example.com', children: [] },
    ] },
  ],
  files: [
    { id: 'f1', name: 'diagram.png', contentType: 'image/png', bytes: bytes('one') },
    { id: 'f2', name: 'diagram.png', contentType: 'image/png', bytes: bytes('two') },
    { id: 'f3', name: 'cover image.png', contentType: 'image/png' },
  ],
  reusableContents: [{ id: 'r1', title: 'Support', markdown: 'Write to [us](/welcome).\n' }],
};

describe('a first export into a repository', () => {
  const tip = snapshotOf({ 'LICENSE': 'MIT\n', 'diagram.png': 'not ours' });
  const plan = writeSpaceToRepository(SPACE, { files: tipOf(tip) }, '');
  const after = applyPlan(tip, plan);

  test('SUMMARY.md is normalised: title, root pages, groups with their pages nested by two spaces', () => {
    expect(textAt(after, 'SUMMARY.md')).toBe(
      '# Table of contents\n\n* [Welcome](README.md)\n\n## Getting started <a href="#start" id="start"></a>\n\n* [Setup](start/setup/README.md)\n  * [The API](start/setup/api.md)\n* [Status](https://status.example.com)\n',
    );
  });

  test('a page file: frontmatter for set fields (description folded), the title heading, relative links', () => {
    expect(textAt(after, 'README.md')).toBe(
      [
        '---',
        'description: >-',
        '  A long description of the space that goes on well past the eighty columns a',
        '  YAML line holds when folded.',
        'icon: house',
        'cover: .gitbook/assets/diagram.png',
        'coverY: 12',
        'layout:',
        '  cover:',
        '    visible: true',
        '    size: full',
        '  title:',
        '    visible: false',
        '---',
        '',
        '# Welcome',
        '',
        'Read [setup](start/setup/README.md#install), see ![d](.gitbook/assets/diagram.png) and [the API](start/setup/api.md).',
        '',
        '{% include "../.gitbook/includes/support.md" %}',
        '',
      ].join('\n'),
    );
    expect(textAt(after, 'start/setup/README.md')).toBe('---\nhidden: true\n---\n\n# Setup\n\nBack [home](../../README.md).\n');
    expect(textAt(after, 'start/setup/api.md')).toBe('# The API\n\n![again](<../../.gitbook/assets/diagram (1).png>)\n');
  });

  test('assets under .gitbook/assets with the service suffix on a second name; includes with a title', () => {
    expect(textAt(after, '.gitbook/assets/diagram.png')).toBe('one');
    expect(textAt(after, '.gitbook/assets/diagram (1).png')).toBe('two');
    expect(textAt(after, '.gitbook/includes/support.md')).toBe('---\ntitle: Support\n---\n\nWrite to [us](../../README.md).\n');
    expect(plan.paths.get('f3')).toBeUndefined();
    expect(plan.warnings).toContain('the file "cover image.png" has no bytes in DocPub and is not written');
  });

  test('files DocPub does not own stay untouched; nothing is deleted', () => {
    expect(plan.deletes).toEqual([]);
    expect(plan.writes.has('LICENSE')).toBe(false);
    expect(textAt(after, 'diagram.png')).toBe('not ours');
    expect([...plan.paths]).toEqual(expect.arrayContaining([['p1', 'README.md'], ['p3', 'start/setup/api.md'], ['r1', '.gitbook/includes/support.md']]));
  });

  test('what was written reads back as the same space', () => {
    const read = readSpaceFromRepository(after);
    expect(read.warnings).toEqual([]);
    expect(read.pages[0]).toMatchObject({ title: 'Welcome', slug: 'welcome', icon: 'house', description: SPACE.pages[0]!.description, layout: SPACE.pages[0]!.layout });
    expect(read.pages[0]!.markdown).toBe(
      'Read [setup](/start/setup#install), see ![d](file:.gitbook/assets/diagram.png) and [the API](/start/setup/api).\n\n{% include "../.gitbook/includes/support.md" %}\n',
    );
    expect(read.pages[1]!.children.map((child) => [child.kind, child.slug, child.title])).toEqual([['document', 'setup', 'Setup'], ['link', 'status', 'Status']]);
  });
});

describe('exporting again after a sync', () => {
  const first = writeSpaceToRepository(SPACE, { files: new Map() }, '');
  const tip = applyPlan(snapshotOf({ 'CONTRIBUTING.md': 'be nice\n', 'start/notes.md': 'someone else\n' }), first);
  const synced = (pages: ExportablePage[]): ExportablePage[] =>
    pages.map((p) => ({ ...p, ...(first.paths.has(p.id) ? { gitPath: first.paths.get(p.id)! } : {}), children: synced(p.children) }));
  const syncedPaths = [...first.paths.values()];

  test('pages stay at their files; a page that gains sub-pages moves to <dir>/README.md and its old file is deleted', () => {
    const [welcome, group] = synced(SPACE.pages);
    const api = group!.children[0]!.children[0]!;
    const grown = { ...api, children: [page('p4', 'Keys', 'keys')] };
    const setup = { ...group!.children[0]!, children: [grown] };
    const space: ExportableSpace = { ...SPACE, pages: [welcome!, { ...group!, children: [setup] }], syncedPaths };
    const plan = writeSpaceToRepository(space, { files: tipOf(tip) }, '');
    expect(plan.paths.get('p3')).toBe('start/setup/api/README.md');
    expect(plan.paths.get('p4')).toBe('start/setup/api/keys.md');
    expect(plan.paths.get('p2')).toBe('start/setup/README.md');
    expect(plan.deletes).toEqual(['start/setup/api.md']);
  });

  test('deleted content loses its file; a renamed slug moves the file; files not owned are never written or deleted', () => {
    const [welcome, group] = synced(SPACE.pages);
    const setup = { ...group!.children[0]!, slug: 'notes', children: [] };
    const space: ExportableSpace = { pages: [welcome!, { ...group!, children: [setup] }], files: [], reusableContents: [], syncedPaths };
    const plan = writeSpaceToRepository(space, { files: tipOf(tip) }, '');
    expect(plan.paths.get('p2')).toBe('start/notes-2.md');
    expect(plan.deletes).toEqual(['.gitbook/assets/diagram (1).png', '.gitbook/assets/diagram.png', '.gitbook/includes/support.md', 'start/setup/README.md', 'start/setup/api.md']);
    expect(plan.writes.has('start/notes.md')).toBe(false);
    expect(plan.writes.has('CONTRIBUTING.md')).toBe(false);
  });

  test('a root in the tip .gitbook.yaml puts everything below it; one leaving the project directory is a FormatError', () => {
    const plan = writeSpaceToRepository(SPACE, { files: new Map(), config: bytes('root: ./docs/\n') }, 'site');
    expect(plan.summaryPath).toBe('site/docs/SUMMARY.md');
    expect(readSpaceFromRepository(applyPlan(snapshotOf({ 'site/.gitbook.yaml': 'root: ./docs/\n' }, 'site'), plan)).summaryPath).toBe('site/docs/SUMMARY.md');
    expect([...plan.writes.keys()].every((path) => path.startsWith('site/docs/'))).toBe(true);
    expect(plan.paths.get('f1')).toBe('site/docs/.gitbook/assets/diagram.png');
    expect(() => writeSpaceToRepository(SPACE, { files: new Map(), config: bytes('root: ../\n') }, 'site')).toThrow(FormatError);
  });
});

describe('paths of new pages', () => {
  test('a page slugged readme gets a folder of its own, so that it reads back with its slug', () => {
    const space: ExportableSpace = { pages: [page('a', 'Home', 'other'), page('b', 'Read me', 'readme')], files: [], reusableContents: [] };
    const plan = writeSpaceToRepository(space, { files: new Map() }, '');
    expect(plan.paths.get('a')).toBe('other.md');
    expect(plan.paths.get('b')).toBe('readme/README.md');
    expect(readSpaceFromRepository(applyPlan(snapshotOf({}), plan)).pages.map((p) => p.slug)).toEqual(['other', 'readme']);
  });

  test('the first page goes to the readme when its slug is its title slug', () => {
    const space: ExportableSpace = { pages: [page('a', 'Home Page', 'home-page'), page('b', 'Next', 'next')], files: [], reusableContents: [] };
    const plan = writeSpaceToRepository(space, { files: new Map(), config: bytes('structure:\n  readme: intro.md\n') }, '');
    expect(plan.paths.get('a')).toBe('intro.md');
    expect(readSpaceFromRepository(applyPlan(snapshotOf({ '.gitbook.yaml': 'structure:\n  readme: intro.md\n' }), plan)).pages.map((p) => p.slug)).toEqual(['home-page', 'next']);
  });
});

describe("exporting a docs team's repository just imported", () => {
  const tip = snapshotOf(SERVICE_REPOSITORY);
  const imported = readSpaceFromRepository(tip);
  const plan = writeSpaceToRepository(asSynced(imported), { files: tipOf(tip), config: tip.files.get('.gitbook.yaml')!.bytes }, '');
  const after = applyPlan(tip, plan);
  const changed = [...plan.writes].filter(([path, bytes]) => textAt(tip, path) !== new TextDecoder().decode(bytes)).map(([path]) => path);

  test('every page stays at its file; nothing is deleted; files DocPub does not own are not written', () => {
    expect(plan.deletes).toEqual([]);
    expect(plan.writes.has('notes/draft.md')).toBe(false);
    expect(plan.writes.has('.gitbook.yaml')).toBe(false);
    expect([...plan.writes.keys()].filter((path) => path.endsWith('.md')).sort()).toEqual([
      '.gitbook/includes/footer.md',
      '.gitbook/includes/support.md',
      'README.md',
      'SUMMARY.md',
      'guides/setup/README.md',
      'guides/setup/linux.md',
      'guides/the api.md',
      'reference/limits.md',
    ]);
  });

  test('files already in the normalised form are written byte for byte; the others are normalised', () => {
    expect(changed.sort()).toEqual(['.gitbook/includes/footer.md', 'README.md', 'SUMMARY.md', 'guides/setup/linux.md', 'guides/the api.md']);
    for (const path of ['guides/setup/README.md', 'reference/limits.md', '.gitbook/includes/support.md']) {
      expect(textAt(after, path), path).toBe(textAt(tip, path));
    }
    // Its heading is not its title ("On Linux", from SUMMARY.md): it stays in the markdown, under the title's heading.
    expect(textAt(after, 'guides/setup/linux.md')!.startsWith('# On Linux\n\n# Installing on Linux\n\n{% code title="install.sh"')).toBe(true);
    expect(textAt(after, 'guides/the api.md')).toBe('# The API\n\nSee the ![diagram](../.gitbook/assets/diagram.svg) and [limits](../reference/limits.md).\n');
    expect(textAt(after, 'SUMMARY.md')).toBe(
      '# Table of contents\n\n* [Welcome](README.md)\n* [Changelog](https://example.com/changelog)\n\n## Getting started <a href="#start" id="start"></a>\n\n* [Setup](guides/setup/README.md)\n  * [On Linux](guides/setup/linux.md)\n* [The API](<guides/the api.md>)\n\n## Reference\n\n* [Limits](reference/limits.md)\n',
    );
  });

  test('the normalised repository reads back as the same space, and a second export changes nothing', () => {
    const again = readSpaceFromRepository(after);
    expect(again.pages).toEqual(imported.pages.map(function withoutGit(page): unknown {
      return { ...page, ...(page.git ? { git: { path: page.git.path, oid: after.files.get(page.git.path)!.oid } } : {}), children: page.children.map(withoutGit) };
    }));
    const second = writeSpaceToRepository(asSynced(again), { files: tipOf(after), config: tip.files.get('.gitbook.yaml')!.bytes }, '');
    expect(applyPlan(after, second).files).toEqual(after.files);
  });
});

test('a title with line breaks is written on one line, in SUMMARY.md and as the heading', () => {
  const space: ExportableSpace = { pages: [page('a', ' Two\nlines ', 'two', { markdown: 'Body\n' })], files: [], reusableContents: [] };
  const plan = writeSpaceToRepository(space, { files: new Map() }, '');
  const after = applyPlan(snapshotOf({}), plan);
  expect(textAt(after, 'SUMMARY.md')).toBe('# Table of contents\n\n* [Two lines](two.md)\n');
  expect(textAt(after, 'two.md')).toBe('# Two lines\n\nBody\n');
  expect(readSpaceFromRepository(after).pages[0]).toMatchObject({ title: 'Two lines', slug: 'two', markdown: 'Body\n' });
});
