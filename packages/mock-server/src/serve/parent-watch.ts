/**
 * `docpub-mock --exit-with-parent`: stop when the process that started the server is gone. Launchers such as
 * `npx` (npm 11) do not pass a signal on to the server they started, so stopping them leaves the server running;
 * a suite that starts the server and then dies would leave it too. A closed stdin is not taken as the sign: under
 * `&` and in containers stdin is `/dev/null` from the start.
 */

/** How often the parent is looked for. */
export const PARENT_POLL_MS = 250;

/** True while the process `pid` exists (a process we may not signal exists too). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `onGone` once the parent of this process has exited: this process has been handed to another parent
 * (`process.ppid` changed), or the first one no longer exists. The timer does not keep the process alive.
 */
export function watchParent(onGone: () => void, intervalMs: number = PARENT_POLL_MS): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent && alive(parent)) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
