/** Change requests: proposed edits to a space, reviewed and merged into its primary content. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { closedEnum, href, maxText, openEnum, resource, str, timestamp } from '../rules.js';
import { user } from './user.js';

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
  status: openEnum(CHANGE_REQUEST_STATUSES),
  subject: z.string().optional(),
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
  urls: resource({ app: href(), location: href() }),
  // Fields the published service also sends; the API reference does not show them. Known, so that a report
  // can tell them from fields nobody knows; kept as sent.
  description: z.unknown().optional(),
  space: z.unknown().optional(),
  mergedBy: z.unknown().optional(),
  mergedAt: timestamp().optional(),
  imports: z.unknown().optional(),
  links: z.unknown().optional(),
  siteTopic: z.unknown().optional(),
  styleguide: z.unknown().optional(),
});
export type ChangeRequest = z.infer<typeof changeRequest>;

/**
 * What creating a change request answers: the change request, plus the deprecated `changeRequest` (its id)
 * kept for clients written before 2022-06-30.
 */
export const createdChangeRequest = changeRequest.extend({
  /** @deprecated Read `id`. */
  changeRequest: z.string().optional(),
});
export type CreatedChangeRequest = z.infer<typeof createdChangeRequest>;

/** What merging answers: the merge revision, and `conflicts` when a page changed on both sides. */
export const mergeResult = resource({ revision: str(), result: openEnum(MERGE_RESULTS) });
export type MergeResult = z.infer<typeof mergeResult>;

/** What updating from the primary content answers: the rebased revision. */
export const updateResult = resource({ revision: str(), result: openEnum(UPDATE_RESULTS) });
export type UpdateResult = z.infer<typeof updateResult>;

/** Query of `GET /spaces/{spaceId}/change-requests`: `open` ones unless told otherwise. */
export const listChangeRequestsQuery = pageQuery.extend({
  status: closedEnum(CHANGE_REQUEST_STATUS_FILTERS).optional(),
  /** Only change requests this user (id) contributed to. */
  contributor: str().optional(),
});

/** Body of `POST /spaces/{spaceId}/change-requests`. */
export const createChangeRequestBody = z.object({
  subject: maxText(CHANGE_REQUEST_SUBJECT_MAX).optional(),
});

/** Body of `PATCH .../change-requests/{changeRequestId}`. */
export const updateChangeRequestBody = z.object({
  subject: maxText(CHANGE_REQUEST_SUBJECT_MAX).optional(),
  status: closedEnum(SETTABLE_CHANGE_REQUEST_STATUSES).optional(),
});
