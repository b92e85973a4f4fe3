/**
 * Seeding reader ratings of pages (`POST /__control/seed` with `{"kind": "page-ratings", …}`): readers rate
 * pages on the published site, which this API does not model, so tests put the counts in directly. Each entry
 * sets a page's counts (an omitted count is 0); the input is checked whole before anything is stored.
 */
import { arrayOf, str } from '@docpub/sdk/contract';
import { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { badRequest } from '../../core/http-error.js';
import { parseOrBadRequest } from '../../core/validate.js';
import { PageTree } from '../content/page-tree.js';
import { contentOf } from '../content/revision-content.js';
import { setPageRatings } from './insights.js';
import { primaryRevision } from './spaces.js';
import type { Store } from '../../store/store.js';

/** A count of ratings: a non-negative integer, bounded so a score stays an exact number. */
const count = () =>
  z
    .number({ error: 'must be an integer from 0 to 1000000' })
    .int({ error: 'must be an integer from 0 to 1000000' })
    .min(0, { error: 'must be an integer from 0 to 1000000' })
    .max(1_000_000, { error: 'must be an integer from 0 to 1000000' });

/** The body of `POST /__control/seed` for `kind: "page-ratings"`. */
export const seedRatingsInput = z.strictObject({
  kind: z.literal('page-ratings'),
  spaceId: str(),
  pages: arrayOf(
    z.strictObject({ pageId: str(), good: count().optional(), ok: count().optional(), bad: count().optional() }),
    1000,
  ),
});

/** Sets the ratings of pages of a space's primary content; answers the pages seeded. */
export function seedRatings(store: Store, _clock: Clock, raw: unknown): { pages: string[] } {
  const input = parseOrBadRequest(seedRatingsInput, raw, 'body');
  const space = store.data.spaces.get(input.spaceId);
  if (!space) throw badRequest('spaceId', `no space '${input.spaceId}'`);
  const tree = new PageTree(contentOf(primaryRevision(store, space)).pages);
  input.pages.forEach((entry, index) => {
    if (!tree.byId.has(entry.pageId)) throw badRequest(`pages.${index}.pageId`, `no page '${entry.pageId}' in the primary content`);
  });
  for (const entry of input.pages) {
    setPageRatings(store, { spaceId: space.id, pageId: entry.pageId, good: entry.good ?? 0, ok: entry.ok ?? 0, bad: entry.bad ?? 0 });
  }
  return { pages: input.pages.map((entry) => entry.pageId) };
}
