/**
 * The entry of the worker thread that runs Git sync's work (built as `dist/git-worker.js` beside the ESM library;
 * found by off-thread.ts). It serves the Git task as every off-thread worker serves its tasks.
 */
import { serveTasks } from '../../../core/off-thread/worker-host.js';
import { gitTasks } from './git-tasks.js';

serveTasks(gitTasks);
