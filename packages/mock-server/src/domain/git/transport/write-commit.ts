/**
 * Builds an export's commit in the in-memory repository: the tip's tree with the plan's files written and
 * removed (every other entry, links and submodules included, kept as it is), and a commit on top of the tip.
 */
import git, { type TreeEntry } from 'isomorphic-git';
import type { MemoryRepository } from './memory-repository.js';

/** A file's new blob id, or null to remove it; by path from the repository's root. */
export type TreeChanges = Map<string, string | null>;

/** Who made a commit and when (seconds since the epoch, UTC). */
export interface GitIdentity {
  name: string;
  email: string;
  timestamp: number;
}

/** Writes `bytes` as a blob; its id. */
export function writeBlob(repository: MemoryRepository, bytes: Uint8Array): Promise<string> {
  return git.writeBlob({ fs: repository.fs, gitdir: repository.gitdir, blob: bytes });
}

/** Every blob of a tree by path (links and submodules too: export must not write over them). */
export async function listTree(repository: MemoryRepository, tree: string, prefix = '', into = new Map<string, string>()): Promise<Map<string, string>> {
  const { fs, gitdir, cache } = repository;
  for (const entry of (await git.readTree({ fs, gitdir, cache, oid: tree })).tree) {
    const path = prefix === '' ? entry.path : `${prefix}/${entry.path}`;
    if (entry.type === 'tree') await listTree(repository, entry.oid, path, into);
    else into.set(path, entry.oid);
  }
  return into;
}

/** The tree `tree` (undefined: an empty one) with `changes` made; undefined when nothing is left in it. */
export async function changedTree(repository: MemoryRepository, tree: string | undefined, changes: TreeChanges): Promise<string | undefined> {
  const { fs, gitdir, cache } = repository;
  const entries = new Map<string, TreeEntry>();
  if (tree !== undefined) for (const entry of (await git.readTree({ fs, gitdir, cache, oid: tree })).tree) entries.set(entry.path, entry);
  const below = new Map<string, TreeChanges>();
  for (const [path, oid] of changes) {
    const slash = path.indexOf('/');
    if (slash >= 0) {
      const name = path.slice(0, slash);
      if (!below.has(name)) below.set(name, new Map());
      below.get(name)!.set(path.slice(slash + 1), oid);
    } else if (oid === null) entries.delete(path);
    else entries.set(path, { mode: '100644', path, oid, type: 'blob' });
  }
  for (const [name, inner] of below) {
    const existing = entries.get(name);
    const oid = await changedTree(repository, existing?.type === 'tree' ? existing.oid : undefined, inner);
    if (oid === undefined) entries.delete(name);
    else entries.set(name, { mode: '040000', path: name, oid, type: 'tree' });
  }
  if (entries.size === 0) return undefined;
  return git.writeTree({ fs, gitdir, tree: [...entries.values()] });
}

/** The id of the empty tree, written. */
export const emptyTree = (repository: MemoryRepository) => git.writeTree({ fs: repository.fs, gitdir: repository.gitdir, tree: [] });

/** Writes a commit of `tree` on `parent` (none for a new branch); its id. */
export function writeCommit(
  repository: MemoryRepository,
  commit: { tree: string; parent: string | undefined; message: string; author: GitIdentity; committer: GitIdentity },
): Promise<string> {
  const person = (identity: GitIdentity) => ({ ...identity, timezoneOffset: 0 });
  return git.writeCommit({
    fs: repository.fs,
    gitdir: repository.gitdir,
    commit: {
      tree: commit.tree,
      parent: commit.parent === undefined ? [] : [commit.parent],
      author: person(commit.author),
      committer: person(commit.committer),
      message: commit.message.endsWith('\n') ? commit.message : `${commit.message}\n`,
    },
  });
}

/** Pushes `commit` to `ref` of the remote, fast-forward only (the library refuses anything else without `force`). */
export async function pushCommit(repository: MemoryRepository, commit: string, ref: string): Promise<void> {
  const local = 'refs/heads/docpub-export';
  await git.writeRef({ fs: repository.fs, gitdir: repository.gitdir, ref: local, value: commit, force: true });
  const result = await git.push({
    fs: repository.fs,
    http: repository.http,
    gitdir: repository.gitdir,
    cache: repository.cache,
    url: repository.url,
    ref: local,
    remoteRef: ref,
  });
  if (!result.ok) throw Object.assign(new Error(result.error ?? 'push refused'), { code: 'GitPushError' });
}
