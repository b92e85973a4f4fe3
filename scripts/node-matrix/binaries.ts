/**
 * The Node.js binaries of the version matrix. They come from the npm registry's `node` package, installed
 * in `scripts/node-versions/` (its own lockfile, outside the workspace: each version provides a `node`
 * bin, which would otherwise shadow the Node running the root's scripts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockHolderGone } from '../folder-lock.js';

/** The majors the matrix adds to the Node 20 everything else runs on. */
export const MATRIX_VERSIONS = ['22', '24'] as const;
export type MatrixVersion = (typeof MATRIX_VERSIONS)[number];

export const versionsDir = fileURLToPath(new URL('../node-versions/', import.meta.url));

/** Path of the `node` binary of one major. */
export const nodeBinary = (major: MatrixVersion) =>
  fileURLToPath(new URL(`../node-versions/node_modules/node${major}/bin/node`, import.meta.url));

/** The majors whose binary is not installed. */
export const missingVersions = () => MATRIX_VERSIONS.filter((major) => !existsSync(nodeBinary(major)));

const lockDir = join(versionsDir, '.installing');
const LOCK_WAIT_MS = 600_000;

/** Notes in the lock which process installs: the lock is left behind if that process ends without removing it. */
const noteInstaller = (pid: number | undefined) => writeFileSync(join(lockDir, 'pid'), String(pid ?? ''));

/** Blocks the thread for `ms` (the callers are synchronous: test collection, scripts). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

// The `node` package installs its binary in an install script: run it here, even when the repository's .npmrc
// (or an npm_config_ignore_scripts that npm hands its child processes) turns install scripts off.
const INSTALL_ARGS = ['ci', '--no-audit', '--no-fund', '--ignore-scripts=false'];
const INSTALL_OPTIONS = { cwd: versionsDir, stdio: 'inherit', env: { ...process.env, npm_config_ignore_scripts: 'false' } } as const;

/**
 * Installs the binaries from the lockfile (`npm ci`), when one is missing. Several test files may ask at
 * once, in parallel workers: the first takes a lock (a folder, created atomically) and installs, the others
 * wait for it to finish instead of running a second `npm ci` in the same folder. While any install holds the
 * lock, a binary that exists may still be half written: nobody runs one until the lock is free.
 */
export function ensureInstalled(log: (line: string) => void = console.log): void {
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (missingVersions().length > 0 || existsSync(lockDir)) {
    try {
      mkdirSync(lockDir);
    } catch {
      if (lockHolderGone(lockDir)) rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`gave up waiting for another install of Node to finish (${lockDir})`);
      else pause(500);
      continue;
    }
    try {
      noteInstaller(process.pid);
      if (missingVersions().length === 0) continue;
      log(`Installing Node ${MATRIX_VERSIONS.join(' and ')} from the npm registry into ${versionsDir} …`);
      execFileSync('npm', INSTALL_ARGS, INSTALL_OPTIONS);
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

/**
 * Starts installing the missing binaries in a child process, under the same lock, without blocking the thread
 * (a test run's global set-up: the download then runs beside the tests, and {@link ensureInstalled} waits on
 * the lock). Resolves once it ended, or at once when nothing is missing or another install holds the lock.
 */
export function startInstalling(): Promise<void> {
  if (missingVersions().length === 0) return Promise.resolve();
  try {
    mkdirSync(lockDir);
  } catch {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const child = spawn('npm', INSTALL_ARGS, { ...INSTALL_OPTIONS, stdio: 'ignore' });
    noteInstaller(child.pid);
    const done = () => {
      rmSync(lockDir, { recursive: true, force: true });
      resolve();
    };
    child.once('error', done);
    child.once('close', done);
  });
}
