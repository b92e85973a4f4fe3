/**
 * The heart of Git sync's format: what export writes, import reads back as the same space (docs/git-sync.md,
 * "The format"), for generated spaces; and exporting what was imported changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { slugify } from '../../../src/domain/content/slugs.js';
import { readSpaceFromRepository, resolveFileReferences, writeSpaceToRepository } from '../../../src/domain/git/format/index.js';
import type { ExportablePage, ExportableSpace, GitPageLayout, ImportedPage } from '../../../src/domain/git/repository-model.js';
import { applyPlan, asSynced, snapshotOf, tipOf } from './repository.js';

// Text with the characters markdown and YAML treat specially, but no `]` or `=` (so that generated prose does not
// write a relative link or an attribute of its own) and no carriage returns.
const PROSE = fc.string({ unit: fc.constantFrom(...[...'ab Z09#*_-.>{}%!`~|"\':&<\\\n\té🚀']), maxLength: 60 });
const TITLE = fc
  .string({ unit: fc.constantFrom(...[...'abcXYZ 09#*_[]&<>`!~\\()é🚀-.']), minLength: 1, maxLength: 24 })
  .map((title) => title.trim())
  .filter((title) => title !== '');
const SLUG = fc.stringMatching(/^[a-z0-9]{1,6}(?:-[a-z0-9]{1,4}){0,2}$/);
const LAYOUT: fc.Arbitrary<GitPageLayout> = fc.record(
  {
    cover: fc.boolean(),
    coverSize: fc.constantFrom('hero' as const, 'full' as const),
    title: fc.boolean(),
    description: fc.boolean(),
    tableOfContents: fc.boolean(),
    outline: fc.boolean(),
    pagination: fc.boolean(),
  },
  { requiredKeys: [] },
);
const FILE_NAME = fc
  .tuple(fc.string({ unit: fc.constantFrom(...[...'ab Z09()_-.é']), minLength: 1, maxLength: 12 }), fc.constantFrom('png', 'svg', 'pdf', 'txt', 'weird'))
  .map(([stem, extension]) => `${stem.trim() || 'x'}.${extension}`)
  .filter((name) => name !== '.' && name !== '..');

/** A block of markdown: prose, or a shape the service writes, with references filled in later by index. */
const BLOCK = fc.oneof(
  PROSE,
  fc.nat().map((n) => `See [the page](@page${n}#part) and [again](@page${n}).`),
  fc.nat().map((n) => `![a figure](@file${n})`),
  fc.nat().map((n) => `<figure><img src="@file${n}" alt=""><figcaption></figcaption></figure>`),
  fc.nat().map((n) => `{% hint style="info" %}\nLinks [inside](@page${n}) hints count.\n{% endhint %}`),
  fc.nat().map((n) => '{% code title="x.sh" %}\n```sh\necho [kept](@page' + n + ')\n```\n{% endcode %}'),
  fc.constant('{% include "../.gitbook/includes/support.md" %}'),
  fc.constant('[outside](https://example.com/a.md) and [anchor](#here)'),
);
const MARKDOWN = fc.oneof(fc.constant(''), fc.array(BLOCK, { maxLength: 5 }).map((blocks) => blocks.join('\n\n')), fc.tuple(fc.boolean(), BLOCK).map(([lead, block]) => (lead ? `\n${block}\n` : block)));

interface Shape {
  kind: 'document' | 'group' | 'link';
  title: string;
  slug: string;
  markdown: string;
  description?: string;
  icon?: string;
  emoji?: string;
  hidden: boolean;
  cover?: number;
  coverY: number;
  layout?: GitPageLayout;
  headed: boolean;
  children: Shape[];
}

const settings = {
  title: TITLE,
  slug: SLUG,
  markdown: MARKDOWN,
  description: fc.option(fc.string({ minLength: 1, maxLength: 200 }), { nil: undefined }),
  icon: fc.option(fc.constantFrom('house', 'rocket-launch', 'true', '1.5'), { nil: undefined }),
  emoji: fc.option(fc.constantFrom('🚀', '1f680'), { nil: undefined }),
  hidden: fc.boolean(),
  cover: fc.option(fc.nat(), { nil: undefined }),
  coverY: fc.oneof(fc.integer({ min: -500, max: 500 }), fc.double({ min: -500, max: 500, noNaN: true })),
  layout: fc.option(LAYOUT, { nil: undefined }),
  headed: fc.boolean(),
};

