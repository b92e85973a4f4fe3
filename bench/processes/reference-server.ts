/**
 * Child process: the reference server over loopback HTTP, with the spaces named in argv[2] (JSON `SpaceSpec[]`)
 * seeded. Announces `{ url, token, spaces }` when listening.
 */
import { serveUntilStopped } from '../lib/child.js';
import { createBenchWorld, type SeededSpace, type SpaceSpec } from '../lib/world.js';

/** What the parent learns when the server is up. */
export interface ReferenceServerInfo {
  /** Base URL of the API, ending in `/v1`. */
  url: string;
  token: string;
  spaces: Record<string, SeededSpace>;
}

const specs = JSON.parse(process.argv[2] ?? '[]') as SpaceSpec[];
let close: () => Promise<void> = async () => undefined;

await serveUntilStopped<ReferenceServerInfo>(
  async () => {
    const world = await createBenchWorld(specs);
    const listening = await world.server.listen({ host: '127.0.0.1', port: 0 });
    close = listening.close;
    return { url: listening.url, token: world.token, spaces: world.spaces };
  },
  () => close(),
);
