/**
 * Records of a space's revisions and their content (pages, files, reusable contents), and of change requests
 * and their reviews.
 *
 * Content lives inside its revision record (`RevisionRecord.content`), because revisions are immutable
 * snapshots: copying a revision (duplicate, Git import) then copies its content along, and a snapshot of the
 * store holds every revision whole.
 */
import {
  CHANGE_REQUEST_STATUSES,
  closedEnum,
  COVER_SIZES,
  PAGE_TYPES,
  REVIEW_STATUSES,
  REVISION_TYPES,
} from '@docpub/sdk/contract';
import { z } from 'zod';
import { count, filledSeq, filledTime, flag, id, list, mapping, name, setFlag, textField, time, type Stored } from './record-fields.js';

/** The page types the reference server stores (the contract's); a `computed` page's is computed when read. */
export type StoredPageType = (typeof PAGE_TYPES)[number];

/** Layout options of a page changed from the defaults (domain/content/page-shape.ts), each present only once set. */
/**
 * Where a record was read from or written to by the last Git sync: the blob id and the path from the repository's
 * root (domain/git/…). Export keeps a record at its path; the blob id tells whether the branch changed it since.
 */
const gitBlob = mapping({ oid: textField(), path: textField() });
export type GitBlobRecord = Stored<typeof gitBlob>;

const pageLayout = mapping({
  cover: flag().optional(),
  title: flag().optional(),
  description: flag().optional(),
  tableOfContents: flag().optional(),
  outline: flag().optional(),
  pagination: flag().optional(),
  coverSize: closedEnum(COVER_SIZES).optional(),
});

/**
 * The source of a `computed` page: an OpenAPI spec of the space's organization (`builtin:openapi`), by slug,
 * and whether its computed pages include one for the schemas (`models`).
 */
const pageComputation = mapping({
  type: z.literal('builtin:openapi').default('builtin:openapi'),
  /** The spec's slug in the organization. */
  spec: name(),
  models: flag().default(false),
});

/**
 * A page of a revision. Pages are stored flat, each naming its parent; the array order of a revision's
 * `pages` is the order among siblings. Flat records make diffs and three-way merges a per-id comparison.
 */
export const pageRecord = mapping({
  /** Stable across revisions: the same page keeps its id through edits, moves and merges. */
  id: id(),
  /** The parent page, or null at the root of the tree. */
  parentId: id().nullable(),
  type: closedEnum(PAGE_TYPES),
  title: name(),
  /** Unique among the siblings. */
  slug: name(),
  /** The document of a `document` page; absent on groups and links. */
  markdown: textField().optional(),
  /** Where a `link` page points: a page path (`/guides/intro`), `file:<id>` or an absolute URL. */
  href: textField().optional(),
  emoji: textField().optional(),
  description: textField().optional(),
  /** An icon name, shown in place of an emoji. */
  icon: textField().optional(),
  /** Left out of the published navigation (still readable at its path). */
  hidden: setFlag(),
  /** Left out of the published site's search and answers. */
  noIndex: setFlag(),
  /** Marked for search engines not to index. */
  noRobotsIndex: setFlag(),
  layout: pageLayout.optional(),
  /** The cover image: a file of the same revision. */
  cover: mapping({ file: id(), yPos: z.number({ error: 'must be a number' }) }).optional(),
  /** The source of a `computed` page (domain/content/computed-pages.ts). */
  computed: pageComputation.optional(),
  /** The page's file at the last Git sync. */
  git: gitBlob.optional(),
  createdAt: filledTime(),
  updatedAt: filledTime(),
});
export type PageRecord = Stored<typeof pageRecord>;
export type PageLayoutRecord = NonNullable<PageRecord['layout']>;
export type PageComputationRecord = NonNullable<PageRecord['computed']>;

/** A file (image, attachment) of a revision. */
export const fileRecord = mapping({
  id: id(),
  name: name(),
  contentType: name(),
  /** Size in bytes. */
  size: count(),
  dimensions: mapping({ width: count(), height: count() }).optional(),
  /** Store-wide creation sequence: the key of file lists, unchanged while the file lives in later revisions. */
  seq: filledSeq(),
  /** The file's blob at the last Git sync; its bytes are kept under this blob id (store/file-bytes.ts). */
  git: gitBlob.optional(),
});
export type FileRecord = Stored<typeof fileRecord>;

