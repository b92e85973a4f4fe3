/**
 * The three packages as npm would publish them, packed ONCE per build and shared by every test of the tarballs.
 *
 * `npm pack` of each built package goes to `<tmpdir>/docpub-packed/<hash>/`, where the hash covers every file a
 * tarball takes (package.json, README, LICENSE and the manifest's `files`: dist/, bin/, the world-file schema).
 * The `packed` project of vitest.config.ts packs in its global set-up (./packed-setup.ts), before its test files
 * start, so they all find the tarballs made; a run after a build that changed nothing packs nothing.
 *
 * To test something through the tarballs, put the test file under `test/consumers/` (the `packed` project's
 * folder) and use either
 * - {@link packedPackages}: each package's tarball path and the files npm packed into it, or
 * - `consumerProject()` of ./consumer.ts: a fresh user project with the tarballs (and registry packages)
 *   installed, e.g. to run a bin as a user does: `<dir>/node_modules/.bin/docpub-mock --version`.
 */
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { packageDir } from './paths.js';

const run = promisify(execFile);

export const PACKED = ['sdk', 'mock-server', 'conformance'] as const;
export type PackedName = (typeof PACKED)[number];

/** One packed package: its tarball and the paths npm put in it (as `npm pack --json` lists them). */
export interface Packed {
  tarball: string;
  files: string[];
}

/** Where the packs of every build are kept, one folder per content hash. */
const cacheRoot = join(tmpdir(), 'docpub-packed');

/** The packages not built yet (their tarballs would lack dist/). */
export const unbuilt = (): PackedName[] => PACKED.filter((name) => !existsSync(join(packageDir(name), 'dist/index.js')));

/** The files `npm pack` takes from a package folder: the manifest, its README and LICENSE, and its `files`. */
function packedSources(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { files?: string[] };
  const found: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) return void found.push(path);
    for (const entry of readdirSync(path).sort()) walk(join(path, entry));
  };
  for (const entry of ['package.json', 'README.md', 'LICENSE', ...(manifest.files ?? [])]) walk(join(dir, entry));
  return found;
}

/** A hash of everything the three tarballs are made from: equal hashes, equal tarballs. */
export function buildHash(): string {
  const hash = createHash('sha256');
  for (const name of PACKED) {
    const dir = packageDir(name);
    for (const file of packedSources(dir)) hash.update(`${name}/${relative(dir, file)}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Packs the three packages into `destination`, with each one's list of packed files beside its tarball. */
async function packInto(destination: string): Promise<void> {
  mkdirSync(destination, { recursive: true });
  await Promise.all(
    PACKED.map(async (name) => {
      const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], { cwd: packageDir(name) });
      const [{ filename, files }] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
      renameSync(join(destination, filename), join(destination, `${name}.tgz`));
      writeFileSync(join(destination, `${name}.files.json`), JSON.stringify(files.map((file) => file.path)));
    }),
  );
}

/** Removes the packs of earlier builds (an hour old: a run still installing from one has long copied it). */
function pruneOlderPacks(keep: string): void {
  const hourAgo = Date.now() - 3_600_000;
  for (const entry of readdirSync(cacheRoot)) {
    const folder = join(cacheRoot, entry);
    if (folder !== keep && statSync(folder).mtimeMs < hourAgo) rmSync(folder, { recursive: true, force: true });
  }
}

let packing: Promise<Record<PackedName, Packed>> | undefined;

/**
 * The packed packages of the current build: packed now unless a pack of the same build exists. Packing goes to a
 * folder of its own that is then renamed into place, so a reader never sees half a pack, and two packers racing
 * (two runs at once) both finish with the same result.
 */
export function packedPackages(): Promise<Record<PackedName, Packed>> {
  packing ??= (async () => {
    const missing = unbuilt();
    if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}. The tarballs pack dist/; run \`npm run build\` first.`);
    const folder = join(cacheRoot, buildHash());
    if (!existsSync(folder)) {
      const scratch = join(cacheRoot, `.packing-${randomUUID()}`);
      await packInto(scratch);
      try {
        renameSync(scratch, folder);
      } catch (error) {
        // Another run packed the same build first: keep its pack.
        rmSync(scratch, { recursive: true, force: true });
        if (!existsSync(folder)) throw error;
      }
      pruneOlderPacks(folder);
    }
    const entries = PACKED.map((name) => {
      const files = JSON.parse(readFileSync(join(folder, `${name}.files.json`), 'utf8')) as string[];
      return [name, { tarball: join(folder, `${name}.tgz`), files }] as const;
    });
    return Object.fromEntries(entries) as Record<PackedName, Packed>;
  })();
  return packing;
}
