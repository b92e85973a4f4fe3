/** Where things are, for tests that run the repository's scripts and built packages in child processes. */
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** tsx, which runs the TypeScript scripts and examples (and resolves `@docpub/*` to the sources). */
export const tsxBin = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** A package's folder, e.g. `packageDir('sdk')`. */
export const packageDir = (name: 'sdk' | 'mock-server' | 'conformance') =>
  fileURLToPath(new URL(`../../packages/${name}/`, import.meta.url));
