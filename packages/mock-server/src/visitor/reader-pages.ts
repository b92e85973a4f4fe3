/**
 * The pages of a site space as its readers meet them: the page tree of its space's primary revision, computed
 * (OpenAPI) pages read as the API reads them (their computed document and the pages computed under it).
 */
import { computePage, specSourceOf, type ComputedDocument, type SpecSource } from '../domain/content/computed-pages.js';
import { PageTree } from '../domain/content/page-tree.js';
import { contentOf } from '../domain/content/revision-content.js';
import type { FileRecord, GitRedirectRecord, PageLayoutRecord, PageRecord, ReusableContentRecord } from '../store/content-records.js';
import type { SiteSpaceRecord } from '../store/site-records.js';
import type { Store } from '../store/store.js';

/** One page of a published site space. */
export interface ReaderPage {
  id: string;
  title: string;
  /** The page's path below its site space, e.g. `guides/install`. */
  path: string;
  /** `document` pages are read; `group` pages only hold others; `link` pages point elsewhere (`href`). */
  kind: 'document' | 'group' | 'link';
  description?: string;
  markdown?: string;
  href?: string;
  /** Out of the navigation (and of llms.txt), still readable at its path. */
  hidden: boolean;
  /** Marked for search engines not to index. */
  noIndex: boolean;
  /** The layout options the page changed from the defaults (domain/content/page-shape.ts). */
  layout?: PageLayoutRecord;
  /** The cover image: a file of the space. */
  cover?: { file: string };
  emoji?: string;
  /** The page's file in its Git repository, from the repository's root, when Git sync wrote or read it. */
  gitPath?: string;
  children: ReaderPage[];
}

/** What a page shows around its content, from its record. */
function presentation(record: PageRecord | undefined): Pick<ReaderPage, 'layout' | 'cover' | 'emoji' | 'gitPath'> {
  if (!record) return {};
  return {
    ...(record.layout === undefined ? {} : { layout: record.layout }),
    ...(record.cover === undefined ? {} : { cover: { file: record.cover.file } }),
    ...(record.emoji === undefined ? {} : { emoji: record.emoji }),
    ...(record.git?.path === undefined ? {} : { gitPath: record.git.path }),
  };
}

/** The pages of a site space, as a tree and by path, and the files and reusable contents its pages use. */
export interface ReaderContent {
  roots: ReaderPage[];
  byPath: Map<string, ReaderPage>;
  files: readonly FileRecord[];
  reusableContents: readonly ReusableContentRecord[];
  /** The `.gitbook.yaml` redirects of the content's Git import (docs/git-sync.md, "Redirects"); none when absent. */
  redirects?: readonly GitRedirectRecord[];
}

function fromComputed(computed: ComputedDocument, path: string, record: PageRecord | undefined): ReaderPage {
  return {
    id: computed.id,
    title: computed.title,
    path,
    kind: 'document',
    ...(record?.description === undefined ? {} : { description: record.description }),
    markdown: computed.markdown,
    hidden: record?.hidden === true,
    noIndex: record?.noIndex === true || record?.noRobotsIndex === true,
    ...presentation(record),
    children: computed.pages.map((child) => fromComputed(child, `${path}/${child.slug}`, undefined)),
  };
}

function fromRecord(tree: PageTree, record: PageRecord, specs: SpecSource): ReaderPage {
  const path = tree.pathOf(record);
  if (record.computed !== undefined) {
    const computed = computePage(record, record.computed, specs);
    if (computed) return fromComputed(computed, path, record);
  }
  return {
    id: record.id,
    title: record.title,
    path,
    kind: record.type === 'group' ? 'group' : record.type === 'link' ? 'link' : 'document',
    ...(record.description === undefined ? {} : { description: record.description }),
    ...(record.markdown === undefined ? {} : { markdown: record.markdown }),
    ...(record.href === undefined ? {} : { href: record.href }),
    hidden: record.hidden === true,
    noIndex: record.noIndex === true || record.noRobotsIndex === true,
    ...presentation(record),
    children: tree.childrenOf(record.id).map((child) => fromRecord(tree, child, specs)),
  };
}

function index(pages: readonly ReaderPage[], into: Map<string, ReaderPage>): void {
  for (const page of pages) {
    if (!into.has(page.path)) into.set(page.path, page);
    index(page.children, into);
  }
}

/** The pages `siteSpace` publishes now; none when its space is gone. */
export function readerContent(store: Store, siteSpace: SiteSpaceRecord): ReaderContent {
  const space = store.data.spaces.get(siteSpace.spaceId);
  const revision = space && space.deletedAt === undefined ? store.data.revisions.get(space.revisionId) : undefined;
  if (!space || !revision) return { roots: [], byPath: new Map(), files: [], reusableContents: [], redirects: [] };
  const content = contentOf(revision);
  const tree = new PageTree(content.pages);
  const specs = specSourceOf(store, space.organizationId);
  const roots = tree.childrenOf(null).map((record) => fromRecord(tree, record, specs));
  const byPath = new Map<string, ReaderPage>();
  index(roots, byPath);
  return { roots, byPath, files: content.files, reusableContents: content.reusableContents, redirects: content.redirects ?? [] };
}

/**
 * Where a `.gitbook.yaml` redirect of the content leads from `path` (a path where no page is): the document page
 * it names, while that page is still in the content; undefined otherwise.
 */
export function gitRedirectTarget(content: ReaderContent, path: string): ReaderPage | undefined {
  const key = path.split('/').filter((segment) => segment !== '').join('/');
  const redirect = content.redirects?.find((candidate) => candidate.source === key);
  if (!redirect) return undefined;
  for (const page of content.byPath.values()) if (page.id === redirect.pageId) return page.kind === 'document' ? page : undefined;
  return undefined;
}

/** The first document page in reading order: what a site space's own URL shows. */
export function firstDocument(pages: readonly ReaderPage[]): ReaderPage | undefined {
  for (const page of pages) {
    if (page.kind === 'document' && !page.hidden) return page;
    const below = firstDocument(page.children);
    if (below) return below;
  }
  return undefined;
}

/** Every document page a reader may be listed (not hidden, nor under a hidden page), in reading order. */
export function listedDocuments(pages: readonly ReaderPage[]): ReaderPage[] {
  return pages.flatMap((page) => (page.hidden ? [] : [...(page.kind === 'document' ? [page] : []), ...listedDocuments(page.children)]));
}
