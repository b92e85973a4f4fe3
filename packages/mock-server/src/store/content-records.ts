/**
 * Records of a space's content (pages, files, reusable contents) and of change requests and their reviews.
 *
 * Content lives inside its revision record (`RevisionRecord.content`, added below by module augmentation),
 * because revisions are immutable snapshots: copying a revision (duplicate, Git import) then copies its
 * content along, and a snapshot of the store holds every revision whole.
 */
/** The page types the reference server stores (it produces no `computed` pages). */
export type StoredPageType = 'document' | 'group' | 'link';

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
  createdAt: string;
  updatedAt: string;
}

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

/**
 * Statuses of a change request (docs/wire-conventions.md, "Open enumerations"); `merged` is reached only through
 * merge.
 */
export type ChangeRequestStatus = 'draft' | 'open' | 'archived' | 'merged';

/** A change request on a space. */
export interface ChangeRequestRecord {
  id: string;
  spaceId: string;
  /** 1, 2, … within the space. */
  number: number;
  status: ChangeRequestStatus;
  subject?: string;
  createdById: string;
  createdAt: string;
  updatedAt: string;
  /** The change request's current revision. */
  revisionId: string;
  /** The primary revision it started from. */
  revisionInitialId: string;
  /** The primary revision its content is based on (moves with each update from the primary). */
  baseRevisionId: string;
  /** The merge revision, once merged. */
  revisionMergedId?: string;
  /** Users who created it or changed its content, for the `contributor` filter. */
  contributorIds: string[];
  seq: number;
}

/** A review of a change request. */
export interface ReviewRecord {
  id: string;
  spaceId: string;
  changeRequestId: string;
  /** The change request's revision when the review was submitted. */
  revisionId: string;
  reviewerId: string;
  /** Who asked for the review: the change request's author, who put it up for review (absent for its own). */
  requestedById?: string;
  status: 'changes-requested' | 'approved';
  /** The message posted with the verdict. */
  comment?: { id: string; markdown: string; postedAt: string };
  createdAt: string;
  updatedAt: string;
  seq: number;
}
