/** What the reference server stores of reader feedback: how many readers rated a page good, ok or bad. */

/** The ratings of one page of a space. Keyed by `pageRatingsKey(spaceId, pageId)`. */
export interface PageRatingsRecord {
  spaceId: string;
  pageId: string;
  good: number;
  ok: number;
  bad: number;
}

export const pageRatingsKey = (spaceId: string, pageId: string) => `${spaceId}|${pageId}`;
