/**
 * Change requests: their lifecycle (create, update, merge, update from primary), reviews, links, and the
 * content of their revision (docs/operations-beyond-the-reference.md, "Content of a change request").
 * `{changeRequestId}` is the id or the number.
 */
import { defineOperations } from '../operation.js';
import { listOf } from '../envelope.js';
import {
  changeRequest,
  createChangeRequestBody,
  createdChangeRequest,
  listChangeRequestsQuery,
  mergeResult,
  updateChangeRequestBody,
  updateResult,
} from '../resources/change-request.js';
import { changeRequestLinkList, listChangeRequestLinksQuery } from '../resources/change-request-link.js';
import { editContentBody, editContentResult } from '../resources/content-change.js';
import { page, pageTree } from '../resources/page.js';
import { changeRequestReview, createReviewBody, listReviewsQuery } from '../resources/review.js';
import { revision, revisionPageQuery, revisionQuery } from '../resources/revision.js';

const lifecycleOperations = defineOperations({
  listChangeRequests: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests',
    summary: "List a space's change requests (open ones by default)",
    query: listChangeRequestsQuery,
    response: listOf(changeRequest),
    status: 200,
    paginated: true,
  },
  createChangeRequest: {
    area: 'change-requests',
    method: 'POST',
    path: '/spaces/{spaceId}/change-requests',
    summary: 'Create a draft change request from the primary revision',
    body: createChangeRequestBody,
    response: createdChangeRequest,
    status: 201,
  },
  getChangeRequest: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}',
    summary: 'Get a change request',
    response: changeRequest,
    status: 200,
  },
  updateChangeRequest: {
    area: 'change-requests',
    method: 'PATCH',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}',
    summary: "Change a change request's subject or status (draft, open, archived)",
    body: updateChangeRequestBody,
    response: changeRequest,
    status: 200,
  },
  mergeChangeRequest: {
    area: 'change-requests',
    method: 'POST',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/merge',
    summary: 'Merge a change request into the primary content',
    response: mergeResult,
    status: 200,
  },
  updateChangeRequestFromPrimary: {
    area: 'change-requests',
    method: 'POST',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/update',
    summary: 'Bring the primary content into a change request',
    response: updateResult,
    status: 200,
  },
});

const reviewOperations = defineOperations({
  listChangeRequestReviews: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/reviews',
    summary: "List a change request's reviews",
    query: listReviewsQuery,
    response: listOf(changeRequestReview),
    status: 200,
    paginated: true,
  },
  createChangeRequestReview: {
    area: 'change-requests',
    method: 'POST',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/reviews',
    summary: 'Submit a review of a change request',
    body: createReviewBody,
    response: changeRequestReview,
    status: 201,
  },
  listChangeRequestLinks: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/links',
    summary: "List the links of a change request's content, with counts of broken ones",
    query: listChangeRequestLinksQuery,
    response: changeRequestLinkList,
    status: 200,
    paginated: true,
  },
});

const changeRequestContentOperations = defineOperations({
  getChangeRequestContent: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/content',
    summary: "Get a change request's revision",
    query: revisionQuery,
    response: revision,
    status: 200,
  },
  getChangeRequestContentPages: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/content/pages',
    summary: "Get the page tree of a change request's revision",
    query: revisionQuery,
    response: pageTree,
    status: 200,
  },
  getChangeRequestContentPageById: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}',
    summary: "Get a page of a change request's revision by id",
    query: revisionPageQuery,
    response: page,
    status: 200,
  },
  getChangeRequestContentPageByPath: {
    area: 'change-requests',
    method: 'GET',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/content/path/{pagePath}',
    summary: "Get a page of a change request's revision by its URL-encoded path",
    query: revisionPageQuery,
    response: page,
    status: 200,
  },
  editChangeRequestContent: {
    area: 'change-requests',
    method: 'POST',
    path: '/spaces/{spaceId}/change-requests/{changeRequestId}/content',
    summary: 'Insert, update and delete pages of a change request, atomically, as one new revision',
    body: editContentBody,
    response: editContentResult,
    status: 200,
  },
});

export const changeRequestsOperations = {
  ...lifecycleOperations,
  ...reviewOperations,
  ...changeRequestContentOperations,
} as const;
