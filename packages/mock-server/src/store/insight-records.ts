/** What the reference server stores of reader feedback: how many readers rated a page good, ok or bad. */
import { count, id, mapping, type Stored } from './record-fields.js';

/** The ratings of one page of a space. Keyed by `pageRatingsKey(spaceId, pageId)`; an omitted count is 0. */
export const pageRatingsRecord = mapping({
  spaceId: id(),
  pageId: id(),
  good: count().default(0),
  ok: count().default(0),
  bad: count().default(0),
});
export type PageRatingsRecord = Stored<typeof pageRatingsRecord>;

export const pageRatingsKey = (spaceId: string, pageId: string) => `${spaceId}|${pageId}`;
