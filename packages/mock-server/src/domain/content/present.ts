/**
 * Content as the API shows it: pages (a tree with paths), files, reusable contents and revisions, shaped by
 * the read options every content operation accepts (`metadata`, `computed`, `format`).
 */
import type { page, reusableContent, revision, revisionFile } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { FileRecord, PageRecord, ReusableContentRecord } from '../../store/content-records.js';
import type { RevisionRecord } from '../../store/records.js';
import { APP_URL } from '../present/context.js';
import { markdownToDocument } from './document-format.js';
import { PageTree } from './page-tree.js';
import { contentOf } from './revision-content.js';
import { pageShape } from './page-shape.js';

export type PageWire = z.input<typeof page>;
export type FileWire = z.input<typeof revisionFile>;
export type ReusableContentWire = z.input<typeof reusableContent>;
export type RevisionWire = z.input<typeof revision>;

/** The read options of content operations, as their query schemas yield them. */
export interface ReadOptions {
  /** `false` leaves out mutable Git metadata. */
  metadata?: boolean | undefined;
  /**
   * `false` skips computing computed pages. The reference server stores no computed pages (it has no
   * computation to run), so every page is returned as stored either way.
   */
  computed?: boolean | undefined;
  /** `document` gives pages their structured form instead of markdown. */
  format?: 'markdown' | 'document' | undefined;
}

/** Where the content being shown lives in the web app: the primary content, a revision, a change request. */
export type ContentPlace =
  | { kind: 'primary'; spaceId: string }
  | { kind: 'revision'; spaceId: string; revisionId: string }
  | { kind: 'change-request'; spaceId: string; number: number };

/** The app URL under which a place's pages sit. */
export function appBase(place: ContentPlace): string {
  const space = `${APP_URL}/s/${place.spaceId}`;
  if (place.kind === 'primary') return space;
  if (place.kind === 'revision') return `${space}/~/revisions/${place.revisionId}`;
  return `${space}/~/changes/${place.number}`;
}

/** What presenting pages needs: the tree they belong to, where they are shown, and the read options. */
export interface PageView {
  tree: PageTree;
  place: ContentPlace;
  options: ReadOptions;
}

/** A page with its sub-pages nested under `pages`. */
export function presentPage(view: PageView, record: PageRecord): PageWire {
  const path = view.tree.pathOf(record);
  return {
    id: record.id,
    title: record.title,
    type: record.type,
    slug: record.slug,
    path,
    ...(record.emoji === undefined ? {} : { emoji: record.emoji }),
    ...(record.description === undefined ? {} : { description: record.description }),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...documentOf(record, view.options),
    // A link page's target as written; `target` (below) is the same as a content reference.
    ...(record.href === undefined ? {} : { href: record.href }),
    ...pageShape(view.tree, record),
    urls: { app: `${appBase(view.place)}/${path}` },
    pages: view.tree.childrenOf(record.id).map((child) => presentPage(view, child)),
  };
}

function documentOf(record: PageRecord, options: ReadOptions): Pick<PageWire, 'markdown' | 'document'> {
  if (record.markdown === undefined) return {};
  if (options.format === 'document') return { document: markdownToDocument(record.markdown) };
  return { markdown: record.markdown };
}

/** The root pages of a tree, each with its sub-pages. */
export function presentPageTree(view: PageView): PageWire[] {
  return view.tree.childrenOf(null).map((record) => presentPage(view, record));
}

/** Where a file can be downloaded (the reference server serves no bytes; the URL is stable per file). */
export const FILES_URL = 'https://files.docpub.test';

export function presentFile(record: FileRecord): FileWire {
  return {
    id: record.id,
    name: record.name,
    contentType: record.contentType,
    downloadURL: `${FILES_URL}/${record.id}/${encodeURIComponent(record.name)}`,
    size: record.size,
    ...(record.dimensions === undefined ? {} : { dimensions: { ...record.dimensions } }),
  };
}

export function presentReusableContent(record: ReusableContentRecord): ReusableContentWire {
  return { id: record.id, title: record.title, document: record.markdown };
}

/**
 * A whole revision. Its Git metadata is shown unless `metadata=false`, and only once it names a commit.
 * `published`: where a site serves it (see sites/space-urls.ts), when it is its space's primary revision.
 */
export function presentRevision(record: RevisionRecord, options: ReadOptions, published: { published?: string; public?: string } = {}): RevisionWire {
  const content = contentOf(record);
  const place: ContentPlace = { kind: 'revision', spaceId: record.spaceId, revisionId: record.id };
  const git = record.git;
  return {
    object: 'revision',
    id: record.id,
    parents: [...record.parents],
    pages: presentPageTree({ tree: new PageTree(content.pages), place, options }),
    files: content.files.map(presentFile),
    reusableContents: content.reusableContents.map(presentReusableContent),
    createdAt: record.createdAt,
    ...(options.metadata === false || git?.oid === undefined ? {} : { git: { ...git, oid: git.oid } }),
    urls: { app: appBase(place), ...published },
    type: record.type,
    // DocPub has no content tags.
    tags: [],
  };
}
