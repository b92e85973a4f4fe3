/**
 * Runs a Git job off the server's thread (docs/git-sync.md, "Behaviour"): fetching, unpacking and parsing a
 * repository, or building an export's objects, take CPU the server's other requests and worlds need. Jobs run on
 * the server's off-thread runner (core/off-thread/) serving the Git task (git-tasks.ts) in a worker with a heap
 * cap; the runner terminates the worker when a job's time is up or it is cancelled, so neither a hostile pack nor
 * a slow host can hold the server. Jobs of different spaces and worlds run side by side, each on a runner of its
 * own; the runners of finished jobs are kept (their workers loaded, never keeping the process alive) for the next
 * ones, up to {@link WARM_RUNNERS}. Where workers cannot start (a Node runtime without the module, the CommonJS
 * build, which has no worker entry), the job runs in the server's thread, still bounded in time. In a browser there
 * is neither: `gitRuntimeAvailable()` is false and the handlers refuse Git sync.
 */
import { OffThreadRunner } from '../../../core/off-thread/runner.js';
import { inThreadRunner, OffThreadError, type OffThreadFailure } from '../../../core/off-thread/tasks.js';
import { moduleUrl, siblingModule } from '../../../core/off-thread/worker-start.js';
import type { GitJob, GitJobResult } from '../git-job-types.js';
import type { GitFailureKind } from '../transport/git-sync-error.js';
import { gitTasks } from './git-tasks.js';

type Builtins = { getBuiltinModule?: (id: string) => unknown };
type GitRunner = OffThreadRunner<typeof gitTasks>;

/** Heap a job's worker may use before it is ended (a decompression bomb ends its thread, not the server). */
const WORKER_HEAP_MB = 512;

/** Runners of finished jobs kept with their worker for the next jobs. */
const WARM_RUNNERS = 2;

const warm: GitRunner[] = [];
const inThread = inThreadRunner(gitTasks);

function builtin<T>(id: string): T | undefined {
  const process = (globalThis as { process?: Builtins }).process;
  return typeof process?.getBuiltinModule === 'function' ? (process.getBuiltinModule(id) as T | undefined) : undefined;
}

/** True where Git sync can run: a server runtime (Node), not a browser. */
export function gitRuntimeAvailable(): boolean {
  return builtin('node:fs') !== undefined;
}

/**
 * The worker's entry beside this module: `git-worker.js` beside the ESM build, `git-worker.ts` in the sources.
 * Undefined where there is none (the CommonJS build: `.cjs` is not built).
 */
function workerEntry(): URL | undefined {
  const entry = siblingModule(moduleUrl(() => import.meta.url), 'git-worker');
  const fs = builtin<typeof import('node:fs')>('node:fs');
  return entry !== undefined && fs?.existsSync(entry) ? entry : undefined;
}

/** A failure of the runner (not of the Git work, which answers its own) in the journal's words. */
const FAILURES: Record<OffThreadFailure, (job: GitJob) => { kind: GitFailureKind; message: string }> = {
  cancelled: () => ({ kind: 'timeout', message: 'the operation was cancelled' }),
  'timed-out': (job) => ({ kind: 'timeout', message: `the operation took longer than ${job.limits.timeoutMs} ms, the cap` }),
  'out-of-memory': () => ({ kind: 'limit', message: `reading the repository needed more than ${WORKER_HEAP_MB} MiB of memory` }),
  crashed: () => ({ kind: 'malformed', message: 'the Git work ended without a result' }),
  threw: () => ({ kind: 'malformed', message: 'the Git work failed on this repository' }),
};

/**
 * Runs `job` in a worker (or here, see the module's comment; `here` asks for it); `signal` cancels it.
 * Never rejects.
 */
export async function runGitJob(job: GitJob, signal?: AbortSignal, here = false): Promise<GitJobResult> {
  const entry = here ? undefined : workerEntry();
  const runner = entry === undefined ? inThread : (warm.pop() ?? new OffThreadRunner(gitTasks, { entry, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } }));
  try {
    // The job bounds its own time; the runner's bound is for a thread busy in a loop that never yields.
    return await runner.run('git.run', job, { signal, timeoutMs: job.limits.timeoutMs + 1000 });
  } catch (error) {
    if (!(error instanceof OffThreadError)) throw error;
    return { ok: false, failure: FAILURES[error.failure](job) };
  } finally {
    if (runner instanceof OffThreadRunner) {
      if (warm.length < WARM_RUNNERS) warm.push(runner);
      else void runner.close();
    }
  }
}
