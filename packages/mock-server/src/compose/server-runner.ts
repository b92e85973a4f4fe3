/**
 * The runners of the server's off-thread tasks: one worker shared by every server of the process (created at
 * the first large input, never keeping the process alive), or the server's own thread.
 */
import { OffThreadRunner } from '../core/off-thread/runner.js';
import { inThreadRunner } from '../core/off-thread/tasks.js';
import { moduleUrl, siblingModule } from '../core/off-thread/worker-start.js';
import { serverTasks, type ServerTaskRunner } from './server-tasks.js';

let shared: OffThreadRunner<typeof serverTasks> | undefined;

/**
 * The worker entry beside this module: `off-thread-worker.ts` in the sources, `.js` or `.cjs` beside the build
 * (tsup puts every entry and chunk in one directory). `import.meta.url` is shimmed in the CommonJS build.
 */
function workerEntry(): URL | undefined {
  return siblingModule(moduleUrl(() => import.meta.url), 'off-thread-worker');
}

/** The process's shared off-thread runner of the server's tasks (it runs them in-thread where it must). */
export function sharedServerRunner(): ServerTaskRunner {
  return (shared ??= new OffThreadRunner(serverTasks, { entry: workerEntry() }));
}

/** A runner that reads everything on the server's thread (`createServer({ offThread: false })`). */
export function inThreadServerRunner(): ServerTaskRunner {
  return inThreadRunner(serverTasks);
}

/** The runner a server with option `offThread` uses. */
export function serverRunner(offThread: boolean | undefined): ServerTaskRunner {
  return offThread === false ? inThreadServerRunner() : sharedServerRunner();
}
