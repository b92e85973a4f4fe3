/**
 * What the reference server stores. Records are plain data (structured-cloneable, for snapshots);
 * presenters turn them into the wire shapes of the contract for a given caller.
 *
 * Every record that is listed carries `seq`, a store-wide creation sequence: lists sort on it, which gives
 * keyset pagination a key that never changes while the record lives.
 */
import type { Role, TeamRole } from '@docpub/sdk/contract';

export interface UserRecord {
  id: string;
  displayName: string;
  email: string;
  photoURL?: string;
}

export interface OrganizationRecord {
  id: string;
  title: string;
  createdAt: string;
  seq: number;
  emailDomains: string[];
  hostname?: string;
  type?: string;
  plan?: string;
  /** The role a user added to the organization gets when none is named. */
  defaultRole: Role;
  /** What the organization uses DocPub for (the published service's use cases), as seeded. */
  useCase?: string;
  /** For a `community` organization: what kind of community. */
  communityType?: string;
  /** Whether single sign-on is enforced for members. */
  sso?: boolean;
  /** Whether the organization uses the AI features. */
  ai?: boolean;
  /** URL of the organization's logo. */
  logo?: string;
  /** A custom hostname linked to the organization. */
  customHostname?: string;
  /** Billing of a paid plan. */
  billing?: { interval: 'monthly' | 'yearly'; endDate?: string; hasPaymentFailed?: boolean; isScheduledToCancel?: boolean };
  /** Why the organization is blocked, while it is. */
  blocked?: { reason: string };
}

/** A user's membership of an organization. Users without one are outsiders (guests) there. */
export interface MembershipRecord {
  organizationId: string;
  userId: string;
  role: Role;
  joinedAt: string;
  lastSeenAt?: string;
  seq: number;
}

export interface TeamRecord {
  id: string;
  organizationId: string;
  title: string;
  createdAt: string;
  seq: number;
}

export interface TeamMemberRecord {
  teamId: string;
  userId: string;
  role: TeamRole;
  seq: number;
}

export interface CollectionRecord {
  id: string;
  organizationId: string;
  title: string;
  /** Parent collection, absent at the organization's root. */
  parentId?: string;
  createdAt: string;
  seq: number;
}

/** Git sync state of a space, as the last applied import or export left it. Never holds credentials. */
export interface GitSyncRecord {
  repoName?: string;
  installationProvider?: string;
  url: string;
  updatedAt: string;
  /**
   * `timestamp` of the last applied import/export (epoch ms), when it carried one: an older operation is
   * ignored unless forced (docs/behaviour.md, "Git sync").
   */
  lastTimestamp?: number;
}

/** Counters shown on a space; the change-request and comment areas keep them true as they change things. */
export interface SpaceCounters {
  comments: number;
  changeRequests: number;
  changeRequestsOpen: number;
  changeRequestsDraft: number;
}

export interface SpaceRecord {
  id: string;
  organizationId: string;
  title: string;
  emoji?: string;
  /** The URL of the space's icon image, shown as `urls.icon`; a space has an emoji or an icon, not both. */
  iconURL?: string;
  visibility: string;
  editMode: 'live' | 'locked';
  createdAt: string;
  updatedAt: string;
  /** Set while soft-deleted; the space is purged 7 days later (see domain/purge.ts). */
  deletedAt?: string;
  /** Collection holding the space; absent at the organization's root. */
  parentId?: string;
  /** Order among the siblings under the same parent (lower first); see domain/spaces/order.ts. */
  position: number;
  /** The primary revision. */
  revisionId: string;
  /** Role every member of the organization has on the space; null gives nothing. */
  defaultLevel: Role | null;
  gitSync?: GitSyncRecord;
  counters: SpaceCounters;
  seq: number;
}

/** Git metadata of a revision; mutable, unlike the revision's content. */
export interface RevisionGitRecord {
  oid?: string;
  message?: string;
  createdByService?: boolean;
  url?: string;
  ref?: string;
}

/**
 * A revision of a space. Revisions are immutable apart from `git`; the content area extends this record
 * with pages, files and reusable contents (kept inside the record so that copying a revision copies them).
 */
export interface RevisionRecord {
  id: string;
  spaceId: string;
  parents: string[];
  createdAt: string;
  type: 'edits' | 'merge' | 'rollback' | 'update' | 'computed';
  git?: RevisionGitRecord;
  seq: number;
}

export type GrantTargetKind = 'space' | 'collection';
export type GrantPrincipalKind = 'user' | 'team';

/** A role granted to a user or a team on a space or a collection. Keyed by `grantKey(...)`. */
export interface GrantRecord {
  targetKind: GrantTargetKind;
  targetId: string;
  principalKind: GrantPrincipalKind;
  principalId: string;
  role: Role;
  seq: number;
}

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
