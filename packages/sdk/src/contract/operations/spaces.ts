/** Operations on spaces themselves: get, update, soft delete, restore, duplicate, move, transfer, embed, git. */
import * as z from 'zod';
import { defineOperations } from '../operation.js';
import {
  embed,
  embedQuery,
  gitExportBody,
  gitImportBody,
  gitSyncInfo,
  moveSpaceBody,
  space,
  transferSpaceBody,
  updateSpaceBody,
} from '../resources/space.js';

export const spaceOperations = defineOperations({
  getSpace: {
    method: 'GET',
    path: '/spaces/{spaceId}',
    summary: 'Get a space (a soft-deleted one too, with deletedAt)',
    query: z.object({ shareKey: z.string().optional() }),
    response: space,
    status: 200,
  },
  updateSpace: {
    method: 'PATCH',
    path: '/spaces/{spaceId}',
    summary: 'Update a space',
    body: updateSpaceBody,
    response: space,
    status: 200,
  },
  deleteSpace: {
    method: 'DELETE',
    path: '/spaces/{spaceId}',
    summary: 'Soft-delete a space (restorable for 7 days)',
    status: 204,
  },
  duplicateSpace: {
    method: 'POST',
    path: '/spaces/{spaceId}/duplicate',
    summary: 'Duplicate a space',
    response: space,
    status: 201,
  },
  restoreSpace: {
    method: 'POST',
    path: '/spaces/{spaceId}/restore',
    summary: 'Restore a soft-deleted space',
    response: space,
    status: 200,
  },
  moveSpace: {
    method: 'POST',
    path: '/spaces/{spaceId}/move',
    summary: 'Move a space to another collection or position',
    body: moveSpaceBody,
    response: space,
    status: 200,
  },
  transferSpace: {
    method: 'POST',
    path: '/spaces/{spaceId}/transfer',
    summary: 'Transfer a space to another organization',
    body: transferSpaceBody,
    response: space,
    status: 200,
  },
  getSpaceEmbed: {
    method: 'GET',
    path: '/spaces/{spaceId}/embed',
    summary: 'Describe a URL for embedding in a space',
    query: embedQuery,
    response: embed,
    status: 200,
  },
  importGit: {
    method: 'POST',
    path: '/spaces/{spaceId}/git/import',
    summary: 'Import content from a Git repository',
    body: gitImportBody,
    status: 204,
  },
  exportGit: {
    method: 'POST',
    path: '/spaces/{spaceId}/git/export',
    summary: 'Export content to a Git repository',
    body: gitExportBody,
    status: 204,
  },
  getGitInfo: {
    method: 'GET',
    path: '/spaces/{spaceId}/git/info',
    summary: "Get the space's Git sync information",
    response: gitSyncInfo,
    status: 200,
  },
});
