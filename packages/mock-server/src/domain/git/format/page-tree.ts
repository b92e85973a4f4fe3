/**
 * The page tree of a snapshot before its pages are read: from `SUMMARY.md` when there is one, else from the
 * folders. A draft names each page's kind, title and file; slugs and markdown come after (read.ts).
 */
import { slugify } from '../../content/slugs.js';
import type { RepositoryFile } from '../repository-model.js';
import type { ContentLayout } from './config.js';
import { decoded, fileReference, hasScheme } from './links.js';
import { baseName, folderOf, isWithin, joinPath, resolvePath, textOf } from './paths.js';
import { readPageFile, type PageFileFacts } from './page-file.js';
import type { SummaryNode } from './summary.js';

/** A page of the tree being read. */
export interface PageDraft {
  kind: 'document' | 'group' | 'link';
  title: string;
  /** The slug the page's source fixes (a folder's name, a file's name, a group's anchor), before uniqueness. */
  slugSource: { from: 'name' | 'title'; text: string };
  file?: RepositoryFile;
  facts?: PageFileFacts;
  href?: string;
  children: PageDraft[];
}

/** What the tree builders read from: the files below the root and where to note problems. */
export interface TreeSource {
  layout: ContentLayout;
  files: ReadonlyMap<string, RepositoryFile>;
  warnings: string[];
}

/** A markdown file's name. */
export const MARKDOWN_FILE = /\.md$/i;

/** A page file's facts, its problems noted against its path. */
function factsOf(file: RepositoryFile, warnings: string[]): PageFileFacts {
  const problems: string[] = [];
  const facts = readPageFile(textOf(file.bytes), problems);
  for (const problem of problems) warnings.push(`${file.path}: ${problem}; it is ignored`);
  return facts;
}

/**
 * Where a page file's slug comes from: the first page's file (`structure.readme`) takes its title's; another
 * `README.md` its folder's name; any other file its name without `.md`.
 */
export function slugSourceOf(path: string, layout: ContentLayout): PageDraft['slugSource'] | undefined {
  if (path === layout.readme) return undefined;
  const name = baseName(path);
  if (name.toLowerCase() === 'readme.md' && folderOf(path) !== layout.root) return { from: 'name', text: baseName(folderOf(path)) };
  return { from: 'name', text: name.replace(MARKDOWN_FILE, '') };
}

/** The slug a page file gives the page titled `title`, before it is made unique among its siblings. */
export function fileSlug(path: string, title: string, layout: ContentLayout): string {
  return slugify((slugSourceOf(path, layout) ?? { text: title }).text);
}

/** A document page of a file, titled by `title` or, failing that, the file's heading, frontmatter title or name. */
function documentOf(file: RepositoryFile, title: string | undefined, source: TreeSource, children: PageDraft[]): PageDraft {
  const facts = factsOf(file, source.warnings);
  const named = title || facts.heading || facts.title?.trim() || baseName(file.path).replace(MARKDOWN_FILE, '');
  return { kind: 'document', title: named, slugSource: slugSourceOf(file.path, source.layout) ?? { from: 'title', text: named }, file, facts, children };
}

/** The pages of a `SUMMARY.md`'s nodes; a node that names no page gives its children to its parent instead. */
export function treeFromSummary(nodes: readonly SummaryNode[], source: TreeSource): PageDraft[] {
  const listed = new Set<string>();
  const base = folderOf(source.layout.summary);
  const pagesOf = (node: SummaryNode): PageDraft[] => {
    const children = node.children.flatMap(pagesOf);
    if (node.kind === 'group') {
      return [{ kind: 'group', title: node.title, slugSource: node.anchor ? { from: 'name', text: node.anchor } : { from: 'title', text: node.title }, children }];
    }
    const href = node.href ?? '';
    if (hasScheme(href) || href.startsWith('/')) return [{ kind: 'link', title: node.title, slugSource: { from: 'title', text: node.title }, href, children }];
    const hash = href.indexOf('#');
    const path = resolvePath(base, decoded(hash < 0 ? href : href.slice(0, hash)));
    const drop = (why: string) => {
      source.warnings.push(`SUMMARY.md: "${node.title}" (${href}) ${why}; it is not a page`);
      return children;
    };
    if (href === '' || href.startsWith('#') || path === undefined || !isWithin(source.layout.root, path)) return drop('does not name a file inside the root');
    if (isWithin(source.layout.assets, path)) {
      if (!source.files.has(path)) return drop('names an asset that does not exist');
      return [{ kind: 'link', title: node.title, slugSource: { from: 'title', text: node.title }, href: fileReference(path), children }];
    }
    if (!MARKDOWN_FILE.test(path)) return drop('is not a markdown file');
    if (listed.has(path)) return drop('is listed a second time');
    listed.add(path);
    const file = source.files.get(path);
    if (!file) {
      source.warnings.push(`SUMMARY.md: "${node.title}" names ${path}, which does not exist; the page is empty`);
      return [{ kind: 'document', title: node.title, slugSource: slugSourceOf(path, source.layout) ?? { from: 'title', text: node.title }, children }];
    }
    return [documentOf(file, node.title, source, children)];
  };
  const pages = nodes.flatMap(pagesOf);
  const readme = source.files.get(source.layout.readme);
  if (readme && !listed.has(readme.path)) {
    listed.add(readme.path);
    pages.unshift(documentOf(readme, undefined, source, []));
  }
  noteUnlisted(source, listed);
  return pages;
}

