/**
 * The schema of a world file: a whole state of the reference server as YAML or JSON data.
 *
 * One section per kind of record, each entry the record as the server stores it. Everything an entry needs to
 * say what it is (ids, titles, the records it belongs to) is required; bookkeeping the server can fill in
 * (creation sequence, timestamps, positions, counters) is optional, so a hand-written file stays short while
 * an exported one, which writes every field, loads back to the identical state. Unknown keys are refused, so a
 * typo is an error naming its path rather than a field silently ignored.
 *
 * Scalars reuse the contract's rules (roles, visibilities, site types, date-times), so a world file accepts
 * what the API accepts.
 */
import { z } from 'zod';
import {
  closedEnum,
  EDIT_MODES,
  role,
  SITE_TYPES,
  SITE_VISIBILITIES,
  SPACE_VISIBILITIES,
} from '@docpub/sdk/contract';
import { count, data, flag, headerText, id, list, mapping, name, seq, textField, time } from '../store/record-fields.js';
import {
  collectionRecord,
  grantRecord,
  membershipRecord,
  organizationRecord,
  teamMemberRecord,
  teamRecord,
  userRecord,
} from '../store/records.js';
import { changeRequestRecord, reviewRecord } from '../store/content-records.js';
import { installationRecord, openapiSpecRecord, openapiVersionRecord, translationRecord } from '../store/org-data-records.js';
import { pageRatingsRecord } from '../store/insight-records.js';
import { shareLinkRecord, siteRedirectRecord, siteSectionGroupRecord, siteSectionRecord } from '../store/site-records.js';

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

const gitSync = mapping({
  repoName: textField().optional(),
  installationProvider: textField().optional(),
  url: textField(),
  updatedAt: time(),
  lastTimestamp: z.number().optional(),
});

const counters = mapping({
  comments: count(),
  changeRequests: count(),
  changeRequestsOpen: count(),
  changeRequestsDraft: count(),
});

const pageTypes = closedEnum(['document', 'group', 'link', 'computed']);

/** Page settings, as stored: each present only once set (layout: only the options changed). */
const pageSettings = {
  icon: textField().optional(),
  hidden: flag().optional(),
  noIndex: flag().optional(),
  noRobotsIndex: flag().optional(),
  layout: mapping({
    cover: flag().optional(),
    title: flag().optional(),
    description: flag().optional(),
    tableOfContents: flag().optional(),
    outline: flag().optional(),
    pagination: flag().optional(),
    coverSize: closedEnum(['hero', 'full']).optional(),
  }).optional(),
  /** A file of the same revision. */
  cover: mapping({ file: id(), yPos: z.number({ error: 'must be a number' }) }).optional(),
};

/** The source of a `computed` page: an OpenAPI spec of the space's organization, by slug. */
const pageComputation = mapping({ type: z.literal('builtin:openapi').optional(), spec: name(), models: flag().optional() });

/** A page of a revision, stored flat: `parentId` names its parent, list order is the order among siblings. */
export const pageEntry = mapping({
  id: id(),
  parentId: id().nullable(),
  type: pageTypes,
  title: name(),
  slug: name(),
  markdown: textField().optional(),
  href: textField().optional(),
  emoji: textField().optional(),
  description: textField().optional(),
  ...pageSettings,
  computed: pageComputation.optional(),
  createdAt: time().optional(),
  updatedAt: time().optional(),
});

export const fileEntry = mapping({
  id: id(),
  name: name(),
  contentType: name(),
  size: count(),
  dimensions: mapping({ width: count(), height: count() }).optional(),
  seq: seq().optional(),
});

const reusableContentEntry = mapping({ id: id(), title: name(), markdown: textField() });

/** A page of a hand-written page tree: its children nested under `pages`. */
export interface PageTreeEntry {
  id: string;
  type?: 'document' | 'group' | 'link' | 'computed' | undefined;
  title: string;
  slug?: string | undefined;
  markdown?: string | undefined;
  href?: string | undefined;
  emoji?: string | undefined;
  description?: string | undefined;
  icon?: string | undefined;
  hidden?: boolean | undefined;
  noIndex?: boolean | undefined;
  noRobotsIndex?: boolean | undefined;
  layout?: z.output<typeof pageSettings.layout> | undefined;
  cover?: z.output<typeof pageSettings.cover> | undefined;
  computed?: z.output<typeof pageComputation> | undefined;
  pages?: PageTreeEntry[] | undefined;
}

export const pageTreeEntry: z.ZodType<PageTreeEntry> = z.lazy(() =>
  mapping({
    id: id(),
    /** `group` when it has child pages and no markdown, `document` otherwise. */
    type: pageTypes.optional(),
    title: name(),
    /** The title in lower case with dashes when omitted. */
    slug: name().optional(),
    markdown: textField().optional(),
    href: textField().optional(),
    emoji: textField().optional(),
    description: textField().optional(),
    ...pageSettings,
    /** Makes the page `computed` (its type may then be omitted). */
    computed: pageComputation.optional(),
    pages: list(pageTreeEntry).optional(),
  }),
);

