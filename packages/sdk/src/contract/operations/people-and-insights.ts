/**
 * Operations the API reference names outside its tables: inviting people into an organization, the spaces of a
 * user, reader feedback on a space's content, and importing content into a space
 * (docs/operations-beyond-the-reference.md, "Named operations").
 */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { importContentBody } from '../resources/content-import.js';
import { spaceContentInsights } from '../resources/content-insights.js';
import { inviteMembersBody, inviteMembersResult } from '../resources/invite.js';
import { revision } from '../resources/revision.js';
import { space } from '../resources/space.js';

export const peopleAndInsightOperations = defineOperations({
  inviteOrganizationMembers: {
    area: 'organizations',
    method: 'POST',
    path: '/orgs/{organizationId}/invites',
    summary: 'Invite people into an organization by e-mail address, with a role',
    body: inviteMembersBody,
    response: inviteMembersResult,
    status: 200,
  },
  listUserSpaces: {
    area: 'users',
    method: 'GET',
    path: '/users/{userId}/spaces',
    summary: 'List the spaces granted to a user directly (those the caller may read too)',
    query: pageQuery,
    response: listOf(space),
    status: 200,
    paginated: true,
  },
  getSpaceContentInsights: {
    area: 'spaces',
    method: 'GET',
    path: '/spaces/{spaceId}/insights/content',
    summary: "Reader feedback on the pages of a space's primary content",
    response: spaceContentInsights,
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
