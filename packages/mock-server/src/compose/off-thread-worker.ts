/**
 * The entry of the worker thread that runs the server's off-thread tasks (built beside the package's other
 * entries as `dist/off-thread-worker.js` and `.cjs`; found by server-runner.ts).
 */
import { serveTasks } from '../core/off-thread/worker-host.js';
import { serverTasks } from './server-tasks.js';

serveTasks(serverTasks);