/** A block of content written once and included in several pages. */
export const reusableContentRecord = mapping({ id: id(), title: name(), markdown: textField(), git: gitBlob.optional() });
export type ReusableContentRecord = Stored<typeof reusableContentRecord>;

/**
 * A redirect of the repository's `.gitbook.yaml`, kept with the revision a Git import made: an old path below the
 * site space (no slashes around it) and the page it leads to (docs/git-sync.md, "Redirects").
 */
export const gitRedirectRecord = mapping({ source: textField(), pageId: id() });
export type GitRedirectRecord = Stored<typeof gitRedirectRecord>;

/** Everything a revision holds. */
export const revisionContent = mapping({
  pages: list(pageRecord),
  files: list(fileRecord),
  reusableContents: list(reusableContentRecord),
  /** The `.gitbook.yaml` redirects of the commit the content was imported from; absent when it had none. */
  redirects: list(gitRedirectRecord).optional(),
});
export type RevisionContent = Stored<typeof revisionContent>;

/** Git metadata of a revision; mutable, unlike the revision's content. */
const revisionGit = mapping({
  oid: textField().optional(),
  message: textField().optional(),
  createdByService: flag().optional(),
  url: textField().optional(),
  ref: textField().optional(),
});

/**
 * A revision of a space. Revisions are immutable apart from `git`; the revision holds its content (pages,
 * files, reusable contents), so copying a revision copies them.
 */
export const revisionRecord = mapping({
  id: id(),
  spaceId: id(),
  parents: list(id()).default([]),
  createdAt: filledTime(),
  type: closedEnum(REVISION_TYPES).default('edits'),
  git: revisionGit.optional(),
  seq: filledSeq(),
  /** The revision's content; absent on a revision made before any content existed (read as empty). */
  content: revisionContent.optional(),
});
export type RevisionRecord = Stored<typeof revisionRecord>;
export type RevisionGitRecord = NonNullable<RevisionRecord['git']>;

/** A change request on a space. */
export const changeRequestRecord = mapping({
  id: id(),
  spaceId: id(),
  /** 1, 2, … within the space. */
  number: z.number().int().min(1),
  /**
   * Statuses of a change request (docs/wire-conventions.md, "Open enumerations"); `merged` is reached only
   * through merge. A world file that names none loads `open`, as fixtures always did; the API creates a draft.
   */
  status: closedEnum(CHANGE_REQUEST_STATUSES).default('open'),
  subject: textField().optional(),
  createdById: id(),
  createdAt: filledTime(),
  updatedAt: filledTime(),
  /** The change request's current revision. */
  revisionId: id(),
  /** The primary revision it started from. */
  revisionInitialId: id(),
  /** The primary revision its content is based on (moves with each update from the primary). */
  baseRevisionId: id(),
  /** The merge revision, once merged. */
  revisionMergedId: id().optional(),
  /** Users who created it or changed its content, for the `contributor` filter. */
  contributorIds: list(id()),
  seq: filledSeq(),
});
export type ChangeRequestRecord = Stored<typeof changeRequestRecord>;
export type ChangeRequestStatus = ChangeRequestRecord['status'];

/** A review of a change request. */
export const reviewRecord = mapping({
  id: id(),
  spaceId: id(),
  changeRequestId: id(),
  /** The change request's revision when the review was submitted. */
  revisionId: id(),
  reviewerId: id(),
  /** Who asked for the review: the change request's author, who put it up for review (absent for its own). */
  requestedById: id().optional(),
  status: closedEnum(REVIEW_STATUSES),
  /** The message posted with the verdict. */
  comment: mapping({ id: id(), markdown: textField(), postedAt: filledTime() }).optional(),
  createdAt: filledTime(),
  updatedAt: filledTime(),
  seq: filledSeq(),
});
export type ReviewRecord = Stored<typeof reviewRecord>;
