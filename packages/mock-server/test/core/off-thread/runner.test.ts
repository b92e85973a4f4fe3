/**
 * Starting a worker from the sources (tsx compiles its modules) takes seconds on a busy machine, hence the long
 * timeouts of these tests; nothing here asserts a duration.
 *
 * The off-thread runner: tasks run in one worker and answer what they answer on the calling thread; a task that
 * throws, a worker that crashes or hangs fails that job alone and the next job gets a (new) worker; where
 * workers cannot start, every task runs on the calling thread.
 */
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OffThreadRunner } from '../../../src/core/off-thread/runner.js';
import { inThreadRunner, OffThreadError } from '../../../src/core/off-thread/tasks.js';
import { siblingModule } from '../../../src/core/off-thread/worker-start.js';
import { MISBEHAVING_WORKER, misbehavingTasks } from '../../support/misbehaving-tasks.js';

const runners: OffThreadRunner<typeof misbehavingTasks>[] = [];

function runner(options: { entry?: URL | undefined; timeoutMs?: number; heapMb?: number } = {}) {
  const made = new OffThreadRunner(misbehavingTasks, {
    entry: 'entry' in options ? options.entry : MISBEHAVING_WORKER,
    timeoutMs: options.timeoutMs,
    resourceLimits: options.heapMb === undefined ? undefined : { maxOldGenerationSizeMb: options.heapMb },
  });
  runners.push(made);
  return made;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(runners.splice(0).map((made) => made.close()));
});

async function failure(promise: Promise<unknown>): Promise<OffThreadError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(OffThreadError);
  return error as OffThreadError;
}

describe('a task run off the thread', { timeout: 180_000 }, () => {
  it('runs in a worker, one for every job, and answers as on the calling thread', async () => {
    const off = runner();
    const answers = await Promise.all([1, 2, 3].map((n) => off.run('test.double', n)));
    expect(answers.map((answer) => answer.doubled)).toEqual([2, 4, 6]);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(1);
    expect(answers[0]!.threadId).not.toBe(threadId);
    expect(off.offThread).toBe(true);
    const here = await inThreadRunner(misbehavingTasks).run('test.double', 1);
    expect(here).toEqual({ threadId, doubled: 2 });
  });

  it('rejects a task that throws with its message, and the same worker serves the next job', async () => {
    const off = runner();
    const before = await off.run('test.double', 1);
    const error = await failure(off.run('test.throw', 'bad input'));
    expect(error.failure).toBe('threw');
    expect(error.message).toBe("task 'test.throw' threw: bad input");
    expect((await off.run('test.double', 2)).threadId).toBe(before.threadId);
  });

  it('fails the job of a worker that exits, and starts a new worker for the next', async () => {
    const off = runner();
    const before = await off.run('test.double', 1);
    const error = await failure(off.run('test.crash', undefined as never));
    expect(error.failure).toBe('crashed');
    expect(error.message).toContain('exited with code 71');
    const after = await off.run('test.double', 5);
    expect(after.doubled).toBe(10);
    expect(after.threadId).not.toBe(before.threadId);
    expect(off.offThread).toBe(true);
  });

  it('survives an uncaught exception in the worker after a job answered', async () => {
    const off = runner();
    expect(await off.run('test.uncaught', undefined as never)).toBe('answered first');
    // The worker dies after answering: a job sent to it meanwhile fails as its job would; the runner goes on.
    const next = await off.run('test.double', 4).then(
      (answer) => answer.doubled,
      (error: OffThreadError) => error.failure,
    );
    expect([8, 'crashed']).toContain(next);
    // The crash comes at a moment of the worker's choosing: it fails at most one job, whichever the worker held
    // then, and the job after it is served by a new worker.
    const outcome = () => off.run('test.double', 5).then((answer) => answer.doubled, (error: OffThreadError) => error.failure);
    let last = await outcome();
    if (next !== 'crashed' && last === 'crashed') last = await outcome();
    expect(last).toBe(10);
  });

  it('terminates a worker that holds a job past the timeout, fails that job alone, and serves the next', async () => {
    const off = runner({ timeoutMs: 2_000 });
    const before = await off.run('test.double', 1);
    const hung = off.run('test.hang', undefined as never);
    const queued = off.run('test.double', 3);
    const error = await failure(hung);
    expect(error.failure).toBe('timed-out');
    const after = await queued;
    expect(after.doubled).toBe(6);
    expect(after.threadId).not.toBe(before.threadId);
  });

  it('answers an async task with its settled value', async () => {
    const off = runner();
    const answer = await off.run('test.later', 4);
    expect(answer.doubled).toBe(8);
    expect(answer.threadId).not.toBe(threadId);
  });

  it('drops a cancelled job that waits, terminates the worker of a cancelled job that runs, and serves the next', async () => {
    const off = runner();
    const before = await off.run('test.double', 1);
    const running = new AbortController();
    const waiting = new AbortController();
    const hung = off.run('test.hang', undefined as never, { signal: running.signal });
    const dropped = off.run('test.double', 2, { signal: waiting.signal });
    const next = off.run('test.double', 3);
    waiting.abort();
    expect((await failure(dropped)).failure).toBe('cancelled');
    running.abort();
    expect((await failure(hung)).failure).toBe('cancelled');
    const after = await next;
    expect(after.doubled).toBe(6);
    expect(after.threadId).not.toBe(before.threadId);
    expect((await failure(off.run('test.double', 4, { signal: AbortSignal.abort() }))).failure).toBe('cancelled');
  });

  it('fails the job of a worker past its heap cap as out-of-memory, and serves the next', async () => {
    // Room for the worker to load its entry through tsx (16 MB ran out there on a busy machine, before any
    // task), and none for the hog, which takes 8 MB a step without end.
    const off = runner({ heapMb: 64 });
    expect((await failure(off.run('test.hog', undefined as never))).failure).toBe('out-of-memory');
    expect((await off.run('test.double', 5)).doubled).toBe(10);
  });

  it('fails every job waiting when closed, and starts anew afterwards', async () => {
    const off = runner();
    const first = failure(off.run('test.hang', undefined as never));
    const second = failure(off.run('test.double', 1));
    await off.close();
    expect((await first).failure).toBe('crashed');
    expect((await second).failure).toBe('crashed');
    expect((await off.run('test.double', 2)).doubled).toBe(4);
  });
});

