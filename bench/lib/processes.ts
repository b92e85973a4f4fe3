/**
 * Child processes of the benchmark. Each row runs in a fresh process, so that one row's heap (a million
 * stored comments) or JIT state never colours the next one's figures; servers under load run in their own
 * process, so that the client being measured does not share an event loop with them.
 *
 * Messages: a child sends `{ kind: 'result' | 'ready' | 'error', … }`; the parent sends `{ kind: 'stop' }` to
 * a long-lived child, which then exits normally (so `--cpu-prof` still writes its profile).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root: children run there so that tsx finds tsconfig.json and its `paths`. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where `--profile` asks children to write `.cpuprofile` files (inherited by grandchildren). */
export const PROFILE_DIR_ENV = 'DOCPUB_BENCH_PROFILE_DIR';

/** A message from a child. */
export type ChildMessage =
  | { kind: 'result'; value: unknown }
  | { kind: 'ready'; value: unknown }
  | { kind: 'error'; message: string };

/** Absolute path of an entry under `bench/processes/`. */
export function processEntry(name: string): string {
  return fileURLToPath(new URL(`../processes/${name}.ts`, import.meta.url));
}

function execArgv(): string[] {
  const profileDir = process.env[PROFILE_DIR_ENV];
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  return ['--expose-gc', '--import', 'tsx', ...profile];
}

function spawnChild(entry: string, args: readonly string[]): ChildProcess {
  return fork(entry, [...args], { cwd: REPO_ROOT, execArgv: execArgv(), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Settles on the child's first `ready`/`result` message; rejects on its error, an early exit or the timeout. */
function firstMessage(child: ChildProcess, label: string, expected: 'ready' | 'result', timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${label}: no ${expected} within ${Math.round(timeoutMs / 1000)} s; stopped it`));
    }, timeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.off('message', onMessage);
      outcome();
    };
    const onExit = (code: number | null, signal: string | null) =>
      settle(() => reject(new Error(`${label}: exited (${signal ?? `code ${code}`}) before its ${expected}`)));
    const onMessage = (message: ChildMessage) => {
      if (message.kind === 'error') settle(() => reject(new Error(`${label}: ${message.message}`)));
      else if (message.kind === expected) settle(() => resolve(message.value));
    };
    child.on('exit', onExit);
    child.on('message', onMessage);
  });
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Runs `bench/processes/<name>.ts` to completion and returns the value it reported. */
export async function runProcess<T>(name: string, args: readonly string[], timeoutMs: number): Promise<T> {
  const child = spawnChild(processEntry(name), args);
  try {
    return (await firstMessage(child, name, 'result', timeoutMs)) as T;
  } finally {
    await exited(child, 10_000);
  }
}

/** A long-lived child (a server) and what it announced when ready. */
export interface Started<T> {
  value: T;
  /** Asks the child to exit, and kills it if it has not within a few seconds. */
  stop(): Promise<void>;
}

/** Starts `bench/processes/<name>.ts` and waits for it to announce it is ready. */
export async function startProcess<T>(name: string, args: readonly string[], timeoutMs: number): Promise<Started<T>> {
  const child = spawnChild(processEntry(name), args);
  const stop = async () => {
    if (child.connected) child.send({ kind: 'stop' });
    await exited(child, 5_000);
  };
  try {
    const value = (await firstMessage(child, name, 'ready', timeoutMs)) as T;
    return { value, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
