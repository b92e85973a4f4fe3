/**
 * What the reference server stores. Records are plain data (structured-cloneable, for snapshots);
 * presenters turn them into the wire shapes of the contract for a given caller.
 *
 * Every record that is listed carries `seq`, a store-wide creation sequence: lists sort on it, which gives
 * keyset pagination a key that never changes while the record lives.
 */
import { closedEnum, EDIT_MODES, role, SPACE_VISIBILITIES, teamRole } from '@docpub/sdk/contract';
import { z } from 'zod';
import {
  count,
  derived,
  filledPosition,
  filledSeq,
  filledTime,
  flag,
  id,
  list,
  mapping,
  name,
  textField,
  time,
  type Stored,
} from './record-fields.js';

export const userRecord = mapping({
  id: id(),
  displayName: name(),
  email: textField(),
  photoURL: textField().optional(),
});
export type UserRecord = Stored<typeof userRecord>;

export const organizationRecord = mapping({
  id: id(),
  title: name(),
  createdAt: filledTime(),
  seq: filledSeq(),
  emailDomains: list(name()).default([]),
  hostname: textField().optional(),
  type: textField().optional(),
  plan: textField().optional(),
  /** The role a user added to the organization gets when none is named. */
  defaultRole: role.default('read'),
  /** What the organization uses DocPub for (the published service's use cases), as seeded. */
  useCase: textField().optional(),
  /** For a `community` organization: what kind of community. */
  communityType: textField().optional(),
  /** Whether single sign-on is enforced for members. */
  sso: flag().optional(),
  /** Whether the organization uses the AI features. */
  ai: flag().optional(),
  /** URL of the organization's logo. */
  logo: textField().optional(),
  /** A custom hostname linked to the organization. */
  customHostname: textField().optional(),
  /** Billing of a paid plan. */
  billing: mapping({
    interval: closedEnum(['monthly', 'yearly']),
    endDate: time().optional(),
    hasPaymentFailed: flag().optional(),
    isScheduledToCancel: flag().optional(),
  }).optional(),
  /** Why the organization is blocked, while it is. */
  blocked: mapping({ reason: name() }).optional(),
});
export type OrganizationRecord = Stored<typeof organizationRecord>;

/** A user's membership of an organization. Users without one are outsiders (guests) there. */
export const membershipRecord = mapping({
  organizationId: id(),
  userId: id(),
  role,
  joinedAt: filledTime(),
  lastSeenAt: time().optional(),
  seq: filledSeq(),
});
export type MembershipRecord = Stored<typeof membershipRecord>;

export const teamRecord = mapping({ id: id(), organizationId: id(), title: name(), createdAt: filledTime(), seq: filledSeq() });
export type TeamRecord = Stored<typeof teamRecord>;

export const teamMemberRecord = mapping({ teamId: id(), userId: id(), role: teamRole, seq: filledSeq() });
export type TeamMemberRecord = Stored<typeof teamMemberRecord>;

export const collectionRecord = mapping({
  id: id(),
  organizationId: id(),
  title: name(),
  /** Parent collection, absent at the organization's root. */
  parentId: id().optional(),
  createdAt: filledTime(),
  seq: filledSeq(),
});
export type CollectionRecord = Stored<typeof collectionRecord>;

