#!/usr/bin/env node
/**
 * What `npm test` does before vitest: the packages' build (what `npm run build` does), then the typecheck, which
 * reads the declarations of the SDK's and the reference server's builds (bench/ imports those packages as users
 * load them) but not the conformance package's: so the typecheck runs beside the conformance package's build,
 * each on a core of its own (both are mostly one TypeScript program, on one thread). The build is skipped when the dist/ folders are
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
/** In the order they build in: each package's declarations read those of the packages before it. */
const PACKAGES = ['sdk', 'mock-server', 'conformance'];
/** The packages whose declarations the typecheck reads. */
const TYPECHECK_READS = ['sdk', 'mock-server'];
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

/** Runs npm with these arguments; resolves with its exit code. */
function npm(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Builds the packages one after another, stopping at the first that fails; resolves with its exit code, or 0. */
async function buildInOrder(names) {
  for (const name of names) {
    const code = await npm(['run', 'build', '--workspace', `@docpub/${name}`]);
    if (code !== 0) return code;
  }
  return 0;
}

const typecheck = () => npm(['run', 'typecheck']);
const before = state();
let built = 0;
let typechecked;
if (upToDate(before)) {
  console.log('build: every dist/ is the build of the current sources; not built again');
  typechecked = await typecheck();
} else {
  built = await buildInOrder(TYPECHECK_READS);
  const rest = PACKAGES.filter((name) => !TYPECHECK_READS.includes(name));
  if (built === 0) [built, typechecked] = await Promise.all([buildInOrder(rest), typecheck()]);
  if (built === 0) {
    mkdirSync(join(STAMP, '..'), { recursive: true });
    writeFileSync(STAMP, JSON.stringify({ inputs: before.inputs, dist: state().dist }));
  }
}
if (built !== 0) console.error(`build failed (exit ${built})`);
if (typechecked !== 0) console.error(`typecheck failed (exit ${typechecked ?? 'not run'})`);
process.exit(built === 0 && typechecked === 0 ? 0 : 1);
