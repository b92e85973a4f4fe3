/**
 * Running pure tasks off the server's thread: {@link OffThreadRunner} sends each job to one worker thread, so a
 * long parse never holds the thread that answers requests; where no worker can run (a browser, msw's service
 * worker, a bundle without the worker's entry) the same tasks run on the calling thread.
 *
 * The pool is one worker, started at the first job and kept for the next ones. It is unref'd while idle, so it
 * never keeps a process alive; while a job runs it is ref'd, so a script awaiting the job is not cut short. Jobs
 * run one at a time, in order; each may take {@link OffThreadOptions.timeoutMs} in the worker, counted from when
 * the job is sent or, for the jobs sent while a new worker starts, from when it has loaded its tasks (a busy
 * machine may take seconds to start one). A job past its time, or a worker that dies under a job (a crash,
 * running out of memory), fails that job alone: the worker is terminated and the next job starts a new one. A
 * worker that dies before it loaded its tasks, or does not load them within {@link WORKER_START_TIMEOUT_MS},
 * means workers cannot run here, and every job from then on runs on the calling thread. A job may be cancelled
 * by its signal: waiting, it is dropped; running, its worker is terminated (the next job starts a new one). A
 * worker may be given a heap cap: one that passes it fails its job as `out-of-memory`.
 */
import type { Worker } from 'node:worker_threads';
import type { FromWorker, JobMessage } from './protocol.js';
import { cancelledError, inThreadRunner, OffThreadError, type RunOptions, type TaskInput, type TaskOutput, type TaskRegistry, type TaskRunner } from './tasks.js';
import { startWorker, workerThreads, type WorkerResourceLimits } from './worker-start.js';

/** How long a job may take in the worker by default, its worker's start included. */
export const DEFAULT_TASK_TIMEOUT_MS = 30_000;

/** How long a new worker may take to load its tasks before workers are taken to be unable to run here. */
export const WORKER_START_TIMEOUT_MS = 120_000;

/** Where and how an {@link OffThreadRunner} runs its tasks. */
export interface OffThreadOptions {
  /**
   * The worker's entry: a module that calls `serveTasks()` with the same registry (see worker-host.ts).
   * Undefined: every task runs on the calling thread.
   */
  entry: URL | undefined;
  /** Milliseconds a job may take before its worker is terminated and the job fails; default 30 000. */
  timeoutMs?: number | undefined;
  /** The worker's resource limits (its heap cap); none by default. */
  resourceLimits?: WorkerResourceLimits | undefined;
}

interface Job {
  message: JobMessage;
  options: RunOptions | undefined;
  resolve: (output: unknown) => void;
  reject: (error: OffThreadError) => void;
}

/** Runs the tasks of a registry in one worker thread, or on the calling thread where there are none. */
export class OffThreadRunner<Tasks extends TaskRegistry> implements TaskRunner<Tasks> {
  private readonly fallback: TaskRunner<Tasks>;
  private readonly timeoutMs: number;
  private readonly queue: Job[] = [];
  private worker: Worker | undefined;
  /** True once the worker has loaded its tasks. */
  private ready = false;
  /** True once workers proved unable to run here (or there is no entry): everything runs in-thread. */
  private inThread: boolean;
  private current: { job: Job; timer: ReturnType<typeof setTimeout> | undefined } | undefined;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  /** The worker that reported running out of memory (its exit follows). */
  private outOfMemory: Worker | undefined;
  private jobs = 0;

  constructor(
    private readonly tasks: Tasks,
    private readonly options: OffThreadOptions,
  ) {
    this.fallback = inThreadRunner(tasks);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
    if (!(Number.isFinite(this.timeoutMs) && this.timeoutMs > 0)) throw new TypeError(`timeoutMs: must be a positive number, got ${this.timeoutMs}`);
    this.inThread = options.entry === undefined || workerThreads() === undefined;
  }

  /** False once the runner found that workers cannot run here: its tasks then run on the calling thread. */
  get offThread(): boolean {
    return !this.inThread;
  }

  run<Name extends keyof Tasks & string>(name: Name, input: TaskInput<Tasks, Name>, options?: RunOptions): Promise<TaskOutput<Tasks, Name>> {
    if (this.inThread) return this.fallback.run(name, input, options);
    const signal = options?.signal;
    if (signal?.aborted) return Promise.reject(cancelledError(name));
    return new Promise<TaskOutput<Tasks, Name>>((resolve, reject) => {
      const message: JobMessage = { kind: 'job', id: ++this.jobs, task: name, input };
      const job: Job = { message, options, resolve: resolve as (output: unknown) => void, reject };
      const cancel = () => this.cancel(job);
      signal?.addEventListener('abort', cancel, { once: true });
      const settled = (outcome: () => void) => {
        signal?.removeEventListener('abort', cancel);
        outcome();
      };
      job.resolve = (output) => settled(() => resolve(output as TaskOutput<Tasks, Name>));
      job.reject = (error) => settled(() => reject(error));
      this.queue.push(job);
      this.next();
    });
  }

