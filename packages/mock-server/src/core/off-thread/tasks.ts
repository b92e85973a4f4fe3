/**
 * Tasks that may run off the server's thread: pure functions of plain data, registered by name.
 *
 * A task's input and output cross a thread by `structuredClone`, so both must be plain data (no functions,
 * classes or prototypes that matter); a task must not read or change anything but its input, because the same
 * registry runs in a worker and, where workers are unavailable, on the calling thread, and the two must give the
 * same result. A failure the caller must handle is part of the output (`{ ok: false, … }`); a throw is a bug.
 */

/** A pure function of plain data. */
export type Task<Input = never, Output = unknown> = (input: Input) => Output;

/** Tasks by name: what a worker serves and what the calling thread falls back to. */
export type TaskRegistry = Readonly<Record<string, Task<never, unknown>>>;

/** The input of task `Name` of registry `Tasks`. */
export type TaskInput<Tasks extends TaskRegistry, Name extends keyof Tasks> = Parameters<Tasks[Name]>[0];

/** The output of task `Name` of registry `Tasks`. */
export type TaskOutput<Tasks extends TaskRegistry, Name extends keyof Tasks> = ReturnType<Tasks[Name]>;

/** Runs tasks of a registry somewhere (a worker, or the calling thread) and answers their output. */
export interface TaskRunner<Tasks extends TaskRegistry> {
  /**
   * Runs task `name` on `input`.
   * @throws OffThreadError (as a rejection) when the task threw, its worker crashed or it ran out of time.
   */
  run<Name extends keyof Tasks & string>(name: Name, input: TaskInput<Tasks, Name>): Promise<TaskOutput<Tasks, Name>>;
}

/** Why a task gave no output. */
export type OffThreadFailure = 'threw' | 'crashed' | 'timed-out';

/** A task that gave no output: it threw (a bug), its worker crashed, or it ran past the runner's timeout. */
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

/** Runs every task on the calling thread, synchronously, answering as a worker would. */
export function inThreadRunner<Tasks extends TaskRegistry>(tasks: Tasks): TaskRunner<Tasks> {
  return {
    run: async (name, input) => {
      try {
        return runTask(tasks, name, input);
      } catch (error) {
        throw new OffThreadError('threw', name, messageOf(error));
      }
    },
  };
}

/** Task `name` of `tasks` applied to `input`. @throws what the task throws, or an Error for an unknown name. */
export function runTask<Tasks extends TaskRegistry, Name extends keyof Tasks & string>(
  tasks: Tasks,
  name: Name,
  input: TaskInput<Tasks, Name>,
): TaskOutput<Tasks, Name> {
  const task = Object.hasOwn(tasks, name) ? tasks[name] : undefined;
  if (task === undefined) throw new Error('no task of that name');
  return task(input as never) as TaskOutput<Tasks, Name>;
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
