/**
 * The reference server's whole state. Plain Maps of plain records, so that a snapshot is one
 * plain deep copy (`copyPlain`, several times faster than `structuredClone` on records) and a restore puts it back in place.
 *
 * To add a table: declare it in {@link StoreData} and create it empty in {@link createStoreData}.
 * Keep records free of class instances and functions, or snapshots stop working.
 */
import { copyPlain } from './plain-copy.js';
import type {
  CollectionRecord,
  GrantRecord,
  MembershipRecord,
  OrganizationRecord,
  RevisionRecord,
  SpaceRecord,
  StoreMeta,
  TeamMemberRecord,
  TeamRecord,
  UserRecord,
} from './records.js';

/** The seed used when none is given; the demo world is documented for it. */
export const DEFAULT_SEED = 'demo';

export interface StoreData {
  meta: StoreMeta;
  users: Map<string, UserRecord>;
  /** API token → user id. */
  tokens: Map<string, string>;
  organizations: Map<string, OrganizationRecord>;
  /** Keyed by `membershipKey(organizationId, userId)`. */
  memberships: Map<string, MembershipRecord>;
  teams: Map<string, TeamRecord>;
  /** Keyed by `teamMemberKey(teamId, userId)`. */
  teamMembers: Map<string, TeamMemberRecord>;
  collections: Map<string, CollectionRecord>;
  spaces: Map<string, SpaceRecord>;
  /** Keyed by `grantKey(target, principal)`. */
  grants: Map<string, GrantRecord>;
  revisions: Map<string, RevisionRecord>;
  /** Soft-deleted space id → when it is purged (epoch ms); lets purging look at few spaces, not all. */
  trash: Map<string, number>;
  /** OpenAPI specs by id, their versions by id, translation settings by id (see org-data-records.ts). */
  openapiSpecs: Map<string, import('./org-data-records.js').OpenApiSpecRecord>;
  openapiVersions: Map<string, import('./org-data-records.js').OpenApiSpecVersionRecord>;
  translations: Map<string, import('./org-data-records.js').TranslationSettingsRecord>;
  /** The integrations of the marketplace by name; installations keyed by `installationKey(spaceId, name)`. */
  integrations: Map<string, import('./org-data-records.js').IntegrationRecord>;
  integrationInstallations: Map<string, import('./org-data-records.js').IntegrationInstallationRecord>;
  /** Comments of every space, their replies inside (see collab-records.ts). */
  comments: Map<string, import('./collab-records.js').CommentRecord>;
  /** Change requests and their reviews by id (see content-records.ts; pages and files live in revisions). */
  changeRequests: Map<string, import('./content-records.js').ChangeRequestRecord>;
  reviews: Map<string, import('./content-records.js').ReviewRecord>;
  /** Docs sites by id, and their sections, groups, site spaces, redirects, share links (see site-records.ts). */
  sites: Map<string, import('./site-records.js').SiteRecord>;
  siteSections: Map<string, import('./site-records.js').SiteSectionRecord>;
  siteSectionGroups: Map<string, import('./site-records.js').SiteSectionGroupRecord>;
  siteSpaces: Map<string, import('./site-records.js').SiteSpaceRecord>;
  siteRedirects: Map<string, import('./site-records.js').SiteRedirectRecord>;
  shareLinks: Map<string, import('./site-records.js').ShareLinkRecord>;
  /** Reader ratings of pages, keyed by `pageRatingsKey(spaceId, pageId)` (see insight-records.ts). */
  pageRatings: Map<string, import('./insight-records.js').PageRatingsRecord>;
}

export type StoreSnapshot = StoreData;

/** An empty state whose generated ids derive from `seed`. */
export function createStoreData(seed: string = DEFAULT_SEED): StoreData {
  return {
    meta: { seed, seq: 0, counters: {} },
    users: new Map(),
    tokens: new Map(),
    organizations: new Map(),
    memberships: new Map(),
    teams: new Map(),
    teamMembers: new Map(),
    collections: new Map(),
    spaces: new Map(),
    grants: new Map(),
    revisions: new Map(),
    trash: new Map(),
    openapiSpecs: new Map(),
    openapiVersions: new Map(),
    translations: new Map(),
    integrations: new Map(),
    integrationInstallations: new Map(),
    comments: new Map(),
    changeRequests: new Map(),
    reviews: new Map(),
    sites: new Map(),
    siteSections: new Map(),
    siteSectionGroups: new Map(),
    siteSpaces: new Map(),
    siteRedirects: new Map(),
    shareLinks: new Map(),
    pageRatings: new Map(),
  };
}

export class Store {
  data: StoreData;

  constructor(data: StoreData = createStoreData()) {
    this.data = data;
  }

  /** The user a bearer token belongs to, if any. */
  userByToken(token: string): UserRecord | undefined {
    const userId = this.data.tokens.get(token);
    return userId === undefined ? undefined : this.data.users.get(userId);
  }

  /** A deep copy of the whole state. */
  snapshot(): StoreSnapshot {
    return copyPlain(this.data);
  }

  /** Puts a snapshot back; the snapshot itself stays reusable. */
  restore(snapshot: StoreSnapshot): void {
    this.data = copyPlain(snapshot);
  }
}
