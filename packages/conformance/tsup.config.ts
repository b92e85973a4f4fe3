import { defineConfig, type Options } from 'tsup';

// Two builds: the library (ESM + CJS; its declarations are bundled by scripts/build.ts) and the CLI (ESM only; tsup keeps its shebang and makes the
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

/** The library's entry, with its declarations (dist/index.d.ts and .d.cts). */
export const typedEntries = { index: 'src/index.ts' };

export default defineConfig([
  {
    ...shared,
    entry: typedEntries,
    format: ['esm', 'cjs'],
    dts: false,
  },
  {
    ...shared,
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
  },
]);
