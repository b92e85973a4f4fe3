/**
 * Temporary folders of tests, removed when what made them ends, so that test runs do not pile folders up in the
 * OS temporary directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished, TestRunner } from 'vitest';

/** Options of {@link tempDir}. */
export interface TempDirOptions {
  /**
   * What must have ended before the folder goes, e.g. the exit of the child processes that write in it (a server
   * stopped with SIGTERM still removes its ready file there). Awaited in the hook that removes the folder.
   */
  readonly removeAfter?: () => Promise<unknown>;
}

/**
 * Makes a fresh folder `<os.tmpdir()>/<prefix>XXXXXX` and returns its path; it is removed with all it holds
 * (recursively, missing or not) whether the tests pass or fail:
 *
 * - called inside a test: once that test has finished (`onTestFinished`, which runs after the `afterEach` hooks,
 *   so a child process those hooks kill is stopped first);
 * - called at a file's top level or in a `describe` body: after that file's or suite's tests (`afterAll`).
 *
 * Not in `beforeAll`/`beforeEach`: Vitest silently drops an `afterAll` registered while the tests run, so there it
 * throws; make the folder at the top level (or in the `describe`) instead. Note that Vitest runs no hook of a file
 * or suite whose tests are all skipped, while it still collects their bodies: a suite that may be skipped entirely
 * (`describe.skipIf`) makes its folder in its `beforeAll` and removes it in its `afterAll` itself.
 */
export function tempDir(prefix: string, { removeAfter }: TempDirOptions = {}): string {
  const running = TestRunner.getCurrentTest() !== undefined;
  if (!running && TestRunner.getCurrentSuite().file.result !== undefined) {
    throw new Error(`tempDir('${prefix}'): call it in a test, at a file's top level or in a describe body, not in a before-hook (its folder would never be removed)`);
  }
  const path = mkdtempSync(join(tmpdir(), prefix));
  const remove = async () => {
    await removeAfter?.();
    rmSync(path, { recursive: true, force: true });
  };
  if (running) onTestFinished(remove);
  else afterAll(remove);
  return path;
}
