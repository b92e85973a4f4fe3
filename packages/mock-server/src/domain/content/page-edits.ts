/**
 * Page edits of a change request (`POST .../change-requests/{id}/content`), applied in order to a working
 * copy of its content. Every change is checked against the content as the earlier changes left it; the
 * first refusal throws a 400 naming the change and its field (`changes.2.page: no such page 'x'`), and the
 * working copy is then thrown away, so a batch is applied whole or not at all.
 */
import type { ContentChange, CreatedPage } from '@docpub/sdk/contract';
import { badRequest } from '../../core/http-error.js';
import type { PageRecord, RevisionContent } from '../../store/content-records.js';
import { applyPageSettings, checkPageSettings, settingsOf } from './page-settings.js';
import { PageTree } from './page-tree.js';
import { slugify, uniqueSlug } from './slugs.js';

type InsertPage = Extract<ContentChange, { operation: 'insert_page' }>;
type UpdatePage = Extract<ContentChange, { operation: 'update_page' }>;
type DeletePage = Extract<ContentChange, { operation: 'delete_page' }>;

/** What applying edits needs besides the content: the time, and ids for new pages. */
export interface EditEnvironment {
  now: string;
  /** A fresh page id. Called only once the whole batch has been accepted, so a refusal uses no ids. */
  newPageId: () => string;
}

/**
 * Deepest a page may sit in the tree (a top-level page is at depth 1). Paths, the nested page tree of reads
 * and its JSON are built recursively, so the tree is kept far from any stack limit, and well beyond what a
 * reader can navigate.
 */
export const MAX_PAGE_DEPTH = 32;

/**
 * Applies `changes` to `content` (a working copy, changed in place) and tells which pages were created.
 *
 * @throws HttpError 400 on the first bad change.
 */
export function applyPageEdits(content: RevisionContent, changes: readonly ContentChange[], env: EditEnvironment): CreatedPage[] {
  const inserted: InsertedPage[] = [];
  const refs = new Map<string, InsertedPage>();
  changes.forEach((change, index) => {
    const edit = new PageEdit(content, index, inserted, refs);
    if (change.operation === 'insert_page') edit.insert(change, env.now);
    else if (change.operation === 'update_page') edit.update(change, env.now);
    else edit.remove(change);
  });
  // Pages inserted by this batch get their ids last, once every change has been accepted; the pages put
  // under one of them by `ref` follow it to its id.
  const ids = new Map(inserted.map(({ page }) => [page.id, env.newPageId()]));
  for (const page of content.pages) {
    if (page.parentId !== null && ids.has(page.parentId)) page.parentId = ids.get(page.parentId)!;
  }
  return inserted.map(({ page, change, ref }) => {
    page.id = ids.get(page.id)!;
    return { change, ...(ref === undefined ? {} : { ref }), id: page.id };
  });
}

/** A page this batch inserted: the index of the change that did, and the `ref` it was given. */
interface InsertedPage {
  page: PageRecord;
  change: number;
  ref: string | undefined;
}

/** One change being checked and applied. */
class PageEdit {
  readonly tree: PageTree;

  constructor(
    readonly content: RevisionContent,
    readonly index: number,
    /** Pages this batch inserted: their temporary ids must not be usable as references. */
    readonly inserted: InsertedPage[],
    /** The inserted pages that were given a `ref`, by ref: later changes may put pages `into` them. */
    readonly refs: Map<string, InsertedPage>,
  ) {
    this.tree = new PageTree(content.pages);
  }

  refuse(field: string, rule: string): never {
    throw badRequest(`changes.${this.index}.${field}`, rule);
  }

  /** The existing page `id`, or a refusal naming `field`. */
  existing(field: string, id: string): PageRecord {
    const page = this.tree.byId.get(id);
    if (!page || this.inserted.some((inserted) => inserted.page === page)) this.refuse(field, `no such page '${id}'`);
    return page;
  }

  /** The parent a page may be put under: null (the root) or a page that can hold sub-pages. */
  container(id: string | null): string | null {
    if (id === null) return null;
    const parent = this.refs.get(id)?.page ?? this.existing('into', id);
    if (parent.type === 'link' || parent.type === 'computed') this.refuse('into', `page '${id}' is a ${parent.type} and cannot hold pages`);
    return parent.id;
  }

  /** Slugs used under `parentId`, except by `exceptId`. */
  siblingSlugs(parentId: string | null, exceptId?: string): Set<string> {
    return new Set(this.tree.childrenOf(parentId).filter((page) => page.id !== exceptId).map((page) => page.slug));
  }

  /** Depth of a page (1 at the top), counted along parent links without recursion. */
  depthOf(pageId: string | null): number {
    let depth = 0;
    for (let id = pageId; id !== null && depth <= MAX_PAGE_DEPTH; id = this.tree.byId.get(id)?.parentId ?? null) depth += 1;
    return depth;
  }

