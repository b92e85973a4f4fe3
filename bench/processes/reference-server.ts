/**
 * Child process: the reference server over loopback HTTP, with the spaces named in argv[2] (JSON `SpaceSpec[]`)
 * seeded. Announces `{ url, token, spaces }` when listening.
 */
import { serveUntilStopped } from '../lib/child.js';
import { listenBenchWorld, type SpaceSpec } from '../lib/world.js';

export type { ReferenceServerInfo } from '../lib/world.js';

const specs = JSON.parse(process.argv[2] ?? '[]') as SpaceSpec[];
let close: () => Promise<void> = async () => undefined;

await serveUntilStopped(
  async () => {
    const listening = await listenBenchWorld(specs);
    close = listening.close;
    return listening.info;
  },
  () => close(),
);
