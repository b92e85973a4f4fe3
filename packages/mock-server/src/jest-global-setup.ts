/**
 * `@docpub/mock-server/jest/global-setup`: Jest's global set-up that starts one reference server for the run
 * (loopback, a free port) and tells the workers where it is through the environment. `DOCPUB_MOCK_WORLD`
 * names a world file for the server's own world.
 *
 * @module @docpub/mock-server/jest/global-setup
 */
import { startMock } from './runner/start.js';
import { CONNECTION_VARIABLE } from './jest.js';
import { RUNNING_MOCK } from './jest-global-teardown.js';

export default async function globalSetup(): Promise<void> {
  const world = process.env.DOCPUB_MOCK_WORLD;
  const mock = await startMock(world === undefined || world === '' ? {} : { world });
  // Jest starts its workers after the global set-up, with this process's environment.
  process.env[CONNECTION_VARIABLE] = JSON.stringify(mock.connection);
  (globalThis as Record<symbol, unknown>)[RUNNING_MOCK] = mock;
}
