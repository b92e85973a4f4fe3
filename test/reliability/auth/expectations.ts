/**
 * Who may call what, transcribed from docs/roles.md by hand — deliberately NOT read from the server's
 * `domain/access/policy.ts`, so that the matrix checks the server against the design rather than against itself.
 *
 * Roles of the principals come from how the matrix world was built (support/matrix-world.ts): each demo
 * user holds its own role on space, collection and organization, the guest holds read on the space and the
 * collection only, and the outsider belongs to another organization.
 *
 * Decisions where §5 is silent (written down in the issue note):
 * - creating a team is managing teams: organization `admin`;
 * - a collection is read by every member of its organization, and by a guest granted on it directly; its
 *   permissions are changed with `admin` on it, like a space's;
 * - transferring a space also needs `admin` in the target organization.
 */
import type { OperationId, Role } from '@docpub/sdk/contract';
import { ROLES } from '@docpub/sdk/contract';
import type { PrincipalName } from '../support/principals.js';

/** What an operation requires, in the words of §5. */
export type Rule =
  /** "any valid token" */
  | { on: 'token' }
  /** a role on the space of the path; no role at all → 404 */
  | { on: 'space'; role: Role }
  /** a role on the space and a role in its organization ("duplicate … create (in the organization)") */
  | { on: 'space+organization'; role: Role; organizationRole: Role }
  /** a role in the organization of the path (or the body, for publishing an integration); non-members → 404 */
  | { on: 'organization'; role: Role }
  /** a role on the collection of the path */
  | { on: 'collection'; role: Role }
  /** "organization admin or team owner" */
  | { on: 'team-manager' };

const token: Rule = { on: 'token' };
const space = (role: Role): Rule => ({ on: 'space', role });
const org = (role: Role): Rule => ({ on: 'organization', role });
const collection = (role: Role): Rule => ({ on: 'collection', role });
const manager: Rule = { on: 'team-manager' };

/** Per operation one rule, or one per variant where the rule depends on the request (whose comment…). */
export const EXPECTATIONS: { readonly [K in OperationId]: Rule | Readonly<Record<string, Rule>> } = {
  getCurrentUser: token,
  listOrganizations: token,
  getOrganization: org('read'),
  listSpaces: org('read'),
  createSpace: org('create'),
  listMembers: org('read'),
  listTeams: org('read'),
  createTeam: org('admin'),
  listCollections: org('read'),
  createCollection: org('create'),
  getCollection: collection('read'),

  getSpace: space('read'),
  updateSpace: space('admin'),
  deleteSpace: space('admin'),
  duplicateSpace: { on: 'space+organization', role: 'read', organizationRole: 'create' },
  restoreSpace: space('admin'),
  moveSpace: space('admin'),
  transferSpace: { on: 'space+organization', role: 'admin', organizationRole: 'admin' },
  getSpaceEmbed: space('read'),
  importGit: space('admin'),
  exportGit: space('admin'),
  getGitInfo: space('read'),

  grantSpacePermissions: space('admin'),
  listSpaceTeamPermissions: space('read'),
  updateSpaceTeamPermission: space('admin'),
  revokeSpaceTeamPermission: space('admin'),
  listSpaceUserPermissions: space('read'),
  updateSpaceUserPermission: space('admin'),
  revokeSpaceUserPermission: space('admin'),
  listSpaceAggregatePermissions: space('read'),
  grantCollectionPermissions: collection('admin'),
  listCollectionUserPermissions: collection('read'),
  updateCollectionUserPermission: collection('admin'),
  revokeCollectionUserPermission: collection('admin'),
  listCollectionAggregatePermissions: collection('read'),
  listTeamMembers: org('read'),
  updateTeamMembers: manager,
  setTeamMember: manager,
  removeTeamMember: manager,

  getRevision: space('read'),
  getRevisionChanges: space('read'),
  getRevisionPages: space('read'),
  listRevisionFiles: space('read'),
  getRevisionFile: space('read'),
  getRevisionPageById: space('read'),
  getRevisionPageByPath: space('read'),
  getRevisionReusableContent: space('read'),
  getSpaceContent: space('read'),
  getSpaceContentPages: space('read'),
  getSpaceContentPageById: space('read'),
  getSpaceContentPageByPath: space('read'),
  listSpaceContentFiles: space('read'),
  getSpaceContentFile: space('read'),

  listChangeRequests: space('read'),
  createChangeRequest: space('edit'),
  getChangeRequest: space('read'),
  updateChangeRequest: space('edit'),
  mergeChangeRequest: space('review'),
  updateChangeRequestFromPrimary: space('edit'),
  listChangeRequestReviews: space('read'),
  createChangeRequestReview: space('review'),
  listChangeRequestLinks: space('read'),
  getChangeRequestContent: space('read'),
  getChangeRequestContentPages: space('read'),
  getChangeRequestContentPageById: space('read'),
  getChangeRequestContentPageByPath: space('read'),
  editChangeRequestContent: space('edit'),

  listComments: space('read'),
  createComment: space('comment'),
  getComment: space('read'),
  updateComment: { resolve: space('comment'), react: space('comment'), 'edit own': space('comment'), "edit others'": space('admin') },
  deleteComment: { own: space('comment'), "others'": space('admin') },
  listCommentReplies: space('read'),
  createCommentReply: space('comment'),
  getCommentReply: space('read'),
  updateCommentReply: { react: space('comment'), 'edit own': space('comment'), "edit others'": space('admin') },
  deleteCommentReply: { own: space('comment'), "others'": space('admin') },

  listSites: org('read'),
  createSite: org('admin'),
  getSite: org('read'),
  updateSite: org('admin'),
  deleteSite: org('admin'),
  getPublishedSite: org('read'),
  publishSite: org('admin'),
  unpublishSite: org('admin'),
  listSiteSections: org('read'),
  createSiteSection: org('admin'),
  updateSiteSection: org('admin'),
  deleteSiteSection: org('admin'),
  moveSiteSection: org('admin'),
  listSiteSectionGroups: org('read'),
  createSiteSectionGroup: org('admin'),
  updateSiteSectionGroup: org('admin'),
  deleteSiteSectionGroup: org('admin'),
  addSiteSectionToGroup: org('admin'),
  removeSiteSectionFromGroup: org('admin'),
  moveSiteSectionGroup: org('admin'),
  listSiteSpaces: org('read'),
  createSiteSpace: org('admin'),
  updateSiteSpace: org('admin'),
  deleteSiteSpace: org('admin'),
  moveSiteSpace: org('admin'),
  listSiteRedirects: org('read'),
  createSiteRedirect: org('admin'),
  updateSiteRedirect: org('admin'),
  deleteSiteRedirect: org('admin'),
  lookupSiteRedirect: org('read'),
  listShareLinks: org('read'),
  createShareLink: org('admin'),
  updateShareLink: org('admin'),
  deleteShareLink: org('admin'),
  getPublishingAuth: org('read'),
  updatePublishingAuth: org('admin'),
  regeneratePublishingAuth: org('admin'),
  getSiteCustomization: org('read'),
  updateSiteCustomization: org('admin'),
  getSiteSpaceCustomization: org('read'),
  overrideSiteSpaceCustomization: org('admin'),
  deleteSiteSpaceCustomization: org('admin'),

  listOpenApiSpecs: org('read'),
  createOpenApiSpec: org('edit'),
  getOpenApiSpec: org('read'),
  upsertOpenApiSpec: org('edit'),
  deleteOpenApiSpec: org('edit'),
  listOpenApiSpecVersions: org('read'),
  getLatestOpenApiSpecVersion: org('read'),
  getLatestOpenApiSpecVersionContent: org('read'),
  getOpenApiSpecVersion: org('read'),
  getOpenApiSpecVersionContent: org('read'),
  listTranslations: org('read'),
  createTranslation: org('admin'),
  getTranslation: org('read'),
  updateTranslation: org('admin'),
  deleteTranslation: org('admin'),
  listSpaceIntegrations: space('read'),
  getSpaceIntegrationBlocks: space('read'),
  getSpaceIntegrationScripts: space('read'),
  listIntegrations: token,
  getIntegration: token,
  publishIntegration: org('admin'),
  // Inviting people is managing the organization's members; a user's spaces are listed to any token (only
  // those the caller may read); insights are read with the content; importing content edits it.
  inviteOrganizationMembers: org('admin'),
  listUserSpaces: token,
  getSpaceContentInsights: space('read'),
  importContent: space('edit'),
};

