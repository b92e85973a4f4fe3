/**
 * `@docpub/mock-server/vitest/global-setup`: vitest's global set-up that starts one reference server for the
 * run (loopback, a free port) and provides its address to the workers; the server stops when the run ends.
 * Options come from the environment: `DOCPUB_MOCK_WORLD` names a world file for the server's own world.
 *
 * @module @docpub/mock-server/vitest/global-setup
 */
import { startMock } from './runner/start.js';
import type { MockConnection } from './runner/remote-world.js';

/** What vitest hands a global set-up: a way to provide values to the workers. */
interface GlobalSetupContext {
  provide(key: 'docpubMock', value: MockConnection): void;
}

export default async function setup(project: GlobalSetupContext): Promise<() => Promise<void>> {
  const world = process.env.DOCPUB_MOCK_WORLD;
  const mock = await startMock(world === undefined || world === '' ? {} : { world });
  project.provide('docpubMock', mock.connection);
  return () => mock.close();
}
