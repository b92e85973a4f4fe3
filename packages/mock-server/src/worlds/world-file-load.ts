/**
 * Loading a checked world file into a store's data: every entry becomes a record under the id the file gives,
 * with the bookkeeping it left out filled in (creation sequence in file order, timestamps at the world's
 * clock, positions, counters, random secrets).
 */
import type { z } from 'zod';
import { pageRatingsKey } from '../store/insight-records.js';
import { changeRequestRecord, revisionRecord, reviewRecord, type ChangeRequestRecord, type pageRecord, type StoredPageType } from '../store/content-records.js';
import { commentRecord } from '../store/collab-records.js';
import { nextId } from '../store/ids.js';
import { grantKey, membershipKey, teamMemberKey } from '../store/keys.js';
import {
  installationKey,
  installationRecord,
  integrationRecord,
  openapiSpecRecord,
  openapiVersionRecord,
  translationRecord,
} from '../store/org-data-records.js';
import {
  shareLinkRecord,
  siteRecord,
  siteRedirectRecord,
  siteSectionGroupRecord,
  siteSectionRecord,
  siteSpaceRecord,
  type ShareLinkRecord,
} from '../store/site-records.js';
import { slugify } from '../domain/content/slugs.js';
import { TRASH_RETENTION_MS } from '../domain/purge.js';
import { newPrivateKey, newShareKey } from '../domain/sites/secrets.js';
import { defaultEmail } from '../store/users.js';
import { fillRecord, type FillContext } from '../store/record-fields.js';
import {
  collectionRecord,
  grantRecord,
  membershipRecord,
  organizationRecord,
  spaceRecord,
  teamMemberRecord,
  teamRecord,
} from '../store/records.js';
import { createStoreData, Store, type StoreData } from '../store/store.js';
import type { PageTreeEntry, ValidWorldFile } from './world-file-schema.js';
import { credentialFreeSync } from '../domain/git/credential-free.js';

/** The seed of a world file that names none. */
export const WORLD_FILE_SEED = 'world';

/** Hands out creation sequence numbers to entries that have none, after every number the file uses. */
class Sequence {
  private last: number;

  constructor(file: ValidWorldFile) {
    let max = file.meta?.seq ?? 0;
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const seq = (value as { seq?: unknown }).seq;
        if (typeof seq === 'number' && seq > max) max = seq;
        for (const [key, child] of Object.entries(value)) if (key !== 'document') visit(child);
      }
    };
    visit(file);
    this.last = max;
  }

  of(given: number | undefined): number {
    if (given !== undefined) return given;
    this.last += 1;
    return this.last;
  }

  get value(): number {
    return this.last;
  }
}

/** The type of a page-tree entry that names none: what its other fields make it. */
function pageType(entry: PageTreeEntry): StoredPageType {
  if (entry.type !== undefined) return entry.type;
  if (entry.computed !== undefined) return 'computed';
  if (entry.href !== undefined) return 'link';
  return (entry.pages ?? []).length > 0 && entry.markdown === undefined ? 'group' : 'document';
}

/** Flattens a page tree into the stored form: each page names its parent, siblings keep their order. */
function flattenPages(tree: readonly PageTreeEntry[], parentId: string | null = null): z.output<typeof pageRecord>[] {
  return tree.flatMap((given) => {
    const { pages, ...entry } = given;
    const type = pageType(given);
    const page = { ...entry, parentId, type, slug: entry.slug ?? slugify(entry.title) };
    if (type === 'document') page.markdown ??= '';
    return [page, ...flattenPages(pages ?? [], entry.id)];
  });
}

interface LoadContext {
  data: StoreData;
  store: Store;
  /** The world's clock and the creation sequence, for {@link fillRecord}. */
  fill: FillContext;
}

function loadPeople(file: ValidWorldFile, { data, fill: context }: LoadContext): void {
  for (const { tokens, ...user } of file.users ?? []) {
    data.users.set(user.id, { ...user, email: user.email ?? defaultEmail(data, user.displayName, user.id) });
    for (const token of tokens ?? []) data.tokens.set(token, user.id);
  }
  for (const entry of file.organizations ?? []) data.organizations.set(entry.id, fillRecord(organizationRecord, entry, context));
  for (const entry of file.memberships ?? []) {
    data.memberships.set(membershipKey(entry.organizationId, entry.userId), fillRecord(membershipRecord, entry, context));
  }
  for (const entry of file.teams ?? []) data.teams.set(entry.id, fillRecord(teamRecord, entry, context));
  for (const entry of file.teamMembers ?? []) data.teamMembers.set(teamMemberKey(entry.teamId, entry.userId), fillRecord(teamMemberRecord, entry, context));
  for (const entry of file.collections ?? []) data.collections.set(entry.id, fillRecord(collectionRecord, entry, context));
}