const { tree } = fc.letrec<{ document: Shape; documents: Shape[]; link: Shape; tree: { roots: Shape[]; groups: Shape[] } }>((tie) => ({
  document: fc.record({
    ...settings,
    kind: fc.constant('document' as const),
    children: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant<Shape[]>([]), tie('documents')),
  }),
  documents: fc.array(fc.oneof({ weight: 4, arbitrary: tie('document') }, { weight: 1, arbitrary: tie('link') }), { maxLength: 3 }),
  link: fc.record({ ...settings, kind: fc.constant('link' as const), children: fc.constant<Shape[]>([]) }),
  tree: fc.record({
    roots: tie('documents'),
    groups: fc.array(fc.record({ ...settings, kind: fc.constant('group' as const), children: tie('documents') }), { maxLength: 3 }),
  }),
}));

const SPACE_SHAPE = fc.record({
  tree,
  files: fc.uniqueArray(fc.tuple(FILE_NAME, fc.uint8Array({ maxLength: 8 })), { selector: ([name]) => name, maxLength: 4 }),
  includes: fc.array(fc.tuple(TITLE, MARKDOWN), { maxLength: 3 }),
});

type SpaceShape = typeof SPACE_SHAPE extends fc.Arbitrary<infer T> ? T : never;

/** Siblings with distinct slugs, as DocPub keeps them; a link's and a group's are their titles' where the format derives them. */
function siblings(shapes: Shape[], nextId: () => string, pagePaths: string[], parentPath: string): ExportablePage[] {
  const taken = new Set<string>();
  const pages: ExportablePage[] = [];
  for (const shape of shapes) {
    const slug = shape.kind === 'link' ? slugify(shape.title) : shape.slug;
    if (taken.has(slug)) continue;
    taken.add(slug);
    const path = `${parentPath}/${slug}`;
    const page: ExportablePage = { id: nextId(), kind: shape.kind, title: shape.title, slug, children: [] };
    if (shape.kind === 'link') page.href = `https://example.com/${slug}`;
    if (shape.kind === 'document') {
      pagePaths.push(path);
      Object.assign(page, {
        markdown: shape.headed ? `# ${shape.title}\n\n${shape.markdown}` : shape.markdown,
        ...(shape.description !== undefined ? { description: shape.description } : {}),
        ...(shape.icon !== undefined ? { icon: shape.icon } : {}),
        ...(shape.emoji !== undefined ? { emoji: shape.emoji } : {}),
        ...(shape.hidden ? { hidden: true } : {}),
        ...(shape.layout && Object.keys(shape.layout).length > 0 ? { layout: shape.layout } : {}),
        ...(shape.cover !== undefined ? { cover: { fileId: `@cover${shape.cover}`, yPos: shape.coverY } } : {}),
      });
    }
    page.children = siblings(shape.children, nextId, pagePaths, path);
    pages.push(page);
  }
  return pages;
}

/** Fills `@pageN`, `@fileN` and cover placeholders with the space's real page paths and file ids. */
function fillReferences(pages: ExportablePage[], pagePaths: string[], fileIds: string[]): void {
  const fill = (text: string) =>
    text
      .replace(/@page(\d+)/g, (_m, n: string) => pagePaths[Number(n) % pagePaths.length] ?? '/nowhere')
      .replace(/@file(\d+)/g, (_m, n: string) => (fileIds.length === 0 ? 'https://example.com/x.png' : `file:${fileIds[Number(n) % fileIds.length]}`));
  for (const page of pages) {
    if (page.markdown !== undefined) page.markdown = fill(page.markdown);
    if (page.cover) {
      if (fileIds.length === 0) delete page.cover;
      else page.cover.fileId = fileIds[Number(page.cover.fileId.slice('@cover'.length)) % fileIds.length]!;
    }
    fillReferences(page.children, pagePaths, fileIds);
  }
}

