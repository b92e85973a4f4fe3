import { defineConfig, type Options } from 'tsup';

// Two builds: the library entries (ESM + CJS + types) and the CLI (ESM only; its shebang is kept and the file
// made executable). The package script empties dist/ first, because the two builds run side by side and
// neither may clean what the other writes.
const shared = {
  sourcemap: true,
  clean: false,
  target: 'node20',
  tsconfig: 'tsconfig.json',
  external: ['@docpub/sdk', 'msw', 'vitest', 'zod'],
  // Keep `node:http` as written: bundlers for the browser then know it is a Node built-in, not a package.
  removeNodeProtocol: false,
} satisfies Options;

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'src/index.ts',
      msw: 'src/adapters/msw.ts',
      vitest: 'src/vitest.ts',
      'vitest-global-setup': 'src/vitest-global-setup.ts',
      jest: 'src/jest.ts',
      'jest-global-setup': 'src/jest-global-setup.ts',
      'jest-global-teardown': 'src/jest-global-teardown.ts',
    },
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
