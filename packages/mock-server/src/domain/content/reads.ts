/**
 * The reads every content view shares — the primary content, any revision, a change request's revision:
 * pages, one page by id or path, files, one file, one reusable content.
 */
import { notFound } from '../../core/http-error.js';
import type { PageQuery } from '../../core/pagination.js';
import type { RevisionRecord } from '../../store/records.js';
import { listPage, type ListWire } from '../listing.js';
import type { SpecSource } from './computed-pages.js';
import { PageTree } from './page-tree.js';
import {
  presentFile,
  presentPage,
  presentPageTree,
  presentRevision,
  showsGit,
  presentReusableContent,
  type ContentPlace,
  type FileWire,
  type PageWire,
  type ReadOptions,
  type ReusableContentWire,
  type RevisionWire,
} from './present.js';
import { contentOf } from './revision-content.js';
import type { FileDownloadUrl } from './file-downloads.js';

/**
 * A revision being read, where its pages are shown, the specs its computed pages are computed from, and where
 * its files download for the caller.
 */
export interface ContentView {
  revision: RevisionRecord;
  place: ContentPlace;
  specs?: SpecSource | undefined;
  downloads: FileDownloadUrl;
}

const treeOf = (view: ContentView) => new PageTree(contentOf(view.revision).pages);

/** The whole revision. */
export function revisionOf(view: ContentView, options: ReadOptions, published?: { published?: string; public?: string }): RevisionWire {
  return presentRevision(view.revision, view.downloads, options, view.specs, published);
}

/** `{pages}`: the whole page tree. */
export function readPages(view: ContentView, options: ReadOptions): { pages: PageWire[] } {
  return { pages: presentPageTree({ tree: treeOf(view), place: view.place, options, specs: view.specs, git: showsGit(view.revision, options) }) };
}

/** One page (with its sub-pages) by id. */
export function readPageById(view: ContentView, pageId: string, options: ReadOptions): PageWire {
  const tree = treeOf(view);
  const page = tree.byId.get(pageId);
  if (!page) throw notFound(`page '${pageId}'`);
  return presentPage({ tree, place: view.place, options, specs: view.specs, git: showsGit(view.revision, options) }, page);
}

/** One page (with its sub-pages) by its full path, e.g. `guides/intro` (decoded from `guides%2Fintro`). */
export function readPageByPath(view: ContentView, path: string, options: ReadOptions): PageWire {
  const tree = treeOf(view);
  const page = tree.byPath(path);
  if (!page) throw notFound(`page at path '${path}'`);
  return presentPage({ tree, place: view.place, options, specs: view.specs, git: showsGit(view.revision, options) }, page);
}

/**
 * A page of the files. Files keep their creation sequence from revision to revision, so `scope` may span
 * revisions (the primary content's list stays stable while files are added or removed between pages).
 */
export function listFiles(view: ContentView, query: PageQuery, scope: string): ListWire<FileWire> {
  const git = showsGit(view.revision, {});
  return listPage(contentOf(view.revision).files, query, scope, (file) => presentFile(file, view.downloads, git));
}

export function readFile(view: ContentView, fileId: string): FileWire {
  const file = contentOf(view.revision).files.find((candidate) => candidate.id === fileId);
  if (!file) throw notFound(`file '${fileId}'`);
  return presentFile(file, view.downloads, showsGit(view.revision, {}));
}

export function readReusableContent(view: ContentView, reusableContentId: string): ReusableContentWire {
  const found = contentOf(view.revision).reusableContents.find((candidate) => candidate.id === reusableContentId);
  if (!found) throw notFound(`reusable content '${reusableContentId}'`);
  return presentReusableContent(found, showsGit(view.revision, {}));
}
