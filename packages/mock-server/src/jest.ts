/**
 * `@docpub/mock-server/jest`: one reference server for a whole Jest run, a world per test file, and the
 * `toHaveReceived` matcher. Works under Jest's default configuration (CommonJS).
 *
 * @example
 * // jest.config.js
 * module.exports = {
 *   globalSetup: '@docpub/mock-server/jest/global-setup',
 *   globalTeardown: '@docpub/mock-server/jest/global-teardown',
 * };
 *
 * // spaces.test.js
 * const { useWorld } = require('@docpub/mock-server/jest');
 * const world = useWorld();
 * test('creates a space', async () => {
 *   await world.client().spaces.create('acme', { title: 'Handbook' });
 *   await expect(world).toHaveReceived('createSpace', { times: 1, body: { title: 'Handbook' } });
 * });
 *
 * @module @docpub/mock-server/jest
 */
import type { OperationId } from '@docpub/sdk/contract';
import { parseConnection } from './runner/connection.js';
import { connectMock, type MockConnection, type RemoteWorld } from './runner/remote-world.js';
import { docpubMatchers, type ReceivedExpectation } from './verify/matchers.js';

declare global {
  // Jest declares its matcher types in this global namespace; adding a matcher means merging into it.
  namespace jest {
    interface Matchers<R> {
      /**
       * Passes when the world received `operationId` (`times` times, or at least once) with what `expected`
       * names (deep-partially). Await it: the world is reached over HTTP.
       */
      toHaveReceived<K extends OperationId>(operationId: K, expected?: ReceivedExpectation<K>): Promise<R>;
    }
  }
}

/** The environment variable through which the global set-up tells Jest's workers where the server is. */
export const CONNECTION_VARIABLE = 'DOCPUB_MOCK_CONNECTION';

/** Jest's globals this module uses, as the test environment provides them. */
interface JestGlobals {
  beforeAll(run: () => Promise<void>, timeout?: number): void;
  afterAll(run: () => Promise<void>, timeout?: number): void;
  expect?: { extend(matchers: object): void };
}

const jestGlobals = globalThis as unknown as Partial<JestGlobals>;
jestGlobals.expect?.extend(docpubMatchers);

/**
 * Where the run's server is, as the global set-up left it in the environment.
 * @throws Error naming the variable when it is unset or not a connection (never quoting it: it holds the token).
 */
export function mockConnection(): MockConnection {
  const text = process.env[CONNECTION_VARIABLE];
  if (text === undefined || text === '') {
    throw new Error(`no DocPub server for this run: set globalSetup to '@docpub/mock-server/jest/global-setup' (${CONNECTION_VARIABLE} is unset)`);
  }
  return parseConnection(text, CONNECTION_VARIABLE);
}

/**
 * A world of the run's server for the calling test file: made before its first test, dropped after its last.
 * Call it at the top of a test file; the answer stands for the world until it exists (using it earlier throws).
 */
export function useWorld(): RemoteWorld {
  const { beforeAll, afterAll } = jestGlobals;
  if (beforeAll === undefined || afterAll === undefined) throw new Error('useWorld() runs inside a Jest test file');
  let world: RemoteWorld | undefined;
  beforeAll(async () => {
    world = await connectMock(mockConnection()).createWorld();
  });
  afterAll(async () => {
    await world?.delete();
  });
  return new Proxy({} as RemoteWorld, {
    get(_target, name) {
      if (world === undefined) throw new Error('the world of this file is made in beforeAll: use it inside a test or a hook');
      const value = (world as unknown as Record<PropertyKey, unknown>)[name];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(world) : value;
    },
  });
}

export { docpubMatchers, connectMock, type MockConnection, type RemoteWorld, type ReceivedExpectation };
