/**
 * The schema of a world file: a whole state of the reference server as YAML or JSON data.
 *
 * One section per kind of record, each entry the record as the server stores it: the section's schema is the
 * record kind's own (store/*-records.ts), extended here only where a file may say more than the store keeps
 * (a user's tokens, a space's page tree). Everything an entry needs to
 * say what it is (ids, titles, the records it belongs to) is required; bookkeeping the server can fill in
 * (creation sequence, timestamps, positions, counters) is optional, so a hand-written file stays short while
 * an exported one, which writes every field, loads back to the identical state. Unknown keys are refused, so a
 * typo is an error naming its path rather than a field silently ignored.
 *
 * Scalars reuse the contract's rules (roles, visibilities, site types, date-times), so a world file accepts
 * what the API accepts.
 */
import { z } from 'zod';
import { count, headerText, id, list, mapping, name, textField, time } from '../store/record-fields.js';
import {
  collectionRecord,
  grantRecord,
  membershipRecord,
  organizationRecord,
  spaceRecord,
  teamMemberRecord,
  teamRecord,
  userRecord,
} from '../store/records.js';
import { changeRequestRecord, fileRecord, pageRecord, revisionRecord, reviewRecord } from '../store/content-records.js';
import { commentRecord } from '../store/collab-records.js';
import {
  installationRecord,
  integrationRecord,
  openapiSpecRecord,
  openapiVersionRecord,
  translationRecord,
} from '../store/org-data-records.js';
import { pageRatingsRecord } from '../store/insight-records.js';
import {
  shareLinkRecord,
  siteRecord,
  siteRedirectRecord,
  siteSectionGroupRecord,
  siteSectionRecord,
  siteSpaceRecord,
} from '../store/site-records.js';

/** The format marker every world file starts with; a later format would be `docpub-world/2`. */
export const WORLD_FILE_FORMAT = 'docpub-world/1';

/** A user with the API tokens they hold; in a world made by the control API each is prefixed with the world's id. */
export const userEntry = userRecord.extend({
  /** `<name>@docpub.test` when omitted. */
  email: textField().optional(),
  tokens: list(headerText()).optional(),
});
export const organizationEntry = organizationRecord;
export const membershipEntry = membershipRecord;
export const teamEntry = teamRecord;
export const teamMemberEntry = teamMemberRecord;
export const collectionEntry = collectionRecord;

/** A page of a revision, stored flat: `parentId` names its parent, list order is the order among siblings. */
export const pageEntry = pageRecord;

/** The fields of a page of a hand-written page tree: a stored page's, its parent said by where it stands. */
const pageTreeFields = pageRecord.omit({ parentId: true }).extend({
  /** `computed` with `computed`, `link` with `href`, `group` when it has child pages and no markdown, `document` otherwise. */
  type: pageRecord.shape.type.optional(),
  /** The title in lower case with dashes when omitted. */
  slug: name().optional(),
});

/** A page of a hand-written page tree: its children nested under `pages`. */
export type PageTreeEntry = z.output<typeof pageTreeFields> & { pages?: PageTreeEntry[] | undefined };
type PageTreeInput = z.input<typeof pageTreeFields> & { pages?: PageTreeInput[] | undefined };

export const pageTreeEntry: z.ZodType<PageTreeEntry, PageTreeInput> = z.lazy(() =>
  pageTreeFields.extend({ pages: list(pageTreeEntry).optional() }),
);

/** A space; without `revisionId`, its primary revision is made from `pages` and `files`. */
export const spaceEntry = spaceRecord.extend({
  /** The page tree of the primary revision (only without `revisionId`). */
  pages: list(pageTreeEntry).optional(),
  /** The files of the primary revision (only without `revisionId`). */
  files: list(fileRecord).optional(),
});

export const grantEntry = grantRecord;

export const revisionEntry = revisionRecord;

export const commentEntry = commentRecord;

export const changeRequestEntry = changeRequestRecord.extend({
  /** The next number in its space when omitted. */
  number: changeRequestRecord.shape.number.optional(),
  /** Its revision; the space's primary revision when omitted (a change request with no changes yet). */
  revisionId: id().optional(),
  /** `revisionId` when omitted, as are `baseRevisionId`. */
  revisionInitialId: id().optional(),
  baseRevisionId: id().optional(),
  /** Its author when omitted. */
  contributorIds: list(id()).optional(),
});

export const reviewEntry = reviewRecord;

export const siteEntry = siteRecord;

export const siteSectionEntry = siteSectionRecord;

export const siteSectionGroupEntry = siteSectionGroupRecord;

export const siteSpaceEntry = siteSpaceRecord;

export const siteRedirectEntry = siteRedirectRecord;

export const shareLinkEntry = shareLinkRecord.extend({
  /** The secret of `?share=`; random when omitted. */
  key: name().optional(),
});

export const openapiSpecEntry = openapiSpecRecord;

export const openapiVersionEntry = openapiVersionRecord;

export const translationEntry = translationRecord;

export const integrationEntry = integrationRecord;

export const installationEntry = installationRecord;

/** Where ids and sequences continue from, so a reloaded world generates the same ids as the original. */
const metaEntry = mapping({
  seq: count().optional(),
  counters: z.record(z.string(), count()).optional(),
});

/** Readers' ratings of a page (see domain/spaces/insights.ts). */
export const pageRatingsEntry = pageRatingsRecord;

/** A whole world file. Every section is optional: `{ format: docpub-world/1 }` is an empty world. */
export const worldFile = mapping({
  /** The JSON Schema an editor checks the file with (`world-file.schema.json`); ignored by the server. */
  $schema: textField().optional(),
  format: z.literal(WORLD_FILE_FORMAT, { error: `must be ${WORLD_FILE_FORMAT}` }),
  /** Seed of the ids and tokens generated later; `world` when omitted. */
  seed: name().optional(),
  /** What the world's clock shows when it is loaded; the wall clock when omitted. */
  clock: time().optional(),
  meta: metaEntry.optional(),
  users: list(userEntry).optional(),
  organizations: list(organizationEntry).optional(),
  memberships: list(membershipEntry).optional(),
  teams: list(teamEntry).optional(),
  teamMembers: list(teamMemberEntry).optional(),
  collections: list(collectionEntry).optional(),
  spaces: list(spaceEntry).optional(),
  /** Soft-deleted spaces and when they are purged; `deletedAt` + 7 days when omitted. */
  trash: list(mapping({ spaceId: id(), purgeAt: time() })).optional(),
  grants: list(grantEntry).optional(),
  revisions: list(revisionEntry).optional(),
  changeRequests: list(changeRequestEntry).optional(),
  reviews: list(reviewEntry).optional(),
  comments: list(commentEntry).optional(),
  sites: list(siteEntry).optional(),
  siteSections: list(siteSectionEntry).optional(),
  siteSectionGroups: list(siteSectionGroupEntry).optional(),
  siteSpaces: list(siteSpaceEntry).optional(),
  siteRedirects: list(siteRedirectEntry).optional(),
  shareLinks: list(shareLinkEntry).optional(),
  openapiSpecs: list(openapiSpecEntry).optional(),
  openapiVersions: list(openapiVersionEntry).optional(),
  translations: list(translationEntry).optional(),
  integrations: list(integrationEntry).optional(),
  installations: list(installationEntry).optional(),
  pageRatings: list(pageRatingsEntry).optional(),
});

/** A world file as read (before defaults are filled in). */
export type WorldFile = z.input<typeof worldFile>;
/** A validated world file. */
export type ValidWorldFile = z.output<typeof worldFile>;
