/**
 * The ready file over a `docpub-mock` run's life: one left by an earlier run is removed before this run starts,
 * and the one this run wrote is removed when it exits (SIGINT, SIGTERM, its parent gone, an error), so a script
 * polling a fixed path never reads the URL of a server that is not there. A file another run has written over
 * it since is left alone.
 */
import { readFileSync, rmSync } from 'node:fs';
import type { MockConnection } from '../runner/remote-world.js';
import { readyFileText, writeReadyFile } from '../runner/start.js';

/** Removes what an earlier run left at `path` (a link is removed, never followed). */
export function removeStaleReadyFile(path: string): void {
  rmSync(path, { force: true });
}

/** Writes the ready file, and removes it when the process exits if it still holds what was written. */
export async function publishReadyFile(path: string, connection: MockConnection): Promise<void> {
  const text = readyFileText(connection);
  process.once('exit', () => removeIfOwn(path, text));
  await writeReadyFile(path, connection);
}

function removeIfOwn(path: string, text: string): void {
  try {
    if (readFileSync(path, 'utf8') === text) rmSync(path, { force: true });
  } catch {
    // Already gone, or never written: nothing of this run is left there.
  }
}
