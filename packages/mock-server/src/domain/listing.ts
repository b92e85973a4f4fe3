/**
 * Lists of stored records as list envelopes. Records are ordered by their creation sequence: a key that
 * never changes while the record lives, which keyset pagination needs to neither repeat nor skip items.
 */
import { paginate, type PageQuery } from '../core/pagination.js';
import { seqKey } from '../store/ids.js';

/** The list envelope of the contract, for items of type `W`. (A type, not an interface: the contract's
 * loose objects need an index signature, which only type aliases carry implicitly.) */
export type ListWire<W> = {
  items: W[];
  count: number;
  next?: { page: string };
};

const bySeq = (item: { seq: number }) => seqKey(item.seq);

/**
 * One page of `records` (any order; sorted here), each shown with `present`. `scope` names the list so a
 * page token of another list is refused; include the parent's id (`spaces:<orgId>`).
 */
export function listPage<R extends { seq: number }, W>(
  records: Iterable<R>,
  query: PageQuery,
  scope: string,
  present: (record: R) => W,
): ListWire<W> {
  const sorted = [...records].sort((a, b) => a.seq - b.seq);
  const page = paginate(sorted, query, { key: bySeq, scope });
  return {
    items: page.items.map(present),
    count: page.count,
    ...(page.next === undefined ? {} : { next: page.next }),
  };
}
