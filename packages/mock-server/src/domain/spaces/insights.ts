/**
 * Reader feedback on a space's content (docs/reference-server-scope.md). Readers rate a page good, ok or bad; the
 * server keeps the counts per page (seeded through the control API or a world file, since rating happens on the
 * published site, not through this API) and computes, per page:
 *
 * - `score` = good − 0.5 × ok − 2 × bad, which weighs a bad rating heavily, to surface content needing work;
 * - `rating`: `good` when the score is above 0, `ok` at 0, `bad` below;
 * - `ponderedScore` = score × the number of ratings, so that a page many readers rated outweighs one rated once.
 */
import type { SpaceContentInsights } from '@docpub/sdk/contract';
import { pageRatingsKey, type PageRatingsRecord } from '../../store/insight-records.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { PageTree } from '../content/page-tree.js';
import { contentOf } from '../content/revision-content.js';
import { primaryRevision } from './spaces.js';

/** The counts of one page. */
export type RatingCounts = Pick<PageRatingsRecord, 'good' | 'ok' | 'bad'>;

/** The score of a page's ratings, its rating and its pondered score. */
export function scoreRatings(counts: RatingCounts): { score: number; rating: 'good' | 'ok' | 'bad'; ponderedScore: number; total: number } {
  const total = counts.good + counts.ok + counts.bad;
  const score = counts.good - 0.5 * counts.ok - 2 * counts.bad;
  const rating = score > 0 ? 'good' : score === 0 ? 'ok' : 'bad';
  return { score, rating, ponderedScore: score * total, total };
}

/**
 * Every rated page of the space's primary content, in page-tree order. Ratings of a page no longer in the
 * primary content are kept (the page may come back with a merge) but not shown.
 */
export function contentInsights(store: Store, space: SpaceRecord): SpaceContentInsights {
  const tree = new PageTree(contentOf(primaryRevision(store, space)).pages);
  const pages: SpaceContentInsights['pages'] = [];
  for (const page of tree.preorder()) {
    const counts = store.data.pageRatings.get(pageRatingsKey(space.id, page.id));
    if (!counts || counts.good + counts.ok + counts.bad === 0) continue;
    pages.push({
      page: page.id,
      title: page.title,
      path: tree.pathOf(page),
      ratings: { good: counts.good, ok: counts.ok, bad: counts.bad },
      ...scoreRatings(counts),
    });
  }
  return { pages };
}

/** Sets the counts of one page (a seed or a world file entry). */
export function setPageRatings(store: Store, record: PageRatingsRecord): void {
  store.data.pageRatings.set(pageRatingsKey(record.spaceId, record.pageId), { ...record });
}
