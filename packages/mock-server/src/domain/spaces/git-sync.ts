/**
 * Git import and export (docs/behaviour.md, "Git sync"). The reference server talks to no Git host: an import makes a
 * revision with the space's current content, an export stamps the primary revision with a commit; both
 * record where the space syncs to. Credentials inside a repository URL are used by the real service once
 * and never kept, so nothing here stores, returns or logs them.
 */
import type { gitExportBody, gitImportBody } from '@docpub/sdk/contract';
import type { z } from 'zod';
import type { Clock } from '../../core/clock.js';
import { conflict } from '../../core/http-error.js';
import { nextGitOid } from '../../store/ids.js';
import type { GitSyncRecord, SpaceRecord } from '../../store/records.js';
import type { Store } from '../../store/store.js';
import { copyRevision } from '../content/revisions.js';
import { isoNow } from '../time.js';
import { trimSlashes } from '../../core/trim-slashes.js';

export type GitImport = z.output<typeof gitImportBody>;
export type GitExport = z.output<typeof gitExportBody>;

/**
 * The URL without credentials, query or fragment. The query goes too because hosts also accept access
 * tokens there (`?private_token=`), and a repository URL needs neither.
 */
export function credentialFreeUrl(raw: string): string {
  const url = new URL(raw);
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.toString();
}

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

function syncRecord(clock: Clock, space: SpaceRecord, body: GitImport | GitExport): GitSyncRecord {
  const repoName = repoNameOf(body.url);
  const provider = providerOf(body.url, body.gitInfo);
  const lastTimestamp = body.timestamp === undefined ? space.gitSync?.lastTimestamp : Date.parse(body.timestamp);
  return {
    url: credentialFreeUrl(body.url),
    updatedAt: isoNow(clock),
    ...(repoName === undefined ? {} : { repoName }),
    ...(provider === undefined ? {} : { installationProvider: provider }),
    ...(lastTimestamp === undefined ? {} : { lastTimestamp }),
  };
}

/**
 * Applies an import unless stale: a new revision (a copy of the primary content, since no Git host is
 * reached) that becomes the primary one unless `standalone`. Returns whether it was applied.
 */
export function applyGitImport(store: Store, clock: Clock, space: SpaceRecord, body: GitImport): boolean {
  const primary = store.data.revisions.get(space.revisionId);
  if (!primary) throw conflict(`space '${space.id}' has no content to import into`);
  if (isStale(space, body)) return false;
  const url = credentialFreeUrl(body.url);
  const revision = copyRevision(store, clock, primary, {
    spaceId: space.id,
    parents: [primary.id],
    type: 'edits',
    git: { oid: nextGitOid(store), url, ref: body.ref, createdByService: false },
  });
  if (!body.standalone) space.revisionId = revision.id;
  space.gitSync = syncRecord(clock, space, body);
  space.updatedAt = isoNow(clock);
  return true;
}

/**
 * Applies an export unless stale: the primary revision's (mutable) Git metadata records the commit the
 * service made. Needs the space's content to exist (409 otherwise). Returns whether it was applied.
 */
export function applyGitExport(store: Store, clock: Clock, space: SpaceRecord, body: GitExport): boolean {
  const primary = store.data.revisions.get(space.revisionId);
  if (!primary) throw conflict(`space '${space.id}' has no content to export`);
  if (isStale(space, body)) return false;
  primary.git = {
    oid: nextGitOid(store),
    message: body.commitMessage,
    createdByService: true,
    url: credentialFreeUrl(body.url),
    ref: body.ref,
  };
  space.gitSync = syncRecord(clock, space, body);
  space.updatedAt = isoNow(clock);
  return true;
}
