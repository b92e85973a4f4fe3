#!/usr/bin/env node
/**
 * `node scripts/complete-lockfile.mjs`: adds to package-lock.json the entries npm leaves out for other
 * platforms' native builds (rollup's `@rollup/rollup-<os>-<cpu>` packages), so that `npm ci` accepts it.
 *
 * Why: the registry this project's machines reach serves only some platforms' builds of those packages.
 * `npm install` then writes a lockfile without the others, and `npm ci` rejects that very lockfile
 * ("Missing: @rollup/rollup-android-arm-eabi@ from lock file"), because it checks every optional
 * dependency against it (npm/cli#4828). An entry with the version, `os` and `cpu` is all `npm ci` needs:
 * it skips a package built for another platform without fetching it. The current platform's build is never
 * added here: that one must come from the registry, with its integrity.
 *
 * Idempotent; `--check` only reports (exit 1 when something is missing). Run it after `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LOCKFILE = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const PLATFORM_BUILD = /-(android|darwin|freebsd|linux|openbsd|openharmony|netbsd|sunos|aix|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-([a-z]+))?$/;

/** The C library a Linux build is for, from its name's ABI suffix (`gnu`, `musleabihf`, …). */
const libcOf = (abi) => (abi?.startsWith('musl') ? 'musl' : abi?.startsWith('gnu') ? 'glibc' : undefined);
const currentLibc =
  process.platform === 'linux' ? (process.report.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl') : undefined;

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = PLATFORM_BUILD.exec(name);
    const key = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (!match || lock.packages[key] || lock.packages[hoisted]) continue;
    const [, os, cpu, abi] = match;
    const libc = libcOf(abi);
    if (os === process.platform && cpu === process.arch && (libc === undefined || libc === currentLibc)) continue;
    lock.packages[hoisted] = {
      version,
      cpu: [cpu],
      dev: entry.dev,
      ...(libc ? { libc: [libc] } : {}),
      license: entry.license,
      optional: true,
      os: [os],
    };
    added.push(`${name}@${version}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length > 0) console.error(`package-lock.json lacks ${added.length} platform builds: ${added.join(', ')}`);
  process.exitCode = added.length > 0 ? 1 : 0;
} else {
  if (added.length > 0) {
    // npm's own key order, so the next `npm install` does not reshuffle the file.
    lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
    writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
  }
  console.log(added.length > 0 ? `Added ${added.length} lock entries: ${added.join(', ')}` : 'package-lock.json is complete.');
}
