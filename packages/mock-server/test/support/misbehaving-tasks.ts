/**
 * Tasks that misbehave on purpose, for tests of the off-thread runner: they throw, crash, hang, exhaust their
 * heap or throw after answering. They import nothing of the server, so that a worker serving them starts
 * quickly (the runner's tests start a dozen). Served by misbehaving-worker.ts; misbehaving-server-tasks.ts adds
 * them to the server's own tasks.
 */
import { threadId } from 'node:worker_threads';

/** Holds the thread until its worker is terminated. */
export function hang(): never {
  for (;;) {
    // Nothing: the loop itself is the point.
  }
}

export const misbehavingTasks = {
  /** The thread the task ran on, and its input doubled. */
  'test.double': (n: number) => ({ threadId, doubled: 2 * n }),
  'test.throw': (message: string): never => {
    throw new Error(message);
  },
  'test.crash': (): never => process.exit(71),
  'test.hang': (): never => hang(),
  /** An async task: its input doubled after a timer, with the thread it ran on. */
  'test.later': async (n: number) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { threadId, doubled: 2 * n };
  },
  /** Keeps allocating until its heap is exhausted. */
  'test.hog': (): never => {
    const hoard: number[][] = [];
    for (;;) hoard.push(new Array<number>(1 << 20).fill(hoard.length));
  },
  /** Throws from a later turn: an uncaught exception that ends the worker. */
  'test.uncaught': () => {
    setTimeout(() => {
      throw new Error('uncaught in the worker');
    }, 0);
    return 'answered first';
  },
};

/** The entry of a worker serving {@link misbehavingTasks}. */
export const MISBEHAVING_WORKER = new URL('./misbehaving-worker.ts', import.meta.url);
