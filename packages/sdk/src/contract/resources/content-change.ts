/**
 * The body of `POST .../change-requests/{changeRequestId}/content`: page edits applied atomically as one new
 * revision of the change request (docs/operations-beyond-the-reference.md, "Content of a change request").
 */
import * as z from 'zod';
import { arrayOf, int, patterned, resource, str, text } from '../rules.js';
import { changeRequest } from './change-request.js';
import { pageMarkdown } from './document.js';
import { pageSettingsInput } from './page-settings.js';

/** Lower-case words joined by single hyphens, as in page paths: `getting-started`. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX = 100;
export const PAGE_TITLE_MIN = 1;
export const PAGE_TITLE_MAX = 128;
/** A name the client gives a page it inserts, for later changes of the same batch: `faq`, `api-v2`. */
export const PAGE_REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const PAGE_REF_MAX = 64;
/** Edits per request: enough for a real rework, few enough to apply in one step. */
export const CONTENT_CHANGES_MAX = 50;

export const CONTENT_OPERATIONS = ['insert_page', 'update_page', 'delete_page'] as const;

const pageSlug = patterned(PAGE_SLUG_PATTERN, PAGE_SLUG_MAX);
const pageTitle = text(PAGE_TITLE_MIN, PAGE_TITLE_MAX);
/** Index among the new siblings; beyond the last (or absent) appends. */
const position = int().min(0, { error: 'must be an integer of at least 0' });

/**
 * Insert a document page under `into` (a page id, or the `ref` of a page inserted earlier in the batch;
 * absent: the root) at index `at` (absent: the end).
 */
export const insertPageChange = z.object({
  /** Always `insert_page`. */
  operation: z.literal('insert_page'),
  /** A name for the new page, unique in the batch, that later changes of the batch may use as `into`. */
  ref: patterned(PAGE_REF_PATTERN, PAGE_REF_MAX).optional(),
  /** Parent: a page id or the `ref` of a page inserted earlier in the batch; the root when absent. */
  into: str().optional(),
  /** Index among the new siblings, from 0; at the end when absent or beyond the last. */
  at: position.optional(),
  /** Title of the new page (1 to 128 characters). */
  title: pageTitle,
  /** Absent: derived from the title. */
  slug: pageSlug.optional(),
  /** Content of the new page, as markdown. */
  document: pageMarkdown,
  ...pageSettingsInput,
});

/**
 * Update a page's title, slug, markdown or settings, and move it: `into` a page id (or the `ref` of a page
 * inserted earlier in the batch), or `null` for the root; `at` alone moves it among its current siblings.
 */
export const updatePageChange = z.object({
  /** Always `update_page`. */
  operation: z.literal('update_page'),
  /** Id of the page to change. */
  page: str(),
  /** New title (1 to 128 characters). */
  title: pageTitle.optional(),
  /** New slug: lowercase words joined by hyphens (at most 100 characters). */
  slug: pageSlug.optional(),
  /** New content, as markdown; replaces the page's content. */
  document: pageMarkdown.optional(),
  /** New parent: a page id or the `ref` of a page inserted earlier in the batch; `null` for the root. */
  into: str().nullable().optional(),
  /** New index among the siblings, from 0; at the end when beyond the last. */
  at: position.optional(),
  ...pageSettingsInput,
});

/** Delete a page and its sub-pages. */
export const deletePageChange = z.object({
  /** Always `delete_page`. */
  operation: z.literal('delete_page'),
  /** Id of the page to delete, with its sub-pages. */
  page: str(),
});

/** Names the missing or unknown `operation` the way the other rules name fields. */
function operationError(issue: { code?: string; input?: unknown }) {
  if (issue.code === 'invalid_type') return issue.input === undefined ? 'is required' : 'must be an object';
  if (issue.code !== 'invalid_union') return undefined;
  const input = issue.input as { operation?: unknown } | undefined;
  return input?.operation === undefined ? 'is required' : `must be one of ${CONTENT_OPERATIONS.join(', ')}`;
}

/** One content edit, chosen by its `operation`. */
export const contentChange = z.discriminatedUnion(
  'operation',
  [insertPageChange, updatePageChange, deletePageChange],
  { error: operationError },
);
export type ContentChange = z.infer<typeof contentChange>;

/** Body of `POST .../change-requests/{changeRequestId}/content`: 1 to 50 edits, all applied or none. */
export const editContentBody = z.object({
  /** The edits, 1 to 50, applied in order as one new revision: all or none. */
  changes: arrayOf(contentChange, CONTENT_CHANGES_MAX).min(1, {
    error: `must have 1 to ${CONTENT_CHANGES_MAX} items`,
  }),
});
export type EditContentBody = z.input<typeof editContentBody>;

/** A page a batch inserted: the change that inserted it, its `ref` when it had one, and the id it was given. */
export const createdPage = resource({
  /** Index (from 0) of the `insert_page` change that created the page. */
  change: z.number().int(),
  /** The `ref` that change gave the page, if any. */
  ref: z.string().optional(),
  /** Id of the new page. */
  id: str(),
});
export type CreatedPage = z.infer<typeof createdPage>;

/**
 * What `POST .../change-requests/{changeRequestId}/content` answers: the change request, and the pages created
 * (the reference server always lists them, `[]` when none; a service that does not is still read).
 */
export const editContentResult = changeRequest.extend({
  /** The pages the batch inserted, in order. */
  created: z.array(createdPage).optional(),
});
export type EditContentResult = z.infer<typeof editContentResult>;
