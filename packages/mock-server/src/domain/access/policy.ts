/**
 * Who may call what (docs/roles.md, "Minimum role per operation"), as data: the minimum role each operation needs and
 * what the role is held on. The table is the one place the rules live: before any handler runs, the serving
 * stage (`authorizeRequest` in `domain/access/access.ts`) reads the operation's row, finds the resource of the path and
 * hands the handler what it authorized (`ctx.granted`); the authorization matrix tests read the same rows.
 *
 * The table is complete by type: an operation of the contract without a row (or a row for an operation the
 * contract does not have) does not compile.
 */
import type { OperationId, Role } from '@docpub/sdk/contract';

/** What an operation requires of the caller. */
export type Requirement =
  /** Any valid token. */
  | { on: 'token' }
  /** A role in the organization of the path; non-members get 404. */
  | {
      on: 'organization';
      role: Role;
      /**
       * `'handler'`: the organization is not in the path (the body names it), so the handler finds it and
       * authorizes it itself; the serving stage grants nothing in advance.
       */
      resolvedBy?: 'handler';
    }
  /** A role on the collection of the path. */
  | { on: 'collection'; role: Role }
  /**
   * A role in the organization of the path, to see its team of the path. `manage`: the caller must also be an
   * admin of the organization or an `owner` of the team (403 otherwise).
   */
  | { on: 'team'; role: Role; manage?: true }
  /**
   * A role on the space of the path. A soft-deleted space answers 404 unless `softDeleted` is 'visible'.
   * `organizationRole`, when set, is also needed in the space's organization (403 otherwise).
   */
  | {
      on: 'space';
      role: Role;
      softDeleted?: 'visible';
      organizationRole?: Role;
      /**
       * `'handler'`: something besides a role may open the space (a share link's key on `GET /spaces/{id}`),
       * so the handler authorizes it itself; the serving stage grants nothing in advance.
       */
      resolvedBy?: 'handler';
    };

/** One row per operation of the contract. */
export type PolicyTable = { readonly [K in OperationId]: Requirement };

