/**
 * The Node.js binaries of the version matrix. They come from the npm registry's `node` package, installed
 * in `scripts/node-versions/` (its own lockfile, outside the workspace: each version provides a `node`
 * bin, which would otherwise shadow the Node running the root's scripts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The majors the matrix adds to the Node 20 everything else runs on. */
export const MATRIX_VERSIONS = ['22', '24'] as const;
export type MatrixVersion = (typeof MATRIX_VERSIONS)[number];

export const versionsDir = fileURLToPath(new URL('../node-versions/', import.meta.url));

/** Path of the `node` binary of one major. */
export const nodeBinary = (major: MatrixVersion) =>
  fileURLToPath(new URL(`../node-versions/node_modules/node${major}/bin/node`, import.meta.url));

/** The majors whose binary is not installed. */
export const missingVersions = () => MATRIX_VERSIONS.filter((major) => !existsSync(nodeBinary(major)));

/** Installs the binaries from the lockfile (`npm ci`), when one is missing. */
export function ensureInstalled(log: (line: string) => void = console.log): void {
  if (missingVersions().length === 0) return;
  log(`Installing Node ${MATRIX_VERSIONS.join(' and ')} from the npm registry into ${versionsDir} …`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: versionsDir, stdio: 'inherit' });
}
