#!/usr/bin/env node
/**
 * Fetches Node.js releases from the npm registry for the version matrix; scripts/node-matrix/binaries.ts runs it
 * under that file's lock. For each release: `npm pack` of its platform package (the one the registry's `node`
 * package installs; npm checks it against the registry's integrity), then its `bin/` unpacked by the system's tar
 * into `<dir>/<version>/`, renamed into place whole, so that a reader never finds half a binary. The system's tar
 * unpacks the 50 MB tarball in a fraction of the CPU time an npm install of the whole package takes.
 *
 * Usage: node fetch-releases.mjs <dir> <package>@<version> …
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...releases] = process.argv.slice(2);
if (dir === undefined || releases.length === 0) {
  console.error('usage: node fetch-releases.mjs <dir> <package>@<version> …');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
const scratch = mkdtempSync(join(dir, '.fetching-'));
try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--prefer-offline', '--pack-destination', scratch, ...releases], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      shell: process.platform === 'win32',
    }),
  );
  releases.forEach((release, index) => {
    const version = release.slice(release.lastIndexOf('@') + 1);
    const unpacked = join(scratch, version);
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', join(scratch, packed[index].filename), '-C', unpacked, '--strip-components=1', 'package/bin'], { stdio: 'inherit' });
    rmSync(join(dir, version), { recursive: true, force: true });
    renameSync(unpacked, join(dir, version));
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
