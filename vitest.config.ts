import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The tests of the packed tarballs (test/support/packed.ts). */
const PACKED_TESTS = ['test/consumers/**/*.test.ts', 'test/packaging.test.ts'];

/** The tests that measure how work grows with its input. */
const GROWTH_TESTS = ['packages/mock-server/test/hardening/linear-work.test.ts'];

// Tests import the packages by name; these aliases point the names at the sources so that a test run
// never depends on a stale build. Tests of the built output (CLIs, packaging) spawn or import dist/.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@docpub\/sdk\/contract$/, replacement: src('./packages/sdk/src/contract/index.ts') },
      { find: /^@docpub\/sdk\/visitor$/, replacement: src('./packages/sdk/src/visitor/index.ts') },
      { find: /^@docpub\/sdk$/, replacement: src('./packages/sdk/src/index.ts') },
      { find: /^@docpub\/mock-server\/msw$/, replacement: src('./packages/mock-server/src/adapters/msw.ts') },
      { find: /^@docpub\/mock-server\/vitest$/, replacement: src('./packages/mock-server/src/vitest.ts') },
      { find: /^@docpub\/mock-server$/, replacement: src('./packages/mock-server/src/index.ts') },
      { find: /^@docpub\/conformance$/, replacement: src('./packages/conformance/src/index.ts') },
    ],
  },
  test: {
    // Margins for a busy machine (load 6 on 2 cores): a test's own waits are short, but module loading and
    // child processes there take many times longer than at rest. Tests that wait on purpose set their own.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits on what the code under test does next; a busy machine is slow to get there.
    expect: { poll: { timeout: 30_000 } },
    reporters: ['default', './scripts/summary-reporter.ts'],
    pool: 'threads',
    // The runner examples are projects of their own (a global set-up starts their server):
    // test/consumers/runners.test.ts runs them in fresh projects around the packed tarballs.
    exclude: ['**/node_modules/**', 'examples/runners/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'examples/**/*.test.ts', 'bench/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...PACKED_TESTS, ...GROWTH_TESTS],
        },
      },
      {
        // Tests of the packed tarballs: the global set-up packs the built packages once for all of them.
        extends: true,
        test: { name: 'packed', include: PACKED_TESTS, globalSetup: ['./test/support/packed-setup.ts'] },
      },
      {
        // Growth measured as the process's CPU time (test/support/growth.ts): one process per file, so
        // that no other test file's work is counted in it.
        extends: true,
        test: { name: 'growth', include: GROWTH_TESTS, pool: 'forks' },
      },
    ],
  },
});
