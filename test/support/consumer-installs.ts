/**
 * The user projects the tests of the tarballs install (./consumer.ts), each shared by every test file that needs
 * what it installs: an install is the slow part of those tests (the registry, then unpacking hundreds of
 * packages), so there are as few as the tests allow. The packed project's global set-up (./packed-setup.ts)
 * starts them all once the tarballs are made.
 */
import type { ConsumerInstall } from './consumer.js';
import { PACKED } from './packed.js';

/** The versions of the tools users bring that the tests install. */
export const JEST_VERSION = '30.5.2';
export const MSW_2 = '2.15.0';
export const MSW_3 = '3.0.5';
export const VITEST_VERSION = '4.1.12';

export const CONSUMER_INSTALLS = {
  /** The three tarballs and nothing from the registry: the bins, the types, the server without msw. */
  packedAll: { name: 'packed-all', packages: PACKED, dependencies: {}, type: 'module' },
  /**
   * The SDK and the server beside Jest and msw 2, in a CommonJS project as Jest's default configuration wants:
   * Jest test files (each folder with its own Jest configuration), and msw 2 from ES modules (`.mjs`). msw is an
   * optional peer of the server; with it installed, nothing of the main entries changes.
   */
  jestAndMsw2: {
    name: `jest-${JEST_VERSION}-msw-${MSW_2}`,
    packages: ['sdk', 'mock-server'],
    dependencies: { jest: JEST_VERSION, msw: MSW_2 },
    type: 'commonjs',
  },
  /** The SDK and the server with msw 3 (run on Node 22, its minimum). */
  msw3: { name: `msw-${MSW_3}`, packages: ['sdk', 'mock-server'], dependencies: { msw: MSW_3 }, type: 'module' },
  /** The SDK and the server with vitest, for the runner example. */
  vitest: { name: `runner-vitest-${VITEST_VERSION}`, packages: ['sdk', 'mock-server'], dependencies: { vitest: VITEST_VERSION }, type: 'module' },
} as const satisfies Record<string, ConsumerInstall>;

/**
 * Jest's default configuration, as a file: a folder with its own `jest.config.js` is Jest's root there, so a Jest
 * run in one folder of a shared project finds only that folder's tests.
 */
export const JEST_DEFAULT_CONFIG = { 'jest.config.js': 'module.exports = {};\n' };