/** The rule of one variant of an operation. @throws for a variant the table does not know. */
export function ruleOf(operationId: OperationId, variant: string): Rule {
  const entry = EXPECTATIONS[operationId];
  if ('on' in entry) return entry as Rule;
  const rule = (entry as Record<string, Rule>)[variant];
  if (!rule) throw new Error(`expectations: ${operationId} has no rule for variant '${variant}'`);
  return rule;
}

// ── The principals' roles in the matrix world ─────────────────────────────────────────────────────────

/** Their role in the organization: their own for the six demo members, none for the guest and outsider. */
function organizationRole(who: PrincipalName): Role | null {
  return (ROLES as readonly string[]).includes(who) ? (who as Role) : null;
}

/** Their role on space `matrix` and on collection `matrix`: the direct grants, admin for the org admin. */
function grantedRole(who: PrincipalName): Role | null {
  if (who === 'guest') return 'read';
  return organizationRole(who);
}

/** Team `matrix` is owned by the `edit` user; organization admins manage every team. */
const managesTeam = (who: PrincipalName) => who === 'admin' || who === 'edit';

const rank = (role: Role | null) => (role === null ? 0 : ROLES.length - ROLES.indexOf(role));
const below = (held: Role | null, needed: Role) => rank(held) < rank(needed);

/** What the server must answer: `allow` (a 2xx) or the refusal status. */
export type Outcome = 'allow' | 401 | 403 | 404;

/** The outcome §5 prescribes for `who` calling under `rule` in the matrix world. */
export function expectedOutcome(rule: Rule, who: PrincipalName): Outcome {
  if (who === 'anonymous' || who === 'unknown-token') return 401;
  const check = (held: Role | null, needed: Role): Outcome => (held === null ? 404 : below(held, needed) ? 403 : 'allow');
  switch (rule.on) {
    case 'token':
      return 'allow';
    case 'space':
    case 'collection':
      return check(grantedRole(who), rule.role);
    case 'space+organization': {
      const onSpace = check(grantedRole(who), rule.role);
      return onSpace !== 'allow' ? onSpace : below(organizationRole(who), rule.organizationRole) ? 403 : 'allow';
    }
    case 'organization':
      return check(organizationRole(who), rule.role);
    case 'team-manager':
      return organizationRole(who) === null ? 404 : managesTeam(who) ? 'allow' : 403;
  }
}
