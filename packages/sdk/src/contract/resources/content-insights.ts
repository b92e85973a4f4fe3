import * as z from 'zod';
import { openEnum, resource, str } from '../rules.js';

/** How readers rate a page: the three answers of the page feedback widget. */
export const PAGE_RATINGS = ['good', 'ok', 'bad'] as const;

/** How many readers gave each rating. */
export const pageRatingCounts = resource({
  good: z.number().int(),
  ok: z.number().int(),
  bad: z.number().int(),
});
export type PageRatingCounts = z.infer<typeof pageRatingCounts>;

/**
 * The reader feedback of one page: `score` = good − 0.5 × ok − 2 × bad; `rating` is `good` when the score is
 * above 0, `ok` at 0 and `bad` below; `ponderedScore` = score × the number of ratings.
 */
export const pageContentInsight = resource({
  page: str(),
  title: str().optional(),
  path: str().optional(),
  ratings: pageRatingCounts,
  total: z.number().int(),
  score: z.number(),
  ponderedScore: z.number(),
  rating: openEnum(PAGE_RATINGS),
});
export type PageContentInsight = z.infer<typeof pageContentInsight>;

/** Answer of `GET /spaces/{spaceId}/insights/content`: every page of the primary content readers rated. */
export const spaceContentInsights = resource({
  pages: z.array(pageContentInsight),
});
export type SpaceContentInsights = z.infer<typeof spaceContentInsights>;
