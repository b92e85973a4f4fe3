/** Revisions (immutable snapshots of a space's content), their files, reusable contents and changes. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { href, openEnum, queryBool, queryInt, resource, str, timestamp } from '../rules.js';
import { contentFormat, gitSource } from './document.js';
import { changeRequest } from './change-request.js';
import { page } from './page.js';

export const REVISION_TYPES = ['edits', 'merge', 'rollback', 'update', 'computed'] as const;
export const REVISION_CHANGE_TYPES = [
  'page_created',
  'page_edited',
  'page_deleted',
  'page_moved',
  'file_created',
  'file_edited',
  'file_deleted',
] as const;

/** A file (image, attachment) of a revision. */
export const revisionFile = resource({
  /** Unique id of the file within the revision. */
  id: str(),
  /** File name, with its extension. */
  name: str(),
  /** Media type of the file, e.g. `image/png`. */
  contentType: str(),
  /** Address to download the file's bytes from. */
  downloadURL: href(),
  /** Size in bytes. */
  size: z.number().int(),
  /** Width and height in pixels, for an image. */
  dimensions: resource({
    /** Width in pixels. */
    width: z.number().int(),
    /** Height in pixels. */
    height: z.number().int(),
  }).optional(),
  /** Where the file lives in the synced Git repository, if the space is synced. */
  git: gitSource.optional(),
});
export type RevisionFile = z.infer<typeof revisionFile>;

/** A block of content written once and included in several pages. */
export const reusableContent = resource({
  /** Unique id of the reusable content within the revision. */
  id: str(),
  /** The title it is listed under. */
  title: str(),
  /** Id of the document that holds its content. */
  document: z.string().optional(),
  /** Where it lives in the synced Git repository, if the space is synced. */
  git: gitSource.optional(),
});
export type ReusableContent = z.infer<typeof reusableContent>;

/** The Git commit a revision came from or went to. */
export const revisionGit = resource({
  /** The commit's id (hash). */
  oid: z.string(),
  /** The commit message. */
  message: z.string().optional(),
  /** True when the service made the commit (an export), false for a commit imported from Git. */
  createdByService: z.boolean().optional(),
  /** Address of the commit on the Git host. */
  url: z.string().optional(),
  /** The branch, as `refs/heads/<branch>`. */
  ref: z.string().optional(),
});

/**
 * A tag a revision offers its content (a field of the published service; the API reference does not show it).
 * DocPub's revisions hold none.
 */
export const revisionTag = resource({
  /** The tag's identifier, fixed once created. */
  slug: z.string(),
  /** The tag's name as shown; it can differ from the slug. */
  label: z.string(),
  /** Colour token it is shown in, e.g. `green`. */
  color: z.string().optional(),
  /** Emoji shown with the label. */
  emoji: z.string().optional(),
  /** Name of the icon shown with the label. */
  icon: z.string().optional(),
});
export type RevisionTag = z.infer<typeof revisionTag>;

/** A revision: an immutable snapshot of a space's pages, files and reusable contents. */
export const revision = resource({
  object: z.literal('revision'),
  /** Unique id of the revision. */
  id: str(),
  /** Revisions this one was made from; a merge has two. */
  parents: z.array(z.string()),
  /** The page tree: top-level pages, each holding its sub-pages under `pages`. */
  pages: z.array(page),
  /** The files (images, attachments) of the revision. */
  files: z.array(revisionFile),
  /** Blocks of content written once and included in several pages. */
  reusableContents: z.array(reusableContent),
  /** When the revision was made (ISO 8601 date-time). */
  createdAt: timestamp(),
  /** Absent when asked for with `metadata=false`: Git metadata is mutable. */
  git: revisionGit.optional(),
  /** Where the revision can be found. */
  urls: resource({
    /** Address of the revision in the web app. */
    app: href(),
    /** Published address of the revision's content, when the space is published. */
    published: href().optional(),
    /** Public address of the revision's content, when the space is public. */
    public: href().optional(),
  }),
  /** How the revision was made: `edits`, `merge`, `rollback`, `update` or `computed`. */
  type: openEnum(REVISION_TYPES),
  /** With type `merge`: the change request the merge brought in. */
  mergedFrom: changeRequest.optional(),
  /** The tags available to the revision's content. */
  tags: z.array(revisionTag).optional(),
});
export type Revision = z.infer<typeof revision>;

/** A page as a change names it. */
const changedPage = page.pick({ id: true, type: true, title: true, path: true });

/** One attribute an edit changed: its value before and after. */
const changedAttribute = resource({
  /** The value before the change. */
  before: z.unknown().optional(),
  /** The value after the change. */
  after: z.unknown().optional(),
});

/** One change between a revision and its first parent: a page or a file created, edited, moved or deleted. */
export const revisionChange = resource({
  /** What changed, e.g. `page_created`, `page_moved` or `file_deleted`. */
  type: openEnum(REVISION_CHANGE_TYPES),
  /** The page changed (page changes). */
  page: changedPage.optional(),
  /** With `page_edited` and `file_edited`: what changed, by attribute name (e.g. `title`). */
  attributes: z.record(z.string(), changedAttribute).optional(),
  /** With `page_moved`: the page's parent before and after the move (absent at the top of the tree). */
  parent: resource({
    /** The parent before the move. */
    before: changedPage.optional(),
    /** The parent after the move. */
    after: changedPage.optional(),
  }).optional(),
  /** The file changed (file changes), with its media type and download address when the service sends them. */
  file: revisionFile
    .pick({ id: true, name: true, contentType: true, downloadURL: true })
    .partial({ contentType: true, downloadURL: true })
    .optional(),
});
export type RevisionChange = z.infer<typeof revisionChange>;

/** `{changes, more}`: the first `limit` changes, and how many more there are. */
export const revisionChanges = resource({
  /** The changes, at most `limit` of them. */
  changes: z.array(revisionChange),
  /** How many further changes were left out, if any. */
  more: z.number().int().optional(),
});
export type RevisionChanges = z.infer<typeof revisionChanges>;

/** Default number of changes `/changes` returns (API reference, Limits). */
export const REVISION_CHANGES_LIMIT_DEFAULT = 10;

/** `metadata` and `computed`, accepted by every read of content. */
export const revisionQuery = z.object({
  /** `false` omits mutable Git metadata (default true). */
  metadata: queryBool().optional(),
  /** `false` skips computing computed pages (default true). */
  computed: queryBool().optional(),
});

/** Query of a single page read: `metadata`, `computed` and the output `format`. */
export const revisionPageQuery = revisionQuery.extend({ format: contentFormat.optional() });

/** Query of `/changes`: `limit` 1..1000, default 10. */
export const revisionChangesQuery = revisionQuery.extend({
  /** Most changes to list, 1 to 1000 (default 10). */
  limit: queryInt(1, 1000).optional(),
});

/** Query of a revision's file list: pagination plus `metadata` and `computed`. */
export const revisionFilesQuery = pageQuery.extend(revisionQuery.shape);
