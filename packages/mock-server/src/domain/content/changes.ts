/**
 * What changed between two contents: pages created, edited, moved and deleted, files created, edited and
 * deleted — the `/changes` of a revision against its first parent (design.md §6).
 */
import type { revisionChange } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { FileRecord, PageRecord, RevisionContent } from '../../store/content-records.js';
import { PageTree } from './page-tree.js';

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
    before.description !== after.description
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
const fileRef = (file: FileRecord) => ({ id: file.id, name: file.name });

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
      if (pageEdited(old, page)) changes.push({ type: 'page_edited', page: pageRef(newTree, page) });
      if (moved.has(page.id)) changes.push({ type: 'page_moved', page: pageRef(newTree, page) });
    }
  }
  for (const page of oldTree.preorder()) {
    if (!newTree.byId.has(page.id)) changes.push({ type: 'page_deleted', page: pageRef(oldTree, page) });
  }
  return changes;
}

function fileChanges(before: RevisionContent, after: RevisionContent): RevisionChangeWire[] {
  const oldFiles = new Map(before.files.map((file) => [file.id, file]));
  const newIds = new Set(after.files.map((file) => file.id));
  const changes: RevisionChangeWire[] = [];
  for (const file of after.files) {
    const old = oldFiles.get(file.id);
    if (!old) changes.push({ type: 'file_created', file: fileRef(file) });
    else if (fileEdited(old, file)) changes.push({ type: 'file_edited', file: fileRef(file) });
  }
  for (const file of before.files) {
    if (!newIds.has(file.id)) changes.push({ type: 'file_deleted', file: fileRef(file) });
  }
  return changes;
}

/** Every change from `before` to `after`: pages first, then files. */
export function contentChanges(before: RevisionContent, after: RevisionContent): RevisionChangeWire[] {
  return [...pageChanges(before, after), ...fileChanges(before, after)];
}
