#!/usr/bin/env node
/**
 * What `npm test` does before vitest: the packages' build with the typecheck (`npm run build -- --typecheck`,
 * scripts/build.ts: the whole repository's TypeScript program type-checks it and writes the packages'
 * declarations in one pass), and beside it the regex lint (`npm run lint:regex`). Both read the sources only
 * (bench/ loads the builds by a computed URL, typed by the sources).
 *
 * The build is skipped, and the typecheck runs alone (`npm run typecheck`), when the dist/ folders are the very
 * ones a build of this script made from the sources, configs and lockfile there are now: after a build that
 * succeeded it notes a hash of those inputs and of the dist/ folders in `node_modules/.cache/docpub-build.json`
 * (not in dist/, which the tarballs ship). A fresh clone (CI) has none and always builds; `npm run build` always
 * builds.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
/** The packages scripts/build.ts builds (that file lists them too; this one runs without tsx). */
const PACKAGES = ['sdk', 'mock-server', 'conformance'];
/** Files of the repository every build reads: the build itself, its TypeScript configs and the lockfile. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'tsconfig.json', 'tsconfig.declarations.json', 'scripts/build.ts'];
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

/** The regex lint; resolves with its exit code. */
async function lint() {
  const linted = await npm(['run', 'lint:regex']);
  if (linted !== 0) console.error(`lint:regex failed (exit ${linted})`);
  return linted;
}

/**
 * The build with the typecheck, or the typecheck alone when every dist/ is already the build of the current
 * sources; notes what it built. Resolves with the exit code.
 */
async function buildAndTypecheck() {
  const before = state();
  if (upToDate(before)) {
    console.log('build: every dist/ is the build of the current sources; not built again');
    const typechecked = await npm(['run', 'typecheck']);
    if (typechecked !== 0) console.error(`typecheck failed (exit ${typechecked})`);
    return typechecked;
  }
  const built = await npm(['run', 'build', '--', '--typecheck']);
  if (built === 0) {
    mkdirSync(join(STAMP, '..'), { recursive: true });
    writeFileSync(STAMP, JSON.stringify({ inputs: before.inputs, dist: state().dist }));
  } else console.error(`build or typecheck failed (exit ${built}): see the errors above`);
  return built;
}

const [built, linted] = await Promise.all([buildAndTypecheck(), lint()]);
process.exit(built === 0 && linted === 0 ? 0 : 1);
