/**
 * The Git work of an import or an export, as one function of plain data: what runs off the server's thread
 * (worker/…), or in it where no worker can be started. Its input and output cross a worker's boundary as they are.
 */
import git from 'isomorphic-git';
import { FormatError, readSpaceFromRepository } from './format/index.js';
import type { ImportedSpace, RepositorySnapshot } from './repository-model.js';
import { GitSyncError } from './transport/git-sync-error.js';
import { fetchRef, gitFailure, type MemoryRepository } from './transport/memory-repository.js';
import { readSnapshot } from './transport/read-snapshot.js';
import { connect } from './transport/remote.js';
import { changedTree, emptyTree, listTree, pushCommit, writeBlob, writeCommit, type TreeChanges } from './transport/write-commit.js';
import { planExport } from './export-plan.js';
import type { ExportJob, ExportOutcome, GitJob, GitJobResult } from './git-job-types.js';

export type { ReadJob, ImportJob, ExportJob, GitJob, ExportOutcome, ImportedCommitFacts, GitJobResult } from './git-job-types.js';

/** Runs `job` here, within its time limit; never rejects. */
export async function runGitJobHere(job: GitJob, signal?: AbortSignal): Promise<GitJobResult> {
  const controller = new AbortController();
  const timeout = new GitSyncError('timeout', `the operation took longer than ${job.limits.timeoutMs} ms, the cap`);
  const timer = setTimeout(() => controller.abort(timeout), job.limits.timeoutMs);
  signal?.addEventListener('abort', () => controller.abort(signal.reason));
  const timedOut = new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)));
  try {
    return await Promise.race([perform(job, controller.signal), timedOut]);
  } catch (error) {
    const failure = error instanceof FormatError ? new GitSyncError('format', error.message) : error instanceof GitSyncError ? error : gitFailure(error, job.ref);
    return { ok: false, failure: { kind: failure.kind, message: failure.message } };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function perform(job: GitJob, signal: AbortSignal): Promise<GitJobResult> {
  if (job.kind !== 'export') {
    const { repository } = await connect({ ...job, signal });
    const tip = await fetchRef(repository, job.ref);
    const snapshot = await readSnapshot(repository, tip!, job.projectDirectory, job.limits);
    if (job.kind === 'read') return { ok: true, kind: 'read', snapshot };
    const space = readSpaceFromRepository(snapshot);
    const commit = { oid: snapshot.commit, message: snapshot.message, skipped: snapshot.skipped, structureBlobs: structureBlobsOf(snapshot, space) };
    return { ok: true, kind: 'import', commit, space };
  }
  try {
    return { ok: true, kind: 'export', outcome: await exportOnce(job, signal) };
  } catch (error) {
    // The branch moved between reading its tip and pushing: read it again and commit on top, once.
    if (gitFailure(error, job.ref).kind !== 'rejected') throw error;
    return { ok: true, kind: 'export', outcome: await exportOnce(job, signal) };
  }
}

async function exportOnce(job: ExportJob, signal: AbortSignal): Promise<ExportOutcome> {
  const { repository } = await connect({ ...job, signal });
  const tip = await fetchRef(repository, job.ref, true);
  const tree = tip === undefined ? undefined : await treeOf(repository, tip);
  const tipFiles = tree === undefined ? new Map<string, string>() : await listTree(repository, tree);
  const plan = await planExport(repository, job, tipFiles);
  const changes: TreeChanges = new Map();
  for (const [path, oid] of plan.written) if (tipFiles.get(path) !== oid) changes.set(path, oid);
  for (const path of plan.deletes) if (tipFiles.has(path)) changes.set(path, null);
  const structureBlobs = structureOf(plan.written, plan.blobs);
  if (changes.size === 0) return { tip, blobs: plan.blobs, structureBlobs };
  if (tip !== job.lastCommit && !job.force) refuseConflicts(job, tipFiles, changes);
  const newTree = (await changedTree(repository, tree, changes)) ?? (await emptyTree(repository));
  const commit = await writeCommit(repository, { tree: newTree, parent: tip, message: job.message, author: job.author, committer: job.committer });
  await pushCommit(repository, commit, job.ref);
  return { commit, tip, blobs: plan.blobs, structureBlobs };
}

function structureOf(written: Map<string, string>, blobs: ExportOutcome['blobs']): Record<string, string> {
  const owned = new Set([...blobs.values()].map((blob) => blob.path));
  return Object.fromEntries([...written].filter(([path]) => !owned.has(path)));
}

/** The markdown and YAML files of the snapshot that none of the space's records stands for. */
function structureBlobsOf(snapshot: RepositorySnapshot, space: ImportedSpace): Record<string, string> {
  const owned = new Set<string>([...space.files, ...space.reusableContents].map((entry) => entry.path));
  const visit = (pages: ImportedSpace['pages']) => {
    for (const page of pages) {
      if (page.git) owned.add(page.git.path);
      visit(page.children);
    }
  };
  visit(space.pages);
  const blobs: Record<string, string> = {};
  for (const [path, file] of snapshot.files) if (!owned.has(path) && /\.(md|ya?ml)$/i.test(path)) blobs[path] = file.oid;
  return blobs;
}

async function treeOf(repository: MemoryRepository, commit: string): Promise<string> {
  return (await git.readCommit({ fs: repository.fs, gitdir: repository.gitdir, cache: repository.cache, oid: commit })).commit.tree;
}

/**
 * The branch moved since the last sync: a file export would write or delete that has, on the tip, another blob
 * than the one recorded at the last sync (or any blob, for a path never synced) was changed by someone else.
 */
function refuseConflicts(job: ExportJob, tipFiles: Map<string, string>, changes: TreeChanges): void {
  const conflicts = [...changes.keys()].filter((path) => tipFiles.has(path) && tipFiles.get(path) !== job.recorded.get(path));
  if (conflicts.length > 0) {
    const shown = conflicts.slice(0, 20).join(', ') + (conflicts.length > 20 ? `, and ${conflicts.length - 20} more` : '');
    throw new GitSyncError('conflict', `the branch changed files since the last sync that export would overwrite: ${shown} (nothing pushed; force to overwrite)`);
  }
}
