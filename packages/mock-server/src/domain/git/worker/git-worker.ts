/**
 * The worker thread's side of Git sync: runs the one job it is started with and posts its result. A worker per
 * job, so a job that must stop (its time is up, its world was reset) is ended by terminating its thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runGitJobHere, type GitJob } from '../git-jobs.js';

void runGitJobHere(workerData as GitJob).then((result) => parentPort?.postMessage(result));
