/**
 * Writing a space in the service's Git format (docs/git-sync.md, "The format"): what export changes in the branch's
 * tip. DocPub owns the files its records name (`git.path` of pages, files and reusable contents at the last sync)
 * and `SUMMARY.md`; it writes those, removes the ones whose content is gone, and never touches any other file.
 */
import { slugify } from '../../content/slugs.js';
import type { ExportablePage, ExportableSpace, ExportPlan } from '../repository-model.js';
import { freeAssetPath } from './assets.js';
import { readContentLayout, type ContentLayout } from './config.js';
import { includeFileText } from './includes.js';
import { linksToRepository } from './links.js';
import { pageFileText } from './page-file.js';
import { fileSlug, MARKDOWN_FILE } from './page-tree.js';
import { baseName, bytesOf, folderOf, isWithin, joinPath, relativePath } from './paths.js';
import { summaryText, type SummaryLine } from './summary.js';

/** The tip of the branch export writes on: its files (path → blob id) and its `.gitbook.yaml`, if any. */
export interface ExportTip {
  files: Map<string, string>;
  config?: Uint8Array;
}

/** The paths export has given out, and which ones it may still give. */
class PathClaims {
  readonly claimed = new Set<string>();
  constructor(
    private readonly tip: ReadonlyMap<string, string>,
    private readonly owned: ReadonlySet<string>,
  ) {}

  /** Taken: given out already, or a file of the tip that DocPub does not own. */
  taken = (path: string): boolean => this.claimed.has(path) || (this.tip.has(path) && !this.owned.has(path));

  claim(path: string): string {
    this.claimed.add(path);
    return path;
  }

  /** The first free path of `folder/<name><suffix>` with `-2`, `-3`, … after the name. */
  free(folder: string, name: string, suffix: string): string {
    let path = joinPath(folder, `${name}${suffix}`);
    for (let n = 2; this.taken(path); n += 1) path = joinPath(folder, `${name}-${n}${suffix}`);
    return this.claim(path);
  }
}

/** Everything export decides, as it goes. */
interface WriteContext {
  layout: ContentLayout;
  claims: PathClaims;
  /** Where each page, file and reusable content now lives, by id. */
  paths: Map<string, string>;
  /** Pages by DocPub path, for links. */
  pageIdByPath: Map<string, string>;
  warnings: string[];
}

function walk(pages: readonly ExportablePage[], visit: (page: ExportablePage, parentPath: string) => void, parentPath = ''): void {
  for (const page of pages) {
    visit(page, parentPath);
    walk(page.children, visit, `${parentPath}/${page.slug}`);
  }
}

/** Whether a page may stay at its `gitPath`: it reads back with the same slug, and as a folder's page if it has sub-pages. */
function keepsItsFile(page: ExportablePage, layout: ContentLayout): boolean {
  const path = page.gitPath;
  if (page.kind !== 'document' || path === undefined || !MARKDOWN_FILE.test(path)) return false;
  if (!isWithin(layout.root, path) || isWithin(joinPath(layout.root, '.gitbook'), path) || path === layout.summary) return false;
  if (page.children.length > 0 && baseName(path).toLowerCase() !== 'readme.md') return false;
  return fileSlug(path, page.title, layout) === page.slug;
}

/** A file for a page that has none (or must move): the first page at the readme when free, else from its slug. */
function newPagePath(page: ExportablePage, folder: string, first: boolean, context: WriteContext): string {
  const { layout, claims } = context;
  if (first && !claims.taken(layout.readme) && slugify(page.title) === page.slug) return claims.claim(layout.readme);
  // A file named `readme.md` would read back as its folder's page: a page slugged `readme` gets a folder of its own.
  const asFolder = page.children.length > 0 || page.slug === 'readme';
  return asFolder ? claims.free(folder, page.slug, '/README.md') : claims.free(folder, page.slug, '.md');
}

/** Gives every document page a file: kept ones were claimed before; the rest get one in `folder`. */
function placePages(pages: readonly ExportablePage[], folder: string, atRoot: boolean, context: WriteContext): void {
  pages.forEach((page, index) => {
    if (page.kind === 'group') {
      if (!atRoot) context.warnings.push(`the group "${page.title}" is not at the root: SUMMARY.md lists its pages in its place`);
      placePages(page.children, joinPath(folder, page.slug), false, context);
      return;
    }
    if (page.kind !== 'document') {
      placePages(page.children, folder, false, context);
      return;
    }
    const path = context.paths.get(page.id) ?? context.paths.set(page.id, newPagePath(page, folder, atRoot && index === 0, context)).get(page.id)!;
    placePages(page.children, folderOf(path), false, context);
  });
}

/** A link page's or a markdown link's target as a repository path, for DocPub's page paths and file references. */
function repositoryPathOf(reference: string, context: WriteContext): string | undefined {
  if (reference.startsWith('file:')) return context.paths.get(reference.slice('file:'.length));
  const pageId = context.pageIdByPath.get(reference);
  return pageId === undefined ? undefined : context.paths.get(pageId);
}

/** The `SUMMARY.md` lines of pages: groups at the root, the rest nested; a group below the root gives up its heading. */
function summaryLines(pages: readonly ExportablePage[], atRoot: boolean, context: WriteContext): SummaryLine[] {
  const folder = folderOf(context.layout.summary);
  return pages.flatMap((page): SummaryLine[] => {
    const children = summaryLines(page.children, false, context);
    if (page.kind === 'group') {
      if (!atRoot) return children;
      return [{ kind: 'group', title: page.title, ...(page.slug !== slugify(page.title) ? { anchor: page.slug } : {}), children }];
    }
    const href = page.href ?? '';
    const path = page.kind === 'document' ? context.paths.get(page.id) : repositoryPathOf(href, context);
    const target = path === undefined ? href : relativePath(folder, path);
    return [{ kind: 'entry', title: page.title, target, children }];
  });
}

