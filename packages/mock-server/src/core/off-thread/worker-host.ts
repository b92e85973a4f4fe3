/**
 * The worker's side of an {@link OffThreadRunner}: a worker entry calls {@link serveTasks} with the same
 * registry its runner was made with, and answers each job with its task's output.
 */
import type { FromWorker, JobMessage } from './protocol.js';
import { messageOf, runTask, type TaskRegistry } from './tasks.js';

/**
 * Serves `tasks` to the thread that started this worker, one job at a time, in the order they come (an async
 * task's answer is its settled value).
 * Does nothing outside a worker thread (so importing an entry elsewhere is harmless).
 */
export function serveTasks(tasks: TaskRegistry): void {
  const threads = globalThis.process?.getBuiltinModule?.('node:worker_threads');
  const port = threads?.parentPort;
  if (!port) return;
  const send = (message: FromWorker) => port.postMessage(message);
  port.on('message', (job: JobMessage) => {
    // An async task answers when it settles; the runner sends the next job only after this one's answer.
    void Promise.resolve()
      .then(() => runTask(tasks, job.task, job.input as never))
      .then(
        (output) => send({ kind: 'result', id: job.id, ok: true, output }),
        (error: unknown) => send({ kind: 'result', id: job.id, ok: false, message: messageOf(error) }),
      );
  });
  send({ kind: 'ready' });
}
