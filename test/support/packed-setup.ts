/**
 * Global set-up of the `packed` project (vitest.config.ts): packs the built packages once, before the project's
 * test files start in parallel workers, so that they share one pack instead of each packing its own. Unbuilt
 * packages are left for the tests to report (each says to run `npm run build`), instead of failing the whole run.
 */
import { packedPackages, unbuilt } from './packed.js';

export default async function setup(): Promise<void> {
  if (unbuilt().length === 0) await packedPackages();
}