  /** Levels in the sub-tree of a page, itself included, counted breadth-first. */
  heightOf(pageId: string): number {
    let height = 0;
    for (let level = [pageId]; level.length > 0; height += 1) {
      level = level.flatMap((id) => this.tree.childrenOf(id).map((child) => child.id));
    }
    return height;
  }

  /** Refuses to put `height` levels of pages under `parentId` when that goes past {@link MAX_PAGE_DEPTH}. */
  checkDepth(parentId: string | null, height: number): void {
    if (this.depthOf(parentId) + height > MAX_PAGE_DEPTH) {
      this.refuse('into', `pages may nest at most ${MAX_PAGE_DEPTH} levels deep`);
    }
  }

  insert(change: InsertPage, now: string): void {
    if (change.ref !== undefined) this.checkRef(change.ref);
    const parentId = this.container(change.into ?? null);
    this.checkDepth(parentId, 1);
    const taken = this.siblingSlugs(parentId);
    if (change.slug !== undefined && taken.has(change.slug)) {
      this.refuse('slug', `'${change.slug}' is already used by a sibling page`);
    }
    checkPageSettings(this.content, { type: 'document' }, change, (field, rule) => this.refuse(field, rule));
    const page: PageRecord = {
      id: `inserted:${this.index}`,
      parentId,
      type: 'document',
      title: change.title,
      slug: change.slug ?? uniqueSlug(slugify(change.title), taken),
      markdown: change.document.markdown,
      createdAt: now,
      updatedAt: now,
    };
    applyPageSettings(page, change);
    placePage(this.content.pages, page, parentId, change.at);
    const inserted = { page, change: this.index, ref: change.ref };
    this.inserted.push(inserted);
    if (change.ref !== undefined) this.refs.set(change.ref, inserted);
  }

  /** A ref names one page of the batch, and never reads as the id of an existing page. */
  checkRef(ref: string): void {
    const earlier = this.refs.get(ref);
    if (earlier) this.refuse('ref', `'${ref}' is already the ref of change ${earlier.change}`);
    if (this.tree.byId.has(ref)) this.refuse('ref', `'${ref}' is the id of an existing page`);
  }

  update(change: UpdatePage, now: string): void {
    const page = this.existing('page', change.page);
    if (change.document !== undefined && page.type !== 'document') {
      this.refuse('document', `page '${page.id}' is a ${page.type} and has no document`);
    }
    const parentId = change.into === undefined ? page.parentId : this.container(change.into);
    if (parentId !== null && this.tree.subtreeIds(page.id).has(parentId)) {
      this.refuse('into', 'cannot move a page into itself or one of its sub-pages');
    }
    if (change.into !== undefined) this.checkDepth(parentId, this.heightOf(page.id));
    const slug = change.slug ?? page.slug;
    if (this.siblingSlugs(parentId, page.id).has(slug)) {
      if (change.slug !== undefined) this.refuse('slug', `'${slug}' is already used by a sibling page`);
      this.refuse('into', `a page there already uses the slug '${slug}'`);
    }
    checkPageSettings(this.content, page, change, (field, rule) => this.refuse(field, rule));
    const edited = this.edit(page, change);
    const moved = change.into !== undefined || change.at !== undefined;
    if (moved) {
      this.content.pages.splice(this.content.pages.indexOf(page), 1);
      placePage(this.content.pages, page, parentId, change.at);
    }
    if (edited || moved) page.updatedAt = now;
  }

  /** Applies title, slug, document and settings; true when one of them changed. */
  edit(page: PageRecord, change: UpdatePage): boolean {
    const snapshot = () => JSON.stringify([page.title, page.slug, page.markdown, page.emoji, page.description, settingsOf(page)]);
    const before = snapshot();
    if (change.title !== undefined) page.title = change.title;
    if (change.slug !== undefined) page.slug = change.slug;
    if (change.document !== undefined) page.markdown = change.document.markdown;
    applyPageSettings(page, change);
    return before !== snapshot();
  }

  remove(change: DeletePage): void {
    const page = this.existing('page', change.page);
    const doomed = this.tree.subtreeIds(page.id);
    this.content.pages = this.content.pages.filter((candidate) => !doomed.has(candidate.id));
  }
}

/**
 * Puts `page` (not in `pages`) under `parentId` at index `at` among its new siblings; beyond the last, or
 * without `at`, it goes last.
 */
export function placePage(pages: PageRecord[], page: PageRecord, parentId: string | null, at?: number): void {
  page.parentId = parentId;
  const siblings = pages.filter((candidate) => candidate.parentId === parentId);
  const before = at === undefined ? undefined : siblings[at];
  if (before) pages.splice(pages.indexOf(before), 0, page);
  else pages.push(page);
}
