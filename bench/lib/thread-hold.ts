/**
 * How long work holds the thread at a stretch: the longest gap between the turns of a probe that asks for a
 * turn every millisecond while the work runs. Work that starts synchronously (a request through
 * `server.core.handle`) holds the thread from the call on; work that goes on after it (a background job, a
 * worker's answer) is measured slice by slice, so waiting for a worker costs nothing and receiving its answer
 * counts. The probe's own delay (timers fire after at least 1 ms) is included, so figures are ≥ 1 ms.
 */
import { performance } from 'node:perf_hooks';

/** Runs `work` and answers the longest time it held the thread, in ms, with its wall time. */
export async function threadHold(work: () => Promise<unknown> | unknown): Promise<{ longestMs: number; wallMs: number }> {
  const started = performance.now();
  let last = started;
  let longest = 0;
  let done = false;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (!done) setTimeout(turn, 1);
  };
  setTimeout(turn, 1);
  await work();
  done = true;
  const ended = performance.now();
  longest = Math.max(longest, ended - last);
  return { longestMs: longest, wallMs: ended - started };
}
