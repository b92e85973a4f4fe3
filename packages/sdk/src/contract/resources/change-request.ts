/** Change requests: proposed edits to a space, reviewed and merged into its primary content. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { closedEnum, href, maxText, openEnum, resource, str, timestamp } from '../rules.js';
import { user } from './user.js';
import { unmodelledList, unmodelledObject } from './published-request-fields.js';

export const CHANGE_REQUEST_STATUSES = ['draft', 'open', 'archived', 'merged'] as const;
/** Statuses PATCH may set: `merged` is reached only through merge. */
export const SETTABLE_CHANGE_REQUEST_STATUSES = ['draft', 'open', 'archived'] as const;
/** The list filter takes one status (the published service has no `all`). */
export const CHANGE_REQUEST_STATUS_FILTERS = CHANGE_REQUEST_STATUSES;
export const CHANGE_REQUEST_SUBJECT_MAX = 100;
export const MERGE_RESULTS = ['merge', 'conflicts'] as const;
/** `conflicts`: the published service answers it when the update met conflicting edits. */
export const UPDATE_RESULTS = ['update', 'conflicts'] as const;

/** A change request on a space. */
export const changeRequest = resource({
  object: z.literal('change-request'),
  id: str(),
  /** Position in the space (1, 2, …); usable in paths in place of the id. */
  number: z.number().int(),
  /** `draft`, `open`, `archived` or `merged`; only merging makes it `merged`. */
  status: openEnum(CHANGE_REQUEST_STATUSES),
  /** The change request's title (at most 100 characters). */
  subject: z.string().optional(),
  /** The user who opened it. */
  createdBy: user,
  createdAt: timestamp(),
  updatedAt: timestamp(),
  /** The change request's current revision. */
  revision: str(),
  /** The primary revision it started from. */
  revisionInitial: str(),
  /** The primary revision its content is based on since the last update. */
  revisionMergedAncestor: z.string().optional(),
  /** The merge revision, once merged. */
  revisionMerged: z.string().optional(),
  /** Number of comments on it. */
  comments: z.number().int(),
  /** True while the primary revision differs from the change request's base. */
  outdated: z.boolean(),
  /** Where the change request can be found: in the web app and in the API. */
  urls: resource({ app: href(), location: href() }),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  /** A longer description of the change, as the service sends it. */
  description: z.unknown().optional(),
  /** Id of the space the change request belongs to. */
  space: z.unknown().optional(),
  /** The user who merged it; only once merged. */
  mergedBy: z.unknown().optional(),
  /** When it was merged (ISO 8601 date-time); only once merged. */
  mergedAt: timestamp().optional(),
  /** Recent and running imports into the change request, newest first (only when reading one). */
  imports: z.unknown().optional(),
  /** Links to other resources, as the service sends them. */
  links: z.unknown().optional(),
  /** The site topic or finding the change request was opened from, if any. */
  siteTopic: z.unknown().optional(),
  /** The style-guide check that opened the change request, if one did. */
  styleguide: z.unknown().optional(),
});
export type ChangeRequest = z.infer<typeof changeRequest>;

/**
 * What creating a change request answers: the change request, plus the deprecated `changeRequest` (its id)
 * kept for clients written before 2022-06-30.
 */
export const createdChangeRequest = changeRequest.extend({
  /**
   * The id again, for clients written before 2022-06-30.
   *
   * @deprecated Read `id`.
   */
  changeRequest: z.string().optional(),
});
export type CreatedChangeRequest = z.infer<typeof createdChangeRequest>;

/** What merging answers: the merge revision, and `conflicts` when a page changed on both sides. */
export const mergeResult = resource({
  /** Id of the revision the merge made, now the space's primary revision. */
  revision: str(),
  /** `merge` when the merge went through; `conflicts` when a page changed on both sides. */
  result: openEnum(MERGE_RESULTS),
});
export type MergeResult = z.infer<typeof mergeResult>;

/** What updating from the primary content answers: the rebased revision. */
export const updateResult = resource({
  /** Id of the change request's new revision, based on the current primary content. */
  revision: str(),
  /** `update` when the update went through; `conflicts` when it met conflicting edits. */
  result: openEnum(UPDATE_RESULTS),
});
export type UpdateResult = z.infer<typeof updateResult>;

/** Query of `GET /spaces/{spaceId}/change-requests`: `open` ones unless told otherwise. */
export const listChangeRequestsQuery = pageQuery.extend({
  /** Only change requests with this status: `draft`, `open` (the default), `archived` or `merged`. */
  status: closedEnum(CHANGE_REQUEST_STATUS_FILTERS).optional(),
  /** Only change requests this user (id) contributed to. */
  contributor: str().optional(),
});

/** Body of `POST /spaces/{spaceId}/change-requests`. */
export const createChangeRequestBody = z.object({
  /** Title of the new change request (at most 100 characters). */
  subject: maxText(CHANGE_REQUEST_SUBJECT_MAX).optional(),
  /** A template to fill the change request from. Accepted, not applied: DocPub has no content templates. */
  template: unmodelledObject().optional(),
});

/** Body of `PATCH .../change-requests/{changeRequestId}`. */
export const updateChangeRequestBody = z.object({
  /** New title (at most 100 characters). */
  subject: maxText(CHANGE_REQUEST_SUBJECT_MAX).optional(),
  /** New status: `draft`, `open` or `archived` (merge to make it `merged`). */
  status: closedEnum(SETTABLE_CHANGE_REQUEST_STATUSES).optional(),
  /** A description as a rich-text document. Accepted, not kept: a DocPub change request has a subject only. */
  description: unmodelledObject().optional(),
  /** Outside links (issues, tickets), at most 10. Accepted, not kept. */
  links: unmodelledList(10).optional(),
});
