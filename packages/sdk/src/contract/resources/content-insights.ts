import * as z from 'zod';
import { openEnum, resource, str } from '../rules.js';

/** How readers rate a page: the three answers of the page feedback widget. */
export const PAGE_RATINGS = ['good', 'ok', 'bad'] as const;

/** How many readers gave each rating. */
export const pageRatingCounts = resource({
  /** Readers who rated the page good. */
  good: z.number().int(),
  /** Readers who rated it ok. */
  ok: z.number().int(),
  /** Readers who rated it bad. */
  bad: z.number().int(),
});
export type PageRatingCounts = z.infer<typeof pageRatingCounts>;

/**
 * The reader feedback of one page: `score` = good − 0.5 × ok − 2 × bad; `rating` is `good` when the score is
 * above 0, `ok` at 0 and `bad` below; `ponderedScore` = score × the number of ratings.
 */
export const pageContentInsight = resource({
  /** Id of the page. */
  page: str(),
  /** The page's title. */
  title: str().optional(),
  /** The page's path in the primary content. */
  path: str().optional(),
  /** How many readers gave each rating. */
  ratings: pageRatingCounts,
  /** Number of ratings. */
  total: z.number().int(),
  /** good − 0.5 × ok − 2 × bad. */
  score: z.number(),
  /** The score times the number of ratings, to rank pages by weight. */
  ponderedScore: z.number(),
  /** `good` when the score is above 0, `ok` at 0, `bad` below. */
  rating: openEnum(PAGE_RATINGS),
});
export type PageContentInsight = z.infer<typeof pageContentInsight>;

/** Answer of `GET /spaces/{spaceId}/insights/content`: every page of the primary content readers rated. */
export const spaceContentInsights = resource({
  pages: z.array(pageContentInsight),
});
export type SpaceContentInsights = z.infer<typeof spaceContentInsights>;
