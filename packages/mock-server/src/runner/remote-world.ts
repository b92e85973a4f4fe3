/**
 * A running reference server seen from a test, over HTTP: make worlds, hand out their tokens and ready SDK
 * clients, and ask what a world received. What a test runner's workers use once one process started the
 * server (`startMock()`, the vitest and Jest global set-ups, `docpub-mock --ready-file`).
 */
import { DocPub, type ClientOptions } from '@docpub/sdk';
import type { OperationId } from '@docpub/sdk/contract';
import { createControlClient, type ControlClient } from '../control/client.js';
import { DEMO } from '../demo/ids.js';
import type { NewWorldInput, WorldInfo } from '../worlds/registry.js';
import type { Call, CallFilter, CallSearch } from '../verify/calls.js';

/** Where a running server is: what `startMock()` answers and `--ready-file` writes. */
export interface MockConnection {
  /** Base URL of the API, e.g. `http://127.0.0.1:4010/v1`. */
  url: string;
  /** Base URL of the control API, e.g. `http://127.0.0.1:4010/__control`. */
  controlUrl: string;
  /** The control token, when the server requires one. */
  controlToken?: string | undefined;
}

/** A world of a running server, made for one test file (or one test). */
export interface RemoteWorld extends WorldInfo {
  /**
   * The token of a user of this world: a demo user's name (`'admin'`, `'read'`…), a token the demo world
   * documents (`'demo-admin-token'`) or one the world file wrote. The demo admin's by default.
   * @throws Error naming the tokens there are, for a name the world does not have.
   */
  token(user?: string): string;
  /** A ready SDK client of this world, as `user` (the demo admin by default); `options` go to the client. */
  client(user?: string, options?: Omit<ClientOptions, 'token' | 'baseUrl'>): DocPub;
  /** The typed control client of this world (clock, faults, journal, seeding…). */
  readonly control: ControlClient;
  /** The calls of an operation this world received that `filter` matches, oldest first. */
  calls<K extends OperationId>(operationId: K, filter?: CallFilter<K>): Promise<Call[]>;
  /** The same search with what may make its count short (dropped or blanked journal entries). */
  searchCalls<K extends OperationId>(operationId: K, filter?: CallFilter<K>): Promise<CallSearch>;
  /** Drops the world; its tokens answer 401 from then on. */
  delete(): Promise<void>;
}

/** A running server a test can make worlds in. */
export interface MockHandle {
  readonly connection: MockConnection;
  /** Makes an isolated world: from the demo world by default, an empty one, or a world file. */
  createWorld(input?: NewWorldInput): Promise<RemoteWorld>;
}

/** The SDK's `fetch` for control calls: the platform's. */
const platformFetch: typeof fetch = (input, init) => fetch(input, init);

/** Connects to a running server (in this process or another) from its connection details. */
export function connectMock(connection: MockConnection): MockHandle {
  const origin = new URL(connection.controlUrl).origin;
  const server = createControlClient({ origin, fetch: platformFetch, token: connection.controlToken });
  return {
    connection,
    async createWorld(input = {}) {
      const info = await server.call('createWorld', { body: input as never });
      return remoteWorld(connection, server, info as WorldInfo);
    },
  };
}

function remoteWorld(connection: MockConnection, server: ControlClient, info: WorldInfo): RemoteWorld {
  const origin = new URL(connection.controlUrl).origin;
  const control = createControlClient({ origin, fetch: platformFetch, token: connection.controlToken, world: info.id });
  const token = (user = 'admin') => {
    const documented = (DEMO.tokens as Record<string, string>)[user] ?? user;
    const found = info.tokens[documented];
    if (found === undefined) {
      throw new Error(`world ${info.id} has no token "${user}" (its tokens: ${Object.keys(info.tokens).join(', ') || 'none'})`);
    }
    return found;
  };
  const searchCalls = <K extends OperationId>(operationId: K, filter: CallFilter<K> = {}) =>
    control.call('searchCalls', { body: { operationId, ...filter } as never }) as Promise<CallSearch>;
  return {
    ...info,
    control,
    token,
    client: (user, options) => new DocPub({ ...options, token: token(user), baseUrl: connection.url }),
    searchCalls,
    calls: async (operationId, filter) => (await searchCalls(operationId, filter)).calls,
    delete: async () => {
      await server.call('deleteWorld', { params: { worldId: info.id } });
    },
  };
}
