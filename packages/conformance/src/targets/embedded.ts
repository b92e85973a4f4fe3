/** The embedded target: the reference server in-process, reached through `server.fetch`. */
import type { DocPubServer } from '@docpub/mock-server';
import type { EmbeddedTargetOptions, Target, TargetControl } from './target.js';

/** Opens the embedded reference server (a fresh demo world unless a server is given). */
export async function openEmbeddedTarget(options: Omit<EmbeddedTargetOptions, 'kind'> = {}): Promise<Target> {
  // Loaded on demand: a run against a deployment never needs the reference server.
  const { createServer, DEMO } = await import('@docpub/mock-server');
  const server = options.server ?? createServer();
  const fetch = options.wrapFetch ? options.wrapFetch(server.fetch) : server.fetch;
  return {
    kind: 'embedded',
    baseUrl: server.baseUrl,
    token: options.token ?? DEMO.tokens.admin,
    fetch,
    control: embeddedControl(server),
    close: async () => undefined,
  };
}

/** The server's JS control, behind the same asynchronous interface as the HTTP one. */
function embeddedControl(server: DocPubServer): TargetControl {
  const { control } = server;
  return {
    advanceClock: async (ms) => void control.advanceClock(ms),
    createUser: async (input) => control.createUser(input),
    addFault: async (rule) => void control.addFault(rule),
    clearFaults: async () => control.clearFaults(),
    settle: () => control.settle(),
  };
}
