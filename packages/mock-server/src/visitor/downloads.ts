/**
 * The API's file downloads, answered (docs/behaviour.md, "File downloads"): the URL a file's `downloadURL` names
 * (domain/content/file-downloads.ts), `<published base>/~files/<spaceId>/<revisionId>/<fileId>/<name>?user=…&expires=…&signature=…`.
 *
 * In order: the signature (made with this world's key: a URL of another world, or changed in any part, is refused),
 * the expiry (on the world's clock), the caller it was given to (who must still read the space: a member removed
 * since, or a deleted space, is refused), the file in that revision, then its bytes. Refusals are 403 and name why;
 * a file the world holds no bytes for (seeded without them) is a 404 saying so.
 */
import type { PlainRequest, PlainResponse } from '../core/types.js';
import { AccessView, atLeast } from '../domain/access/roles.js';
import { signatureOf, type DownloadClaim } from '../domain/content/file-downloads.js';
import { DOWNLOADS_SEGMENT } from '../domain/sites/urls.js';
import { contentOf } from '../domain/content/revision-content.js';
import type { Store } from '../store/store.js';
import { worldOfPath } from './address.js';
import { bytesOfFile, fileResponse } from './files.js';
import { textAnswer, TEXT, type Exposure } from './headers.js';

/** A download is the caller's own: kept out of shared caches and referrers, never indexed. */
const PRIVATE: Exposure = { gated: true, indexable: false };

/** An answer to a download request, and the reason its journal entry gives. */
export interface DownloadServed {
  response: PlainResponse;
  reason?: string;
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function decodedSegments(segments: readonly string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** What a download path and query claim, or undefined when the path is not a download URL. */
export function parseDownload(path: string, query: PlainRequest['query']): { claim?: DownloadClaim; signature?: string } | undefined {
  // Below the world's prefix (`/worlds/<id>`) when the path names one; the visitor of that world serves it.
  const segments = path.split('/').slice(worldOfPath(path) === undefined ? 1 : 3);
  if (segments[0] !== DOWNLOADS_SEGMENT) return undefined;
  const parts = segments.length === 5 ? decodedSegments(segments.slice(1)) : undefined;
  const [userId, expiresText, signature] = [single(query.user), single(query.expires), single(query.signature)];
  const expires = expiresText !== undefined && /^\d{1,15}$/.test(expiresText) ? Number(expiresText) : undefined;
  if (!parts || userId === undefined || expires === undefined || signature === undefined) return {};
  const [spaceId, revisionId, fileId, name] = parts as [string, string, string, string];
  return { claim: { spaceId, revisionId, fileId, name, userId, expires }, signature };
}

/** Equal texts, compared in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

const refused = (why: string): DownloadServed => ({ response: textAnswer(403, `${why}\n`, PRIVATE, TEXT), reason: `download refused: ${why}` });
const missing = (why: string): DownloadServed => ({ response: textAnswer(404, `${why}\n`, PRIVATE, TEXT), reason: why });

/** The answer to a download request whose path is a download URL of this world. */
export function serveDownload(store: Store, nowMs: number, parsed: { claim?: DownloadClaim; signature?: string }): DownloadServed {
  const { claim, signature } = parsed;
  if (!claim || signature === undefined) return refused('a download URL needs its user, expires and signature, as the API gave them');
  if (!sameText(signature, signatureOf(store, claim))) return refused('the signature does not match this URL (it was changed, or given by another world or server)');
  if (claim.expires * 1000 <= nowMs) return refused(`the URL expired at ${new Date(claim.expires * 1000).toISOString()}; read the file again for a new one`);
  const user = store.data.users.get(claim.userId);
  const space = store.data.spaces.get(claim.spaceId);
  const role = user && space && space.deletedAt === undefined ? new AccessView(store, user).spaceRole(space) : null;
  if (!atLeast(role, 'read')) return refused(`the user this URL was given to may no longer read space '${claim.spaceId}'`);
  const revision = store.data.revisions.get(claim.revisionId);
  const file = revision?.spaceId === claim.spaceId ? contentOf(revision).files.find((candidate) => candidate.id === claim.fileId) : undefined;
  if (!file || file.name !== claim.name) return missing(`no file '${claim.fileId}' named '${claim.name}' in revision '${claim.revisionId}'`);
  const bytes = bytesOfFile(store, file);
  if (!bytes) return missing(`the reference server holds no bytes for file '${file.id}' (it was seeded without them)`);
  return { response: fileResponse(file, bytes, PRIVATE) };
}
