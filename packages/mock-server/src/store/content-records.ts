/**
 * Records of a space's content (pages, files, reusable contents) and of change requests and their reviews.
 *
 * Content lives inside its revision record (`RevisionRecord.content`, added below by module augmentation),
 * because revisions are immutable snapshots: copying a revision (duplicate, Git import) then copies its
 * content along, and a snapshot of the store holds every revision whole.
 */
import { closedEnum } from '@docpub/sdk/contract';
import { z } from 'zod';
import { filledSeq, filledTime, id, list, mapping, textField, time, type Stored } from './record-fields.js';

/** The page types the reference server stores; a `computed` page's content is computed when read. */
export type StoredPageType = 'document' | 'group' | 'link' | 'computed';

/**
 * A page of a revision. Pages are stored flat, each naming its parent; the array order of a revision's
 * `pages` is the order among siblings. Flat records make diffs and three-way merges a per-id comparison.
 */
export interface PageRecord {
  /** Stable across revisions: the same page keeps its id through edits, moves and merges. */
  id: string;
  /** The parent page, or null at the root of the tree. */
  parentId: string | null;
  type: StoredPageType;
  title: string;
  /** Unique among the siblings. */
  slug: string;
  /** The document of a `document` page; absent on groups and links. */
  markdown?: string;
  /** Where a `link` page points: a page path (`/guides/intro`), `file:<id>` or an absolute URL. */
  href?: string;
  emoji?: string;
  description?: string;
  /** An icon name, shown in place of an emoji. */
  icon?: string;
  /** Left out of the published navigation (still readable at its path). */
  hidden?: boolean;
  /** Left out of the published site's search and answers. */
  noIndex?: boolean;
  /** Marked for search engines not to index. */
  noRobotsIndex?: boolean;
  /** Layout options changed from the defaults (domain/content/page-shape.ts); only what was set. */
  layout?: PageLayoutRecord;
  /** The cover image: a file of the revision. */
  cover?: { file: string; yPos: number };
  /** The source of a `computed` page (domain/content/computed-pages.ts). */
  computed?: PageComputationRecord;
  createdAt: string;
  updatedAt: string;
}

/** Layout options of a page, each present only once set. */
export type PageLayoutRecord = {
  cover?: boolean;
  title?: boolean;
  description?: boolean;
  tableOfContents?: boolean;
  outline?: boolean;
  pagination?: boolean;
  coverSize?: 'hero' | 'full';
};

/**
 * The source of a `computed` page: an OpenAPI spec of the space's organization (`builtin:openapi`), by slug,
 * and whether its computed pages include one for the schemas (`models`).
 */
export type PageComputationRecord = {
  type: 'builtin:openapi';
  /** The spec's slug in the organization. */
  spec: string;
  models: boolean;
};

/** A file (image, attachment) of a revision. */
export interface FileRecord {
  id: string;
  name: string;
  contentType: string;
  /** Size in bytes. */
  size: number;
  dimensions?: { width: number; height: number };
  /** Store-wide creation sequence: the key of file lists, unchanged while the file lives in later revisions. */
  seq: number;
}

/** A block of content written once and included in several pages. */
export interface ReusableContentRecord {
  id: string;
  title: string;
  markdown: string;
}

/** Everything a revision holds. */
export interface RevisionContent {
  pages: PageRecord[];
  files: FileRecord[];
  reusableContents: ReusableContentRecord[];
}

declare module './records.js' {
  interface RevisionRecord {
    /** The revision's content; absent on a revision made before any content existed (read as empty). */
    content?: RevisionContent;
  }
}

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
  status: closedEnum(['draft', 'open', 'archived', 'merged']).default('open'),
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
  status: closedEnum(['changes-requested', 'approved']),
  /** The message posted with the verdict. */
  comment: mapping({ id: id(), markdown: textField(), postedAt: time() }).optional(),
  createdAt: filledTime(),
  updatedAt: filledTime(),
  seq: filledSeq(),
});
export type ReviewRecord = Stored<typeof reviewRecord>;
