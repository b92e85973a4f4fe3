/**
 * Reading a commit in the service's Git format (docs/git-sync.md, "The format"): `.gitbook.yaml` in the project
 * directory, the page tree from `SUMMARY.md` (or the folders), each page's file, the assets and the includes.
 */
import { slugify, uniqueSlug } from '../../content/slugs.js';
import type { FormatLimits, ImportedPage, ImportedReusableContent, ImportedSpace, RepositorySnapshot } from '../repository-model.js';
import { readAssets } from './assets.js';
import { configPathOf, readContentLayout, type ContentLayout } from './config.js';
import { readIncludes } from './includes.js';
import { fileReference, linksFromRepository } from './links.js';
import { withoutTitleHeading } from './page-file.js';
import { treeFromFolders, treeFromSummary, type PageDraft, type TreeSource } from './page-tree.js';
import { folderOf, isWithin, resolvePath, textOf } from './paths.js';
import { DEFAULT_SUMMARY_NESTING, parseSummary } from './summary.js';

/** A draft with its slug and DocPub path decided. */
interface PlacedDraft {
  draft: PageDraft;
  slug: string;
  children: PlacedDraft[];
}

/** Slugs for siblings: each from its source, made unique among them in order. */
function place(drafts: readonly PageDraft[], parentPath: string, pagePaths: Map<string, string>): PlacedDraft[] {
  const taken = new Set<string>();
  return drafts.map((draft) => {
    const slug = uniqueSlug(slugify(draft.slugSource.text), taken);
    taken.add(slug);
    const path = `${parentPath}/${slug}`;
    if (draft.file) pagePaths.set(draft.file.path, path);
    return { draft, slug, children: place(draft.children, path, pagePaths) };
  });
}

/** The page's cover as a repository path: relative to the page's file, else to the root; an asset or nothing. */
function coverOf(draft: PageDraft, layout: ContentLayout, assets: ReadonlySet<string>, warnings: string[]): ImportedPage['cover'] {
  const cover = draft.facts?.cover;
  if (!cover || !draft.file) return undefined;
  for (const folder of [folderOf(draft.file.path), layout.root]) {
    const path = resolvePath(folder, cover.target.replace(/^<|>$/g, ''));
    if (path !== undefined && assets.has(path)) return { path, yPos: cover.yPos };
  }
  warnings.push(`${draft.file.path}: the cover ${cover.target} is not a file under .gitbook/assets; it is ignored`);
  return undefined;
}

/** An imported page from a placed draft, its links turned into references through `lookup`. */
function importPage(placed: PlacedDraft, context: ReadContext): ImportedPage {
  const { draft } = placed;
  const facts = draft.facts;
  const page: ImportedPage = { kind: draft.kind, title: draft.title, slug: placed.slug, children: placed.children.map((child) => importPage(child, context)) };
  if (draft.kind === 'link') page.href = draft.href!;
  if (draft.kind !== 'document') return page;
  page.markdown = draft.file && facts ? linksFromRepository(withoutTitleHeading(facts.body, draft.title), draft.file.path, context.lookup) : '';
  if (draft.file) page.git = { path: draft.file.path, oid: draft.file.oid };
  if (!facts) return page;
  if (facts.description !== undefined) page.description = facts.description;
  if (facts.icon !== undefined) page.icon = facts.icon;
  if (facts.emoji !== undefined) page.emoji = facts.emoji;
  if (facts.hidden !== undefined) page.hidden = facts.hidden;
  const cover = coverOf(draft, context.layout, context.assets, context.warnings);
  if (cover) page.cover = cover;
  if (facts.layout) page.layout = facts.layout;
  return page;
}

interface ReadContext {
  layout: ContentLayout;
  assets: ReadonlySet<string>;
  lookup: (path: string) => string | undefined;
  warnings: string[];
}

/** The redirects that lead to a page's file; the others are noted and dropped. */
function redirectsTo(layout: ContentLayout, pagePaths: ReadonlyMap<string, string>, warnings: string[]): ImportedSpace['redirects'] {
  return layout.redirects.filter((redirect) => {
    if (pagePaths.has(redirect.destination)) return true;
    warnings.push(`.gitbook.yaml: the redirect of "${redirect.source}" leads to ${redirect.destination}, which is not a page; it is ignored`);
    return false;
  });
}

/**
 * The space a commit describes, in the service's Git format. Pure: the snapshot in, the space out. Throws a
 * {@link FormatError} when `.gitbook.yaml` puts the content outside the project directory or `SUMMARY.md` nests
 * deeper than `options.summaryNesting` (32); everything else it cannot use is a warning.
 */
export function readSpaceFromRepository(snapshot: RepositorySnapshot, options: FormatLimits = {}): ImportedSpace {
  const warnings: string[] = [];
  const layout = readContentLayout(snapshot.files.get(configPathOf(snapshot.projectDirectory))?.bytes, snapshot.projectDirectory, warnings);
  const files = new Map([...snapshot.files].filter(([path]) => isWithin(layout.root, path)));
  const source: TreeSource = { layout, files, warnings };
  const summary = files.get(layout.summary);
  const drafts = summary
    ? treeFromSummary(parseSummary(textOf(summary.bytes), options.summaryNesting ?? DEFAULT_SUMMARY_NESTING, warnings), source)
    : treeFromFolders(source);
  const pagePaths = new Map<string, string>();
  const placed = place(drafts, '', pagePaths);
  const assets = readAssets(files.values(), layout.assets);
  const assetPaths = new Set(assets.map((asset) => asset.path));
  const lookup = (path: string): string | undefined => {
    if (assetPaths.has(path)) return fileReference(path);
    return pagePaths.get(path) ?? pagePaths.get(`${path}/README.md`);
  };
  const context: ReadContext = { layout, assets: assetPaths, lookup, warnings };
  const reusableContents: ImportedReusableContent[] = readIncludes(files.values(), layout.includes, warnings).map((include) => ({
    path: include.file.path,
    oid: include.file.oid,
    title: include.title,
    markdown: linksFromRepository(include.markdown, include.file.path, lookup),
  }));
  return {
    pages: placed.map((page) => importPage(page, context)),
    files: assets,
    reusableContents,
    redirects: redirectsTo(layout, pagePaths, warnings),
    ...(summary ? { summaryPath: summary.path } : {}),
    warnings,
  };
}
