/**
 * Why a Git sync operation failed, in words safe to journal: never a URL's credentials or query, never a header.
 * The kinds are what docs/git-sync.md lists as a failure's causes.
 */

/** What made an operation fail. */
export type GitFailureKind =
  | 'credentials'
  | 'not-found'
  | 'unknown-ref'
  | 'policy'
  | 'limit'
  | 'timeout'
  | 'malformed'
  | 'conflict'
  | 'format'
  | 'network'
  | 'rejected';

/** A failure of a Git sync operation; `message` goes to the journal entry's `reason` as it is. */
export class GitSyncError extends Error {
  override readonly name = 'GitSyncError';

  constructor(
    readonly kind: GitFailureKind,
    message: string,
  ) {
    super(message);
  }
}