  /** Drops `job` if it waits; terminates its worker if it runs. */
  private cancel(job: Job): void {
    const waiting = this.queue.indexOf(job);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      job.reject(cancelledError(job.message.task));
      return;
    }
    if (this.current?.job !== job) return;
    const worker = this.worker;
    this.forget();
    void worker?.terminate();
    this.settle((running) => running.reject(cancelledError(running.message.task)));
  }

  /** Terminates the worker (a later job starts a new one). Jobs waiting or running fail as `crashed`. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.forget();
    const waiting = this.queue.splice(0);
    this.failCurrent('crashed', 'the runner was closed');
    for (const job of waiting) job.reject(new OffThreadError('crashed', job.message.task, 'the runner was closed'));
    await worker?.terminate();
  }

  /** Sends the next job when none is running. */
  private next(): void {
    if (this.current !== undefined) return;
    const job = this.queue.shift();
    if (job === undefined) return;
    const worker = this.worker ?? this.start();
    if (worker === undefined) {
      this.runRestInThread(job);
      return;
    }
    this.current = { job, timer: this.ready ? this.timer(job) : undefined };
    worker.ref();
    try {
      worker.postMessage(job.message);
    } catch (error) {
      // An input that cannot be cloned: the caller's bug, not the worker's.
      this.settle((pending) => pending.reject(new OffThreadError('threw', job.message.task, (error as Error).message)));
    }
  }

  private start(): Worker | undefined {
    const threads = workerThreads();
    if (threads === undefined || this.options.entry === undefined) return undefined;
    let worker: Worker;
    try {
      worker = startWorker(threads, this.options.entry, this.options.resourceLimits);
    } catch {
      return undefined;
    }
    worker.unref();
    this.startTimer = setTimeout(() => this.lost(worker, 'the worker did not start in time'), WORKER_START_TIMEOUT_MS);
    this.startTimer.unref();
    worker.on('message', (message: FromWorker) => this.received(worker, message));
    // An uncaught throw in the worker is followed by its exit; the exit is what counts, and this tells why.
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') this.outOfMemory = worker;
    });
    worker.on('exit', (code) => this.lost(worker, `the worker exited with code ${code}`));
    this.worker = worker;
    this.ready = false;
    return worker;
  }

  private received(worker: Worker, message: FromWorker): void {
    if (worker !== this.worker) return;
    if (message.kind === 'ready') {
      this.ready = true;
      clearTimeout(this.startTimer);
      if (this.current !== undefined) this.current.timer ??= this.timer(this.current.job);
      return;
    }
    const running = this.current?.job;
    if (running === undefined || running.message.id !== message.id) return;
    this.settle((job) => (message.ok ? job.resolve(message.output) : job.reject(new OffThreadError('threw', job.message.task, message.message))));
  }

  private timer(job: Job): ReturnType<typeof setTimeout> {
    const timeoutMs = job.options?.timeoutMs ?? this.timeoutMs;
    return setTimeout(() => this.timedOut(timeoutMs), timeoutMs);
  }

  private timedOut(timeoutMs: number): void {
    const worker = this.worker;
    this.forget();
    void worker?.terminate();
    this.failCurrent('timed-out', `no answer within ${timeoutMs} ms; the worker was terminated`);
  }

  /** The worker is gone. Before it loaded its tasks, workers cannot run here; after, the job it ran failed. */
  private lost(worker: Worker, why: string): void {
    if (worker !== this.worker) return;
    const started = this.ready;
    this.forget();
    if (!started) {
      void worker.terminate();
      this.inThread = true;
      const running = this.current?.job;
      if (running !== undefined) {
        clearTimeout(this.current!.timer);
        this.current = undefined;
        this.runRestInThread(running);
      }
      return;
    }
    if (this.outOfMemory === worker) this.failCurrent('out-of-memory', 'the worker ran out of memory and was ended');
    else this.failCurrent('crashed', why);
  }

  private forget(): void {
    clearTimeout(this.startTimer);
    this.worker = undefined;
    this.ready = false;
  }

  private failCurrent(failure: 'crashed' | 'out-of-memory' | 'timed-out', why: string): void {
    this.settle((job) => job.reject(new OffThreadError(failure, job.message.task, why)));
  }

  /** Ends the running job with `outcome` and sends the next one. */
  private settle(outcome: (job: Job) => void): void {
    const running = this.current;
    if (running === undefined) return;
    this.current = undefined;
    clearTimeout(running.timer);
    this.worker?.unref();
    outcome(running.job);
    this.next();
  }

  /** Runs `first` and every queued job on the calling thread, in order. */
  private runRestInThread(first: Job): void {
    for (const job of [first, ...this.queue.splice(0)]) {
      this.fallback.run(job.message.task as keyof Tasks & string, job.message.input as never, job.options).then(job.resolve, job.reject);
    }
  }
}
