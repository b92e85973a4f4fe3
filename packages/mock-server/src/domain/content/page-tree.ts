/**
 * The page tree of a revision, indexed. Pages are stored flat (each naming its parent, siblings in array
 * order); this view answers the tree questions — children, paths, sub-trees — without rescanning.
 * Build one per use: it reflects the array it was given at that moment.
 */
import type { PageRecord } from '../../store/content-records.js';
import { trimSlashes } from '../../core/trim-slashes.js';

/** The key of the root's children in {@link PageTree.childrenOf}. */
export const ROOT = null;

export class PageTree {
  readonly byId = new Map<string, PageRecord>();
  readonly #children = new Map<string | null, PageRecord[]>();
  readonly #paths = new Map<string, string>();
  #byPath: Map<string, PageRecord> | undefined;

  constructor(readonly pages: readonly PageRecord[]) {
    for (const page of pages) {
      this.byId.set(page.id, page);
      const siblings = this.#children.get(page.parentId);
      if (siblings) siblings.push(page);
      else this.#children.set(page.parentId, [page]);
    }
  }

  /** The pages directly under `parentId` (null: the root), in order. */
  childrenOf(parentId: string | null): readonly PageRecord[] {
    return this.#children.get(parentId) ?? [];
  }

  /** The page's full path: its ancestors' slugs and its own, joined with `/` (docs/behaviour.md, "Revisions"). */
  pathOf(page: PageRecord): string {
    const known = this.#paths.get(page.id);
    if (known !== undefined) return known;
    const parent = page.parentId === null ? undefined : this.byId.get(page.parentId);
    const path = parent ? `${this.pathOf(parent)}/${page.slug}` : page.slug;
    this.#paths.set(page.id, path);
    return path;
  }

  /** The page at `path`; leading and trailing slashes are ignored. */
  byPath(path: string): PageRecord | undefined {
    if (!this.#byPath) {
      this.#byPath = new Map();
      for (const page of this.pages) this.#byPath.set(this.pathOf(page), page);
    }
    return this.#byPath.get(trimSlashes(path));
  }

  /** The ids of a page and of every page below it. */
  subtreeIds(pageId: string): Set<string> {
    const ids = new Set<string>([pageId]);
    const pending = [pageId];
    while (pending.length > 0) {
      for (const child of this.childrenOf(pending.pop()!)) {
        ids.add(child.id);
        pending.push(child.id);
      }
    }
    return ids;
  }

  /** Every page, parents before their children and siblings in order (the order a reader meets them). */
  preorder(): PageRecord[] {
    const out: PageRecord[] = [];
    const visit = (parentId: string | null) => {
      for (const page of this.childrenOf(parentId)) {
        out.push(page);
        visit(page.id);
      }
    };
    visit(ROOT);
    return out;
  }

  /** The index of a page among its siblings. */
  indexAmongSiblings(page: PageRecord): number {
    return this.childrenOf(page.parentId).indexOf(page);
  }
}