/** The markdown files below the root that are pages' candidates: not under `.gitbook/`, not the summary. */
function markdownFiles(source: TreeSource): RepositoryFile[] {
  const gitbook = joinPath(source.layout.root, '.gitbook');
  return [...source.files.values()].filter(
    (file) => MARKDOWN_FILE.test(file.path) && !isWithin(gitbook, file.path) && file.path !== source.layout.summary,
  );
}

const UNLISTED_NAMED = 20;

/** One warning naming the markdown files `SUMMARY.md` leaves out (the first few of them, and how many). */
function noteUnlisted(source: TreeSource, listed: ReadonlySet<string>): void {
  const unlisted = markdownFiles(source)
    .map((file) => file.path)
    .filter((path) => !listed.has(path))
    .sort();
  if (unlisted.length === 0) return;
  const named = unlisted.slice(0, UNLISTED_NAMED).join(', ');
  const more = unlisted.length > UNLISTED_NAMED ? ` and ${unlisted.length - UNLISTED_NAMED} more` : '';
  source.warnings.push(`SUMMARY.md does not list ${named}${more}: files it does not list are not pages`);
}

interface Folder {
  files: RepositoryFile[];
  folders: Map<string, Folder>;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The pages of the folders below the root, without a `SUMMARY.md`: the first page's file first, then each folder's
 * files and sub-folders by name; a folder is a page (its `README.md`, or an empty page named after it) holding
 * what it contains.
 */
export function treeFromFolders(source: TreeSource): PageDraft[] {
  const top: Folder = { files: [], folders: new Map() };
  const { root, readme } = source.layout;
  for (const file of markdownFiles(source)) {
    if (file.path === readme) continue;
    const segments = file.path.slice(root === '' ? 0 : root.length + 1).split('/');
    let folder = top;
    for (const segment of segments.slice(0, -1)) {
      let next = folder.folders.get(segment);
      if (!next) folder.folders.set(segment, (next = { files: [], folders: new Map() }));
      folder = next;
    }
    folder.files.push(file);
  }
  const pagesOf = (folder: Folder, path: string): PageDraft[] => {
    const entries: Array<{ name: string; page: () => PageDraft }> = [];
    for (const file of folder.files) {
      if (path !== root && baseName(file.path).toLowerCase() === 'readme.md') continue;
      entries.push({ name: baseName(file.path), page: () => documentOf(file, undefined, source, []) });
    }
    for (const [name, sub] of folder.folders) entries.push({ name, page: () => folderPage(sub, joinPath(path, name), name) });
    return entries.sort((a, b) => byName(a.name, b.name)).map((entry) => entry.page());
  };
  const folderPage = (folder: Folder, path: string, name: string): PageDraft => {
    const children = pagesOf(folder, path);
    const own = folder.files.find((file) => baseName(file.path).toLowerCase() === 'readme.md');
    if (own) return documentOf(own, undefined, source, children);
    return { kind: 'document', title: name, slugSource: { from: 'name', text: name }, children };
  };
  const pages = pagesOf(top, root);
  const first = source.files.get(readme);
  if (first) pages.unshift(documentOf(first, undefined, source, []));
  return pages;
}
