/**
 * Page-level three-way merge (docs/behaviour.md, "Change requests"), used both to merge a change request into the
 * primary content and to update a change request from it.
 *
 * `base` is the primary revision the change request started from (or was last updated to), `ours` the change
 * request's content, `theirs` the primary content. Each page (file, reusable content) is taken from the side
 * that changed it; when both changed it differently, the change request's side wins and the page is a
 * conflict. The tree is then repaired so the result is still a tree: a page whose parent one side deleted,
 * a cycle made of moves from both sides, and two siblings given the same slug are settled in favour of the
 * change request too, and reported as conflicts.
 */
import type { FileRecord, PageRecord, ReusableContentRecord, RevisionContent } from '../../store/content-records.js';
import { pageEdited } from './changes.js';
import { PageTree } from './page-tree.js';
import { uniqueSlug } from './slugs.js';

export interface MergeOutcome {
  content: RevisionContent;
  /** Ids of the pages, files and reusable contents changed on both sides (the change request's side kept). */
  conflicts: string[];
}

type Side = 'ours' | 'theirs';

interface Pick<T> {
  record: T | undefined;
  side: Side;
}

type Same<T> = (a: T, b: T) => boolean;

const samePage: Same<PageRecord> = (a, b) => a.parentId === b.parentId && !pageEdited(a, b);
const sameFile: Same<FileRecord> = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const sameReusable: Same<ReusableContentRecord> = (a, b) => a.title === b.title && a.markdown === b.markdown;

function equalOrBothAbsent<T>(a: T | undefined, b: T | undefined, same: Same<T>): boolean {
  return a === undefined || b === undefined ? a === b : same(a, b);
}

/** Picks each record by id from the side that changed it; both changed differently: ours, and a conflict. */
function pickRecords<T extends { id: string }>(
  base: readonly T[],
  ours: readonly T[],
  theirs: readonly T[],
  same: Same<T>,
  conflicts: Set<string>,
): Map<string, Pick<T>> {
  const index = (records: readonly T[]) => new Map(records.map((record) => [record.id, record]));
  const [b, o, t] = [index(base), index(ours), index(theirs)];
  const picks = new Map<string, Pick<T>>();
  for (const id of new Set([...o.keys(), ...t.keys(), ...b.keys()])) {
    const [was, mine, primary] = [b.get(id), o.get(id), t.get(id)];
    if (equalOrBothAbsent(mine, was, same)) picks.set(id, { record: primary, side: 'theirs' });
    else if (equalOrBothAbsent(primary, was, same)) picks.set(id, { record: mine, side: 'ours' });
    else {
      if (!equalOrBothAbsent(mine, primary, same)) conflicts.add(id);
      picks.set(id, { record: mine, side: 'ours' });
    }
  }
  return picks;
}

/** Records of a side in that side's order, then those only the other side has. */
function ordered<T extends { id: string }>(picks: Map<string, Pick<T>>, ours: readonly T[], theirs: readonly T[]): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (const { id } of [...ours, ...theirs]) {
    const record = picks.get(id)?.record;
    if (!record || seen.has(id)) continue;
    seen.add(id);
    out.push(record);
  }
  return out;
}

/** Merges three contents; see the module comment. The inputs are left untouched. */
export function mergeContents(base: RevisionContent, ours: RevisionContent, theirs: RevisionContent): MergeOutcome {
  const conflicts = new Set<string>();
  const pages = pickRecords(base.pages, ours.pages, theirs.pages, samePage, conflicts);
  repairTree(pages, new PageTree(ours.pages), conflicts);
  const files = pickRecords(base.files, ours.files, theirs.files, sameFile, conflicts);
  const reusables = pickRecords(base.reusableContents, ours.reusableContents, theirs.reusableContents, sameReusable, conflicts);
  // A copy: the picked records belong to stored revisions, and renaming a slug must not touch those.
  const merged: RevisionContent = structuredClone({
    pages: orderPages(pages, base, ours, theirs),
    files: ordered(files, ours.files, theirs.files),
    reusableContents: ordered(reusables, ours.reusableContents, theirs.reusableContents),
    // A Git import's redirects belong to the primary content; a change request does not edit them.
    ...(theirs.redirects === undefined ? {} : { redirects: theirs.redirects }),
  });
  dedupeSlugs(merged.pages, pages, conflicts);
  return { content: merged, conflicts: [...conflicts] };
}

/**
 * Makes the picked pages a tree again, always in favour of the change request: a parent it still needs is
 * brought back; a page the primary moved under a page the change request deleted goes back where the change
 * request has it (or goes, when the change request does not have it); a cycle is broken by undoing one of the
 * primary's moves. Each repair gives some page the change request's version, so the loop ends.
 */
