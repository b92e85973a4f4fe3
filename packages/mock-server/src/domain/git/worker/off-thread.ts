/**
 * Runs a Git job off the server's thread (docs/git-sync.md, "Behaviour"): fetching, unpacking and parsing a
 * repository, or building an export's objects, take CPU the server's other requests and worlds need. Each job
 * gets a worker thread (node:worker_threads) with a heap cap, ended when its time is up or its work is cancelled,
 * so neither a hostile pack nor a slow host can hold the server. Where workers cannot start (a Node runtime
 * without the module, or without the built worker file), the job runs in the server's thread, still bounded in
 * time. In a browser there is neither: `gitRuntimeAvailable()` is false and the handlers refuse Git sync.
 */
import type { GitJob, GitJobResult } from '../git-job-types.js';

type Builtins = { getBuiltinModule?: (id: string) => unknown };

/** Heap a job's worker may use before it is ended (a decompression bomb ends its thread, not the server). */
const WORKER_HEAP_MB = 512;

function builtin<T>(id: string): T | undefined {
  const process = (globalThis as { process?: Builtins }).process;
  return typeof process?.getBuiltinModule === 'function' ? (process.getBuiltinModule(id) as T | undefined) : undefined;
}

/** True where Git sync can run: a server runtime (Node), not a browser. */
export function gitRuntimeAvailable(): boolean {
  return builtin('node:fs') !== undefined;
}

/**
 * The worker's script beside this module: `git-worker.js` in the build, `git-worker.ts` in the sources (run
 * through tsx, as the project's tests do). Undefined when neither is there.
 */
function workerScript(): { script: URL | string; eval: boolean } | undefined {
  const fs = builtin<typeof import('node:fs')>('node:fs');
  const here = import.meta.url;
  if (fs === undefined || typeof here !== 'string' || !here.startsWith('file:')) return undefined;
  const built = new URL('./git-worker.js', here);
  if (fs.existsSync(built)) return { script: built, eval: false };
  const source = new URL('./git-worker.ts', here);
  if (!fs.existsSync(source)) return undefined;
  // The sources run through tsx: registered in the thread before the entry is imported.
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })`;
  return { script: boot, eval: true };
}

/**
 * Runs `job` in this thread. The Git work (isomorphic-git, memfs: Node-only at load) is imported only here, when a
 * job runs, so a bundle for a browser, where no job ever runs, never evaluates it.
 */
async function runHere(job: GitJob, signal?: AbortSignal): Promise<GitJobResult> {
  let work: typeof import('../git-jobs.js');
  try {
    work = await import('../git-jobs.js');
  } catch {
    return { ok: false, failure: { kind: 'malformed', message: 'the Git work could not be loaded in this runtime' } };
  }
  return work.runGitJobHere(job, signal);
}

/**
 * Runs `job` in a worker (or here, see the module's comment; `inThread` asks for here); `signal` cancels it.
 * Never rejects.
 */
export function runGitJob(job: GitJob, signal?: AbortSignal, inThread = false): Promise<GitJobResult> {
  const threads = builtin<typeof import('node:worker_threads')>('node:worker_threads');
  const script = inThread ? undefined : workerScript();
  if (threads === undefined || script === undefined) return runHere(job, signal);
  return new Promise((resolve) => {
    const worker = new threads.Worker(script.script, {
      workerData: job,
      eval: script.eval,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let done = false;
    const finish = (result: GitJobResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      void worker.terminate();
      resolve(result);
    };
    const fail = (kind: 'timeout' | 'limit' | 'malformed', message: string) => finish({ ok: false, failure: { kind, message } });
    const cancel = () => fail('timeout', 'the operation was cancelled');
    // The job bounds its own time; this is the bound on a thread busy in a loop that never yields.
    const timer = setTimeout(() => fail('timeout', `the operation took longer than ${job.limits.timeoutMs} ms, the cap`), job.limits.timeoutMs + 1000);
    signal?.addEventListener('abort', cancel);
    worker.once('message', (result: GitJobResult) => finish(result));
    worker.once('error', (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? fail('limit', `reading the repository needed more than ${WORKER_HEAP_MB} MiB of memory`)
        : fail('malformed', 'the Git work failed on this repository'),
    );
    worker.once('exit', () => fail('malformed', 'the Git work ended without a result'));
  });
}
