/**
 * Repository URLs as DocPub keeps and shows them: never with the credentials a caller may put in them
 * (docs/git-sync.md, "Transport"). An import or export keeps its URLs this way, and so does a world file.
 */
import type { GitSyncRecord } from '../../store/records.js';
import { shownUrl } from './transport/checked-http.js';

/**
 * The URL without credentials, query or fragment. The query goes too because hosts also accept access
 * tokens there (`?private_token=`), and a repository URL needs neither.
 */
export function credentialFreeUrl(raw: string): string {
  return shownUrl(raw);
}

/**
 * A `repoTreeURL` or `repoCommitURL` as stored and shown: callers may pass the repository URL there too, with its
 * credentials, so they go as they do from `url` (user-info, query, fragment). Free text that is no URL is kept.
 */
export function credentialFreeLink(raw: string): string {
  return URL.canParse(raw) ? credentialFreeUrl(raw) : raw;
}

/** `sync` with its URLs credential-free: what a world file's space may carry is what an import would keep. */
export function credentialFreeSync(sync: GitSyncRecord): GitSyncRecord {
  return {
    ...sync,
    url: credentialFreeLink(sync.url),
    ...(sync.repoTreeURL === undefined ? {} : { repoTreeURL: credentialFreeLink(sync.repoTreeURL) }),
    ...(sync.repoCommitURL === undefined ? {} : { repoCommitURL: credentialFreeLink(sync.repoCommitURL) }),
  };
}
