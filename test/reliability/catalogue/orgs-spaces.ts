/** Valid requests of the organization, space, permission and team operations. */
import { DEMO } from '@docpub/mock-server';
import { one, type CaseTable } from './request-case.js';

const org = (world: { organizationId: string }) => ({ organizationId: world.organizationId });
const space = (world: { spaceId: string }) => ({ spaceId: world.spaceId });
const paging = { limit: '50' };

export const orgSpaceCases = {
  getCurrentUser: one(() => ({ params: {} })),
  listOrganizations: one(() => ({ params: {}, query: paging })),
  getOrganization: one((w) => ({ params: org(w) })),
  listSpaces: one((w) => ({ params: org(w), query: paging })),
  createSpace: one((w) => ({ params: org(w), body: { title: 'Made in the matrix', emoji: '🧪', parent: w.collectionId } })),
  listMembers: one((w) => ({ params: org(w), query: paging })),
  listTeams: one((w) => ({ params: org(w), query: paging })),
  createTeam: one((w) => ({ params: org(w), body: { title: 'Another team', members: [w.bystander.userId] } })),
  listCollections: one((w) => ({ params: org(w), query: paging })),
  createCollection: one((w) => ({ params: org(w), body: { title: 'Nested', parent: w.collectionId } })),
  getCollection: one((w) => ({ params: { collectionId: w.collectionId } })),

  getSpace: one((w) => ({ params: space(w), query: {} })),
  updateSpace: one((w) => ({ params: space(w), body: { title: 'Matrix renamed', emoji: '🔬', editMode: 'locked', defaultLevel: null } })),
  deleteSpace: one((w) => ({ params: space(w) })),
  duplicateSpace: one((w) => ({ params: space(w) })),
  restoreSpace: one((w) => ({ params: { spaceId: w.deletedSpaceId } })),
  moveSpace: one((w) => ({
    params: space(w),
    body: { parent: null, position: { after: { type: 'space', space: DEMO.spaces.handbook } } },
  })),
  transferSpace: one((w) => ({ params: space(w), body: { organization: w.organizationId } })),
  getSpaceEmbed: one((w) => ({ params: space(w), query: { url: 'https://www.example.com/video' } })),
  importGit: one((w) => ({
    params: space(w),
    body: {
      url: w.gitUrl,
      ref: 'refs/heads/main',
      repoCacheID: 'cache-1',
      repoProjectDirectory: 'docs',
      timestamp: '2025-01-01T12:00:00Z',
      force: false,
      standalone: false,
      gitInfo: { provider: 'github', url: 'https://github.com/acme' },
    },
  })),
  exportGit: one((w) => ({
    params: space(w),
    body: { url: w.gitUrl, ref: 'refs/heads/main', commitMessage: 'Export from the matrix', timestamp: '2025-01-01T12:00:00Z' },
  })),
  getGitInfo: one((w) => ({ params: space(w) })),

  grantSpacePermissions: one((w) => ({ params: space(w), body: { role: 'comment', users: [w.bystander.userId], teams: [w.teamId] } })),
  listSpaceTeamPermissions: one((w) => ({ params: space(w), query: paging })),
  updateSpaceTeamPermission: one((w) => ({ params: { ...space(w), teamId: w.teamId }, body: { role: 'comment' } })),
  revokeSpaceTeamPermission: one((w) => ({ params: { ...space(w), teamId: w.teamId } })),
  listSpaceUserPermissions: one((w) => ({ params: space(w), query: paging })),
  updateSpaceUserPermission: one((w) => ({ params: { ...space(w), userId: w.bystander.userId }, body: { role: 'comment' } })),
  revokeSpaceUserPermission: one((w) => ({ params: { ...space(w), userId: w.bystander.userId } })),
  listSpaceAggregatePermissions: one((w) => ({ params: space(w), query: { ...paging, role: 'read' } })),

  grantCollectionPermissions: one((w) => ({ params: { collectionId: w.collectionId }, body: { role: 'comment', users: [w.bystander.userId] } })),
  listCollectionUserPermissions: one((w) => ({ params: { collectionId: w.collectionId }, query: paging })),
  updateCollectionUserPermission: one((w) => ({
    params: { collectionId: w.collectionId, userId: w.bystander.userId },
    body: { role: 'comment' },
  })),
  revokeCollectionUserPermission: one((w) => ({ params: { collectionId: w.collectionId, userId: w.bystander.userId } })),
  listCollectionAggregatePermissions: one((w) => ({ params: { collectionId: w.collectionId }, query: { ...paging, role: 'read' } })),

  listTeamMembers: one((w) => ({ params: { ...org(w), teamId: w.teamId }, query: paging })),
  updateTeamMembers: one((w) => ({
    params: { ...org(w), teamId: w.teamId },
    body: { add: [DEMO.users.read], memberships: { [w.bystander.userId]: { role: 'owner' } }, remove: [w.author.userId] },
  })),
  setTeamMember: one((w) => ({ params: { ...org(w), teamId: w.teamId, userId: w.bystander.userId }, body: { role: 'member' } })),
  removeTeamMember: one((w) => ({ params: { ...org(w), teamId: w.teamId, userId: w.bystander.userId } })),
} satisfies Partial<CaseTable>;
