/**
 * Applies an import's result to the store (docs/git-sync.md, "Behaviour"): a new revision whose content is what
 * the format read, made in one store transaction. Records keep their ids across imports while their Git path
 * stays (a page's comments survive a re-import), and carry the real blob of their file (`git {oid, path}`). The
 * files' bytes go to the world's byte store, keyed by blob id; an import that would pass its cap changes nothing.
 * The import applies on top of the primary content as it is when the result arrives: an edit made meanwhile
 * through the API is replaced, as a newer import replaces older content, and stays in the revision history.
 */
import type { Clock } from '../../core/clock.js';
import type { FileRecord, GitRedirectRecord, PageLayoutRecord, PageRecord, RevisionContent, RevisionRecord } from '../../store/content-records.js';
import { fileBytesOf } from '../../store/file-bytes.js';
import { nextId, nextSeq } from '../../store/ids.js';
import type { Store } from '../../store/store.js';
import { insertRevision } from '../content/revisions.js';
import { isoNow } from '../time.js';
import { resolveFileReferences } from './format/index.js';
import type { ImportedPage, ImportedSpace } from './repository-model.js';
import { trimTrailingSlashes } from '../../core/trim-slashes.js';

/** The commit an import read, as the new revision's `git` records it. */
export interface ImportedCommit {
  oid: string;
  message: string;
  ref: string;
  /** `repoCommitURL` + oid, when the body gave `repoCommitURL`. */
  url?: string | undefined;
}

/** Records of the previous content by Git path, so that what stays at its path keeps its id. */
class PreviousIds {
  private readonly byPath = new Map<string, string>();
  private readonly seqs = new Map<string, number>();
  private readonly created = new Map<string, string>();

  constructor(previous: RevisionContent | undefined) {
    for (const page of previous?.pages ?? []) {
      if (page.git) this.byPath.set(`page:${page.git.path}`, page.id);
      else if (page.type === 'group') this.byPath.set(`group:${page.parentId ?? ''}/${page.slug}`, page.id);
      this.created.set(page.id, page.createdAt);
    }
    for (const file of previous?.files ?? []) {
      if (file.git) this.byPath.set(`file:${file.git.path}`, file.id);
      this.seqs.set(file.id, file.seq);
    }
    for (const reusable of previous?.reusableContents ?? []) if (reusable.git) this.byPath.set(`reusable:${reusable.git.path}`, reusable.id);
  }

  id(key: string, store: Store, kind: string): string {
    return this.byPath.get(key) ?? nextId(store, kind);
  }

  seqOf = (id: string, store: Store) => this.seqs.get(id) ?? nextSeq(store);
  createdAt = (id: string) => this.created.get(id);
}

/**
 * Stores the revision `imported` describes, on top of `base` (the primary revision). Its bytes are kept first:
 * @throws FileBytesCapError when they would pass the world's cap (nothing is changed then).
 */
export function storeImportedRevision(
  store: Store,
  clock: Clock,
  base: RevisionRecord,
  imported: ImportedSpace,
  commit: ImportedCommit,
): RevisionRecord {
  fileBytesOf(store).addAll(imported.files.map((file) => [file.oid, file.bytes] as const));
  const previous = new PreviousIds(base.content);
  const now = isoNow(clock);
  const files: FileRecord[] = imported.files.map((file) => {
    const id = previous.id(`file:${file.path}`, store, 'file');
    return { id, name: file.name, contentType: file.contentType, size: file.size, seq: previous.seqOf(id, store), git: { oid: file.oid, path: file.path } };
  });
  const fileIds = new Map(imported.files.map((file, at) => [file.path, files[at]!.id]));
  const idOfPath = (path: string) => fileIds.get(path);
  const pages: PageRecord[] = [];
  const addPages = (list: ImportedPage[], parentId: string | null) => {
    for (const page of list) {
      const key = page.git ? `page:${page.git.path}` : `group:${parentId ?? ''}/${page.slug}`;
      const id = previous.id(key, store, 'page');
      pages.push(pageRecordOf(page, id, parentId, previous.createdAt(id) ?? now, now, idOfPath));
      addPages(page.children, id);
    }
  };
  addPages(imported.pages, null);
  const reusableContents = imported.reusableContents.map((reusable) => ({
    id: previous.id(`reusable:${reusable.path}`, store, 'reusable-content'),
    title: reusable.title,
    markdown: resolveFileReferences(reusable.markdown, idOfPath),
    git: { oid: reusable.oid, path: reusable.path },
  }));
  const revision = insertRevision(store, clock, {
    spaceId: base.spaceId,
    parents: [base.id],
    type: 'edits',
    git: { oid: commit.oid, ref: commit.ref, message: commit.message, createdByService: false, ...(commit.url === undefined ? {} : { url: commit.url }) },
  });
  revision.content = { pages, files, reusableContents, ...redirectsOf(imported, pages) };
  return revision;
}

/** The redirects to the pages now stored (the format kept only those that lead to a page's file). */
function redirectsOf(imported: ImportedSpace, pages: readonly PageRecord[]): { redirects?: GitRedirectRecord[] } {
  const pageOfPath = new Map(pages.flatMap((page) => (page.git ? [[page.git.path, page.id] as const] : [])));
  const redirects = imported.redirects.flatMap((redirect) => {
    const pageId = pageOfPath.get(redirect.destination);
    const source = trimTrailingSlashes(redirect.source);
    return pageId === undefined || source === '' ? [] : [{ source, pageId }];
  });
  return redirects.length === 0 ? {} : { redirects };
}

const LAYOUT_FLAGS = ['cover', 'title', 'description', 'tableOfContents', 'outline', 'pagination'] as const;

function layoutOf(given: object | undefined): PageLayoutRecord | undefined {
  if (given === undefined) return undefined;
  const layout = given as Record<string, unknown>;
  const kept: PageLayoutRecord = {};
  for (const flag of LAYOUT_FLAGS) if (typeof layout[flag] === 'boolean') kept[flag] = layout[flag];
  if (layout.coverSize === 'hero' || layout.coverSize === 'full') kept.coverSize = layout.coverSize;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function pageRecordOf(
  page: ImportedPage,
  id: string,
  parentId: string | null,
  createdAt: string,
  now: string,
  idOfPath: (path: string) => string | undefined,
): PageRecord {
  const coverFile = page.cover === undefined ? undefined : idOfPath(page.cover.path);
  const layout = layoutOf(page.layout);
  return {
    id,
    parentId,
    type: page.kind,
    title: page.title,
    slug: page.slug,
    ...(page.markdown === undefined ? {} : { markdown: resolveFileReferences(page.markdown, idOfPath) }),
    ...(page.href === undefined ? {} : { href: resolveFileReferences(page.href, idOfPath) }),
    ...(page.emoji === undefined ? {} : { emoji: page.emoji }),
    ...(page.description === undefined ? {} : { description: page.description }),
    ...(page.icon === undefined ? {} : { icon: page.icon }),
    ...(page.hidden ? { hidden: true } : {}),
    ...(layout === undefined ? {} : { layout }),
    ...(coverFile === undefined ? {} : { cover: { file: coverFile, yPos: page.cover!.yPos } }),
    ...(page.git === undefined ? {} : { git: { ...page.git } }),
    createdAt,
    updatedAt: now,
  };
}
