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
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { packedPackages, type PackedName } from './packed.js';
import { repoRoot } from './paths.js';

const run = promisify(execFile);

/** The arguments of every install, part of the stamp: a change of them installs again. */
const INSTALL_ARGS = ['install', '--no-package-lock', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts'];

export interface ConsumerSpec {
  /** Folder name under the cache; include the versions it installs, so a change makes a new folder. */
  name: string;
  /** The tarballs to install. */
  packages: readonly PackedName[];
  /** Registry dependencies, e.g. `{ jest: '30.5.2' }`. */
  dependencies: Record<string, string>;
  /** Files of the project: relative path → text. */
  files: Record<string, string>;
  type?: 'module' | 'commonjs';
}

/**
 * Creates (or refreshes) the project and installs the tarballs and dependencies into it, unless it holds that
 * very install already; returns its folder.
 */
export async function consumerProject(spec: ConsumerSpec): Promise<string> {
  const packed = await packedPackages();
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), 'docpub-consumers', checkout, spec.name);
  mkdirSync(join(dir, 'tarballs'), { recursive: true });
  const local: Record<string, string> = {};
  for (const name of spec.packages) local[`@docpub/${name}`] = `file:./tarballs/${name}.tgz`;
  const manifest = {
    name: `docpub-consumer-${spec.name}`,
    private: true,
    type: spec.type ?? 'commonjs',
    dependencies: { ...local, ...spec.dependencies },
  };
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(join(dir, 'package.json'), manifestText);
  for (const [path, text] of Object.entries(spec.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const tarballs = spec.packages.map((name) => readFileSync(packed[name].tarball));
  const stamp = createHash('sha256').update(manifestText).update(INSTALL_ARGS.join(' '));
  for (const tarball of tarballs) stamp.update(tarball);
  const installed = join(dir, 'node_modules', '.docpub-install');
  const wanted = stamp.digest('hex');
  if (existsSync(installed) && readFileSync(installed, 'utf8') === wanted) return dir;

  // The tarballs' contents change from build to build under the same names: install them afresh.
  rmSync(installed, { force: true });
  rmSync(join(dir, 'node_modules/@docpub'), { recursive: true, force: true });
  spec.packages.forEach((name, index) => writeFileSync(join(dir, 'tarballs', `${name}.tgz`), tarballs[index]!));
  await run('npm', INSTALL_ARGS, { cwd: dir, timeout: 300_000, env: { ...process.env, npm_config_workspaces: 'false' } });
  writeFileSync(installed, wanted);
  return dir;
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