function loadRevisions(file: ValidWorldFile, { data, fill }: LoadContext): void {
  for (const entry of file.revisions ?? []) data.revisions.set(entry.id, fillRecord(revisionRecord, entry, fill));
}

function loadSpaces(file: ValidWorldFile, context: LoadContext): void {
  const { data, fill } = context;
  (file.spaces ?? []).forEach(({ pages, files, ...entry }, index) => {
    const record = fillRecord(spaceRecord, entry, fill, index);
    // Credentials in a hand-written sync are dropped as an import drops them: the API never shows any.
    if (record.gitSync) record.gitSync = credentialFreeSync(record.gitSync);
    if (record.revisionId === undefined) {
      const revision = fillRecord(
        revisionRecord,
        { id: nextId(context.store, 'revision'), spaceId: record.id, parents: [], type: 'edits', content: { pages: flattenPages(pages ?? []), files: files ?? [], reusableContents: [] } },
        fill,
      );
      data.revisions.set(revision.id, revision);
      record.revisionId = revision.id;
    }
    data.spaces.set(record.id, record);
  });
  for (const { spaceId, purgeAt } of file.trash ?? []) data.trash.set(spaceId, Date.parse(purgeAt));
  for (const space of data.spaces.values()) {
    if (space.deletedAt !== undefined && !data.trash.has(space.id)) {
      data.trash.set(space.id, Date.parse(space.deletedAt) + TRASH_RETENTION_MS);
    }
  }
  for (const entry of file.grants ?? []) {
    const target = { kind: entry.targetKind, id: entry.targetId };
    const principal = { kind: entry.principalKind, id: entry.principalId };
    data.grants.set(grantKey(target, principal), fillRecord(grantRecord, entry, fill));
  }
}

function loadChangeRequests(file: ValidWorldFile, { data, fill: context }: LoadContext): void {
  const numbers = new Map<string, number>();
  for (const entry of file.changeRequests ?? []) {
    const primary = data.spaces.get(entry.spaceId)!.revisionId;
    const number = entry.number ?? (numbers.get(entry.spaceId) ?? 0) + 1;
    numbers.set(entry.spaceId, Math.max(number, numbers.get(entry.spaceId) ?? 0));
    const revisionId = entry.revisionId ?? primary;
    const given = { ...entry, number, revisionId };
    given.revisionInitialId ??= revisionId;
    given.baseRevisionId ??= revisionId;
    given.contributorIds ??= [entry.createdById];
    data.changeRequests.set(entry.id, fillRecord(changeRequestRecord, given as typeof given & ChangeRequestRecord, context));
  }
  for (const entry of file.reviews ?? []) data.reviews.set(entry.id, fillRecord(reviewRecord, entry, context));
}

function loadComments(file: ValidWorldFile, { data, fill }: LoadContext): void {
  for (const entry of file.comments ?? []) {
    const record = fillRecord(commentRecord, entry, fill);
    record.target = { ...entry.target, revisionId: entry.target?.revisionId ?? data.spaces.get(entry.spaceId)!.revisionId };
    data.comments.set(record.id, record);
  }
}

/** Counters of spaces the file gave none: its comments and change requests, as the API keeps them. */
function countSpaces(data: StoreData): void {
  for (const space of data.spaces.values()) {
    if (space.counters !== undefined) continue;
    const requests = [...data.changeRequests.values()].filter((request) => request.spaceId === space.id);
    space.counters = {
      comments: [...data.comments.values()].filter((comment) => comment.spaceId === space.id).length,
      changeRequests: requests.length,
      changeRequestsOpen: requests.filter((request) => request.status === 'open').length,
      changeRequestsDraft: requests.filter((request) => request.status === 'draft').length,
    };
  }
}