function spaceOf(shape: SpaceShape): ExportableSpace {
  let counter = 0;
  const nextId = () => `id${(counter += 1)}`;
  const pagePaths: string[] = [];
  const roots = siblings([...shape.tree.roots, ...shape.tree.groups], nextId, pagePaths, '');
  const files = shape.files.map(([name, bytes]) => ({ id: nextId(), name, contentType: 'application/octet-stream', bytes }));
  fillReferences(roots, pagePaths, files.map((file) => file.id));
  const reusableContents = shape.includes.map(([title, markdown]) => ({ id: nextId(), title, markdown }));
  return { pages: roots, files, reusableContents };
}

/** The facts a round trip keeps, of a page written or read; `markdown` and `cover` already comparable. */
function facts(page: ExportablePage | ImportedPage, markdown: string | undefined, cover: unknown, children: unknown[]): unknown {
  const { kind, title, slug, href, description, icon, emoji, layout } = page;
  return { kind, title, slug, markdown, href, description, icon, emoji, hidden: page.hidden ?? false, layout, cover, children };
}

/** A page written, as the round trip should give it back. */
function expected(page: ExportablePage, fileNames: Map<string, string>): unknown {
  const markdown = page.kind === 'document' ? (page.markdown ?? '') : undefined;
  const cover = page.cover && { file: fileNames.get(page.cover.fileId), yPos: page.cover.yPos };
  return facts(page, markdown, cover, page.children.map((child) => expected(child, fileNames)));
}

/** A page read, its file references resolved to the ids export gave. */
function actual(page: ImportedPage, idOfPath: (path: string) => string | undefined, fileNames: Map<string, string>): unknown {
  const markdown = page.markdown === undefined ? undefined : resolveFileReferences(page.markdown, idOfPath);
  const cover = page.cover && { file: fileNames.get(idOfPath(page.cover.path) ?? ''), yPos: page.cover.yPos };
  return facts(page, markdown, cover, page.children.map((child) => actual(child, idOfPath, fileNames)));
}

describe('round trip', () => {
  test('read(write(space)) gives the same tree, titles, slugs, markdown, settings, files and includes', () => {
    fc.assert(
      fc.property(SPACE_SHAPE, (shape) => {
        const space = spaceOf(shape);
        const tip = snapshotOf({ 'LICENSE': 'MIT\n' });
        const plan = writeSpaceToRepository(space, { files: tipOf(tip) }, '');
        const read = readSpaceFromRepository(applyPlan(tip, plan));
        const idOfPath = new Map([...plan.paths].map(([id, path]) => [path, id]));
        const fileNames = new Map(space.files.map((file) => [file.id, file.name]));
        expect(read.pages.map((page) => actual(page, (path) => idOfPath.get(path), fileNames))).toEqual(space.pages.map((page) => expected(page, fileNames)));
        expect(read.files.map((file) => [file.name, [...file.bytes]]).sort()).toEqual(space.files.map((file) => [file.name, [...file.bytes!]]).sort());
        expect(read.reusableContents.map((r) => [idOfPath.get(r.path), r.title, resolveFileReferences(r.markdown, (path) => idOfPath.get(path))])).toEqual(
          expect.arrayContaining(space.reusableContents.map((r) => [r.id, r.title, r.markdown])),
        );
        expect(read.reusableContents).toHaveLength(space.reusableContents.length);
        expect(read.warnings).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  test('exporting what was just imported writes every file as it is and deletes nothing', () => {
    fc.assert(
      fc.property(SPACE_SHAPE, (shape) => {
        const space = spaceOf(shape);
        const first = writeSpaceToRepository(space, { files: new Map() }, '');
        const tip = applyPlan(snapshotOf({}), first);
        const again = writeSpaceToRepository(asSynced(readSpaceFromRepository(tip), first.paths), { files: tipOf(tip) }, '');
        expect(again.deletes).toEqual([]);
        expect(applyPlan(tip, again).files).toEqual(tip.files);
      }),
      { numRuns: 40 },
    );
  });
});
