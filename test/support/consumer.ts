/**
 * Fresh user projects around the packed tarballs (./packed.ts: packed once per build, shared by every project),
 * installed next to the tools a user brings (Jest, their own msw). Only the npm registry is reached. Each project
 * folder is kept under `<tmpdir>/docpub-consumers/<checkout>/<name>` (a folder per clone of the repository, so
 * that two clones' runs never install into each other's projects), and its install is stamped with what it installed (the
 * manifest and the build's hash): a run whose project is installed already with the same tarballs and registry
 * packages installs nothing; otherwise the tarballs are installed afresh, once per run, and npm's cache makes
 * the registry packages quick. (Not under the repository's node_modules: Jest ignores every test file below a
 * `node_modules` folder.)
 *
 * The project installs the tarballs itself, beside the user's packages, rather than sharing one install: msw
 * and vitest are optional peers of the reference server, so they must be the project's own copies.
 *
 * The installs are few and named in ./consumer-installs.ts; test files that need the same install share it, each
 * with a `folder` of its own for its files, and run their programs in that folder (Node finds the packages in
 * the project's node_modules above it). An install is the slow part of these tests: the packed project's global
 * set-up starts every install as soon as the tarballs are made, and a test file that needs one before it is done
 * waits on its lock.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { lockHolderGone } from '../../scripts/folder-lock.js';
import { packedPackages, type PackedName } from './packed.js';
import { repoRoot } from './paths.js';

const run = promisify(execFile);

/** The arguments of every install, part of the stamp: a change of them installs again. */
const INSTALL_ARGS = ['install', '--no-package-lock', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts'];

/** What a user project installs. */
export interface ConsumerInstall {
  /** Folder name under the cache; includes the versions it installs, so a change makes a new folder. */
  name: string;
  /** The tarballs to install. */
  packages: readonly PackedName[];
  /** Registry dependencies, e.g. `{ jest: '30.5.2' }`. */
  dependencies: Record<string, string>;
  type: 'module' | 'commonjs';
}

/** A test's use of an installed project: its files, in a folder of its own. */
export interface ConsumerFiles {
  /** The sub-folder of the project that takes `files`; the project's own folder when absent. */
  folder?: string;
  /** Path relative to `folder` → text. */
  files: Record<string, string>;
}

/** An installed project: its folder (with node_modules) and the folder of the spec's files. */
export interface ConsumerProject {
  root: string;
  dir: string;
}

/**
 * The project of `install` with `use`'s files written into it, installed unless it holds that very install
 * already; returns its folder and the folder of the files.
 */
export async function consumerProject(install: ConsumerInstall, use: ConsumerFiles): Promise<ConsumerProject> {
  const dir = await installConsumer(install);
  const filesDir = join(dir, use.folder ?? '.');
  for (const [path, text] of Object.entries(use.files)) {
    mkdirSync(dirname(join(filesDir, path)), { recursive: true });
    writeFileSync(join(filesDir, path), text);
  }
  return { root: dir, dir: filesDir };
}

/**
 * Creates (or refreshes) the project and installs the tarballs and dependencies into it, unless it holds that
 * very install already; resolves with its folder.
 */
export async function installConsumer(spec: ConsumerInstall): Promise<string> {
  const packed = await packedPackages();
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), 'docpub-consumers', checkout, spec.name);
  mkdirSync(join(dir, 'tarballs'), { recursive: true });
  const local: Record<string, string> = {};
  for (const name of spec.packages) local[`@docpub/${name}`] = `file:./tarballs/${name}.tgz`;
  const manifest = {
    name: `docpub-consumer-${spec.name}`,
    private: true,
    type: spec.type,
    dependencies: { ...local, ...spec.dependencies },
  };
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const tarballs = spec.packages.map((name) => readFileSync(packed[name].tarball));
  const stamp = createHash('sha256').update(manifestText).update(INSTALL_ARGS.join(' '));
  for (const tarball of tarballs) stamp.update(tarball);
  const installed = join(dir, 'node_modules', '.docpub-install');
  const wanted = stamp.digest('hex');
  await holdingInstallLock(dir, async () => {
    if (existsSync(installed) && readFileSync(installed, 'utf8') === wanted) return;
    // The tarballs' contents change from build to build under the same names: install them afresh.
    writeFileSync(join(dir, 'package.json'), manifestText);
    rmSync(installed, { force: true });
    rmSync(join(dir, 'node_modules/@docpub'), { recursive: true, force: true });
    spec.packages.forEach((name, index) => writeFileSync(join(dir, 'tarballs', `${name}.tgz`), tarballs[index]!));
    await run('npm', INSTALL_ARGS, { cwd: dir, timeout: 300_000, env: { ...process.env, npm_config_workspaces: 'false' } });
    writeFileSync(installed, wanted);
  });
  return dir;
}

/**
 * Runs `work` while holding the project's install lock (a folder: making one is atomic), so that test files
 * sharing the project install it once and never read a half-made install. A lock left by a process that ended
 * is taken over.
 */
async function holdingInstallLock(dir: string, work: () => Promise<void>): Promise<void> {
  const lock = join(dir, '.installing');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (lockHolderGone(lock)) rmSync(lock, { recursive: true, force: true });
    else await sleep(200);
  }
  try {
    writeFileSync(join(lock, 'pid'), String(process.pid));
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Every installed copy of a package in a project (its folders under any node_modules). */
export function installedCopies(dir: string, name: string): string[] {
  const found: string[] = [];
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const full = join(modules, entry);
      if (entry.startsWith('@')) {
        for (const scoped of readdirSync(full)) visit(`${entry}/${scoped}`, join(full, scoped));
      } else visit(entry, full);
    }
  };
  const visit = (packageName: string, folder: string) => {
    if (packageName === name) found.push(folder);
    walk(join(folder, 'node_modules'));
  };
  walk(join(dir, 'node_modules'));
  return found;
}
