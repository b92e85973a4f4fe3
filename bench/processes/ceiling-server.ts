/**
 * Child process: the ceiling of row 3 (lib/ceiling.ts). argv[2] is a JSON object from request target
 * (`/v1/spaces/x`) to body. Announces `{ url }` (the origin) when listening.
 */
import { serveUntilStopped } from '../lib/child.js';
import { startCeiling, type CeilingBody } from '../lib/ceiling.js';

const bodies = JSON.parse(process.argv[2] ?? '{}') as Record<string, CeilingBody>;
let close: () => Promise<void> = async () => undefined;

await serveUntilStopped(
  async () => {
    const ceiling = await startCeiling(bodies);
    close = ceiling.close;
    return { url: ceiling.url };
  },
  () => close(),
);