describe('where no worker can run', { timeout: 180_000 }, () => {
  it('runs on the calling thread without an entry', async () => {
    const off = runner({ entry: undefined });
    expect(off.offThread).toBe(false);
    expect(await off.run('test.double', 2)).toEqual({ threadId, doubled: 4 });
    expect((await failure(off.run('test.throw', 'here'))).message).toBe("task 'test.throw' threw: here");
    expect(await off.run('test.later', 3)).toEqual({ threadId, doubled: 6 });
    expect((await failure(off.run('test.double', 1, { signal: AbortSignal.abort() }))).failure).toBe('cancelled');
  });

  it('runs on the calling thread where the platform has no worker threads (a browser)', async () => {
    const builtin = process.getBuiltinModule.bind(process);
    vi.spyOn(process, 'getBuiltinModule').mockImplementation(((id: string) => (id === 'node:worker_threads' ? undefined : builtin(id))) as typeof process.getBuiltinModule);
    const off = runner();
    expect(off.offThread).toBe(false);
    expect(await off.run('test.double', 3)).toEqual({ threadId, doubled: 6 });
  });

  it('runs on the calling thread when the worker cannot load its entry, every job queued included', async () => {
    const off = runner({ entry: new URL('./no-such-worker.js', MISBEHAVING_WORKER) });
    const answers = await Promise.all([1, 2].map((n) => off.run('test.double', n)));
    expect(answers).toEqual([
      { threadId, doubled: 2 },
      { threadId, doubled: 4 },
    ]);
    expect(off.offThread).toBe(false);
  });
});

describe('the worker entry beside a module', () => {
  it('keeps the extension of the module it is found from', () => {
    expect(siblingModule('file:///pkg/src/compose/server-runner.ts', 'off-thread-worker')?.href).toBe('file:///pkg/src/compose/off-thread-worker.ts');
    expect(siblingModule('file:///pkg/dist/chunk-AB12.js', 'off-thread-worker')?.href).toBe('file:///pkg/dist/off-thread-worker.js');
    expect(siblingModule('file:///pkg/dist/index.cjs', 'off-thread-worker')?.href).toBe('file:///pkg/dist/off-thread-worker.cjs');
    expect(siblingModule('https://app.test/assets/index.js', 'off-thread-worker')).toBeUndefined();
    expect(siblingModule(undefined, 'off-thread-worker')).toBeUndefined();
  });
});
