/** The messages between an {@link OffThreadRunner}'s thread and its worker (worker-host.ts). */

/** Sent by the worker once its tasks are loaded, before it answers any job. */
export interface ReadyMessage {
  kind: 'ready';
}

/** One job for the worker. */
export interface JobMessage {
  kind: 'job';
  id: number;
  task: string;
  input: unknown;
}

/** A job's outcome: the task's output, or the message of what it threw. */
export type ResultMessage = { kind: 'result'; id: number; ok: true; output: unknown } | { kind: 'result'; id: number; ok: false; message: string };

export type FromWorker = ReadyMessage | ResultMessage;
