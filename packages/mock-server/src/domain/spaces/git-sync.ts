/**
 * Git import and export (docs/git-sync.md; docs/behaviour.md, "Git sync"). The request is checked before it is
 * answered (the body, the URL's scheme, its `file://` directory and the fetch policy, and that this runtime can
 * reach repositories); then 204, and the work joins the space's queue (domain/git/sync-runner.ts). The Git work
 * runs off the server's thread; its result is applied in one store transaction, or, when it failed, changes
 * nothing and its cause becomes the `reason` of the request's journal entry. Credentials inside the URL are
 * used for that one operation: nothing here stores, returns, logs or journals them.
 */
import type { gitExportBody, gitImportBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { badRequest, HttpError } from '../../core/http-error.js';
import type { LaterReason } from '../../core/later-reason.js';
import { trimSlashes } from '../../core/trim-slashes.js';
import { urlAllowed } from '../../fetching/fetch-policy.js';
import type { PageRecord, RevisionRecord } from '../../store/content-records.js';
import { fileBytesOf, FileBytesCapError } from '../../store/file-bytes.js';
import { advanceGeneration } from '../../store/generation.js';
import type { GitSyncRecord, SpaceRecord, UserRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { transact } from '../../store/transaction.js';
import { PageTree } from '../content/page-tree.js';
import type { storeImportedRevision } from '../git/apply-import.js';
import { credentialFreeLink, credentialFreeUrl } from '../git/credential-free.js';
import type { ExportOutcome, GitJobResult } from '../git/git-jobs.js';
import type { ExportablePage, ExportableSpace } from '../git/repository-model.js';
import { gitSyncOf, type GitSyncRunner } from '../git/sync-runner.js';
import { gitRuntimeAvailable, runGitJob } from '../git/worker/off-thread.js';
import { isoNow } from '../time.js';

export type GitImport = z.output<typeof gitImportBody>;
export type GitExport = z.output<typeof gitExportBody>;

/** The committer of every export: the server itself (the author is the caller). */
export const GIT_COMMITTER = { name: 'DocPub', email: 'git-sync@docpub.test' };

export { credentialFreeLink, credentialFreeUrl };

/** `owner/repo` from the URL's path, without a trailing `.git`; undefined when the path is empty. */
export function repoNameOf(raw: string): string | undefined {
  // Kept percent-encoded: decoding could fail on a malformed escape, and the name is shown, not resolved.
  const path = trimSlashes(new URL(raw).pathname).replace(/\.git$/, '');
  return path === '' ? undefined : path;
}

/** The Git host: the body's `gitInfo.provider` when given, else recognised from the URL's host. */
export function providerOf(raw: string, gitInfo?: { provider: string }): string | undefined {
  if (gitInfo) return gitInfo.provider;
  const host = new URL(raw).hostname.toLowerCase();
  // Self-hosted instances usually carry the product in their name (github.acme.com, gitlab.example.org).
  if (host.includes('github')) return 'github';
  if (host.includes('gitlab')) return 'gitlab';
  return undefined;
}

/**
 * True when this operation must be ignored: it carries a `timestamp` older than the last applied one and
 * is not forced. Operations without a timestamp are never stale.
 */
export function isStale(space: SpaceRecord, body: { timestamp?: string; force?: boolean }): boolean {
  if (body.force || body.timestamp === undefined) return false;
  const last = space.gitSync?.lastTimestamp;
  return last !== undefined && Date.parse(body.timestamp) < last;
}

function syncRecord(
  clock: Clock,
  space: SpaceRecord,
  body: GitImport | GitExport,
  commit: string | undefined,
  structureBlobs: Record<string, string> | undefined,
): GitSyncRecord {
  const structure = structureBlobs ?? space.gitSync?.structureBlobs;
  const repoName = repoNameOf(body.url);
  const provider = providerOf(body.url, body.gitInfo);
  const lastTimestamp = body.timestamp === undefined ? space.gitSync?.lastTimestamp : Date.parse(body.timestamp);
  const lastCommit = commit ?? space.gitSync?.lastCommit;
  return {
    url: credentialFreeUrl(body.url),
    updatedAt: isoNow(clock),
    ref: body.ref,
    ...(repoName === undefined ? {} : { repoName }),
    ...(provider === undefined ? {} : { installationProvider: provider }),
    ...(lastTimestamp === undefined ? {} : { lastTimestamp }),
    ...(lastCommit === undefined ? {} : { lastCommit }),
    ...(body.repoProjectDirectory === undefined ? {} : { repoProjectDirectory: body.repoProjectDirectory }),
    ...(body.repoTreeURL === undefined ? {} : { repoTreeURL: credentialFreeLink(body.repoTreeURL) }),
    ...(body.repoCommitURL === undefined ? {} : { repoCommitURL: credentialFreeLink(body.repoCommitURL) }),
    ...(structure === undefined ? {} : { structureBlobs: structure }),
  };
}

/** What a sync request needs from its context. */
export interface GitSyncRequest {
  store: Store;
  clock: Clock;
  space: SpaceRecord;
  user: UserRecord;
  later: LaterReason;
}

/** The status a browser (or any runtime that cannot reach repositories) answers Git sync with. */
export const GIT_RUNTIME_UNAVAILABLE_STATUS = 422;

/**
 * Refuses, before the answer, what can be known to fail: a runtime without Git (a browser: 422), a URL whose
 * scheme is not http(s) or `file:`, a `file://` URL outside the server's `gitFileRoot`, a URL the fetch policy
 * refuses, and a project directory that leaves the repository (400 naming the field).
 */
export function checkGitSyncRequest(runner: GitSyncRunner, body: GitImport | GitExport, kind: 'import' | 'export'): void {
  if (!gitRuntimeAvailable()) {
    throw new HttpError(GIT_RUNTIME_UNAVAILABLE_STATUS, 'git sync needs a server runtime: this server runs in a browser, where it cannot reach repositories');
  }
  const url = new URL(body.url);
  if (url.protocol === 'file:') {
    if (kind === 'export') throw badRequest('url', 'an export writes over http(s) only');
    checkFileUrl(runner, url);
  } else if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest('url', 'must be an http(s) URL (or a file:// URL below the server\'s git file root)');
  } else if (!urlAllowed(body.url, runner.policy)) {
    throw badRequest('url', `the server's git fetch policy '${runner.policy}' refuses this host`);
  }
  const directory = body.repoProjectDirectory ?? '';
  if (directory.split('/').some((segment) => segment === '..' || segment.toLowerCase() === '.git') || directory.includes('\\')) {
    throw badRequest('repoProjectDirectory', 'must stay inside the repository (no `..` or `.git` segment)');
  }
}

function checkFileUrl(runner: GitSyncRunner, url: URL): void {
  const root = runner.fileRoot;
  if (root === undefined) throw badRequest('url', 'file:// URLs are read only below a directory the server was given (--git-file-root)');
  const fs = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:fs') as
    | typeof import('node:fs')
    | undefined;
  const real = (path: string) => {
    try {
      return fs?.realpathSync(path);
    } catch {
      return undefined;
    }
  };
  const rootPath = real(root);
  const target = real(decodeURIComponent(url.pathname));
  if (rootPath === undefined || target === undefined || !(target === rootPath || target.startsWith(`${rootPath.replace(/\/$/, '')}/`))) {
    throw badRequest('url', 'file:// URLs are read only below the server\'s git file root');
  }
}

/**
 * The space's runner when the operation is to be queued; undefined when it is stale (an older timestamp, not
 * forced), which is acknowledged and ignored, as the service does.
 * @throws HttpError when the request cannot work ({@link checkGitSyncRequest}).
 */
function admitGitSync(request: GitSyncRequest, body: GitImport | GitExport, kind: 'import' | 'export'): GitSyncRunner | undefined {
  const runner = gitSyncOf(request.store);
  checkGitSyncRequest(runner, body, kind);
  if (!isStale(request.space, body)) return runner;
  request.later.set('ignored: older than the last applied import or export (timestamp)');
  return undefined;
}

/** Checks and queues an import; answered 204 by the handler. */
export function requestGitImport(request: GitSyncRequest, body: GitImport): void {
  const runner = admitGitSync(request, body, 'import');
  if (!runner) return;
  const { store, clock, later } = request;
  const spaceId = request.space.id;
  runner.enqueue(spaceId, async (signal) => {
    const data = store.data;
    const result = await runGitJob(
      { kind: 'import', url: body.url, ref: body.ref, projectDirectory: body.repoProjectDirectory, policy: runner.policy, limits: runner.limits },
      signal,
      !runner.worker,
    );
    // Applying reads the service's format (markdown, YAML): loaded with the first import, not at the server's start.
    const { storeImportedRevision } = await import('../git/apply-import.js');
    if (signal.aborted || store.data !== data) return;
    if (!result.ok) return later.set(failureReason('import', result));
    if (result.kind !== 'import') return;
    later.set(applyImport({ store, clock, storeRevision: storeImportedRevision }, spaceId, body, result));
  });
}

function failureReason(kind: 'import' | 'export', result: Extract<GitJobResult, { ok: false }>): string {
  return `git ${kind} failed (${result.failure.kind}): ${result.failure.message}; nothing was changed`;
}

/** Where an import is applied: the store, its clock, and how an imported space becomes a revision. */
interface ImportTarget {
  store: Store;
  clock: Clock;
  storeRevision: typeof storeImportedRevision;
}

/** Applies a successful import in one transaction; the journal's words for what it did. */
function applyImport({ store, clock, storeRevision }: ImportTarget, spaceId: string, body: GitImport, result: Extract<GitJobResult, { kind: 'import' }>): string {
  try {
    return transact(store, () => {
      advanceGeneration(store);
      const space = store.data.spaces.get(spaceId);
      if (!space) return 'git import not applied: the space was deleted meanwhile';
      if (isStale(space, body)) return 'git import ignored: an import or export with a later timestamp was applied meanwhile';
      const base = store.data.revisions.get(space.revisionId);
      if (!base) return 'git import not applied: the space has no content';
      const url = body.repoCommitURL === undefined ? undefined : `${credentialFreeLink(body.repoCommitURL)}${result.commit.oid}`;
      const revision = storeRevision(store, clock, base, result.space, { oid: result.commit.oid, message: result.commit.message, ref: body.ref, url });
      if (!body.standalone) space.revisionId = revision.id;
      space.gitSync = body.standalone
        ? syncRecord(clock, space, body, undefined, undefined)
        : syncRecord(clock, space, body, result.commit.oid, result.commit.structureBlobs);
      space.updatedAt = isoNow(clock);
      const skipped = result.commit.skipped.map((entry) => `${entry.path} (${entry.reason})`);
      return [
        `imported commit ${result.commit.oid} as ${body.standalone ? 'standalone ' : ''}revision ${revision.id}`,
        ...(skipped.length === 0 ? [] : [`skipped: ${skipped.join(', ')}`]),
        ...(result.space.warnings.length === 0 ? [] : [`warnings: ${result.space.warnings.join('; ')}`]),
      ].join('; ');
    });
  } catch (error) {
    if (error instanceof FileBytesCapError) return `git import failed (limit): ${error.message}; nothing was changed`;
    throw error;
  }
}

/** Checks and queues an export; answered 204 by the handler. */
export function requestGitExport(request: GitSyncRequest, body: GitExport): void {
  const runner = admitGitSync(request, body, 'export');
  if (!runner) return;
  const { store, clock, later, user } = request;
  const spaceId = request.space.id;
  runner.enqueue(spaceId, async (signal) => {
    const data = store.data;
    const space = store.data.spaces.get(spaceId);
    const revision = space && store.data.revisions.get(space.revisionId);
    if (!space || !revision) return later.set('git export not applied: the space or its content is gone');
    const seconds = Math.floor(clock.now() / 1000);
    const result = await runGitJob(
      {
        kind: 'export',
        url: body.url,
        ref: body.ref,
        projectDirectory: body.repoProjectDirectory,
        policy: runner.policy,
        limits: runner.limits,
        space: exportableSpace(store, revision),
        recorded: new Map([...Object.entries(space.gitSync?.structureBlobs ?? {}), ...recordedBlobs(revision)]),
        lastCommit: space.gitSync?.lastCommit,
        force: body.force === true,
        message: body.commitMessage,
        author: { name: user.displayName, email: user.email, timestamp: seconds },
        committer: { ...GIT_COMMITTER, timestamp: seconds },
      },
      signal,
      !runner.worker,
    );
    if (signal.aborted || store.data !== data) return;
    if (!result.ok) return later.set(failureReason('export', result));
    if (result.kind !== 'export') return;
    later.set(applyExport(store, clock, spaceId, revision.id, body, result.outcome));
  });
}

/** Records an export's commit on the exported revision and its records' new blobs. */
function applyExport(store: Store, clock: Clock, spaceId: string, revisionId: string, body: GitExport, outcome: ExportOutcome): string {
  return transact(store, () => {
    advanceGeneration(store);
    const space = store.data.spaces.get(spaceId);
    const revision = store.data.revisions.get(revisionId);
    if (!space || !revision) return 'git export pushed, not recorded: the space or its revision was deleted meanwhile';
    for (const record of [...(revision.content?.pages ?? []), ...(revision.content?.files ?? []), ...(revision.content?.reusableContents ?? [])]) {
      const blob = outcome.blobs.get(record.id);
      if (blob) record.git = { ...blob };
    }
    const commit = outcome.commit ?? outcome.tip;
    if (commit !== undefined) {
      const url = body.repoCommitURL === undefined ? undefined : `${credentialFreeLink(body.repoCommitURL)}${commit}`;
      revision.git = { oid: commit, message: body.commitMessage, createdByService: true, ref: body.ref, ...(url === undefined ? {} : { url }) };
    }
    space.gitSync = syncRecord(clock, space, body, commit, { ...space.gitSync?.structureBlobs, ...outcome.structureBlobs });
    space.updatedAt = isoNow(clock);
    return outcome.commit === undefined ? `exported: no change, no commit (branch at ${outcome.tip ?? 'nothing'})` : `exported commit ${outcome.commit} on ${body.ref}`;
  });
}

/** Blob ids by path at the last sync, as the revision's records carry them. */
function recordedBlobs(revision: RevisionRecord): Map<string, string> {
  const recorded = new Map<string, string>();
  const content = revision.content;
  for (const record of [...(content?.pages ?? []), ...(content?.files ?? []), ...(content?.reusableContents ?? [])]) {
    if (record.git) recorded.set(record.git.path, record.git.oid);
  }
  return recorded;
}

/** The revision's content as export sees it (bytes from the world's byte store). */
function exportableSpace(store: Store, revision: RevisionRecord): ExportableSpace {
  const content = revision.content ?? { pages: [], files: [], reusableContents: [] };
  const tree = new PageTree(content.pages);
  const bytes = fileBytesOf(store);
  const page = (record: PageRecord): ExportablePage => ({
    id: record.id,
    kind: record.type === 'group' || record.type === 'link' ? record.type : 'document',
    title: record.title,
    slug: record.slug,
    ...(record.git === undefined ? {} : { gitPath: record.git.path }),
    ...(record.markdown === undefined ? {} : { markdown: record.markdown }),
    ...(record.href === undefined ? {} : { href: record.href }),
    ...(record.description === undefined ? {} : { description: record.description }),
    ...(record.icon === undefined ? {} : { icon: record.icon }),
    ...(record.emoji === undefined ? {} : { emoji: record.emoji }),
    ...(record.hidden ? { hidden: true } : {}),
    ...(record.cover === undefined ? {} : { cover: { fileId: record.cover.file, yPos: record.cover.yPos } }),
    ...(record.layout === undefined ? {} : { layout: { ...record.layout } }),
    children: tree.childrenOf(record.id).filter((child) => child.computed === undefined).map(page),
  });
  return {
    pages: tree.childrenOf(null).filter((root) => root.computed === undefined).map(page),
    files: content.files.map((file) => {
      const held = file.git === undefined ? undefined : bytes.get(file.git.oid);
      return {
        id: file.id,
        name: file.name,
        contentType: file.contentType,
        ...(file.git === undefined ? {} : { gitPath: file.git.path }),
        ...(held === undefined ? {} : { bytes: held }),
      };
    }),
    reusableContents: content.reusableContents.map((reusable) => ({
      id: reusable.id,
      title: reusable.title,
      markdown: reusable.markdown,
      ...(reusable.git === undefined ? {} : { gitPath: reusable.git.path }),
    })),
  };
}
