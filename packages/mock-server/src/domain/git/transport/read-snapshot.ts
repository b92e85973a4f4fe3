/**
 * Reads a fetched commit into a {@link RepositorySnapshot}: the regular files below the project directory, with
 * their blob ids and bytes. What a hostile repository could use is left out and listed in `skipped`: symbolic
 * links (mode 120000), submodules (160000), names that are empty, `.`, `..`, `.git` (in any case) or hold a
 * slash, backslash or NUL, and blobs over the size cap. Entries are counted as the tree is walked, so a tree of
 * a hundred thousand entries fails at the cap rather than being listed first.
 */
import git from 'isomorphic-git';
import type { GitLimits } from '../limits.js';
import type { RepositoryFile, RepositorySnapshot, SkippedEntry } from '../repository-model.js';
import { GitSyncError } from './git-sync-error.js';
import type { MemoryRepository } from './memory-repository.js';

/** True for a tree entry name that may become part of a path. */
export function isSafeName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && name.toLowerCase() !== '.git' && !/[/\\\u0000]/.test(name);
}

/** The project directory as a list of names; '' or `/` is the whole repository. */
export function projectSegments(projectDirectory: string | undefined): string[] {
  const segments = (projectDirectory ?? '').split('/').filter((segment) => segment !== '' && segment !== '.');
  if (!segments.every(isSafeName)) throw new GitSyncError('policy', `repoProjectDirectory '${projectDirectory}' leaves the repository`);
  return segments;
}

/** Reads commit `oid` below `projectDirectory` within `limits`. */
export async function readSnapshot(
  repository: MemoryRepository,
  oid: string,
  projectDirectory: string | undefined,
  limits: GitLimits,
): Promise<RepositorySnapshot> {
  const { fs, gitdir, cache } = repository;
  const { commit } = await git.readCommit({ fs, gitdir, cache, oid });
  const segments = projectSegments(projectDirectory);
  let tree = commit.tree;
  for (const segment of segments) {
    const entries = (await git.readTree({ fs, gitdir, cache, oid: tree })).tree;
    const next = entries.find((entry) => entry.path === segment && entry.type === 'tree');
    if (next === undefined) throw new GitSyncError('not-found', `the commit has no directory ${segments.join('/')}`);
    tree = next.oid;
  }
  const walk = new TreeWalk(repository, limits);
  await walk.read(tree, segments.join('/'));
  return { commit: oid, message: commit.message, projectDirectory: segments.join('/'), files: walk.files, skipped: walk.skipped };
}

class TreeWalk {
  readonly files = new Map<string, RepositoryFile>();
  readonly skipped: SkippedEntry[] = [];
  private entries = 0;

  constructor(
    private readonly repository: MemoryRepository,
    private readonly limits: GitLimits,
  ) {}

  async read(tree: string, prefix: string): Promise<void> {
    const { fs, gitdir, cache } = this.repository;
    const entries = (await git.readTree({ fs, gitdir, cache, oid: tree })).tree;
    this.entries += entries.length;
    if (this.entries > this.limits.maxEntries) {
      throw new GitSyncError('limit', `the project directory holds more than ${this.limits.maxEntries} entries, the cap`);
    }
    for (const entry of entries) {
      const path = prefix === '' ? entry.path : `${prefix}/${entry.path}`;
      if (!isSafeName(entry.path)) this.skip(prefix === '' ? entry.path : `${prefix}/${JSON.stringify(entry.path)}`, 'unsafe-path');
      else if (entry.mode === '120000') this.skip(path, 'symlink');
      else if (entry.type === 'commit') this.skip(path, 'submodule');
      else if (entry.type === 'tree') await this.read(entry.oid, path);
      else await this.readBlob(path, entry.oid);
    }
  }

  private async readBlob(path: string, oid: string): Promise<void> {
    const { fs, gitdir, cache } = this.repository;
    const { blob } = await git.readBlob({ fs, gitdir, cache, oid });
    if (blob.byteLength > this.limits.maxBlobBytes) this.skip(path, 'blob-too-large');
    else this.files.set(path, { path, oid, bytes: blob });
  }

  private skip(path: string, reason: SkippedEntry['reason']): void {
    this.skipped.push({ path, reason });
  }
}
