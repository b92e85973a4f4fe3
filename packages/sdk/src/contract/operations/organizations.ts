/**
 * Operations on organizations: those the caller belongs to, their members, and inviting people into one
 * (docs/operations-beyond-the-reference.md).
 */
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { inviteMembersBody, inviteMembersResult } from '../resources/invite.js';
import { member } from '../resources/member.js';
import { organization } from '../resources/organization.js';

export const organizationsOperations = defineOperations({
  listOrganizations: {
    area: 'organizations',
    method: 'GET',
    path: '/orgs',
    summary: 'List the organizations the caller belongs to',
    query: pageQuery,
    response: listOf(organization),
    status: 200,
    paginated: true,
  },
  getOrganization: {
    area: 'organizations',
    method: 'GET',
    path: '/orgs/{organizationId}',
    summary: 'Get an organization',
    response: organization,
    status: 200,
  },
  listMembers: {
    area: 'organizations',
    method: 'GET',
    path: '/orgs/{organizationId}/members',
    summary: "List an organization's members",
    query: pageQuery,
    response: listOf(member),
    status: 200,
    paginated: true,
  },
  inviteOrganizationMembers: {
    area: 'organizations',
    method: 'POST',
    path: '/orgs/{organizationId}/invites',
    summary: 'Invite people into an organization by e-mail address, with a role',
    body: inviteMembersBody,
    response: inviteMembersResult,
    status: 200,
  },
});
