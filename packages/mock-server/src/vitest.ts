/**
 * `@docpub/mock-server/vitest`: one reference server for a whole vitest run, a world per test file.
 *
 * @example
 * // vitest.config.ts
 * export default defineConfig({ test: { globalSetup: ['@docpub/mock-server/vitest/global-setup'] } });
 *
 * // spaces.test.ts
 * import { test } from '@docpub/mock-server/vitest';
 * test('creates a space', async ({ world, expect }) => {
 *   await world.client().spaces.create('acme', { title: 'Handbook' });
 *   await expect(world).toHaveReceived('createSpace', { times: 1, body: { title: 'Handbook' } });
 * });
 *
 * The global set-up starts the server once, in vitest's main process, and hands its address to every worker;
 * `world` is made for each test file on first use and dropped after it, `freshWorld` for each test that asks.
 *
 * @module @docpub/mock-server/vitest
 */
import { expect, inject, test as baseTest } from 'vitest';
import type { OperationId } from '@docpub/sdk/contract';
import { connectMock, type MockConnection, type RemoteWorld } from './runner/remote-world.js';
import { docpubMatchers, type ReceivedExpectation } from './verify/matchers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How the workers reach the server the global set-up started. */
    docpubMock: MockConnection;
  }
  interface Matchers<T = any> {
    /**
     * Passes when the world received `operationId` (`times` times, or at least once) with what `expected`
     * names (deep-partially); awaits when the world is reached over HTTP.
     */
    toHaveReceived<K extends OperationId>(operationId: K, expected?: ReceivedExpectation<K>): Promise<T> | T;
  }
}

expect.extend(docpubMatchers);

/** The fixtures {@link test} adds. */
export interface MockFixtures {
  /** A world of the run's server for this test file: made on first use, dropped after the file. */
  world: RemoteWorld;
  /** A world for this test alone: made when the test asks for it, dropped after the test. */
  freshWorld: RemoteWorld;
}

function connection(): MockConnection {
  const provided = inject('docpubMock');
  if (provided === undefined) {
    throw new Error("no DocPub server for this run: add '@docpub/mock-server/vitest/global-setup' to test.globalSetup");
  }
  return provided;
}

async function withWorld(use: (world: RemoteWorld) => Promise<void>): Promise<void> {
  const world = await connectMock(connection()).createWorld();
  try {
    await use(world);
  } finally {
    await world.delete();
  }
}

/** vitest's `test` with a world of the run's server: `test('…', async ({ world }) => …)`. */
export const test = baseTest.extend<MockFixtures>({
  // eslint-disable-next-line no-empty-pattern
  world: [async ({}, use) => withWorld(use), { scope: 'file' }],
  // eslint-disable-next-line no-empty-pattern
  freshWorld: async ({}, use) => withWorld(use),
});

export { docpubMatchers, connectMock, type MockConnection, type RemoteWorld, type ReceivedExpectation };