function loadSites(file: ValidWorldFile, { data, fill: context }: LoadContext): void {
  for (const entry of file.sites ?? []) {
    const record = fillRecord(siteRecord, entry, context);
    record.basename ??= record.id;
    data.sites.set(entry.id, record);
  }
  (file.siteSections ?? []).forEach((entry, index) => data.siteSections.set(entry.id, fillRecord(siteSectionRecord, entry, context, index)));
  (file.siteSectionGroups ?? []).forEach((entry, index) => {
    data.siteSectionGroups.set(entry.id, fillRecord(siteSectionGroupRecord, entry, context, index));
  });
  (file.siteSpaces ?? []).forEach((entry, index) => data.siteSpaces.set(entry.id, fillRecord(siteSpaceRecord, entry, context, index)));
  fillSiteDefaults(data);
  for (const entry of file.siteRedirects ?? []) data.siteRedirects.set(entry.id, fillRecord(siteRedirectRecord, entry, context));
  // A share link the file gave no key gets a random one (drawSecrets).
  for (const entry of file.shareLinks ?? []) data.shareLinks.set(entry.id, fillRecord(shareLinkRecord, entry as ShareLinkRecord, context));
}

/**
 * A site with sections has a default section, and each container of site spaces a default one, as the API
 * keeps them: the first by position wherever the file named none.
 */
function fillSiteDefaults(data: StoreData): void {
  const first = <T extends { position: number }>(records: T[]) => records.sort((a, b) => a.position - b.position)[0];
  const siteSpaces = [...data.siteSpaces.values()];
  for (const section of data.siteSections.values()) {
    section.defaultSiteSpaceId ??= first(siteSpaces.filter((siteSpace) => siteSpace.sectionId === section.id))?.id;
    if (section.defaultSiteSpaceId === undefined) delete section.defaultSiteSpaceId;
  }
  for (const site of data.sites.values()) {
    const sections = [...data.siteSections.values()].filter((section) => section.siteId === site.id);
    if (sections.length > 0) site.defaultSectionId ??= first(sections)!.id;
    else site.defaultSiteSpaceId ??= first(siteSpaces.filter((siteSpace) => siteSpace.siteId === site.id && siteSpace.sectionId === undefined))?.id;
    if (site.defaultSiteSpaceId === undefined) delete site.defaultSiteSpaceId;
  }
}

function loadOrgData(file: ValidWorldFile, { data, fill: context }: LoadContext): void {
  for (const entry of file.openapiSpecs ?? []) data.openapiSpecs.set(entry.id, fillRecord(openapiSpecRecord, entry, context));
  for (const entry of file.openapiVersions ?? []) data.openapiVersions.set(entry.id, fillRecord(openapiVersionRecord, entry, context));
  for (const entry of file.translations ?? []) data.translations.set(entry.id, fillRecord(translationRecord, entry, context));
  for (const entry of file.integrations ?? []) data.integrations.set(entry.name, fillRecord(integrationRecord, entry, context));
  for (const entry of file.installations ?? []) {
    data.integrationInstallations.set(installationKey(entry.spaceId, entry.integrationName), fillRecord(installationRecord, entry, context));
  }
  for (const entry of file.pageRatings ?? []) data.pageRatings.set(pageRatingsKey(entry.spaceId, entry.pageId), entry);
}

/**
 * Draws the secrets the file left out: a site's publishing private key, a share link's key. Random on every
 * call, so each world made from one loaded file gets its own (they are never derived from the seed).
 */
export function drawSecrets(file: ValidWorldFile, data: StoreData): void {
  // New records rather than changed ones: `data` may share its records with a template (world-template.ts).
  for (const entry of file.sites ?? []) {
    if (entry.publishingAuth === undefined) data.sites.set(entry.id, { ...data.sites.get(entry.id)!, publishingAuth: { privateKey: newPrivateKey() } });
  }
  for (const entry of file.shareLinks ?? []) {
    if (entry.key === undefined) data.shareLinks.set(entry.id, { ...data.shareLinks.get(entry.id)!, key: newShareKey() });
  }
}

/** The store data a checked world file describes, with `now` (epoch ms) as the time of what it leaves undated. */
export function loadWorldFile(file: ValidWorldFile, nowMs: number): StoreData {
  const data = createStoreData(file.seed ?? WORLD_FILE_SEED);
  data.meta.counters = { ...(file.meta?.counters ?? {}) };
  const seq = new Sequence(file);
  const context: LoadContext = { data, store: new Store(data), fill: { now: new Date(nowMs).toISOString(), seq: (given) => seq.of(given) } };
  loadPeople(file, context);
  loadRevisions(file, context);
  loadSpaces(file, context);
  loadChangeRequests(file, context);
  loadComments(file, context);
  countSpaces(data);
  loadSites(file, context);
  loadOrgData(file, context);
  data.meta.seq = seq.value;
  drawSecrets(file, data);
  return data;
}
