/**
 * The plain data of the Git work of an import or an export (git-jobs.ts): the jobs and their results, apart so that
 * the export's plan (export-plan.ts) can name them without importing the work that runs it.
 */
import type { FetchPolicy } from '../../fetching/fetch-policy.js';
import type { GitLimits } from './limits.js';
import type { ExportableSpace, ImportedSpace, RepositorySnapshot, SkippedEntry } from './repository-model.js';
import type { GitFailureKind } from './transport/git-sync-error.js';
import type { GitIdentity } from './transport/write-commit.js';

/** What every operation is given. */
interface GitJobBase {
  /** The repository URL as the caller gave it, credentials included: used for this operation only. */
  url: string;
  ref: string;
  projectDirectory?: string | undefined;
  policy: FetchPolicy;
  limits: GitLimits;
}

/** Read the commit at `ref` as it is (its files and what was skipped). */
export interface ReadJob extends GitJobBase {
  kind: 'read';
}

/** Read the commit at `ref` in the service's format. */
export interface ImportJob extends GitJobBase {
  kind: 'import';
}

/** Write the space as a commit on `ref`. */
export interface ExportJob extends GitJobBase {
  kind: 'export';
  space: ExportableSpace;
  /** Blob ids by path as they were at the last sync (the records' `git`), to tell a moved branch's conflicts. */
  recorded: Map<string, string>;
  /** The commit of the last sync, if any: a tip other than it means the branch moved. */
  lastCommit?: string | undefined;
  force: boolean;
  message: string;
  author: GitIdentity;
  committer: GitIdentity;
}

export type GitJob = ReadJob | ImportJob | ExportJob;

/** What an export did. */
export interface ExportOutcome {
  /** The new commit; undefined when the space changed nothing in the branch (no commit is made). */
  commit?: string | undefined;
  /** The tip the export read (the new commit's parent). */
  tip?: string | undefined;
  /** Where each page, file and reusable content (by id) now lives, and the blob there. */
  blobs: Map<string, { path: string; oid: string }>;
  /** The blobs of the files written that no record stands for (`SUMMARY.md`, …), by path. */
  structureBlobs: Record<string, string>;
}

/** The commit an import read, and what its snapshot left out. */
export interface ImportedCommitFacts {
  oid: string;
  message: string;
  skipped: SkippedEntry[];
  /** Blob ids of the commit's markdown and YAML files that no page, file or reusable content stands for. */
  structureBlobs: Record<string, string>;
}

/** A job's result: its value, or why it failed (journal-safe words). */
export type GitJobResult =
  | { ok: true; kind: 'read'; snapshot: RepositorySnapshot }
  | { ok: true; kind: 'import'; commit: ImportedCommitFacts; space: ImportedSpace }
  | { ok: true; kind: 'export'; outcome: ExportOutcome }
  | { ok: false; failure: { kind: GitFailureKind; message: string } };
