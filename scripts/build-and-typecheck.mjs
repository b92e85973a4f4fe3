#!/usr/bin/env node
/**
 * What `npm test` does before vitest: the packages' build, then the typecheck (which reads the builds' declarations
 * where bench/ imports the packages as users load them). The build is skipped when the dist/ folders are
 * the very ones a build of this script made from the sources, configs and lockfile there are now: after a build
 * that succeeded it notes a hash of those inputs and of the dist/ folders in
 * `node_modules/.cache/docpub-build.json` (not in dist/, which the tarballs ship). A fresh clone (CI) has none
 * and always builds; `npm run build` always builds.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const PACKAGES = ['sdk', 'mock-server', 'conformance'];
/** Files of the repository every build reads. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
const STAMP = join(root, 'node_modules/.cache/docpub-build.json');

/** Every file below `path` (or `path` itself), in a stable order. */
function filesOf(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesOf(join(path, entry)));
}

/** A hash of the files' paths and contents. */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.slice(root.length)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** What the build of all packages reads (sources, manifests, build configs, the lockfile) and what it wrote. */
function state() {
  const inPackages = (entries) => PACKAGES.flatMap((name) => entries.flatMap((entry) => filesOf(join(root, 'packages', name, entry))));
  return {
    inputs: hashOf([...SHARED_INPUTS.map((file) => join(root, file)), ...inPackages(['src', 'package.json', 'tsup.config.ts', 'tsconfig.json'])]),
    dist: hashOf(inPackages(['dist'])),
  };
}

function upToDate(now) {
  if (!existsSync(STAMP) || PACKAGES.some((name) => !existsSync(join(root, 'packages', name, 'dist')))) return false;
  const noted = JSON.parse(readFileSync(STAMP, 'utf8'));
  return noted.inputs === now.inputs && noted.dist === now.dist;
}

/** Runs an npm script; resolves with its exit code. */
function npmRun(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const before = state();
const build = upToDate(before)
  ? (console.log('build: every dist/ is the build of the current sources; not built again'), Promise.resolve(0))
  : npmRun('build').then((code) => {
      if (code === 0) {
        mkdirSync(join(STAMP, '..'), { recursive: true });
        writeFileSync(STAMP, JSON.stringify({ inputs: before.inputs, dist: state().dist }));
      }
      return code;
    });
// The typecheck waits for the build: bench/ imports the packages' builds as users load them, declarations included.
const built = await build;
const typechecked = built === 0 ? await npmRun('typecheck') : 1;
if (built !== 0) console.error(`build failed (exit ${built})`);
if (typechecked !== 0) console.error(`typecheck failed (exit ${typechecked})`);
process.exit(built === 0 && typechecked === 0 ? 0 : 1);