export const spaceEntry = mapping({
  id: id(),
  organizationId: id(),
  title: name(),
  emoji: textField().optional(),
  /** The URL of the space's icon (`urls.icon`). */
  iconURL: textField().optional(),
  visibility: closedEnum(SPACE_VISIBILITIES).optional(),
  editMode: closedEnum(EDIT_MODES).optional(),
  createdAt: time().optional(),
  updatedAt: time().optional(),
  deletedAt: time().optional(),
  parentId: id().optional(),
  position: z.number().optional(),
  /** The primary revision, from `revisions`; omitted, the server makes one from `pages` and `files`. */
  revisionId: id().optional(),
  /** The page tree of the primary revision (only without `revisionId`). */
  pages: list(pageTreeEntry).optional(),
  /** The files of the primary revision (only without `revisionId`). */
  files: list(fileEntry).optional(),
  defaultLevel: role.nullable().optional(),
  gitSync: gitSync.optional(),
  /** Counted from the file's comments and change requests when omitted. */
  counters: counters.optional(),
  seq: seq().optional(),
});

export const grantEntry = grantRecord;

export const revisionEntry = mapping({
  id: id(),
  spaceId: id(),
  parents: list(id()).optional(),
  createdAt: time().optional(),
  type: closedEnum(['edits', 'merge', 'rollback', 'update', 'computed']).optional(),
  git: z
    .strictObject({
      oid: textField().optional(),
      message: textField().optional(),
      createdByService: flag().optional(),
      url: textField().optional(),
      ref: textField().optional(),
    })
    .optional(),
  seq: seq().optional(),
  content: z
    .strictObject({ pages: list(pageEntry), files: list(fileEntry), reusableContents: list(reusableContentEntry) })
    .optional(),
});

const reaction = mapping({ emoji: name(), userId: id(), reactedAt: time() });

const messageFields = {
  id: id(),
  authorId: id(),
  postedAt: time().optional(),
  editedAt: time().optional(),
  markdown: textField(),
  reactions: list(reaction).optional(),
  seq: seq().optional(),
};

export const commentEntry = mapping({
  ...messageFields,
  spaceId: id(),
  /** What the comment is about; the space's primary revision when `revisionId` is omitted. */
  target: mapping({ revisionId: id().optional(), pageId: id().optional(), nodeId: textField().optional() }).optional(),
  status: closedEnum(['open', 'resolved']).optional(),
  resolvedAt: time().optional(),
  resolvedById: id().optional(),
  replies: list(mapping(messageFields)).optional(),
});

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

export const siteEntry = mapping({
  id: id(),
  organizationId: id(),
  title: name(),
  type: closedEnum(SITE_TYPES).optional(),
  visibility: closedEnum(SITE_VISIBILITIES).optional(),
  published: flag().optional(),
  /** Unique among the organization's sites; the site's id when omitted. */
  basename: name().optional(),
  proxy: textField().optional(),
  adaptiveContent: flag().optional(),
  defaultSectionId: id().optional(),
  defaultSiteSpaceId: id().optional(),
  customization: data().optional(),
  customizationUpdatedAt: time().optional(),
  /** Visitor authentication; a random `privateKey` is made when omitted. */
  publishingAuth: z
    .strictObject({
      backend: textField().optional(),
      privateKey: name(),
      fallbackURL: textField().optional(),
      integration: textField().optional(),
    })
    .optional(),
  createdAt: time().optional(),
  seq: seq().optional(),
});

export const siteSectionEntry = siteSectionRecord;

export const siteSectionGroupEntry = siteSectionGroupRecord;

export const siteSpaceEntry = mapping({
  id: id(),
  siteId: id(),
  sectionId: id().optional(),
  spaceId: id(),
  path: name(),
  condition: textField().optional(),
  /** Settings of the site's customization this site space overrides. */
  customization: data().optional(),
  customizationUpdatedAt: time().optional(),
  position: z.number().optional(),
  seq: seq().optional(),
});

export const siteRedirectEntry = siteRedirectRecord;

export const shareLinkEntry = shareLinkRecord.extend({
  /** The secret of `?share=`; random when omitted. */
  key: name().optional(),
});

export const openapiSpecEntry = openapiSpecRecord;

export const openapiVersionEntry = openapiVersionRecord;

export const translationEntry = translationRecord;

export const integrationEntry = mapping({
  name: id(),
  version: z.number().int().min(1).optional(),
  ownerId: id(),
  title: name(),
  description: textField(),
  summary: textField().optional(),
  icon: textField().optional(),
  previewImages: list(textField()).optional(),
  target: textField().optional(),
  visibility: textField().optional(),
  verified: flag().optional(),
  scopes: list(textField()).optional(),
  categories: list(textField()).optional(),
  blocks: list(data()).optional(),
  contentSources: list(data()).optional(),
  configurations: data().optional(),
  externalLinks: list(mapping({ url: textField(), label: textField() })).optional(),
  script: textField().optional(),
  secrets: z.record(z.string(), z.string()).optional(),
  contentSecurityPolicy: textField().optional(),
  createdAt: time().optional(),
  updatedAt: time().optional(),
  seq: seq().optional(),
});

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
