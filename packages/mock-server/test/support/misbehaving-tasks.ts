/**
 * The server's off-thread tasks, plus tasks that misbehave on purpose, for tests of the runner and of what
 * relies on it: a spec text or world file holding `x-test-crash` kills its worker, a spec text holding
 * `x-test-hang` never returns. Served by misbehaving-worker.ts.
 */
import { threadId } from 'node:worker_threads';
import { readSpecTextAsJson } from '../../src/domain/openapi/document.js';
import { serverTasks } from '../../src/compose/server-tasks.js';
import { checkWorldFileInput } from '../../src/worlds/world-file-check.js';

function hang(): never {
  for (;;) {
    // Holds the worker until it is terminated.
  }
}

export const misbehavingTasks = {
  ...serverTasks,
  'openapi.read-spec': (text: string) => {
    if (text.includes('x-test-crash')) process.exit(70);
    if (text.includes('x-test-hang')) hang();
    return readSpecTextAsJson(text);
  },
  'worlds.check-file': (input: unknown) => {
    if (typeof input === 'string' && input.includes('x-test-crash')) process.exit(72);
    return checkWorldFileInput(input);
  },
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
