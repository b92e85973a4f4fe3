/**
 * Operations on the caller, organizations, their spaces, members, teams and collections
 * (docs/operations-beyond-the-reference.md).
 */
import * as z from 'zod';
import { listOf, pageQuery } from '../envelope.js';
import { defineOperations } from '../operation.js';
import { collection, createCollectionBody } from '../resources/collection.js';
import { member } from '../resources/member.js';
import { organization } from '../resources/organization.js';
import { createSpaceBody, space } from '../resources/space.js';
import { createTeamBody, team } from '../resources/team.js';
import { user } from '../resources/user.js';

export const orgOperations = defineOperations({
  getCurrentUser: {
    area: 'users',
    method: 'GET',
    path: '/user',
    summary: 'Get the caller',
    response: user,
    status: 200,
  },
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
  listSpaces: {
    area: 'spaces',
    method: 'GET',
    path: '/orgs/{organizationId}/spaces',
    summary: "List an organization's spaces (soft-deleted ones excluded)",
    query: pageQuery,
    response: listOf(space),
    status: 200,
    paginated: true,
  },
  createSpace: {
    area: 'spaces',
    method: 'POST',
    path: '/orgs/{organizationId}/spaces',
    summary: 'Create a space',
    body: createSpaceBody,
    response: space,
    status: 201,
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
  listTeams: {
    area: 'teams',
    method: 'GET',
    path: '/orgs/{organizationId}/teams',
    summary: "List an organization's teams",
    query: pageQuery,
    response: listOf(team),
    status: 200,
    paginated: true,
  },
  createTeam: {
    area: 'teams',
    method: 'PUT',
    path: '/orgs/{organizationId}/teams',
    summary: 'Create a team',
    body: createTeamBody,
    response: team,
    status: 201,
  },
  listCollections: {
    area: 'collections',
    method: 'GET',
    path: '/orgs/{organizationId}/collections',
    summary: "List an organization's collections",
    query: pageQuery,
    response: listOf(collection),
    status: 200,
    paginated: true,
  },
  createCollection: {
    area: 'collections',
    method: 'POST',
    path: '/orgs/{organizationId}/collections',
    summary: 'Create a collection',
    body: createCollectionBody,
    response: collection,
    status: 201,
  },
  getCollection: {
    area: 'collections',
    method: 'GET',
    path: '/collections/{collectionId}',
    summary: 'Get a collection',
    response: collection,
    status: 200,
  },
});
