/**
 * Folder locks: a folder made with `mkdir` (atomic) that holds its holder's pid in a file `pid`. Used by the
 * installs tests share (the Node versions of scripts/node-matrix, the user projects of test/support/consumer.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A lock whose holder wrote no pid this long after taking it died in between. */
const UNCLAIMED_LOCK_MS = 60_000;

/**
 * Whether the holder of `lock` has ended without removing it (a run stopped before its background install
 * ended, say), so that the lock may be taken over. A lock without a pid yet is being written now, unless it is
 * older than a minute.
 */
export function lockHolderGone(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return true;
    if (code !== 'ENOENT') return false;
    try {
      return Date.now() - statSync(lock).mtimeMs > UNCLAIMED_LOCK_MS;
    } catch {
      return false;
    }
  }
}
