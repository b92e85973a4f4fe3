/**
 * The plain data that passes between DocPub's two Git halves (docs/git-sync.md):
 *
 * - the **Git layer** (domain/git/…: smart-HTTP fetch and push through the checked fetcher, off the server's
 *   thread) reads a commit into a {@link RepositorySnapshot} and turns an {@link ExportPlan} into a commit;
 * - the **format** (domain/git/format/…: pure functions) reads a snapshot into an {@link ImportedSpace} and writes
 *   a space's content ({@link ExportableSpace}) into an {@link ExportPlan}.
 *
 * Everything here is structured-clone safe (no functions, no class instances other than Map and Uint8Array), so
 * it crosses a worker thread's boundary as it is.
 */

/** A regular file of a commit: its path from the repository's root, its blob id and its bytes. */
export interface RepositoryFile {
  path: string;
  /** The Git blob id (40 hex). */
  oid: string;
  bytes: Uint8Array;
}

/** Why an entry of the commit's tree was left out of the snapshot; journaled with its path. */
export type SkipReason = 'symlink' | 'submodule' | 'unsafe-path' | 'blob-too-large' | 'outside-project';

/** An entry of the commit that the snapshot leaves out, and why. */
export interface SkippedEntry {
  path: string;
  reason: SkipReason;
}

/**
 * The files of one commit below the project directory (`repoProjectDirectory`, or the whole repository), as the Git
 * layer read them. Paths are relative to the repository's root, `/`-separated, never absolute and never with `..`
 * or a `.git` segment (the Git layer skips those).
 */
export interface RepositorySnapshot {
  /** The commit id (40 hex). */
  commit: string;
  /** The commit's message. */
  message: string;
  /** The project directory the snapshot was read below, without slashes around it; '' for the whole repository. */
  projectDirectory: string;
  files: Map<string, RepositoryFile>;
  skipped: SkippedEntry[];
}

/**
 * A page's layout options as frontmatter carries them (`layout.<option>.visible`, `layout.cover.size`), in the
 * shape of DocPub's page record: each present only when the file sets it.
 */
export interface GitPageLayout {
  cover?: boolean;
  coverSize?: 'hero' | 'full';
  title?: boolean;
  description?: boolean;
  tableOfContents?: boolean;
  outline?: boolean;
  pagination?: boolean;
}

/** Bounds the format keeps while reading; every one has a default (docs/git-sync.md, "The format"). */
export interface FormatLimits {
  /** How deep `SUMMARY.md`'s lists may nest (default 32); deeper is a `FormatError`. */
  summaryNesting?: number;
}

/** What a page is in the format, whichever way it travels: its kind, title, slug and frontmatter fields. */
export interface GitPageFields {
  kind: 'document' | 'group' | 'link';
  title: string;
  /** The slug among its siblings (unique among them). */
  slug: string;
  /** Where a link page points. */
  href?: string;
  description?: string;
  icon?: string;
  emoji?: string;
  hidden?: boolean;
  layout?: GitPageLayout;
}

/** Frontmatter and `SUMMARY.md` facts of a page the format read. */
export interface ImportedPage extends GitPageFields {
  /** The page's file and its blob id; absent on groups and on link pages. */
  git?: { path: string; oid: string };
  /**
   * The page's markdown, with its first `# heading` dropped when it equals the title. References to other pages are
   * DocPub page paths (`/a/b`); references to the space's files are `file:` references keyed by the file's repository
   * path (`file:docs/.gitbook/assets/a%20b.png`, each segment percent-encoded), which the format's
   * `resolveFileReferences` turns into `file:<id>` once the Git layer has given every file its id. A link page's
   * `href` and a reusable content's markdown carry them the same way.
   */
  markdown?: string;
  /** The cover image by the file's repository path, and its vertical position. */
  cover?: { path: string; yPos: number };
  children: ImportedPage[];
}

/** An asset under `.gitbook/assets/`. */
export interface ImportedFile {
  path: string;
  oid: string;
  name: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
}

/** A reusable content from `.gitbook/includes/`. */
export interface ImportedReusableContent {
  path: string;
  oid: string;
  title: string;
  markdown: string;
}

/** A `.gitbook.yaml` redirect: an old site path (no leading slash) and the repository path of the page it leads to. */
export interface ImportedRedirect {
  source: string;
  destination: string;
}

/** What the format reads out of a snapshot. */
export interface ImportedSpace {
  /** The root pages, in order; each holds its sub-pages. */
  pages: ImportedPage[];
  files: ImportedFile[];
  reusableContents: ImportedReusableContent[];
  redirects: ImportedRedirect[];
  /** The repository path of the `SUMMARY.md` the tree was read from; absent when the tree followed the folders. */
  summaryPath?: string;
  /** What the format could not use and why (a file not in SUMMARY.md, malformed frontmatter, …), for the journal. */
  warnings: string[];
}

/** A page of the space as export sees it. */
export interface ExportablePage extends GitPageFields {
  id: string;
  /** The file this page was synced from or to last time, if any: export keeps it there. */
  gitPath?: string;
  markdown?: string;
  /** The cover image by the file's id, and its vertical position. */
  cover?: { fileId: string; yPos: number };
  children: ExportablePage[];
}

/** A file of the space as export sees it; `bytes` absent when DocPub holds none for it (then it is not written). */
export interface ExportableFile {
  id: string;
  name: string;
  contentType: string;
  gitPath?: string;
  bytes?: Uint8Array;
}

/** A reusable content as export sees it. */
export interface ExportableReusableContent {
  id: string;
  title: string;
  markdown: string;
  gitPath?: string;
}

/** The space's content, ready to be written in the service's Git format. */
export interface ExportableSpace {
  pages: ExportablePage[];
  files: ExportableFile[];
  reusableContents: ExportableReusableContent[];
  /**
   * Every path DocPub owned at the last sync (the `git.path` of the synced revision's pages, files and reusable
   * contents), so that export removes the files of content deleted since. The `gitPath`s above count as owned too.
   */
  syncedPaths?: string[];
}

/**
 * What export changes in the branch's tip: the files DocPub owns as they must be on the new commit, and the ones it
 * removes. Every other file of the tip stays as it is.
 */
export interface ExportPlan {
  writes: Map<string, Uint8Array>;
  deletes: string[];
  /** Where each page, file and reusable content (by id) now lives, so the records can keep their `git.path`. */
  paths: Map<string, string>;
  /** The repository path of the `SUMMARY.md` export writes (DocPub owns it as it owns the files in `paths`). */
  summaryPath: string;
  /** What the format could not write as it is (a group below the root, …), for the journal. */
  warnings: string[];
}
