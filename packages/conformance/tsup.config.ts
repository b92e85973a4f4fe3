import { defineConfig, type Options } from 'tsup';

// Two builds: the library (ESM + CJS + types) and the CLI (ESM only; tsup keeps its shebang and makes the
// file executable). The package script empties dist/ first, because the two builds run side by side and
// neither may clean what the other writes.
const shared = {
  sourcemap: true,
  clean: false,
  target: 'node20',
  tsconfig: 'tsconfig.json',
  // The SDK and the reference server are dependencies, loaded from their own packages at run time.
  external: [/^@docpub\//],
  // Keep `node:` specifiers as written, so nothing mistakes a built-in for a package.
  removeNodeProtocol: false,
} satisfies Options;

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
  },
  {
    ...shared,
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
  },
]);
