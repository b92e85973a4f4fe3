/**
 * The memory caps on worlds bound the real heap: a server in a process with a small heap, filled with worlds
 * whose state is dense in small values (about 40 times its JSON size in heap), is refused a world by the cap
 * (a 429 naming it) long before the heap runs out, and keeps serving.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const child = fileURLToPath(new URL('./children/fill-worlds.ts', import.meta.url));

describe('world memory caps', () => {
  it('refuse a world before a 128 MB heap is exhausted, and the server keeps serving', () => {
    const run = spawnSync(process.execPath, ['--max-old-space-size=128', '--import', 'tsx', child], {
      encoding: 'utf8',
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      timeout: 170_000,
    });
    expect(run.status, run.stderr.slice(-2000)).toBe(0);
    const outcome = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
      made: number;
      counted: number;
      refusal: { status: number; message: string };
      served: number;
      used: number;
      limit: number;
    };
    expect(outcome.made).toBeGreaterThan(3);
    expect(outcome.refusal.status).toBe(429);
    expect(outcome.refusal.message).toMatch(/^worlds: live worlds take \d+ bytes of heap; this one would pass the cap/);
    expect(outcome.served).toBe(200);
    // What the caps counted is at least what the worlds hold, and the heap kept room to spare.
    expect(outcome.used).toBeLessThan(outcome.limit * 0.8);
  }, 180_000);
});