export const POLICY = {
  getCurrentUser: { on: 'token' },
  listOrganizations: { on: 'token' },
  getOrganization: { on: 'organization', role: 'read' },
  listSpaces: { on: 'organization', role: 'read' },
  createSpace: { on: 'organization', role: 'create' },
  listMembers: { on: 'organization', role: 'read' },
  listTeams: { on: 'organization', role: 'read' },
  createTeam: { on: 'organization', role: 'admin' },
  listCollections: { on: 'organization', role: 'read' },
  createCollection: { on: 'organization', role: 'create' },
  getCollection: { on: 'collection', role: 'read' },

  getSpace: { on: 'space', role: 'read', softDeleted: 'visible', resolvedBy: 'handler' },
  updateSpace: { on: 'space', role: 'admin' },
  deleteSpace: { on: 'space', role: 'admin' },
  duplicateSpace: { on: 'space', role: 'read', organizationRole: 'create' },
  restoreSpace: { on: 'space', role: 'admin', softDeleted: 'visible' },
  moveSpace: { on: 'space', role: 'admin' },
  /** Also needs `admin` in the target organization (checked by the handler: the target is in the body). */
  transferSpace: { on: 'space', role: 'admin' },
  getSpaceEmbed: { on: 'space', role: 'read' },
  importGit: { on: 'space', role: 'admin' },
  exportGit: { on: 'space', role: 'admin' },
  getGitInfo: { on: 'space', role: 'read' },

  // Content, revisions and change requests: reads need read; change requests are made and edited with edit;
  // reviewing and merging need review.
  getSpaceContent: { on: 'space', role: 'read' },
  getSpaceContentPages: { on: 'space', role: 'read' },
  getSpaceContentPageById: { on: 'space', role: 'read' },
  getSpaceContentPageByPath: { on: 'space', role: 'read' },
  listSpaceContentFiles: { on: 'space', role: 'read' },
  getSpaceContentFile: { on: 'space', role: 'read' },
  getRevision: { on: 'space', role: 'read' },
  getRevisionChanges: { on: 'space', role: 'read' },
  getRevisionPages: { on: 'space', role: 'read' },
  listRevisionFiles: { on: 'space', role: 'read' },
  getRevisionFile: { on: 'space', role: 'read' },
  getRevisionPageById: { on: 'space', role: 'read' },
  getRevisionPageByPath: { on: 'space', role: 'read' },
  getRevisionReusableContent: { on: 'space', role: 'read' },
  listChangeRequests: { on: 'space', role: 'read' },
  getChangeRequest: { on: 'space', role: 'read' },
  createChangeRequest: { on: 'space', role: 'edit' },
  updateChangeRequest: { on: 'space', role: 'edit' },
  updateChangeRequestFromPrimary: { on: 'space', role: 'edit' },
  mergeChangeRequest: { on: 'space', role: 'review' },
  listChangeRequestReviews: { on: 'space', role: 'read' },
  createChangeRequestReview: { on: 'space', role: 'review' },
  listChangeRequestLinks: { on: 'space', role: 'read' },
  getChangeRequestContent: { on: 'space', role: 'read' },
  getChangeRequestContentPages: { on: 'space', role: 'read' },
  getChangeRequestContentPageById: { on: 'space', role: 'read' },
  getChangeRequestContentPageByPath: { on: 'space', role: 'read' },
  editChangeRequestContent: { on: 'space', role: 'edit' },

  // OpenAPI specs and translation settings (org data): read by members; specs written by edit, translations by admin.
  listOpenApiSpecs: { on: 'organization', role: 'read' },
  getOpenApiSpec: { on: 'organization', role: 'read' },
  createOpenApiSpec: { on: 'organization', role: 'edit' },
  upsertOpenApiSpec: { on: 'organization', role: 'edit' },
  deleteOpenApiSpec: { on: 'organization', role: 'edit' },
  listOpenApiSpecVersions: { on: 'organization', role: 'read' },
  getLatestOpenApiSpecVersion: { on: 'organization', role: 'read' },
  getLatestOpenApiSpecVersionContent: { on: 'organization', role: 'read' },
  getOpenApiSpecVersion: { on: 'organization', role: 'read' },
  getOpenApiSpecVersionContent: { on: 'organization', role: 'read' },
  listTranslations: { on: 'organization', role: 'read' },
  getTranslation: { on: 'organization', role: 'read' },
  createTranslation: { on: 'organization', role: 'admin' },
  updateTranslation: { on: 'organization', role: 'admin' },
  deleteTranslation: { on: 'organization', role: 'admin' },
  // Integrations: the marketplace is open to any token; publishing needs admin of the organization the body
  // names (by id or subdomain; the handler resolves it before authorizing).
  listIntegrations: { on: 'token' },
  getIntegration: { on: 'token' },
  publishIntegration: { on: 'organization', role: 'admin', resolvedBy: 'handler' },
  listSpaceIntegrations: { on: 'space', role: 'read' },
  getSpaceIntegrationBlocks: { on: 'space', role: 'read' },
  getSpaceIntegrationScripts: { on: 'space', role: 'read' },

  // Comments and replies: read to see, comment to post, react, resolve and change one's own; the handlers
  // also require admin to edit or delete somebody else's message.
  listComments: { on: 'space', role: 'read' },
  getComment: { on: 'space', role: 'read' },
  createComment: { on: 'space', role: 'comment' },
  updateComment: { on: 'space', role: 'comment' },
  deleteComment: { on: 'space', role: 'comment' },
  listCommentReplies: { on: 'space', role: 'read' },
  getCommentReply: { on: 'space', role: 'read' },
  createCommentReply: { on: 'space', role: 'comment' },
  updateCommentReply: { on: 'space', role: 'comment' },
  deleteCommentReply: { on: 'space', role: 'comment' },
  // Permissions: listed with read on the space or collection, changed with admin on it.
  grantSpacePermissions: { on: 'space', role: 'admin' },
  listSpaceUserPermissions: { on: 'space', role: 'read' },
  updateSpaceUserPermission: { on: 'space', role: 'admin' },
  revokeSpaceUserPermission: { on: 'space', role: 'admin' },
  listSpaceTeamPermissions: { on: 'space', role: 'read' },
  updateSpaceTeamPermission: { on: 'space', role: 'admin' },
  revokeSpaceTeamPermission: { on: 'space', role: 'admin' },
  listSpaceAggregatePermissions: { on: 'space', role: 'read' },
  grantCollectionPermissions: { on: 'collection', role: 'admin' },
  listCollectionUserPermissions: { on: 'collection', role: 'read' },
  updateCollectionUserPermission: { on: 'collection', role: 'admin' },
  revokeCollectionUserPermission: { on: 'collection', role: 'admin' },
  listCollectionAggregatePermissions: { on: 'collection', role: 'read' },
  // Team members: any member of the organization sees them; organization admins and the team's owners change them.
  listTeamMembers: { on: 'team', role: 'read' },
  updateTeamMembers: { on: 'team', role: 'read', manage: true },
  setTeamMember: { on: 'team', role: 'read', manage: true },
  removeTeamMember: { on: 'team', role: 'read', manage: true },
  // Sites: organization members read a site and its structure, organization admins write (docs/roles.md).
  // Publishing auth's private key is shown to admins only (the handler leaves it out for other readers).
  listSites: { on: 'organization', role: 'read' },
  createSite: { on: 'organization', role: 'admin' },
  getSite: { on: 'organization', role: 'read' },
  updateSite: { on: 'organization', role: 'admin' },
  deleteSite: { on: 'organization', role: 'admin' },
  getPublishedSite: { on: 'organization', role: 'read' },
  publishSite: { on: 'organization', role: 'admin' },
  unpublishSite: { on: 'organization', role: 'admin' },
  listSiteSections: { on: 'organization', role: 'read' },
  createSiteSection: { on: 'organization', role: 'admin' },
  updateSiteSection: { on: 'organization', role: 'admin' },
  deleteSiteSection: { on: 'organization', role: 'admin' },
  moveSiteSection: { on: 'organization', role: 'admin' },
  listSiteSectionGroups: { on: 'organization', role: 'read' },
  createSiteSectionGroup: { on: 'organization', role: 'admin' },
  updateSiteSectionGroup: { on: 'organization', role: 'admin' },
  deleteSiteSectionGroup: { on: 'organization', role: 'admin' },
  addSiteSectionToGroup: { on: 'organization', role: 'admin' },
  removeSiteSectionFromGroup: { on: 'organization', role: 'admin' },
  moveSiteSectionGroup: { on: 'organization', role: 'admin' },
  listSiteSpaces: { on: 'organization', role: 'read' },
  createSiteSpace: { on: 'organization', role: 'admin' },
  updateSiteSpace: { on: 'organization', role: 'admin' },
  deleteSiteSpace: { on: 'organization', role: 'admin' },
  moveSiteSpace: { on: 'organization', role: 'admin' },
  listSiteRedirects: { on: 'organization', role: 'read' },
  createSiteRedirect: { on: 'organization', role: 'admin' },
  updateSiteRedirect: { on: 'organization', role: 'admin' },
  deleteSiteRedirect: { on: 'organization', role: 'admin' },
  lookupSiteRedirect: { on: 'organization', role: 'read' },
  listShareLinks: { on: 'organization', role: 'read' },
  createShareLink: { on: 'organization', role: 'admin' },
  updateShareLink: { on: 'organization', role: 'admin' },
  deleteShareLink: { on: 'organization', role: 'admin' },
  getPublishingAuth: { on: 'organization', role: 'read' },
  updatePublishingAuth: { on: 'organization', role: 'admin' },
  regeneratePublishingAuth: { on: 'organization', role: 'admin' },

  // Named by the API reference outside its tables: inviting is managing members (organization admin); a
  // user's spaces are open to any token (the handler lists only what the caller may read); insights are read
  // with the content; importing content is an edit of it.
  inviteOrganizationMembers: { on: 'organization', role: 'admin' },
  listUserSpaces: { on: 'token' },
  getSpaceContentInsights: { on: 'space', role: 'read' },
  importContent: { on: 'space', role: 'edit' },

  getSiteCustomization: { on: 'organization', role: 'read' },
  updateSiteCustomization: { on: 'organization', role: 'admin' },
  getSiteSpaceCustomization: { on: 'organization', role: 'read' },
  overrideSiteSpaceCustomization: { on: 'organization', role: 'admin' },
  deleteSiteSpaceCustomization: { on: 'organization', role: 'admin' },
} as const satisfies PolicyTable;
