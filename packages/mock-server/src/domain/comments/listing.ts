/**
 * The comment list of a space: newest first unless `order=asc`, every status unless filtered, optionally only
 * the comments on one page. Paged by creation sequence in either direction, so a listing that runs while
 * comments are posted or deleted neither repeats nor skips one that existed throughout.
 */
import { paginateAscending, type PageQuery } from '../../core/pagination.js';
import type { CommentRecord } from '../../store/collab-records.js';
import { seqKey } from '../../store/ids.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import type { ListWire } from '../listing.js';
import { commentsOfSpace } from './threads.js';

export interface CommentListQuery extends PageQuery {
  order?: 'asc' | 'desc' | undefined;
  status?: 'open' | 'resolved' | 'all' | undefined;
  targetPage?: string | undefined;
}

const bySeq = (comment: CommentRecord) => seqKey(comment.seq);

/** One page of a space's comments, each shown with `present`. */
export function commentPage<W>(
  store: Store,
  space: SpaceRecord,
  query: CommentListQuery,
  present: (comment: CommentRecord) => W,
): ListWire<W> {
  const order = query.order ?? 'desc';
  const status = query.status ?? 'all';
  const inPostingOrder = commentsOfSpace(store, space.id);
  // Unfiltered, the space's own ordered list is paged as it is: a page costs O(log n + limit), however deep.
  const matching =
    status === 'all' && query.targetPage === undefined
      ? inPostingOrder
      : inPostingOrder.filter(
          (comment) =>
            (status === 'all' || comment.status === status) &&
            (query.targetPage === undefined || comment.target.pageId === query.targetPage),
        );
  // The order is part of the list's identity: a token of the ascending list resumes nothing in the other.
  const page = paginateAscending(matching, query, {
    key: bySeq,
    scope: `comments:${space.id}:${order}`,
    descending: order === 'desc',
  });
  return {
    items: page.items.map(present),
    count: page.count,
    ...(page.next === undefined ? {} : { next: page.next }),
  };
}
