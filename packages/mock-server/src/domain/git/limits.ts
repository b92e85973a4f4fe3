/**
 * The bounds of one Git sync operation (docs/git-sync.md, "Limits"): a repository is whatever its URL serves, so
 * each bound is checked while the work goes on, not after it. `createServer({ gitLimits })` changes them.
 */

/** Bounds of one import or export. */
export interface GitLimits {
  /** Bytes received from the Git host per operation, counted while they stream in; default 64 MiB. */
  maxReceivedBytes: number;
  /** Largest file (blob) read from a commit; a larger one is skipped and named in the journal. Default 20 MiB. */
  maxBlobBytes: number;
  /** Most entries (files and folders) under the project directory; default 10,000. */
  maxEntries: number;
  /** Longest an operation may take, from its start to its result; default 60 s. */
  timeoutMs: number;
}

export const DEFAULT_GIT_LIMITS: GitLimits = {
  maxReceivedBytes: 64 * 1024 * 1024,
  maxBlobBytes: 20 * 1024 * 1024,
  maxEntries: 10_000,
  timeoutMs: 60_000,
};

/** The defaults with `given` over them. @throws TypeError naming a bound that is not a positive number. */
export function gitLimitsOf(given: Partial<GitLimits> = {}): GitLimits {
  const limits = { ...DEFAULT_GIT_LIMITS, ...given };
  for (const [name, value] of Object.entries(limits)) {
    if (!(Number.isFinite(value) && value > 0)) throw new TypeError(`gitLimits.${name}: must be a positive number, got ${value}`);
  }
  return limits;
}
