/**
 * Real Git repositories for the Git sync tests, built with the system `git` in a temporary directory: bare
 * repositories under one root (what {@link serveRepositories} serves), filled by committing a map of files.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A file's content: text, bytes, or a symbolic link to a target. */
export type FileContent = string | Uint8Array | { symlink: string };

/** The files of a commit, by path from the repository's root. */
export type FileTree = Record<string, FileContent>;

/** A fixed identity and dates, so commits are the same from run to run. */
const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Docs Team',
  GIT_AUTHOR_EMAIL: 'docs@example.test',
  GIT_COMMITTER_NAME: 'Docs Team',
  GIT_COMMITTER_EMAIL: 'docs@example.test',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  // A refused clone must fail, not ask for a password.
  GIT_TERMINAL_PROMPT: '0',
};

/** Runs `git` with the fixed identity; its standard output, trimmed. */
export function git(cwd: string, args: string[], input?: string | Uint8Array): string {
  return execFileSync('git', args, {
    cwd,
    env: { ...process.env, ...GIT_ENV },
    input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
    .toString('utf8')
    .trim();
}

/**
 * Runs `git` without blocking the thread: what a test must use against a server it runs itself (a blocking call
 * would keep that server from answering).
 */
export function gitAsync(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout.trim()),
    );
  });
}

/** A directory of bare repositories, removed by `remove()`. */
export class RepositoryRoot {
  readonly path = mkdtempSync(join(tmpdir(), 'docpub-git-'));

  /** Creates the bare repository `<name>.git` whose default branch is `main`; its directory. */
  create(name: string): string {
    const bare = join(this.path, `${name}.git`);
    mkdirSync(bare, { recursive: true });
    git(bare, ['init', '--quiet', '--bare', '--initial-branch=main']);
    git(bare, ['config', 'http.receivepack', 'true']);
    return bare;
  }

  /**
   * Commits `files` on `branch` (on top of its tip when it has one) and returns the commit id: as the whole tree,
   * or with `keep`, over the tip's files (a `null` content then deletes a file).
   */
  commit(
    name: string,
    files: Record<string, FileContent | null>,
    { branch = 'main', message = 'Update the docs', keep = false } = {},
  ): string {
    const bare = join(this.path, `${name}.git`);
    const work = mkdtempSync(join(tmpdir(), 'docpub-git-work-'));
    try {
      git(work, ['init', '--quiet', `--initial-branch=${branch}`]);
      const tip = tryGit(bare, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
      if (tip !== undefined) {
        git(work, ['fetch', '--quiet', bare, `refs/heads/${branch}`]);
        git(work, ['reset', '--quiet', keep ? '--hard' : '--soft', 'FETCH_HEAD']);
      }
      const links: [string, { symlink: string }][] = [];
      for (const [path, content] of Object.entries(files)) {
        if (content === null) rmSync(join(work, path), { force: true });
        else if (typeof content === 'object' && 'symlink' in content) links.push([path, content]);
        else writeEntry(work, path, content);
      }
      // Without `keep`, files of the tip that `files` does not name are gone from the work tree, so they go.
      git(work, ['add', '--all', '--force', '.']);
      for (const [path, link] of links) addSymlink(work, path, link.symlink);
      git(work, ['commit', '--quiet', '--allow-empty', '-m', message]);
      git(work, ['push', '--quiet', bare, `HEAD:refs/heads/${branch}`]);
      return git(work, ['rev-parse', 'HEAD']);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }

  /** Sets `ref` of the repository to `oid` (e.g. a pull request's head). */
  setRef(name: string, ref: string, oid: string): void {
    git(join(this.path, `${name}.git`), ['update-ref', ref, oid]);
  }

  /** The commit `ref` points at, or undefined. */
  tip(name: string, ref = 'refs/heads/main'): string | undefined {
    return tryGit(join(this.path, `${name}.git`), ['rev-parse', '--verify', '--quiet', ref]);
  }

  /** The content of `path` at `rev`. */
  show(name: string, rev: string, path: string): string {
    return git(join(this.path, `${name}.git`), ['show', `${rev}:${path}`]);
  }

  /** Paths of the tree at `rev`, sorted. */
  paths(name: string, rev = 'refs/heads/main'): string[] {
    return git(join(this.path, `${name}.git`), ['ls-tree', '-r', '--name-only', rev]).split('\n').filter(Boolean).sort();
  }

  /** Runs `git` in the bare repository. */
  git(name: string, args: string[], input?: string | Uint8Array): string {
    return git(join(this.path, `${name}.git`), args, input);
  }

  remove(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}

function tryGit(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args) || undefined;
  } catch {
    return undefined;
  }
}

function writeEntry(work: string, path: string, content: string | Uint8Array): void {
  const target = join(work, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** Adds a link as Git stores one (mode 120000, the target as the blob) without making one on this disk. */
function addSymlink(work: string, path: string, target: string): void {
  const oid = git(work, ['hash-object', '-w', '--stdin'], target);
  git(work, ['update-index', '--add', '--cacheinfo', `120000,${oid},${path}`]);
}
