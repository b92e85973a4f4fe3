import { defineConfig, type Options } from 'tsup';

// The builds: the library entries as ESM and as CJS, the Git worker, and the CLI (ESM only;
// its shebang is kept and the file made executable). The CJS build bundles what ships ESM only (jose, mime, @noble/hashes, and the HTML parser beneath
// sanitize-html, which sanitize-html itself requires, so it is bundled too), so that `require` works where ESM
// cannot be required (Jest's default configuration, Node before 22.12). The package script empties dist/ first,
// because the builds run side by side and none may clean what another writes.
const shared = {
  sourcemap: true,
  clean: false,
  target: 'node20',
  tsconfig: 'tsconfig.json',
  external: ['@docpub/sdk', 'msw', 'vitest', 'zod'],
  // Keep `node:http` as written: bundlers for the browser then know it is a Node built-in, not a package.
  removeNodeProtocol: false,
} satisfies Options;

/** sanitize-html (CommonJS) and the ESM-only packages it requires. */
const ESM_ONLY_BENEATH_SANITIZER = ['sanitize-html', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];

/** The library's entries, each with its declarations (dist/<name>.d.ts and .d.cts, bundled by scripts/build.ts). */
export const typedEntries = {
  index: 'src/index.ts',
  msw: 'src/adapters/msw.ts',
  vitest: 'src/vitest.ts',
  'vitest-global-setup': 'src/vitest-global-setup.ts',
  jest: 'src/jest.ts',
  'jest-global-setup': 'src/jest-global-setup.ts',
  'jest-global-teardown': 'src/jest-global-teardown.ts',
  // The worker thread that reads large spec texts and world files; found beside the module that starts it
  // (compose/server-runner.ts), in either format.
  'off-thread-worker': 'src/compose/off-thread-worker.ts',
};

// Git sync's worker thread loads its own entry, beside the ESM library (domain/git/worker/off-thread.ts); the CJS
// build runs that work in the server's thread.
const workerEntries = { 'git-worker': 'src/domain/git/worker/git-worker.ts' };

export default defineConfig([
  { ...shared, entry: typedEntries, format: ['esm'], dts: false },
  { ...shared, entry: workerEntries, format: ['esm'], dts: false },
  // `shims` gives the CJS build an `import.meta.url` (its file's URL), by which the worker's entry is found.
  { ...shared, entry: typedEntries, format: ['cjs'], dts: false, noExternal: ['jose', 'mime', '@noble/hashes', ...ESM_ONLY_BENEATH_SANITIZER], shims: true },
  {
    ...shared,
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
  },
]);