/** Notes root pages that come after a group: SUMMARY.md can only list them before the groups. */
function noteHoisted(pages: readonly ExportablePage[], warnings: string[]): void {
  const firstGroup = pages.findIndex((page) => page.kind === 'group');
  if (firstGroup < 0) return;
  for (const page of pages.slice(firstGroup)) {
    if (page.kind !== 'group') warnings.push(`the page "${page.title}" follows a group at the root: SUMMARY.md lists it before the groups`);
  }
}

function writePages(space: ExportableSpace, context: WriteContext, writes: Map<string, Uint8Array>): void {
  const lookup = (reference: string) => repositoryPathOf(reference, context);
  walk(space.pages, (page) => {
    const path = context.paths.get(page.id);
    if (page.kind !== 'document' || path === undefined) return;
    const coverPath = page.cover ? context.paths.get(page.cover.fileId) : undefined;
    const text = pageFileText({
      title: page.title,
      markdown: linksToRepository(page.markdown ?? '', path, lookup),
      ...(page.description !== undefined ? { description: page.description } : {}),
      ...(page.icon !== undefined ? { icon: page.icon } : {}),
      ...(page.emoji !== undefined ? { emoji: page.emoji } : {}),
      ...(page.hidden ? { hidden: true } : {}),
      ...(page.cover && coverPath ? { cover: { target: relativePath(folderOf(path), coverPath), yPos: page.cover.yPos } } : {}),
      ...(page.layout ? { layout: page.layout } : {}),
    });
    writes.set(path, bytesOf(text));
  });
}

function placeFiles(space: ExportableSpace, context: WriteContext): void {
  const { layout, claims, paths } = context;
  const kept = (gitPath: string | undefined, wanted: boolean) => gitPath !== undefined && wanted && !claims.claimed.has(gitPath);
  for (const file of space.files) {
    if (kept(file.gitPath, file.gitPath === joinPath(layout.assets, file.name))) paths.set(file.id, claims.claim(file.gitPath!));
  }
  for (const reusable of space.reusableContents) {
    if (kept(reusable.gitPath, isWithin(layout.includes, reusable.gitPath ?? '') && MARKDOWN_FILE.test(reusable.gitPath ?? ''))) {
      paths.set(reusable.id, claims.claim(reusable.gitPath!));
    }
  }
  for (const file of space.files) {
    if (paths.has(file.id)) continue;
    if (!file.bytes) context.warnings.push(`the file "${file.name}" has no bytes in DocPub and is not written`);
    else paths.set(file.id, claims.claim(freeAssetPath(layout.assets, file.name, claims.taken)));
  }
  for (const reusable of space.reusableContents) {
    if (!paths.has(reusable.id)) paths.set(reusable.id, claims.free(layout.includes, slugify(reusable.title), '.md'));
  }
}

/** Every path DocPub owns: those of the last sync and those the content carries. */
function ownedPaths(space: ExportableSpace): Set<string> {
  const owned = new Set(space.syncedPaths ?? []);
  walk(space.pages, (page) => page.gitPath !== undefined && owned.add(page.gitPath));
  for (const item of [...space.files, ...space.reusableContents]) if (item.gitPath !== undefined) owned.add(item.gitPath);
  return owned;
}

/**
 * What export changes in the tip: `SUMMARY.md` regenerated, each page's file (kept at its `gitPath` while it
 * reads back the same, else moved to a path made from its slugs, the old file removed), the assets that have
 * bytes, the includes; removals of owned files whose content is gone. Throws a {@link FormatError} when the tip's
 * `.gitbook.yaml` puts the content outside the project directory.
 */
export function writeSpaceToRepository(space: ExportableSpace, tip: ExportTip, projectDirectory: string): ExportPlan {
  const warnings: string[] = [];
  const layout = readContentLayout(tip.config, projectDirectory, warnings);
  const owned = ownedPaths(space);
  const context: WriteContext = { layout, claims: new PathClaims(tip.files, owned), paths: new Map(), pageIdByPath: new Map(), warnings };
  context.claims.claim(layout.summary);
  placeFiles(space, context);
  walk(space.pages, (page, parentPath) => {
    context.pageIdByPath.set(`${parentPath}/${page.slug}`, page.id);
    if (keepsItsFile(page, layout) && !context.claims.claimed.has(page.gitPath!)) context.paths.set(page.id, context.claims.claim(page.gitPath!));
  });
  placePages(space.pages, layout.root, true, context);
  noteHoisted(space.pages, warnings);

  const writes = new Map<string, Uint8Array>([[layout.summary, bytesOf(summaryText(summaryLines(space.pages, true, context)))]]);
  writePages(space, context, writes);
  const lookup = (reference: string) => repositoryPathOf(reference, context);
  for (const file of space.files) {
    const path = context.paths.get(file.id);
    if (path !== undefined && file.bytes) writes.set(path, file.bytes);
  }
  for (const reusable of space.reusableContents) {
    const path = context.paths.get(reusable.id)!;
    writes.set(path, bytesOf(includeFileText(reusable.title, linksToRepository(reusable.markdown, path, lookup))));
  }
  const deletes = [...owned].filter((path) => tip.files.has(path) && !context.claims.claimed.has(path) && isWithin(projectDirectory, path)).sort();
  return { writes, deletes, paths: context.paths, summaryPath: layout.summary, warnings };
}
