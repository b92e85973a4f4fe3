/**
 * Git sync's off-thread task (core/off-thread/): an import's or an export's Git work (git-jobs.ts), served in a
 * worker by git-worker.ts and run on the server's thread where no worker can start. The Git work (isomorphic-git,
 * memfs: Node-only at load) is imported when a job runs, so a bundle for a browser, where no job ever runs, never
 * evaluates it.
 */
import type { GitJob, GitJobResult } from '../git-job-types.js';

async function runGitJob(job: GitJob, signal?: AbortSignal): Promise<GitJobResult> {
  let work: typeof import('../git-jobs.js');
  try {
    work = await import('../git-jobs.js');
  } catch {
    return { ok: false, failure: { kind: 'malformed', message: 'the Git work could not be loaded in this runtime' } };
  }
  return work.runGitJobHere(job, signal);
}

/** The Git tasks by name. */
export const gitTasks = {
  /** One import's or export's Git work: its result, or why it failed (never a throw). */
  'git.run': runGitJob,
};
