// One reference server for the whole run, started by the global set-up in vitest's main process; every
// test file, in whichever worker, gets a world of its own from the `world` fixture.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['@docpub/mock-server/vitest/global-setup'],
    include: ['*.test.ts'],
    pool: 'threads',
    fileParallelism: true,
  },
});
