/** Revisions (immutable snapshots of a space's content), their files, reusable contents and changes. */
import * as z from 'zod';
import { pageQuery } from '../envelope.js';
import { href, openEnum, queryBool, queryInt, resource, str, timestamp } from '../rules.js';
import { contentFormat, gitSource } from './document.js';
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
  id: str(),
  name: str(),
  contentType: str(),
  downloadURL: href(),
  /** Size in bytes. */
  size: z.number().int(),
  dimensions: resource({ width: z.number().int(), height: z.number().int() }).optional(),
  git: gitSource.optional(),
});
export type RevisionFile = z.infer<typeof revisionFile>;

/** A block of content written once and included in several pages. */
export const reusableContent = resource({
  id: str(),
  title: str(),
  document: z.string().optional(),
  git: gitSource.optional(),
});
export type ReusableContent = z.infer<typeof reusableContent>;

/** The Git commit a revision came from or went to. */
export const revisionGit = resource({
  oid: z.string(),
  message: z.string().optional(),
  createdByService: z.boolean().optional(),
  url: z.string().optional(),
  ref: z.string().optional(),
});

/** A revision: an immutable snapshot of a space's pages, files and reusable contents. */
export const revision = resource({
  object: z.literal('revision'),
  id: str(),
  /** Revisions this one was made from; a merge has two. */
  parents: z.array(z.string()),
  pages: z.array(page),
  files: z.array(revisionFile),
  reusableContents: z.array(reusableContent),
  createdAt: timestamp(),
  /** Absent when asked for with `metadata=false`: Git metadata is mutable. */
  git: revisionGit.optional(),
  urls: resource({ app: href(), published: href().optional(), public: href().optional() }),
  type: openEnum(REVISION_TYPES),
});
export type Revision = z.infer<typeof revision>;

/** One change between a revision and its first parent: a page or a file created, edited, moved or deleted. */
export const revisionChange = resource({
  type: openEnum(REVISION_CHANGE_TYPES),
  /** The page changed (page changes). */
  page: page.pick({ id: true, type: true, title: true, path: true }).optional(),
  /** The file changed (file changes). */
  file: revisionFile.pick({ id: true, name: true }).optional(),
});
export type RevisionChange = z.infer<typeof revisionChange>;

/** `{changes, more}`: the first `limit` changes, and how many more there are. */
export const revisionChanges = resource({
  changes: z.array(revisionChange),
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
export const revisionChangesQuery = revisionQuery.extend({ limit: queryInt(1, 1000).optional() });

/** Query of a revision's file list: pagination plus `metadata` and `computed`. */
export const revisionFilesQuery = pageQuery.extend(revisionQuery.shape);
