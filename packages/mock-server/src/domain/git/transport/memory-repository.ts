/**
 * A Git repository that lives in memory for one operation: isomorphic-git (a pure-JavaScript Git that runs in
 * Node and browsers, speaks smart HTTP fetch and push, and takes its HTTP client and its file system as
 * parameters) over an in-memory file system (memfs). Nothing is checked out: objects are fetched into the
 * in-memory object store and read from there as trees and blobs, so a hostile path or link never reaches a disk.
 */
import git, { type FsClient, type HttpClient, type PromiseFsClient } from 'isomorphic-git';
import { createFsFromVolume, Volume } from 'memfs';
import { GitSyncError } from './git-sync-error.js';

const GITDIR = '/repository.git';

/** What every call of the library needs: the file system, the repository's place in it and a shared cache. */
export interface MemoryRepository {
  fs: FsClient;
  /** A repository on this machine (a `file://` URL below the server's `gitFileRoot`): read in place, no fetch. */
  local?: boolean;
  gitdir: string;
  cache: object;
  http: HttpClient;
  /** The repository's URL, without credentials: `http` adds them as a header (see checked-http.ts). */
  url: string;
}

/** The answer to the Git library's probe (see {@link memoryFs}): made once, never thrown. */
const PROBE_ANSWER = new Error('readFile needs a path');

/**
 * An in-memory file system for the Git library: memfs's promise API, except that `readFile()` without a path
 * answers a rejection made once. The library calls that at every one of its calls (twice), to tell a promise
 * file system from a callback one, and memfs builds and throws a fresh argument error for it each time: on an
 * import or export of a thousand files, most of the time spent in the file system.
 */
function memoryFs(): PromiseFsClient {
  const promises = createFsFromVolume(new Volume()).promises as unknown as PromiseFsClient['promises'];
  return {
    promises: {
      ...promises,
      readFile: ((path: string | undefined, options?: unknown) =>
        path === undefined ? Promise.reject(PROBE_ANSWER) : promises.readFile(path, options as never)) as PromiseFsClient['promises']['readFile'],
    },
  };
}

/** An empty bare repository in memory that talks to `url` through `http`. */
export async function openMemoryRepository(url: string, http: HttpClient): Promise<MemoryRepository> {
  const fs = memoryFs();
  await git.init({ fs, gitdir: GITDIR, bare: true });
  // fetch reads its refspec from a remote's configuration, even when given the URL.
  await git.addRemote({ fs, gitdir: GITDIR, remote: 'origin', url });
  return { fs, gitdir: GITDIR, cache: {}, http, url };
}

/**
 * A repository of this machine, read where it is (its objects are not copied). The caller has checked that the
 * path is below the directory the server was given.
 */
export function openLocalRepository(path: string): MemoryRepository {
  const fs = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:fs') as typeof import('node:fs');
  const gitdir = fs.existsSync(`${path}/.git`) ? `${path}/.git` : path;
  const refuse: HttpClient = { request: () => Promise.reject(new GitSyncError('policy', 'a file:// repository is read in place')) };
  return { fs, gitdir, cache: {}, http: refuse, url: 'file://', local: true };
}

/**
 * Fetches the commit `ref` names (its tree and blobs only: depth 1) and returns its id, or undefined when the
 * remote has no such ref and `missingIsEmpty` (an export to a branch that does not exist yet).
 * @throws GitSyncError for refused credentials, an unknown repository or ref, and a malformed answer.
 */
export async function fetchRef(repository: MemoryRepository, ref: string, missingIsEmpty = false): Promise<string | undefined> {
  try {
    if (repository.local) return await git.resolveRef({ fs: repository.fs, gitdir: repository.gitdir, ref });
    const result = await git.fetch({
      fs: repository.fs,
      http: repository.http,
      gitdir: repository.gitdir,
      cache: repository.cache,
      url: repository.url,
      ref,
      remoteRef: ref,
      singleBranch: true,
      depth: 1,
      tags: false,
    });
    if (result.fetchHead === null) throw new GitSyncError('unknown-ref', `the repository has no ref ${ref}`);
    return result.fetchHead;
  } catch (error) {
    const failure = gitFailure(error, ref);
    if (missingIsEmpty && failure.kind === 'unknown-ref') return undefined;
    throw failure;
  }
}

/** A library error as a {@link GitSyncError} whose message is safe to journal. */
export function gitFailure(error: unknown, ref: string): GitSyncError {
  if (error instanceof GitSyncError) return error;
  const code = (error as { code?: unknown }).code;
  const data = (error as { data?: { statusCode?: number; reason?: string } }).data;
  if (code === 'HttpError') {
    const status = data?.statusCode ?? 0;
    if (status === 401 || status === 403) return new GitSyncError('credentials', `the Git host refused the credentials (HTTP ${status})`);
    if (status === 404) return new GitSyncError('not-found', 'the Git host has no repository at this URL (HTTP 404)');
    return new GitSyncError('network', `the Git host answered HTTP ${status}`);
  }
  if (code === 'UnsafeFilepathError') {
    const path = String((error as { data?: { filepath?: unknown } }).data?.filepath ?? '').slice(0, 200);
    return new GitSyncError('malformed', `the commit holds an unsafe path ${JSON.stringify(path)} (.., .git, a slash or a backslash)`);
  }
  if (code === 'NotFoundError' || code === 'MissingRefError') return new GitSyncError('unknown-ref', `the repository has no ref ${ref}`);
  if (code === 'SmartHttpError' || code === 'ParseError' || code === 'UnknownTransportError') {
    return new GitSyncError('malformed', 'the server did not answer as a Git smart-HTTP server');
  }
  if (code === 'PushRejectedError' || code === 'GitPushError') return new GitSyncError('rejected', `the Git host refused the push to ${ref}`);
  const message = error instanceof Error ? error.message : String(error);
  // Library messages name objects and refs, never the URL's credentials (they are not in the URL it was given).
  return new GitSyncError('malformed', `the repository could not be read: ${message.slice(0, 300)}`);
}
