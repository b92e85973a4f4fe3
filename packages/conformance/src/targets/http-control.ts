/**
 * Test control over HTTP, under `/__control/` on the API's origin, as `docpub-mock` serves it
 * (docs/reference-server.md, "Control API"), through the reference server's typed control client. A real
 * deployment has none: {@link detectHttpControl} then finds nothing and control scenarios are skipped.
 */
import type { ControlClient } from '@docpub/mock-server';
import type { ControlUser, FetchFunction, TargetControl } from './target.js';

/**
 * Probes `GET {origin}/__control/clock`: a JSON answer with `now` means the target offers control.
 * Anything else (404, HTML, a refused connection) means it does not.
 */
export async function detectHttpControl(baseUrl: string, fetch: FetchFunction): Promise<TargetControl | undefined> {
  // Loaded when asked for, as the embedded target loads the server: a run that never probes does not need it.
  const { createControlClient } = await import('@docpub/mock-server');
  const client = createControlClient({ origin: baseUrl, fetch });
  try {
    const answer = await client.send('getClock');
    const now = (answer.body as { now?: unknown } | undefined)?.now;
    return answer.status === 200 && typeof now === 'string' ? httpControl(client) : undefined;
  } catch {
    return undefined;
  }
}

function httpControl(client: ControlClient): TargetControl {
  return {
    advanceClock: async (ms) => void (await client.call('advanceClock', { body: { ms } })),
    createUser: async (input) => (await client.call('createUser', { body: input })) as ControlUser,
    addFault: async (rule) => void (await client.call('addFault', { body: rule })),
    clearFaults: async () => void (await client.call('clearFaults')),
  };
}
