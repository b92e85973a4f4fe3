import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './scripts/test-sequencer.js';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The tests of the packed tarballs (test/support/packed.ts). */
const PACKED_TESTS = ['test/consumers/**/*.test.ts', 'test/packaging.test.ts'];

/**
 * The tests that measure their process: how its CPU time grows with the input (test support `growth.ts`), how
 * its heap and RSS grow over a long life. They run in a process of their own each, where nothing else counts.
 */
const MEASURED_TESTS = [
  'packages/mock-server/test/hardening/linear-work.test.ts',
  'packages/mock-server/test/visitor/search-linear-work.test.ts',
  'packages/mock-server/test/hardening/memory.test.ts',
  'packages/mock-server/test/worlds/memory.test.ts',
];

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
    // The longest files first, also on a fresh clone, which has no durations of a previous run.
    sequence: { sequencer: LongestFirst },
    pool: 'threads',
    // Two test files at a time even on 2 cores (vitest's default leaves one core to itself, which is one
    // worker there): many files spend much of their time waiting (on child processes, sockets, timers), and
    // the other file uses the core meanwhile.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The runner examples are projects of their own (a global set-up starts their server):
    // test/consumers/runners.test.ts runs them in fresh projects around the packed tarballs.
    exclude: ['**/node_modules/**', 'examples/runners/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'examples/**/*.test.ts', 'bench/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...PACKED_TESTS, ...MEASURED_TESTS],
          // The files of a worker share its modules: the sources, zod and the rest are loaded once per worker,
          // not once per file (that was most of a run's time). What a file changes outside its own objects
          // (environment variables, fake timers, spies, globals) it puts back in its after-hooks; each test
          // makes its own servers and worlds.
          isolate: false,
        },
      },
      {
        // Tests of the packed tarballs: the global set-up packs the built packages once for all of them.
        extends: true,
        test: { name: 'packed', include: PACKED_TESTS, globalSetup: ['./test/support/packed-setup.ts'] },
      },
      {
        // A process per file (pool forks, isolated), so that no other test file's work or memory counts in
        // what these measure; `--expose-gc` lets a measure start from a collected heap (growth.ts).
        extends: true,
        test: { name: 'measured', include: MEASURED_TESTS, pool: 'forks', execArgv: ['--expose-gc'] },
      },
    ],
  },
});
