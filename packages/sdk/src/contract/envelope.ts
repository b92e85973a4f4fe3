/** The envelopes every operation shares: lists, pagination parameters and the error body. */
import * as z from 'zod';
import { int, queryInt, resource, str } from './rules.js';

/** Default and bounds of `limit` on list operations (docs/wire-conventions.md, "Lists and pagination"). */
export const LIMIT_DEFAULT = 100;
export const LIMIT_MAX = 1000;

/** The query parameters every list operation takes. */
export const pageQuery = z.object({
  /** Opaque token of the page to fetch, from a previous page's `next.page`. */
  page: str().min(1, { error: 'must be a page token' }).optional(),
  /** Items per page, 1..1000 (default 100). */
  limit: queryInt(1, LIMIT_MAX).optional(),
});

/** Where the next page starts; absent on the last page. */
export const nextPage = z.looseObject({
  /** Token to pass as `page` to fetch the next page. */
  page: z.string(),
});

/** A page of a list: `{ items, count, next? }`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  resource({
    /** The items of this page. */
    items: z.array(item),
    /** Total number of items matching, across all pages. */
    count: z.number().int().optional(),
    /** Where the next page starts; absent on the last page. */
    next: nextPage.optional(),
  });

/** The body of every error answer: `{"error": {"code": <status>, "message": "<sentence>"}}`. */
export const errorBody = z.looseObject({
  error: z.looseObject({ code: int(), message: str() }),
});

export type ErrorBody = z.infer<typeof errorBody>;
