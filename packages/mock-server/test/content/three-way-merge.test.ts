/** The page-level three-way merge on its own: the tree repairs and sibling order that HTTP tests reach rarely. */
import { describe, expect, it } from 'vitest';
import { PageTree } from '../../src/domain/content/page-tree.js';
import { mergeContents } from '../../src/domain/content/three-way-merge.js';
import type { PageRecord, RevisionContent } from '../../src/store/content-records.js';

const T = '2025-01-01T00:00:00.000Z';

const page = (id: string, parentId: string | null = null, markdown = id): PageRecord => ({
  id,
  parentId,
  type: 'document',
  title: id.toUpperCase(),
  slug: id,
  markdown,
  createdAt: T,
  updatedAt: T,
});

const content = (...pages: PageRecord[]): RevisionContent => ({ pages, files: [], reusableContents: [] });

/** `path` of every page of the result, in reading order. */
const paths = (merged: RevisionContent) => {
  const tree = new PageTree(merged.pages);
  return tree.preorder().map((record) => tree.pathOf(record));
};

describe('mergeContents', () => {
  it('takes each page from the side that changed it, and the same change on both sides is no conflict', () => {
    const base = content(page('a'), page('b'), page('c'));
    const ours = content(page('a', null, 'ours'), page('b'), page('c', null, 'same'));
    const theirs = content(page('a'), page('b', null, 'theirs'), page('c', null, 'same'));
    const { content: merged, conflicts } = mergeContents(base, ours, theirs);
    expect(merged.pages.map((record) => record.markdown)).toEqual(['ours', 'theirs', 'same']);
    expect(conflicts).toEqual([]);
  });

  it('breaks a cycle of moves from both sides by undoing the primary move', () => {
    const base = content(page('a'), page('b'));
    const ours = content(page('b'), page('a', 'b'));
    const theirs = content(page('a'), page('b', 'a'));
    const { content: merged, conflicts } = mergeContents(base, ours, theirs);
    expect(paths(merged)).toEqual(['b', 'b/a']);
    expect(conflicts).toEqual(['b']);
  });

  it('puts back where the change request has it a page the primary moved under a page the change request deleted', () => {
    const base = content(page('a'), page('b'));
    const ours = content(page('b'));
    const theirs = content(page('a'), page('b', 'a'));
    const { content: merged, conflicts } = mergeContents(base, ours, theirs);
    expect(paths(merged)).toEqual(['b']);
    expect(conflicts).toEqual(['b']);
  });

  it('drops a page the primary created under a page the change request deleted', () => {
    const base = content(page('a'));
    const ours = content();
    const theirs = content(page('a'), page('c', 'a'));
    const { content: merged, conflicts } = mergeContents(base, ours, theirs);
    expect(paths(merged)).toEqual([]);
    expect(conflicts).toEqual(['c']);
  });

  it("follows the primary's order when the change request kept the base's, placing its new pages after their predecessor", () => {
    const base = content(page('a'), page('b'), page('c'));
    const ours = content(page('a'), page('d'), page('b'), page('c'));
    const theirs = content(page('c'), page('a'), page('b'));
    expect(paths(mergeContents(base, ours, theirs).content)).toEqual(['c', 'a', 'd', 'b']);
  });

  it("follows the change request's order when it reordered, placing the primary's new pages after their predecessor", () => {
    const base = content(page('a'), page('b'), page('c'));
    const ours = content(page('b'), page('a'), page('c'));
    const theirs = content(page('e'), page('a'), page('b'), page('c'));
    expect(paths(mergeContents(base, ours, theirs).content)).toEqual(['e', 'b', 'a', 'c']);
  });

  it('leaves its inputs untouched, even when it renames a slug', () => {
    const base = content();
    const ours = content(page('x'));
    const theirs = content({ ...page('y'), slug: 'x' });
    const before = structuredClone([base, ours, theirs]);
    const { content: merged, conflicts } = mergeContents(base, ours, theirs);
    expect(merged.pages.map((record) => record.slug)).toEqual(['x', 'x-2']);
    expect(conflicts).toEqual(['y']);
    expect([base, ours, theirs]).toEqual(before);
  });
});
