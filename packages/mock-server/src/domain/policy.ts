/**
 * Who may call what (design.md §5), as data: the minimum role each operation needs and what the role is
 * held on. Handlers authorize through `domain/access.ts`, which reads this table by operation id, so the
 * table is the one place the rules live and the authorization matrix tests can read it.
 *
 * Later areas add the rows of their operations here. An operation without a row cannot be authorized
 * (the access helpers throw, which surfaces as a 500 in tests), so a row cannot be forgotten.
 */
import type { OperationId, Role } from '@docpub/sdk/contract';

/** What an operation requires of the caller. */
export type Requirement =
  /** Any valid token. */
  | { on: 'token' }
  /** A role in the organization of the path; non-members get 404. */
  | { on: 'organization'; role: Role }
  /** A role on the collection of the path. */
  | { on: 'collection'; role: Role }
  /**
   * A role on the space of the path. A soft-deleted space answers 404 unless `softDeleted` is 'visible'.
   * `organizationRole`, when set, is also needed in the space's organization (403 otherwise).
   */
  | { on: 'space'; role: Role; softDeleted?: 'visible'; organizationRole?: Role };

export const POLICY: { readonly [K in OperationId]?: Requirement } = {
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

  getSpace: { on: 'space', role: 'read', softDeleted: 'visible' },
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
};