/** Git sync state of a space, as the last applied import or export left it. Never holds credentials. */
export const gitSyncRecord = mapping({
  repoName: textField().optional(),
  installationProvider: textField().optional(),
  url: textField(),
  updatedAt: time(),
  /**
   * `timestamp` of the last applied import/export (epoch ms), when it carried one: an older operation is
   * ignored unless forced (docs/behaviour.md, "Git sync").
   */
  lastTimestamp: z.number({ error: 'must be a number' }).optional(),
  /** The branch of the last applied import or export (`refs/heads/<branch>`). */
  ref: textField().optional(),
  /** The commit of the last applied import or export: a tip other than it means the branch moved since. */
  lastCommit: textField().optional(),
  /** The body's `repoProjectDirectory`, `repoTreeURL` and `repoCommitURL` at the last applied sync. */
  repoProjectDirectory: textField().optional(),
  repoTreeURL: textField().optional(),
  repoCommitURL: textField().optional(),
  /**
   * Blob ids by path, at the last sync, of the files DocPub reads and writes that no record stands for
   * (`SUMMARY.md`, `.gitbook.yaml`): export tells with them whether the branch changed such a file since.
   */
  structureBlobs: z.record(z.string(), z.string()).optional(),
});
export type GitSyncRecord = Stored<typeof gitSyncRecord>;

/** Counters shown on a space; the change-request and comment areas keep them true as they change things. */
export const spaceCounters = mapping({
  comments: count(),
  changeRequests: count(),
  changeRequestsOpen: count(),
  changeRequestsDraft: count(),
});
export type SpaceCounters = Stored<typeof spaceCounters>;

/** What a new space is, when neither its creator nor its world-file entry says. */
export const DEFAULT_SPACE_VISIBILITY = 'private';
export const DEFAULT_EDIT_MODE = 'live';

export const spaceRecord = mapping({
  id: id(),
  organizationId: id(),
  title: name(),
  emoji: textField().optional(),
  /** The URL of the space's icon image, shown as `urls.icon`; a space has an emoji or an icon, not both. */
  iconURL: textField().optional(),
  visibility: closedEnum(SPACE_VISIBILITIES).default(DEFAULT_SPACE_VISIBILITY),
  editMode: closedEnum(EDIT_MODES).default(DEFAULT_EDIT_MODE),
  createdAt: filledTime(),
  updatedAt: filledTime(),
  /** Set while soft-deleted; the space is purged `TRASH_RETENTION_MS` later (see domain/purge.ts). */
  deletedAt: time().optional(),
  /** Collection holding the space; absent at the organization's root. */
  parentId: id().optional(),
  /** Order among the siblings under the same parent (lower first); see domain/spaces/order.ts. */
  position: filledPosition(),
  /** The primary revision, from `revisions`; when a world file names none, one is made from its `pages` and `files`. */
  revisionId: derived(id()),
  /** Role every member of the organization has on the space; null gives nothing. */
  defaultLevel: role.nullable().default(null),
  gitSync: gitSyncRecord.optional(),
  /** Counted from the world's comments and change requests when a world file gives none. */
  counters: derived(spaceCounters),
  seq: filledSeq(),
});
export type SpaceRecord = Stored<typeof spaceRecord>;

export type { RevisionGitRecord, RevisionRecord } from './content-records.js';

/** A role granted to a user or a team on a space or a collection. Keyed by `grantKey(...)`. */
export const grantRecord = mapping({
  targetKind: closedEnum(['space', 'collection']),
  targetId: id(),
  principalKind: closedEnum(['user', 'team']),
  principalId: id(),
  role,
  seq: filledSeq(),
});
export type GrantRecord = Stored<typeof grantRecord>;
export type GrantTargetKind = z.output<typeof grantRecord>['targetKind'];
export type GrantPrincipalKind = z.output<typeof grantRecord>['principalKind'];

/** Ids and sequences are drawn from here, so a snapshot restores them too. */
export interface StoreMeta {
  seed: string;
  /** Store-wide creation sequence (the `seq` of records). */
  seq: number;
  /** Per-kind id counters. */
  counters: Record<string, number>;
  /**
   * Put before every token issued in this state: a world made by the control API prefixes its tokens with
   * its id, so a request's token says which world serves it. Absent in the server's own world.
   */
  tokenPrefix?: string;
  /**
   * Tokens issued in this state derive from `seed`, reproducibly: only when the seed was chosen explicitly
   * (`--seed`, `createServer({ seed })`). Otherwise they are random, since the default seed is public.
   */
  seededTokens?: true;
}
