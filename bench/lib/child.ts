/** The child's side of lib/processes.ts: report a result, announce readiness, exit when asked or orphaned. */
import type { ChildMessage } from './processes.js';

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) reject(new Error('not started by the benchmark (no IPC channel)'));
    else process.send(message, (error: Error | null) => (error ? reject(error) : resolve()));
  });
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

// A child whose parent died must not linger: it would keep a port or a million comments alive.
process.on('disconnect', () => process.exit(0));

/** Runs `work`, sends its value (or its error) to the parent, and exits. */
export async function reportResult(work: () => Promise<unknown>): Promise<never> {
  try {
    await send({ kind: 'result', value: await work() });
    process.exit(0);
  } catch (error) {
    await send({ kind: 'error', message: describe(error) }).catch(() => undefined);
    process.exit(1);
  }
}

/**
 * Runs `start`, announces its value, then stays up until the parent says stop, and runs `stop` before exiting.
 */
export async function serveUntilStopped<T>(start: () => Promise<T>, stop: () => Promise<void>): Promise<void> {
  try {
    await send({ kind: 'ready', value: await start() });
  } catch (error) {
    await send({ kind: 'error', message: describe(error) }).catch(() => undefined);
    process.exit(1);
  }
  process.on('message', (message: { kind?: string }) => {
    if (message.kind !== 'stop') return;
    stop().finally(() => process.exit(0));
  });
}
