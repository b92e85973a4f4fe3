/**
 * Fresh user projects around the packed tarballs: `npm pack` of the built packages, then a project that
 * installs them from the tarballs next to the tools a user brings (Jest, their own msw). Only the npm
 * registry is reached, and npm's cache makes a second run quick: the project folder is kept under
 * `<tmpdir>/docpub-consumers/<name>`, keyed by what it installs, and only the tarballs change. (Not under the
 * repository's node_modules: Jest ignores every test file below a `node_modules` folder.)
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { packageDir } from './paths.js';

const run = promisify(execFile);
export const PACKED = ['sdk', 'mock-server', 'conformance'] as const;
export type PackedName = (typeof PACKED)[number];

let packing: Promise<Record<PackedName, string>> | undefined;

/** Packs the three built packages once per test file; resolves to each tarball's path. */
export function packTarballs(): Promise<Record<PackedName, string>> {
  packing ??= (async () => {
    const destination = mkdtempSync(join(tmpdir(), 'docpub-tarballs-'));
    const entries = await Promise.all(
      PACKED.map(async (name) => {
        const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], {
          cwd: packageDir(name),
        });
        const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
        return [name, join(destination, filename)] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<PackedName, string>;
  })();
  return packing;
}

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

/** Creates (or refreshes) the project and installs the tarballs and dependencies into it; returns its folder. */
export async function consumerProject(spec: ConsumerSpec): Promise<string> {
  const tarballs = await packTarballs();
  const dir = join(tmpdir(), 'docpub-consumers', spec.name);
  mkdirSync(join(dir, 'tarballs'), { recursive: true });
  // The tarballs' contents change from build to build under the same names: install them afresh each time.
  rmSync(join(dir, 'node_modules/@docpub'), { recursive: true, force: true });
  const local: Record<string, string> = {};
  for (const name of spec.packages) {
    cpSync(tarballs[name], join(dir, 'tarballs', `${name}.tgz`));
    local[`@docpub/${name}`] = `file:./tarballs/${name}.tgz`;
  }
  const manifest = {
    name: `docpub-consumer-${spec.name}`,
    private: true,
    type: spec.type ?? 'commonjs',
    dependencies: { ...local, ...spec.dependencies },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [path, text] of Object.entries(spec.files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  await run(
    'npm',
    ['install', '--no-package-lock', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts'],
    { cwd: dir, timeout: 300_000, env: { ...process.env, npm_config_workspaces: 'false' } },
  );
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
