/**
 * Git sync's background work, per world (docs/git-sync.md, "Behaviour"): each space has a first-in-first-out
 * queue, so imports and exports of one space apply in the order they were received, while spaces and worlds go
 * on side by side. `idle()` is what `POST /__control/settle` waits for; `cancel()` (reset, restore, deleting the
 * world) ends the running work and drops what is queued, so nothing applies to a state it was not asked of.
 */
import type { FetchPolicy } from '../../fetching/fetch-policy.js';
import type { Store } from '../../store/store.js';
import { gitLimitsOf, type GitLimits } from './limits.js';

/** How a server syncs with Git (`createServer({ gitFetchPolicy, gitFileRoot, gitLimits })`). */
export interface GitSyncOptions {
  /** Which repository URLs may be fetched; `any` by default (see fetching/fetch-policy.ts). */
  policy?: FetchPolicy | undefined;
  /** The directory below which `file://` repository URLs may be read; none by default (they are refused). */
  fileRoot?: string | undefined;
  /** Bounds of one operation. */
  limits?: Partial<GitLimits> | undefined;
  /**
   * `false` runs the Git work in the server's thread instead of a worker thread (tests that run the sources,
   * where starting a worker means compiling them again); true by default.
   */
  worker?: boolean | undefined;
}

/** The work of one world. */
export class GitSyncRunner {
  readonly policy: FetchPolicy;
  readonly fileRoot: string | undefined;
  readonly limits: GitLimits;
  readonly worker: boolean;
  private readonly tails = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private controller = new AbortController();

  constructor(options: GitSyncOptions = {}) {
    this.policy = options.policy ?? 'any';
    this.fileRoot = options.fileRoot;
    this.limits = gitLimitsOf(options.limits);
    this.worker = options.worker ?? true;
  }

  /** Queues `task` after the space's earlier work; it gets a signal that `cancel()` aborts. */
  enqueue(spaceId: string, task: (signal: AbortSignal) => Promise<void>): void {
    const signal = this.controller.signal;
    const previous = this.tails.get(spaceId) ?? Promise.resolve();
    const next = previous
      .then(() => (signal.aborted ? undefined : task(signal)))
      // Nobody awaits the work but `idle()`: a failure here is a server bug, reported rather than left unhandled.
      .catch((error: unknown) => console.error('[docpub-mock] server bug in Git sync:', error))
      .finally(() => {
        this.running.delete(next);
        if (this.tails.get(spaceId) === next) this.tails.delete(spaceId);
      });
    this.tails.set(spaceId, next);
    this.running.add(next);
  }

  /** Resolves once no work is queued or running (work queued while waiting included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Ends the running work and drops the queued work. */
  cancel(): void {
    this.controller.abort();
    this.controller = new AbortController();
  }
}

// Runners live beside the store, not in it: work and options are not data, and snapshots must stay clonable.
const runners = new WeakMap<Store, GitSyncRunner>();

/** Sets how `store`'s world syncs with Git. @throws TypeError for a bad option. */
export function configureGitSync(store: Store, options: GitSyncOptions): void {
  runners.set(store, new GitSyncRunner(options));
}

/** The Git sync work of `store`'s world. */
export function gitSyncOf(store: Store): GitSyncRunner {
  let runner = runners.get(store);
  if (!runner) runners.set(store, (runner = new GitSyncRunner()));
  return runner;
}

/** Resolves once `store`'s world has no Git work left. */
export const whenGitSyncIdle = (store: Store): Promise<void> => gitSyncOf(store).idle();

/** Cancels `store`'s world's Git work (reset, restore, deleting the world). */
export const cancelGitSync = (store: Store): void => runners.get(store)?.cancel();
