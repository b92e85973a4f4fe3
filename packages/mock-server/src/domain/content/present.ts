/**
 * Content as the API shows it: pages (a tree with paths), files, reusable contents and revisions, shaped by
 * the read options every content operation accepts (`metadata`, `computed`, `format`).
 */
import type { page, reusableContent, revision, revisionFile } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { FileRecord, PageRecord, ReusableContentRecord } from '../../store/content-records.js';
import type { RevisionRecord } from '../../store/records.js';
import { APP_URL } from '../present-context.js';
import { hash32 } from '../../store/ids.js';
import { markdownToDocument } from './document-format.js';
import { fileBlob, pageBlob, reusableContentBlob } from './git-blobs.js';
import { PageTree } from './page-tree.js';
import { contentOf } from './revision-content.js';
import { computePage, type ComputedDocument, type SpecSource } from './computed-pages.js';
import { pageShape, presentLayout } from './page-shape.js';
import type { FileDownloadUrl } from './file-downloads.js';

export type PageWire = z.input<typeof page>;
export type FileWire = z.input<typeof revisionFile>;
export type ReusableContentWire = z.input<typeof reusableContent>;
export type RevisionWire = z.input<typeof revision>;

/** The read options of content operations, as their query schemas yield them. */
export interface ReadOptions {
  /** `false` leaves out mutable Git metadata. */
  metadata?: boolean | undefined;
  /** `false` skips computing computed pages: they are returned as stored (domain/content/computed-pages.ts). */
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

/**
 * What presenting pages needs: the tree they belong to, where they are shown, the read options, and the
 * organization's specs that computed pages are computed from (without them, computed pages read as stored).
 */
export interface PageView {
  tree: PageTree;
  place: ContentPlace;
  options: ReadOptions;
  specs?: SpecSource | undefined;
  /** The revision is Git-synced and its Git metadata is asked for: pages carry their `git` blob. */
  git?: boolean | undefined;
}

/** Whether reads of `revision` with `options` show Git metadata: it is Git-synced, and `metadata` is not false. */
export function showsGit(revision: RevisionRecord, options: ReadOptions): boolean {
  return options.metadata !== false && revision.git?.oid !== undefined;
}

/** A page with its sub-pages nested under `pages`. */
export function presentPage(view: PageView, record: PageRecord): PageWire {
  const path = view.tree.pathOf(record);
  if (record.computed !== undefined && view.options.computed !== false && view.specs) {
    const computed = computePage(record, record.computed, view.specs);
    if (computed) return presentComputed(view, computed, path, record);
  }
  return {
    id: record.id,
    title: record.title,
    type: record.type,
    slug: record.slug,
    path,
    ...settingsOf(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...documentOf(record.id, record.markdown, view.options),
    // A link page's target as written; `target` (below) is the same as a content reference.
    ...(record.href === undefined ? {} : { href: record.href }),
    ...pageShape(view.tree, record),
    ...(view.git && record.computed === undefined ? { git: record.git ?? pageBlob(view.tree, record) } : {}),
    ...(record.computed === undefined ? {} : { computed: computationOf(record.computed) }),
    urls: { app: `${appBase(view.place)}/${path}` },
    pages: view.tree.childrenOf(record.id).map((child) => presentPage(view, child)),
  };
}

/** The stored settings a page shows: emoji, icon, description, visibility flags and cover. */
function settingsOf(record: Partial<PageRecord> & Pick<PageRecord, 'type'>): Partial<PageWire> {
  return {
    ...(record.emoji === undefined ? {} : { emoji: record.emoji }),
    ...(record.icon === undefined ? {} : { icon: record.icon }),
    ...(record.description === undefined ? {} : { description: record.description }),
    // The published service sends the three flags on every document page, `false` unless set.
    ...(record.type === 'document' || record.type === 'computed'
      ? { hidden: record.hidden === true, noIndex: record.noIndex === true, noRobotsIndex: record.noRobotsIndex === true }
      : {}),
    ...(record.cover === undefined ? {} : { cover: { ref: { kind: 'file', file: record.cover.file }, yPos: record.cover.yPos } }),
  };
}

/** A stored computation as the source of a computed page (`computed=false`). */
function computationOf(computation: NonNullable<PageRecord['computed']>): NonNullable<PageWire['computed']> {
  return {
    type: computation.type,
    dependencies: { spec: { ref: { kind: 'openapi', spec: computation.spec } } },
    props: { models: computation.models },
  };
}

/**
 * A computed page and the pages computed under it, as document pages. The stored page's settings (emoji,
 * flags, layout, cover) are its own; the pages under it have the defaults.
 */
function presentComputed(view: PageView, computed: ComputedDocument, path: string, record?: PageRecord): PageWire {
  const at = record ?? { type: 'document' as const };
  return {
    id: computed.id,
    title: computed.title,
    type: 'document',
    slug: computed.slug,
    path,
    ...settingsOf({ ...at, type: 'document' }),
    ...(record === undefined ? {} : { createdAt: record.createdAt, updatedAt: record.updatedAt }),
    // A computed document has no stored document, so no `documentId`: `computedSeed` identifies it instead.
    ...documentOf(computed.id, computed.markdown, view.options, false),
    kind: 'sheet',
    layout: presentLayout(record?.layout),
    tags: [],
    computed: computed.computed,
    computedSeed: computed.computedSeed,
    urls: { app: `${appBase(view.place)}/${path}` },
    pages: computed.pages.map((child) => presentComputed(view, child, `${path}/${child.slug}`)),
  };
}

/**
 * A page's document in the form asked for, with its `documentId`: the id of the document's current content
 * (a page without content has none), so it changes exactly when the document does.
 */
function documentOf(pageId: string, markdown: string | undefined, options: ReadOptions, stored = true): Partial<PageWire> {
  if (markdown === undefined) return {};
  const documentId = markdown === '' || !stored ? {} : { documentId: documentIdOf(pageId, markdown) };
  if (options.format === 'document') return { document: markdownToDocument(markdown), ...documentId };
  return { markdown, ...documentId };
}

function documentIdOf(pageId: string, markdown: string): string {
  const text = `${pageId}\u0000${markdown}`;
  return `doc-${hash32(text).toString(16).padStart(8, '0')}${hash32(`${text}\u0001`).toString(16).padStart(8, '0')}`;
}

/** The root pages of a tree, each with its sub-pages. */
export function presentPageTree(view: PageView): PageWire[] {
  return view.tree.childrenOf(null).map((record) => presentPage(view, record));
}

/** A file as the API shows it; `downloadURL` is where the caller may download its bytes (./file-downloads.ts). */
export function presentFile(record: FileRecord, downloadURL: FileDownloadUrl, git = false): FileWire {
  return {
    id: record.id,
    name: record.name,
    contentType: record.contentType,
    downloadURL: downloadURL(record),
    size: record.size,
    ...(record.dimensions === undefined ? {} : { dimensions: { ...record.dimensions } }),
    ...(git ? { git: record.git ?? fileBlob(record) } : {}),
  };
}

export function presentReusableContent(record: ReusableContentRecord, git = false): ReusableContentWire {
  return { id: record.id, title: record.title, document: record.markdown, ...(git ? { git: record.git ?? reusableContentBlob(record) } : {}) };
}

/**
 * A whole revision. Its Git metadata is shown unless `metadata=false`, and only once it names a commit.
 * `specs`: what its computed pages are computed from. `published`: where a site serves it (see
 * sites/space-urls.ts), when it is its space's primary revision.
 */
export function presentRevision(
  record: RevisionRecord,
  downloads: FileDownloadUrl,
  options: ReadOptions,
  specs?: SpecSource,
  published: { published?: string; public?: string } = {},
): RevisionWire {
  const content = contentOf(record);
  const place: ContentPlace = { kind: 'revision', spaceId: record.spaceId, revisionId: record.id };
  const git = record.git;
  return {
    object: 'revision',
    id: record.id,
    parents: [...record.parents],
    pages: presentPageTree({ tree: new PageTree(content.pages), place, options, specs, git: showsGit(record, options) }),
    files: content.files.map((file) => presentFile(file, downloads, showsGit(record, options))),
    reusableContents: content.reusableContents.map((item) => presentReusableContent(item, showsGit(record, options))),
    createdAt: record.createdAt,
    ...(options.metadata === false || git?.oid === undefined ? {} : { git: { ...git, oid: git.oid } }),
    urls: { app: appBase(place), ...published },
    type: record.type,
    // DocPub has no content tags.
    tags: [],
  };
}
