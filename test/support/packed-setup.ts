/**
 * Global set-up of the `packed` project (vitest.config.ts): packs the built packages once, before the project's
 * test files start in parallel workers, so that they share one pack instead of each packing its own. Then it
 * starts every user project's install (./consumer-installs.ts), and the install of the Node versions some of
 * them run on (scripts/node-matrix/binaries.ts), without waiting for them: they fetch and unpack while other
 * test files run, and a test file that needs one before it is done waits on its lock. An install that fails
 * here is left for the test that needs it, which installs again and reports what failed. Unbuilt
 * packages are left for the tests to report (each says to run `npm run build`), instead of failing the whole run.
 */
import { startInstalling as startInstallingNodeVersions } from '../../scripts/node-matrix/binaries.js';
import { installConsumer } from './consumer.js';
import { CONSUMER_INSTALLS } from './consumer-installs.js';
import { packedPackages, unbuilt } from './packed.js';

export default async function setup(): Promise<void> {
  void startInstallingNodeVersions();
  if (unbuilt().length > 0) return;
  await packedPackages();
  for (const install of Object.values(CONSUMER_INSTALLS)) installConsumer(install).catch(() => undefined);
}
