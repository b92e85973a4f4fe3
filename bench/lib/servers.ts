/**
 * The servers rows measure against. In measured runs each runs in its own process, so that the client being
 * measured does not share an event loop with it; a smoke run starts them in the measuring process, since
 * starting a process costs more than the whole smoke row.
 */
import { startCeiling, type CeilingBody } from './ceiling.js';
import { startProcess, type Started } from './processes.js';
import type { RowContext } from './row.js';
import { listenBenchWorld, type ReferenceServerInfo, type SpaceSpec } from './world.js';

/** The reference server with `specs` seeded, over loopback HTTP. */
export async function startReferenceServer(context: RowContext, specs: readonly SpaceSpec[], timeoutMs: number): Promise<Started<ReferenceServerInfo>> {
  if (!context.smoke) return startProcess('reference-server', [JSON.stringify(specs)], timeoutMs);
  const listening = await listenBenchWorld(specs);
  return { value: listening.info, stop: listening.close };
}

/** Row 3's ceiling server answering `bodies` (request target → body). */
export async function startCeilingServer(context: RowContext, bodies: Record<string, CeilingBody>, timeoutMs: number): Promise<Started<{ url: string }>> {
  if (!context.smoke) return startProcess('ceiling-server', [JSON.stringify(bodies)], timeoutMs);
  const ceiling = await startCeiling(bodies);
  return { value: { url: ceiling.url }, stop: ceiling.close };
}
