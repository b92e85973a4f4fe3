/**
 * What changed between two contents: pages created, edited, moved and deleted, files created, edited and
 * deleted — the `/changes` of a revision against its first parent (docs/behaviour.md, "Revisions").
 */
import type { revisionChange } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { FileRecord, PageRecord, RevisionContent } from '../../store/content-records.js';
import { linkTarget } from './page-shape.js';
import { settingsOf } from './page-settings.js';
import { PageTree } from './page-tree.js';
import type { FileDownloadUrl } from './file-downloads.js';

export type RevisionChangeWire = z.input<typeof revisionChange>;

/** True when a page's own fields differ (not where it sits: that is a move). */
export function pageEdited(before: PageRecord, after: PageRecord): boolean {
  return (
    before.title !== after.title ||
    before.slug !== after.slug ||
    before.type !== after.type ||
    before.markdown !== after.markdown ||
    before.href !== after.href ||
    before.emoji !== after.emoji ||
    before.description !== after.description ||
    settingsOf(before) !== settingsOf(after)
  );
}

function fileEdited(before: FileRecord, after: FileRecord): boolean {
  return (
    before.name !== after.name ||
    before.contentType !== after.contentType ||
    before.size !== after.size ||
    before.dimensions?.width !== after.dimensions?.width ||
    before.dimensions?.height !== after.dimensions?.height
  );
}

/**
 * The indexes of a longest strictly increasing subsequence of `values`. Siblings that keep their relative
 * order form one; the others are the pages that were moved — so swapping two pages reports one move, and a
 * page inserted before its siblings reports none.
 */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index]!) kept.add(index);
  return kept;
}

/** Ids of the pages of `after` that moved: to another parent, or out of order among siblings that stayed. */
function movedPages(before: PageTree, after: PageTree): Set<string> {
  const moved = new Set<string>();
  const parents = new Set(after.pages.map((page) => page.parentId));
  for (const parentId of parents) {
    const stayed: PageRecord[] = [];
    for (const page of after.childrenOf(parentId)) {
      const old = before.byId.get(page.id);
      if (!old) continue;
      if (old.parentId !== parentId) moved.add(page.id);
      else stayed.push(page);
    }
    const oldIndexes = stayed.map((page) => before.indexAmongSiblings(before.byId.get(page.id)!));
    const inOrder = longestIncreasing(oldIndexes);
    stayed.forEach((page, index) => {
      if (!inOrder.has(index)) moved.add(page.id);
    });
  }
  return moved;
}

const pageRef = (tree: PageTree, page: PageRecord) => ({ id: page.id, type: page.type, title: page.title, path: tree.pathOf(page) });
const fileRef = (file: FileRecord, downloadURL: FileDownloadUrl) => ({
  id: file.id,
  name: file.name,
  contentType: file.contentType,
  downloadURL: downloadURL(file),
});

/** Where the files of the two revisions compared download: a deleted file is one of `before`'s. */
export interface ChangedFileDownloads {
  before: FileDownloadUrl;
  after: FileDownloadUrl;
}

/** `{before, after}` of one attribute, or nothing when it did not change. */
function changed<T>(name: string, before: T | undefined, after: T | undefined): Record<string, { before?: T; after?: T }> {
  if (JSON.stringify(before) === JSON.stringify(after)) return {};
  return { [name]: { ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) } };
}

/**
 * The attributes of an edited page that changed, by the names its type has (`document` is a document page's
 * markdown). A change of something the published attributes have no name for (a description, the type) is
 * reported as its title, unchanged, so the edit stays visible with a well-formed attributes object.
 */
function pageAttributes(oldTree: PageTree, newTree: PageTree, before: PageRecord, after: PageRecord) {
  const common = { ...changed('title', before.title, after.title), ...changed('emoji', before.emoji, after.emoji) };
  let attributes: Record<string, { before?: unknown; after?: unknown }>;
  if (after.type === 'document') {
    attributes = { ...common, ...changed('slug', before.slug, after.slug), ...changed('document', before.markdown, after.markdown) };
  } else if (after.type === 'link') {
    const target = (tree: PageTree, page: PageRecord) => (page.href === undefined ? undefined : linkTarget(tree, page.href));
    attributes = { ...common, ...changed('target', target(oldTree, before), target(newTree, after)) };
  } else {
    attributes = { ...common, ...changed('slug', before.slug, after.slug) };
  }
  return Object.keys(attributes).length > 0 ? attributes : { title: { before: before.title, after: after.title } };
}

/** Where a moved page sat and sits: its parent page before and after (absent at the root). */
function moveParents(oldTree: PageTree, newTree: PageTree, before: PageRecord, after: PageRecord) {
  const parentIn = (tree: PageTree, page: PageRecord) => {
    const parent = page.parentId === null ? undefined : tree.byId.get(page.parentId);
    return parent && pageRef(tree, parent);
  };
  const was = parentIn(oldTree, before);
  const is = parentIn(newTree, after);
  return { ...(was === undefined ? {} : { before: was }), ...(is === undefined ? {} : { after: is }) };
}

/** The attributes of an edited file that changed. */
function fileAttributes(before: FileRecord, after: FileRecord) {
  return {
    ...changed('name', before.name, after.name),
    ...changed('contentType', before.contentType, after.contentType),
    ...changed('size', before.size, after.size),
    ...changed('dimensions', before.dimensions, after.dimensions),
  };
}

/** Page changes in reading order of the new tree, then deleted pages in the order they had. */
function pageChanges(before: RevisionContent, after: RevisionContent): RevisionChangeWire[] {
  const oldTree = new PageTree(before.pages);
  const newTree = new PageTree(after.pages);
  const moved = movedPages(oldTree, newTree);
  const changes: RevisionChangeWire[] = [];
  for (const page of newTree.preorder()) {
    const old = oldTree.byId.get(page.id);
    if (!old) changes.push({ type: 'page_created', page: pageRef(newTree, page) });
    else {
      if (pageEdited(old, page)) {
        changes.push({ type: 'page_edited', page: pageRef(newTree, page), attributes: pageAttributes(oldTree, newTree, old, page) });
      }
      if (moved.has(page.id)) {
        changes.push({ type: 'page_moved', page: pageRef(newTree, page), parent: moveParents(oldTree, newTree, old, page) });
      }
    }
  }
  for (const page of oldTree.preorder()) {
    if (!newTree.byId.has(page.id)) changes.push({ type: 'page_deleted', page: pageRef(oldTree, page) });
  }
  return changes;
}

function fileChanges(before: RevisionContent, after: RevisionContent, downloads: ChangedFileDownloads): RevisionChangeWire[] {
  const oldFiles = new Map(before.files.map((file) => [file.id, file]));
  const newIds = new Set(after.files.map((file) => file.id));
  const changes: RevisionChangeWire[] = [];
  for (const file of after.files) {
    const old = oldFiles.get(file.id);
    if (!old) changes.push({ type: 'file_created', file: fileRef(file, downloads.after) });
    else if (fileEdited(old, file)) changes.push({ type: 'file_edited', file: fileRef(file, downloads.after), attributes: fileAttributes(old, file) });
  }
  for (const file of before.files) {
    if (!newIds.has(file.id)) changes.push({ type: 'file_deleted', file: fileRef(file, downloads.before) });
  }
  return changes;
}

/** Every change from `before` to `after`: pages first, then files. */
export function contentChanges(before: RevisionContent, after: RevisionContent, downloads: ChangedFileDownloads): RevisionChangeWire[] {
  return [...pageChanges(before, after), ...fileChanges(before, after, downloads)];
}
