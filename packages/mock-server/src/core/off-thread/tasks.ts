/**
 * Tasks that may run off the server's thread: pure functions of plain data, registered by name.
 *
 * A task's input and output cross a thread by `structuredClone`, so both must be plain data (no functions,
 * classes or prototypes that matter); a task must not read or change anything but its input, because the same
 * registry runs in a worker and, where workers are unavailable, on the calling thread, and the two must give the
 * same result. A failure the caller must handle is part of the output (`{ ok: false, … }`); a throw is a bug.
 */

/**
 * A pure function of plain data, or an async one (work that waits on I/O, such as Git's). `signal`, given on the
 * calling thread only, says the job was cancelled; in a worker a cancelled job's thread is terminated instead.
 */
export type Task<Input = never, Output = unknown> = (input: Input, signal?: AbortSignal) => Output;

/** Tasks by name: what a worker serves and what the calling thread falls back to. */
export type TaskRegistry = Readonly<Record<string, Task<never, unknown>>>;

/** How one job runs. */
export interface RunOptions {
  /** Cancels the job: waiting, it is dropped; running in a worker, the worker is terminated. */
  signal?: AbortSignal | undefined;
  /** Milliseconds the job may take in a worker, instead of the runner's default. */
  timeoutMs?: number | undefined;
}

/** The input of task `Name` of registry `Tasks`. */
export type TaskInput<Tasks extends TaskRegistry, Name extends keyof Tasks> = Parameters<Tasks[Name]>[0];

/** The output of task `Name` of registry `Tasks`. */
export type TaskOutput<Tasks extends TaskRegistry, Name extends keyof Tasks> = Awaited<ReturnType<Tasks[Name]>>;

/** Runs tasks of a registry somewhere (a worker, or the calling thread) and answers their output. */
export interface TaskRunner<Tasks extends TaskRegistry> {
  /**
   * Runs task `name` on `input`.
   * @throws OffThreadError (as a rejection) when the task threw, its worker crashed or ran out of memory, it ran
   * out of time, or it was cancelled.
   */
  run<Name extends keyof Tasks & string>(name: Name, input: TaskInput<Tasks, Name>, options?: RunOptions): Promise<TaskOutput<Tasks, Name>>;
}

/** Why a task gave no output. */
export type OffThreadFailure = 'threw' | 'crashed' | 'out-of-memory' | 'timed-out' | 'cancelled';

/**
 * A task that gave no output: it threw (a bug), its worker crashed or passed its heap cap, it ran past its
 * timeout, or its caller cancelled it.
 */
export class OffThreadError extends Error {
  override name = 'OffThreadError';

  constructor(
    readonly failure: OffThreadFailure,
    readonly task: string,
    message: string,
  ) {
    super(`task '${task}' ${failure}: ${message}`);
  }
}

/** Runs every task on the calling thread, answering as a worker would; a cancelled task is given the signal. */
export function inThreadRunner<Tasks extends TaskRegistry>(tasks: Tasks): TaskRunner<Tasks> {
  return {
    async run<Name extends keyof Tasks & string>(name: Name, input: TaskInput<Tasks, Name>, options?: RunOptions): Promise<TaskOutput<Tasks, Name>> {
      if (options?.signal?.aborted) throw cancelledError(name);
      try {
        return (await runTask(tasks, name, input, options?.signal)) as TaskOutput<Tasks, Name>;
      } catch (error) {
        throw new OffThreadError('threw', name, messageOf(error));
      }
    },
  };
}

/** The failure of a job cancelled by its caller. */
export const cancelledError = (task: string): OffThreadError => new OffThreadError('cancelled', task, 'the job was cancelled');

/** Task `name` of `tasks` applied to `input`. @throws what the task throws, or an Error for an unknown name. */
export function runTask<Tasks extends TaskRegistry, Name extends keyof Tasks & string>(
  tasks: Tasks,
  name: Name,
  input: TaskInput<Tasks, Name>,
  signal?: AbortSignal,
): ReturnType<Tasks[Name]> {
  const task = Object.hasOwn(tasks, name) ? tasks[name] : undefined;
  if (task === undefined) throw new Error('no task of that name');
  return task(input as never, signal) as ReturnType<Tasks[Name]>;
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
