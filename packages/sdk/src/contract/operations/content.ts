/**
 * A space's content: reads of any revision by id and of the primary revision (docs/operations-beyond-the-reference.md,
 * "Content of the primary revision"), and importing content into the primary revision. Revisions are immutable, so
 * every read is a GET and the import makes a new revision.
 */
import { listOf } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { importContentBody } from '../resources/content-import.js';
import { page, pageTree } from '../resources/page.js';
import {
  reusableContent,
  revision,
  revisionChanges,
  revisionChangesQuery,
  revisionFile,
  revisionFilesQuery,
  revisionPageQuery,
  revisionQuery,
} from '../resources/revision.js';

const revisionOperations = defineOperations({
  getRevision: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}',
    summary: 'Get a revision',
    query: revisionQuery,
    response: revision,
    status: 200,
  },
  getRevisionChanges: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}/changes',
    summary: 'List the changes between a revision and its first parent',
    query: revisionChangesQuery,
    response: revisionChanges,
    status: 200,
  },
  getRevisionPages: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}/pages',
    summary: "Get a revision's page tree",
    query: revisionQuery,
    response: pageTree,
    status: 200,
  },
  listRevisionFiles: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}/files',
    summary: "List a revision's files",
    query: revisionFilesQuery,
    response: listOf(revisionFile),
    status: 200,
    paginated: true,
  },
  getRevisionFile: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}/files/{fileId}',
    summary: 'Get a file of a revision',
    query: revisionQuery,
    response: revisionFile,
    status: 200,
  },
  getRevisionPageById: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}',
    summary: 'Get a page of a revision by id',
    query: revisionPageQuery,
    response: page,
    status: 200,
  },
  getRevisionPageByPath: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}/path/{pagePath}',
    summary: 'Get a page of a revision by its URL-encoded path',
    query: revisionPageQuery,
    response: page,
    status: 200,
  },
  getRevisionReusableContent: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/revisions/{revisionId}/reusable-contents/{reusableContentId}',
    summary: 'Get a reusable content of a revision',
    query: revisionQuery,
    response: reusableContent,
    status: 200,
  },
});

const primaryContentOperations = defineOperations({
  getSpaceContent: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/content',
    summary: "Get a space's primary revision",
    query: revisionQuery,
    response: revision,
    status: 200,
  },
  getSpaceContentPages: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/content/pages',
    summary: "Get the page tree of a space's primary revision",
    query: revisionQuery,
    response: pageTree,
    status: 200,
  },
  getSpaceContentPageById: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/content/page/{pageId}',
    summary: 'Get a page of the primary revision by id',
    query: revisionPageQuery,
    response: page,
    status: 200,
  },
  getSpaceContentPageByPath: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/content/path/{pagePath}',
    summary: 'Get a page of the primary revision by its URL-encoded path',
    query: revisionPageQuery,
    response: page,
    status: 200,
  },
  listSpaceContentFiles: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/content/files',
    summary: "List the files of a space's primary revision",
    query: revisionFilesQuery,
    response: listOf(revisionFile),
    status: 200,
    paginated: true,
  },
  getSpaceContentFile: {
    area: 'content',
    method: 'GET',
    path: '/spaces/{spaceId}/content/files/{fileId}',
    summary: 'Get a file of the primary revision',
    query: revisionQuery,
    response: revisionFile,
    status: 200,
  },
  importContent: {
    area: 'content',
    method: 'POST',
    path: '/spaces/{spaceId}/content/import',
    summary: "Import content from a URL into the space's primary content",
    body: importContentBody,
    response: revision,
    status: 200,
  },
});

export const contentOperations = { ...revisionOperations, ...primaryContentOperations } as const;