function repairTree(pages: Map<string, Pick<PageRecord>>, ours: PageTree, conflicts: Set<string>): void {
  const useOurs = (id: string) => {
    pages.set(id, { record: ours.byId.get(id), side: 'ours' });
    conflicts.add(id);
  };
  for (let repaired = true; repaired; ) {
    repaired = false;
    for (const [id, { record, side }] of pages) {
      if (!record || record.parentId === null || pages.get(record.parentId)?.record) continue;
      useOurs(side === 'ours' ? record.parentId : id);
      repaired = true;
    }
    const looping = findCycle(pages);
    if (looping.length > 0) {
      // A cycle needs a move from each side, and one of the primary's moved pages also exists in ours.
      const undo = looping.find((id) => pages.get(id)!.side === 'theirs' && ours.byId.has(id));
      if (undo === undefined) throw new Error(`merge: cannot break the page cycle ${looping.join(' > ')}`);
      useOurs(undo);
      repaired = true;
    }
  }
}

/** The ids of one cycle of parent links among the picked pages, or none. */
function findCycle(pages: Map<string, Pick<PageRecord>>): string[] {
  const settled = new Set<string>();
  for (const start of pages.keys()) {
    const path: string[] = [];
    const onPath = new Set<string>();
    let id: string | null | undefined = start;
    while (id && !settled.has(id)) {
      if (onPath.has(id)) return path.slice(path.indexOf(id));
      path.push(id);
      onPath.add(id);
      id = pages.get(id)?.record?.parentId;
    }
    for (const visited of path) settled.add(visited);
  }
  return [];
}

/** The order of `ids` restricted to `keep`. */
const restricted = (ids: readonly string[], keep: ReadonlySet<string>) => ids.filter((id) => keep.has(id));

/**
 * The merged children order of every parent: the primary's order unless the change request reordered that
 * parent's pages, in which case its order; pages only the other order knows go right after their nearest
 * predecessor there. Returns the pages flat, parents before children.
 */
function orderPages(pages: Map<string, Pick<PageRecord>>, base: RevisionContent, ours: RevisionContent, theirs: RevisionContent): PageRecord[] {
  const trees = { base: new PageTree(base.pages), ours: new PageTree(ours.pages), theirs: new PageTree(theirs.pages) };
  const children = new Map<string | null, PageRecord[]>();
  for (const { record } of pages.values()) {
    if (!record) continue;
    const list = children.get(record.parentId);
    if (list) list.push(record);
    else children.set(record.parentId, [record]);
  }
  const out: PageRecord[] = [];
  const visit = (parentId: string | null) => {
    const members = children.get(parentId) ?? [];
    const ids = (tree: PageTree) => tree.childrenOf(parentId).map((page) => page.id);
    const [baseIds, ourIds, theirIds] = [ids(trees.base), ids(trees.ours), ids(trees.theirs)];
    const common = new Set(ourIds.filter((id) => baseIds.includes(id)));
    const reordered = restricted(ourIds, common).join('\n') !== restricted(baseIds, common).join('\n');
    const [primary, secondary] = reordered ? [ourIds, theirIds] : [theirIds, ourIds];
    for (const page of mergeOrder(members, primary, secondary)) {
      out.push(page);
      visit(page.id);
    }
  };
  visit(null);
  return out;
}

function mergeOrder(members: readonly PageRecord[], primary: readonly string[], secondary: readonly string[]): PageRecord[] {
  const byId = new Map(members.map((page) => [page.id, page]));
  const placed = restricted(primary, new Set(byId.keys()));
  const isPlaced = new Set(placed);
  const remaining = [...restricted(secondary, new Set(byId.keys())), ...byId.keys()];
  for (const id of remaining) {
    if (isPlaced.has(id)) continue;
    const predecessors = secondary.slice(0, Math.max(0, secondary.indexOf(id)));
    const after = predecessors.findLast((candidate) => isPlaced.has(candidate));
    placed.splice(after === undefined ? (secondary.includes(id) ? 0 : placed.length) : placed.indexOf(after) + 1, 0, id);
    isPlaced.add(id);
  }
  return placed.map((id) => byId.get(id)!);
}

/** Two siblings with one slug would make one path name two pages: the primary's page is renamed. */
function dedupeSlugs(merged: PageRecord[], pages: Map<string, Pick<PageRecord>>, conflicts: Set<string>): void {
  const tree = new PageTree(merged);
  for (const parentId of new Set(merged.map((page) => page.parentId))) {
    const siblings = [...tree.childrenOf(parentId)].sort(
      (a, b) => Number(pages.get(a.id)!.side === 'theirs') - Number(pages.get(b.id)!.side === 'theirs'),
    );
    const taken = new Set<string>();
    for (const page of siblings) {
      if (taken.has(page.slug)) {
        page.slug = uniqueSlug(page.slug, new Set([...taken, ...siblings.map((sibling) => sibling.slug)]));
        conflicts.add(page.id);
      }
      taken.add(page.slug);
    }
  }
}
